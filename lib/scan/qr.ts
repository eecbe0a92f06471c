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
import type { CardDeckId } from "../cards/decks";
import { encodePayload } from "./payload";

export const QR_VERSION = 2;
export const QUIET_MODULES = 2;

export interface QrMatrix {
  /** Modules a side (25 for version 2), without a quiet zone. */
  size: number;
  /** QR version (2) and error-correction level ("H") the encoder used. */
  version: number;
  ecLevel: string;
  /** Whether the module at column x, row y is dark. */
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
  return { size: m.getWidth(), version: qr.getVersion().getVersionNumber(), ecLevel: qr.getECLevel().toString(), get: (x, y) => m.get(x, y) === 1 };
}

export const qrMatrix = (code: CardCode, deck: CardDeckId = "tarot"): QrMatrix => qrMatrixForText(encodePayload(code, deck));

export interface QrSvgOptions {
  /** Light modules around the code (default 2). */
  quietModules?: number;
  /** @deprecated Alias of quietModules. */
  quiet?: number;
  /** Printed size of one module in millimetres: sets width/height in mm (default: none, scales to its box). */
  moduleMm?: number;
  /** Which deck's prefix the code carries (default tarot, "FT:"). */
  deck?: CardDeckId;
}

/**
 * A standalone SVG of a card's code with a quiet zone: viewBox in modules, a white square and
 * one black path whose rects are the dark runs of each row merged. Without `moduleMm` it has no
 * width/height, so it fills whatever box it is placed in (or nest it with x/y/width/height).
 */
export function qrSvg(code: CardCode, { quietModules, quiet, moduleMm, deck = "tarot" }: QrSvgOptions = {}): string {
  const q = quietModules ?? quiet ?? QUIET_MODULES;
  const m = qrMatrix(code, deck);
  const n = m.size + 2 * q;
  let d = "";
  for (let y = 0; y < m.size; y++) {
    for (let x = 0; x < m.size; x++) {
      if (!m.get(x, y)) continue;
      let run = 1;
      while (x + run < m.size && m.get(x + run, y)) run++;
      d += `M${x + q} ${y + q}h${run}v1h-${run}z`;
      x += run - 1;
    }
  }
  const size = moduleMm ? ` width="${+(n * moduleMm).toFixed(3)}mm" height="${+(n * moduleMm).toFixed(3)}mm"` : "";
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${n} ${n}"${size} shape-rendering="crispEdges" role="img" aria-label="${encodePayload(code, deck)}"><rect width="${n}" height="${n}" fill="#fff"/><path d="${d}" fill="#000"/></svg>`;
}

/**
 * Any text (an address, say) as a standalone SVG QR code: the smallest version that holds it at
 * error correction M, a 4-module quiet zone, one path of merged dark runs; scales to its box.
 */
export function qrTextSvg(text: string, label = text): string {
  const hints = new Map<EncodeHintTypeT, unknown>([[EncodeHintType.MARGIN, 0]]);
  const m = QRCodeEncoder.encode(text, QRCodeDecoderErrorCorrectionLevel.M, hints).getMatrix();
  const size = m.getWidth();
  const q = 4;
  const n = size + 2 * q;
  let d = "";
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      if (m.get(x, y) !== 1) continue;
      let run = 1;
      while (x + run < size && m.get(x + run, y) === 1) run++;
      d += `M${x + q} ${y + q}h${run}v1h-${run}z`;
      x += run - 1;
    }
  }
  const esc = label.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${n} ${n}" shape-rendering="crispEdges" role="img" aria-label="${esc}"><rect width="${n}" height="${n}" fill="#fff"/><path d="${d}" fill="#000"/></svg>`;
}
