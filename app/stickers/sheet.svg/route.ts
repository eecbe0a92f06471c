/** GET /stickers/sheet.svg?style=: every sticker (two per card) as one SVG sized in millimetres. */
import { chooseDeck } from "../decks";
import { qrSvg } from "@/lib/scan/qr";
import { STICKER } from "../layout-mm";

const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;");

export async function GET(request: Request): Promise<Response> {
  const params = new URL(request.url).searchParams;
  const { deck, style } = chooseDeck(params.get("deck"), params.get("style"));
  const cols = 6;
  const stickers = deck.codes.flatMap((c) => [c, c]);
  const rows = Math.ceil(stickers.length / cols);
  const W = cols * STICKER.width, H = rows * STICKER.height;
  const parts = stickers.map((code, i) => {
    const x = (i % cols) * STICKER.width, y = Math.floor(i / cols) * STICKER.height;
    const inner = qrSvg(code, { deck: deck.payload }).replace(/^<svg/, `<svg x="${x + (STICKER.width - STICKER.code) / 2}" y="${y + 1.5}" width="${STICKER.code}" height="${STICKER.code}"`);
    return `${inner}<text x="${x + STICKER.width / 2}" y="${y + STICKER.code + 5}" font-size="2.6" text-anchor="middle" font-family="sans-serif">${esc(deck.name(code, style))}</text>`;
  });
  const svg = `<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="${W}mm" height="${H}mm" viewBox="0 0 ${W} ${H}"><rect width="100%" height="100%" fill="#fff"/>${parts.join("")}</svg>`;
  return new Response(svg, { headers: { "content-type": "image/svg+xml", "content-disposition": `attachment; filename="stickers-${deck.id}-${style}.svg"` } });
}
