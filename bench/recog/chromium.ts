/**
 * The bench's reader in this machine's Chromium (Debian's /usr/bin/chromium, headless, driven by
 * playwright-core): a loopback-only HTTP server serves the app's real worker and OpenCV files
 * (public/recog-worker.js, public/opencv/: run `node scripts/build-recog-worker.mjs` first, as
 * install and build do), with the headers the app gives them, the taught deck's data at the path the
 * app fetches it from, and a page bundling the app's own client (bench/recog/chromium-page.ts). Each
 * photo goes to the page as raw RGBA and is shrunk and read there exactly as on a phone.
 *
 * A persistent profile (a folder under .tmp/) keeps the HTTP cache and Chromium's wasm code cache
 * between launches: `fresh: true` empties it first (a phone's first visit); `relaunch()` closes
 * and reopens the browser on the same profile (the phone on another evening).
 */
import { createServer, type Server } from "node:http";
import { mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { build } from "esbuild";
import { chromium, type BrowserContext, type Page } from "playwright-core";
import { workerPolicy } from "../../server/guard";
import type { ReadCard } from "../../lib/recog/read";

const ROOT = path.resolve(import.meta.dirname, "../..");
const TYPES: Record<string, string> = { ".js": "text/javascript", ".wasm": "application/wasm" };

export interface LoadTimes {
  /** From asking the worker to load (the worker made then) to OpenCV ready, ms. */
  ready: number;
  /** The deck's data fetched (or taken from IndexedDB) and parsed in the worker, ms. */
  deck: number;
  /** The worker's own phases: OpenCV's script fetched and run, its wasm fetched, compiled and started. */
  phases: { script: number; wasm: number; at: number };
}

export interface ChromiumReader {
  version: string;
  /** Loads OpenCV and the deck in the worker (as the table does in the background), timing each phase. */
  warm(): Promise<LoadTimes>;
  /** Reads one photo: `total` from the shrunk pixels to every card's guess (loading whatever is not loaded yet), `worker` the read alone. */
  read(rgba: { data: Uint8Array | Uint8ClampedArray; width: number; height: number }, expect: number): Promise<{ read: ReadCard[]; total: number; worker: number; first: number | null; trace: string[] }>;
  /** A new page (and so a new worker) in the same browser: the table reloaded. */
  reload(): Promise<void>;
  /** The browser closed and opened again on the same profile. */
  relaunch(): Promise<void>;
  /** The browser closed and opened again on an emptied profile (no cache, no IndexedDB). */
  fresh(): Promise<void>;
  close(): Promise<void>;
}

export async function startChromiumReader(deckData: Uint8Array, { fresh = true, profile = path.join(ROOT, ".tmp/bench-chromium-profile") } = {}): Promise<ChromiumReader> {
  const page = await build({ entryPoints: [path.join(ROOT, "bench/recog/chromium-page.ts")], bundle: true, write: false, format: "iife", target: "es2022", platform: "browser", alias: { "@": ROOT }, external: ["node:module"], logLevel: "warning" });
  const pageJs = page.outputFiles[0].contents;
  const photos = new Map<string, { data: Uint8Array; width: number; height: number }>();
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const send = (status: number, body: Uint8Array | string, headers: Record<string, string> = {}) => { res.writeHead(status, headers); res.end(body); };
    try {
      if (url.pathname === "/") return send(200, "<!doctype html><meta charset=utf-8><title>bench</title><script src=/page.js></script>", { "content-type": "text/html" });
      if (url.pathname === "/page.js") return send(200, pageJs, { "content-type": "text/javascript" });
      if (url.pathname === "/api/decks/bench/data") return send(200, deckData, { "content-type": "application/octet-stream", "cache-control": "no-store" });
      const photo = /^\/photo\/(\w+)$/.exec(url.pathname);
      if (photo && photos.has(photo[1])) {
        const p = photos.get(photo[1])!;
        photos.delete(photo[1]);
        return send(200, p.data, { "content-type": "application/octet-stream", "x-width": String(p.width), "x-height": String(p.height), "cache-control": "no-store" });
      }
      // The app's static files, with the app's headers (next.config.js, proxy.ts).
      if (url.pathname === "/recog-worker.js") return send(200, readFileSync(path.join(ROOT, "public/recog-worker.js")), { "content-type": "text/javascript", "cache-control": "public, max-age=0", "content-security-policy": workerPolicy() });
      const file = /^\/opencv\/(opencv-[0-9a-f]+\.(js|wasm))$/.exec(url.pathname);
      if (file) return send(200, readFileSync(path.join(ROOT, "public/opencv", file[1])), { "content-type": TYPES[path.extname(file[1])], "cache-control": "public, max-age=31536000, immutable" });
      send(404, "not found");
    } catch (e) {
      send(500, String(e));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as { port: number }).port}/`;
  if (fresh) rmSync(profile, { recursive: true, force: true });
  mkdirSync(profile, { recursive: true });

  let context: BrowserContext, tab: Page;
  const open = async () => {
    context = await chromium.launchPersistentContext(profile, {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", headless: true,
      args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking", "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1"],
    });
    tab = context.pages()[0] ?? (await context.newPage());
    tab.on("pageerror", (e) => console.error("[page]", e.message));
    await tab.goto(base);
    await tab.waitForFunction(() => "ft" in window);
  };
  await open();
  let n = 0;
  return {
    version: `Chromium ${context!.browser()?.version() ?? ""}`.trim(),
    warm: () => tab.evaluate(() => (window as unknown as { ft: { warm(): Promise<LoadTimes> } }).ft.warm()),
    async read(rgba, expect) {
      const id = `p${++n}`;
      photos.set(id, { data: new Uint8Array(rgba.data.buffer, rgba.data.byteOffset, rgba.data.byteLength), width: rgba.width, height: rgba.height });
      const r = await tab.evaluate(([id, expect]) => (window as unknown as { ft: { read(id: string, e: number): Promise<{ cards: ReadCard[]; total: number; worker: number; width: number; first: number | null; trace: string[] }> } }).ft.read(id as string, expect as number), [id, expect] as const);
      // The page read the photo shrunk to at most 2400 px: back to the photo's own pixels for scoring.
      const k = rgba.width / r.width;
      return { read: r.cards.map((c) => ({ ...c, x: c.x * k, y: c.y * k, quad: c.quad?.map(([x, y]: number[]) => [x * k, y * k]) as ReadCard["quad"] })), total: r.total, worker: r.worker, first: r.first, trace: r.trace ?? [] };
    },
    async reload() { await tab.reload(); await tab.waitForFunction(() => "ft" in window); },
    async relaunch() { await context.close(); await open(); },
    async fresh() { await context.close(); rmSync(profile, { recursive: true, force: true }); mkdirSync(profile, { recursive: true }); await open(); },
    async close() { await context.close(); await new Promise<void>((resolve) => server.close(() => resolve())); },
  };
}

/** The taught deck's data as the server sends it to a phone (server/decks.ts deckData: "FTDK", v1, aspect, cards by code). */
export function deckData(aspect: number, cards: Map<string, Uint8Array>): Uint8Array {
  const rows = [...cards].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const out = new Uint8Array(12 + rows.reduce((s, [, d]) => s + 7 + d.length, 0));
  const dv = new DataView(out.buffer);
  out.set([0x46, 0x54, 0x44, 0x4b], 0);
  dv.setUint16(4, 1, true);
  dv.setFloat32(6, aspect, true);
  dv.setUint16(10, rows.length, true);
  let o = 12;
  for (const [code, d] of rows) {
    for (let i = 0; i < 3; i++) out[o + i] = code.charCodeAt(i);
    dv.setUint32(o + 3, d.length, true);
    out.set(d, o + 7);
    o += 7 + d.length;
  }
  return out;
}
