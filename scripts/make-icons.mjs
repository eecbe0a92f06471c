#!/usr/bin/env node
// Draws the app's icons (public/icons/*.png) from our own SVG with Debian's Chromium: a gold star on
// a dark card, the favicon's design. "any" icons keep a margin; the maskable one fills the square
// with the background and keeps the card inside the central 80 % circle any launcher mask leaves.
// Run: node scripts/make-icons.mjs (the PNGs are committed; run again only to change the artwork).
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";

const ROOT = fileURLToPath(new URL("../", import.meta.url));
const OUT = path.join(ROOT, "public", "icons");
const BG = "#09090b";
const GOLD = "#d4a84a";

/** The card and star in a 100×100 box, scaled by `k` around the centre. */
function svg(size, { maskable }) {
  const k = maskable ? 0.62 : 0.86;
  const card = `<g transform="translate(50 50) scale(${k}) translate(-50 -50)">
    <rect x="20" y="6" width="60" height="88" rx="9" fill="#18181b" stroke="${GOLD}" stroke-width="5"/>
    <path d="M50 26 l7.2 14.9 16.3 2.3 -11.8 11.4 2.9 16.2 -14.6 -7.7 -14.6 7.7 2.9 -16.2 -11.8 -11.4 16.3 -2.3z" fill="${GOLD}"/>
  </g>`;
  const back = maskable ? `<rect width="100" height="100" fill="${BG}"/>` : `<rect x="2" y="2" width="96" height="96" rx="22" fill="${BG}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100">${back}${card}</svg>`;
}

const icons = [
  { file: "icon-192.png", size: 192, maskable: false },
  { file: "icon-512.png", size: 512, maskable: false },
  { file: "maskable-192.png", size: 192, maskable: true },
  { file: "maskable-512.png", size: 512, maskable: true },
];

fs.mkdirSync(OUT, { recursive: true });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--headless", "--no-sandbox", "--disable-gpu"] });
try {
  for (const icon of icons) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    await page.setContent(`<html><body style="margin:0;background:transparent">${svg(icon.size, icon)}</body></html>`);
    await page.locator("svg").screenshot({ path: path.join(OUT, icon.file), omitBackground: true });
    await page.close();
    console.log(`public/icons/${icon.file}`);
  }
} finally {
  await browser.close();
}
