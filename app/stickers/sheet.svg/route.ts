/** GET /stickers/sheet.svg?style=: every sticker (two per card) as one SVG sized in millimetres. */
import { chooseDeck } from "../decks";
import { faceSvg } from "@/lib/faces/face";
import { qrSvg } from "@/lib/scan/qr";
import { STICKER } from "../layout-mm";

const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;");

export async function GET(request: Request): Promise<Response> {
  const params = new URL(request.url).searchParams;
  const { deck, style } = chooseDeck(params.get("deck"), params.get("style"), params.get("ribbons"));
  const cols = 6;
  const stickers = deck.codes.flatMap((c) => [c, c]);
  const rows = Math.ceil(stickers.length / cols);
  const W = cols * STICKER.width, H = rows * STICKER.height;
  const parts = stickers.map((code, i) => {
    const x = (i % cols) * STICKER.width, y = Math.floor(i / cols) * STICKER.height;
    const inner = qrSvg(code, { deck: deck.payload }).replace(/^<svg/, `<svg x="${x + (STICKER.width - STICKER.code) / 2}" y="${y + 1.5}" width="${STICKER.code}" height="${STICKER.code}"`);
    // The label: the card's face (6 mm high) and its name beside it.
    const name = deck.name(code, style);
    const face = faceSvg({ ...deck.face(code, style), variant: "mini" }, { x: x + 1.2, y: y + STICKER.code + 2, width: 4.3, height: 6 });
    const squeeze = name.length * 1.45 > STICKER.width - 7.5 ? ` textLength="${STICKER.width - 7.5}" lengthAdjust="spacingAndGlyphs"` : "";
    return `${inner}${face}<text x="${x + 6.2}" y="${y + STICKER.code + 5.9}" font-size="2.6" font-family="sans-serif"${squeeze}>${esc(name)}</text>`;
  });
  const svg = `<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="${W}mm" height="${H}mm" viewBox="0 0 ${W} ${H}"><rect width="100%" height="100%" fill="#fff"/>${parts.join("")}</svg>`;
  return new Response(svg, { headers: { "content-type": "image/svg+xml", "content-disposition": `attachment; filename="stickers-${deck.id}-${style}.svg"` } });
}
