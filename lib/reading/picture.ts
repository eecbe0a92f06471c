/**
 * A picture of a spread as one standalone SVG document: the zones from across the table down to
 * the reader, each card's face at its position (ill-disposed cards turned toward the partner, as
 * on the table) and the position's name under it. Made in the browser to save as SVG or, drawn
 * on a canvas, as PNG; pure string building, so it is tested here too.
 */
import type { DeckStyle } from "../cards";
import { faceSvg, nameLines } from "../faces/face";
import { INK } from "../faces/palette";
import { SPREAD_ROWS, positionsIn, type LayoutName, type Owner } from "./positions";

export interface PictureCard {
  card: string;
  disposition: "well" | "ill";
  owner: Owner;
  index: number;
}

const CARD_W = 90, CARD_H = 126, CELL = 108, PAD = 20, ZONE_H = 190, HEAD = 76;

const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/"/g, "&quot;");

const ZONE_INK: Record<string, string> = {
  "The Man": "#a16207", "The Clan": "#ca8a04", "The Future": "#0369a1", "The Universe": "#0369a1", "The Realm": "#0284c7", "The Fate": "#a21caf",
};

export function spreadPicture(input: { layout: LayoutName; cards: readonly PictureCard[]; style: DeckStyle; title: string }): string {
  const rows = SPREAD_ROWS[input.layout];
  const widest = Math.max(...rows.map((z) => positionsIn(input.layout, z).length));
  const W = PAD * 2 + widest * CELL;
  const H = HEAD + rows.length * ZONE_H + PAD;
  const parts: string[] = [
    `<rect width="${W}" height="${H}" fill="#f5f5f4"/>`,
    `<text x="${W / 2}" y="30" font-size="18" font-weight="700" text-anchor="middle" fill="${INK}" font-family="Georgia,serif">${esc(input.title)}</text>`,
    `<text x="${W / 2}" y="49" font-size="11" text-anchor="middle" fill="#44403c" font-family="sans-serif">Your partner across the table (top), you nearest (bottom).</text>`,
    `<text x="${W / 2}" y="63" font-size="11" text-anchor="middle" fill="#44403c" font-family="sans-serif">Ill-disposed cards are turned toward the partner.</text>`,
  ];
  rows.forEach((zone, r) => {
    const y = HEAD + r * ZONE_H;
    const positions = positionsIn(input.layout, zone);
    const x0 = (W - positions.length * CELL) / 2;
    parts.push(`<rect x="${PAD / 2}" y="${y}" width="${W - PAD}" height="${ZONE_H - 8}" rx="12" fill="none" stroke="${ZONE_INK[zone]}" stroke-width="2"/>`);
    parts.push(`<text x="${W / 2}" y="${y + 16}" font-size="11" font-weight="700" letter-spacing="1.5" text-anchor="middle" fill="#44403c" font-family="sans-serif">${esc(zone.toUpperCase())}</text>`);
    positions.forEach((p, i) => {
      const x = x0 + i * CELL + (CELL - CARD_W) / 2;
      const c = input.cards.find((k) => k.owner === p.owner && k.index === p.index);
      if (c) parts.push(faceSvg({ code: c.card, style: input.style, variant: "full" }, { x, y: y + 24, width: CARD_W, height: CARD_H, rotate: c.disposition === "ill" }));
      else parts.push(`<rect x="${x}" y="${y + 24}" width="${CARD_W}" height="${CARD_H}" rx="6" fill="none" stroke="#a8a29e" stroke-dasharray="4 3"/>`);
      nameLines(p.position).slice(0, 2).forEach((line, k) => {
        const squeeze = line.length * 5.2 > CELL - 6 ? ` textLength="${CELL - 6}" lengthAdjust="spacingAndGlyphs"` : "";
        parts.push(`<text x="${x + CARD_W / 2}" y="${y + 24 + CARD_H + 14 + k * 12}" font-size="10" text-anchor="middle" fill="${INK}" font-family="sans-serif"${squeeze}>${esc(line)}</text>`);
      });
    });
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" role="img" aria-label="${esc(input.title)}"><title>${esc(input.title)}</title>${parts.join("")}</svg>`;
}
