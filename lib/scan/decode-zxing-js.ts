/** Fallback decoder: @zxing/library's QR reader in plain JavaScript (QR only, try harder). */
import * as zxing from "@zxing/library";
// Node's ESM loader sees this CommonJS package as one default export; bundlers see named ones.
const { BarcodeFormat, BinaryBitmap, DecodeHintType, HybridBinarizer, QRCodeReader, RGBLuminanceSource } = ((zxing as unknown as { default?: typeof zxing }).default ?? zxing) as typeof zxing;
type DecodeHintTypeT = zxing.DecodeHintType;
import type { CardCode } from "../cards";
import { toGray, type Rgba } from "./image";
import { decodePayload } from "./payload";

const reader = new QRCodeReader();
const hints = new Map<DecodeHintTypeT, unknown>([
  [DecodeHintType.TRY_HARDER, true],
  [DecodeHintType.POSSIBLE_FORMATS, [BarcodeFormat.QR_CODE]],
]);

/** The text of the first QR code in the frame, or null (NotFound, checksum and format errors). */
export async function decodeZxingJsText(img: Rgba): Promise<string | null> {
  try {
    const source = new RGBLuminanceSource(toGray(img), img.width, img.height);
    return reader.decode(new BinaryBitmap(new HybridBinarizer(source)), hints).getText();
  } catch {
    return null;
  } finally {
    reader.reset();
  }
}

/** The card code on the sticker in the frame, or null. */
export async function decodeZxingJs(img: Rgba): Promise<CardCode | null> {
  return decodePayload(await decodeZxingJsText(img));
}
