/**
 * QR codes for the stickers, made with @zxing/library's encoder: error correction H and
 * version 2 (25×25) forced — every payload fits version 1, but the larger grid tolerates tilt
 * far better when a card is held at an angle.
 */
import * as zxing from "@zxing/library";
// Node's ESM loader sees this CommonJS package as one default export; bundlers see named ones.
const { EncodeHintType, QRCodeDecoderErrorCorrectionLevel, QRCodeEncoder } = ((zxing as unknown as { default?: typeof zxing }).default ?? zxing) as typeof zxing;
type EncodeHintTypeT = zxing.EncodeHintType;
import type { CardCode } from "../cards";
import { encodePayload } from "./payload";

export const QR_VERSION = 2;
export const QUIET_MODULES = 2;

export interface QrMatrix {
  size: number;
  get(x: number, y: number): boolean;
}

export function qrMatrixForText(text: string): QrMatrix {
  const hints = new Map<EncodeHintTypeT, unknown>([
    [EncodeHintType.QR_VERSION, QR_VERSION],
    [EncodeHintType.ERROR_CORRECTION, QRCodeDecoderErrorCorrectionLevel.H],
    [EncodeHintType.MARGIN, 0],
  ]);
  const qr = QRCodeEncoder.encode(text, QRCodeDecoderErrorCorrectionLevel.H, hints);
  const m = qr.getMatrix();
  return { size: m.getWidth(), get: (x, y) => m.get(x, y) === 1 };
}

export const qrMatrix = (code: CardCode): QrMatrix => qrMatrixForText(encodePayload(code));

/** A standalone SVG of a card's code with a quiet zone, dark runs merged into one path. */
export function qrSvg(code: CardCode, { quiet = QUIET_MODULES }: { quiet?: number } = {}): string {
  const m = qrMatrix(code);
  const n = m.size + 2 * quiet;
  let d = "";
  for (let y = 0; y < m.size; y++) {
    for (let x = 0; x < m.size; x++) {
      if (!m.get(x, y)) continue;
      let run = 1;
      while (x + run < m.size && m.get(x + run, y)) run++;
      d += `M${x + quiet} ${y + quiet}h${run}v1h-${run}z`;
      x += run - 1;
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${n} ${n}" shape-rendering="crispEdges" role="img" aria-label="${encodePayload(code)}"><rect width="${n}" height="${n}" fill="#fff"/><path d="${d}" fill="#000"/></svg>`;
}
