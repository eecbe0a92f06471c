/** Fallback decoder: @zxing/library's QR reader in plain JavaScript (QR only, try harder). */
import * as zxing from "@zxing/library";
// Node's ESM loader sees this CommonJS package as one default export; bundlers see named ones.
const { BarcodeFormat, BinaryBitmap, DecodeHintType, HybridBinarizer, QRCodeReader, RGBLuminanceSource } = ((zxing as unknown as { default?: typeof zxing }).default ?? zxing) as typeof zxing;
type DecodeHintTypeT = zxing.DecodeHintType;
import type { CardCode } from "../cards";
import { smooth3, toGray, type Rgba, type Scanned } from "./image";
import { rotationOf } from "./rotation";
import { decodePayload } from "./payload";

const reader = new QRCodeReader();
const hints = new Map<DecodeHintTypeT, unknown>([
  [DecodeHintType.TRY_HARDER, true],
  [DecodeHintType.POSSIBLE_FORMATS, [BarcodeFormat.QR_CODE]],
]);

type Hit = zxing.Result;

function read(gray: Uint8ClampedArray, width: number, height: number): Hit | null {
  try {
    return reader.decode(new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(gray, width, height))), hints);
  } catch {
    return null; // NotFound, checksum and format errors
  } finally {
    reader.reset();
  }
}

/**
 * The first QR code in the frame, or null. Reads a 3×3-smoothed copy first: this
 * finder-pattern detector loses the sticker in sensor noise (noise σ12: 0% → 100% at 640×480;
 * realistic 1280×720 mix 34% → 78% in bench/scan.ts); then the frame as it is, for the small
 * sharp stickers smoothing blurs away.
 */
function readFrame(img: Rgba): Hit | null {
  const gray = toGray(img);
  return read(smooth3(gray, img.width, img.height), img.width, img.height) ?? read(gray, img.width, img.height);
}

/** The text of the first QR code in the frame, or null. */
export async function decodeZxingJsText(img: Rgba): Promise<string | null> {
  return readFrame(img)?.getText() ?? null;
}

/** The card code on the sticker in the frame, or null. */
export async function decodeZxingJs(img: Rgba): Promise<CardCode | null> {
  return decodePayload(await decodeZxingJsText(img));
}

/**
 * The sticker in the frame and which way up it lies. A QR result's points are the centres of
 * its finder patterns: bottom-left, top-left, top-right (then maybe the alignment pattern). The
 * top edge (top-left → top-right) plus the left edge turned a quarter clockwise (bottom-left →
 * top-left points up the code, which turned clockwise points along its top edge) give the code's
 * direction, the two edges evening out some of the tilt's perspective.
 */
export async function scanZxingJs(img: Rgba): Promise<Scanned | null> {
  const hit = readFrame(img);
  const code = decodePayload(hit?.getText());
  if (!code) return null;
  const [bl, tl, tr] = hit!.getResultPoints();
  const rotation = bl && tl && tr ? rotationOf(tr.getX() - tl.getX() - (tl.getY() - bl.getY()), tr.getY() - tl.getY() + (tl.getX() - bl.getX())) : null;
  return { code, rotation };
}
