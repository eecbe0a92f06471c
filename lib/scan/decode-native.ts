/**
 * The browser's own BarcodeDetector (Chromium on Android and macOS, Safari 17+), when present.
 * Not in Node, Firefox or desktop Chromium on Linux/Windows: then there is no native decoder.
 */
import type { CardCode } from "../cards";
import type { Decoder, Rgba } from "./image";
import { decodePayload } from "./payload";

interface DetectedBarcode { rawValue: string }
interface BarcodeDetectorLike { detect(source: unknown): Promise<DetectedBarcode[]> }
type BarcodeDetectorCtor = (new (options: { formats: string[] }) => BarcodeDetectorLike) & { getSupportedFormats?: () => Promise<string[]> };

export const hasBarcodeDetector = (): boolean => "BarcodeDetector" in globalThis;

/** A decoder over the native BarcodeDetector, or null where the browser has none. */
export function createNativeDecoder(): Decoder | null {
  if (!hasBarcodeDetector()) return null;
  const Ctor = (globalThis as unknown as { BarcodeDetector: BarcodeDetectorCtor }).BarcodeDetector;
  let detector: BarcodeDetectorLike;
  try {
    detector = new Ctor({ formats: ["qr_code"] });
  } catch {
    return null; // qr_code unsupported on this platform
  }
  const ImageDataCtor = (globalThis as { ImageData?: typeof ImageData }).ImageData;
  return async (img: Rgba): Promise<CardCode | null> => {
    try {
      const source = !ImageDataCtor || img instanceof ImageDataCtor ? img : new ImageDataCtor(new Uint8ClampedArray(img.data), img.width, img.height);
      for (const b of await detector.detect(source)) {
        const code = decodePayload(b.rawValue);
        if (code) return code;
      }
      return null;
    } catch {
      return null;
    }
  };
}

/**
 * Like createNativeDecoder, but first asks the platform whether it reads QR codes at all (some
 * expose BarcodeDetector with no QR support, or none of the formats).
 */
export async function loadNativeDecoder(): Promise<Decoder | null> {
  if (!hasBarcodeDetector()) return null;
  const Ctor = (globalThis as unknown as { BarcodeDetector: BarcodeDetectorCtor }).BarcodeDetector;
  try {
    const formats = (await Ctor.getSupportedFormats?.()) ?? ["qr_code"];
    if (!formats.includes("qr_code")) return null;
  } catch {
    return null;
  }
  return createNativeDecoder();
}

let native: Decoder | null | undefined;

/** The card code via BarcodeDetector; always null where there is none. */
export async function decodeNative(img: Rgba): Promise<CardCode | null> {
  if (native === undefined) native = createNativeDecoder();
  return native ? native(img) : null;
}
