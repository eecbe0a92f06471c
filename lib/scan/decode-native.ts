/**
 * The browser's own BarcodeDetector (Chromium on Android and macOS, Safari 17+), when present.
 * Not in Node, Firefox or desktop Chromium on Linux/Windows: then there is no native decoder.
 */
import type { CardCode } from "../cards";
import type { Decoder, Rgba, Scanned } from "./image";
import { rotationOf } from "./rotation";
import { decodePayload } from "./payload";

interface Point { x: number; y: number }
interface DetectedBarcode { rawValue: string; cornerPoints?: readonly Point[] }
interface BarcodeDetectorLike { detect(source: unknown): Promise<DetectedBarcode[]> }
type BarcodeDetectorCtor = (new (options: { formats: string[] }) => BarcodeDetectorLike) & { getSupportedFormats?: () => Promise<string[]> };

export const hasBarcodeDetector = (): boolean => "BarcodeDetector" in globalThis;

/**
 * Which way up a detected code lies, from its corner points: the Shape Detection API lists them
 * clockwise from the code's top-left (top-left, top-right, bottom-right, bottom-left), so the
 * top and bottom edges, left to right on the code, give its direction. Null without four points.
 * Untested on real platforms here (no BarcodeDetector in Node or desktop Linux Chromium).
 */
export function rotationFromCorners(points: readonly Point[] | undefined): Scanned["rotation"] {
  if (points?.length !== 4) return null;
  const [tl, tr, br, bl] = points;
  return rotationOf(tr.x - tl.x + br.x - bl.x, tr.y - tl.y + br.y - bl.y);
}

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
  return async (img: Rgba): Promise<Scanned | null> => {
    try {
      const source = !ImageDataCtor || img instanceof ImageDataCtor ? img : new ImageDataCtor(new Uint8ClampedArray(img.data), img.width, img.height);
      const all: Scanned[] = [];
      for (const b of await detector.detect(source)) {
        const code = decodePayload(b.rawValue);
        if (code && !all.some((s) => s.code === code)) all.push({ code, rotation: rotationFromCorners(b.cornerPoints) });
      }
      return all.length ? (all.length > 1 ? { ...all[0], more: all.slice(1) } : all[0]) : null;
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
  return native ? ((await native(img))?.code ?? null) : null;
}
