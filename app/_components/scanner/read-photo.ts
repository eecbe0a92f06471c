/**
 * Reads a photo on the phone (never uploaded): checks it is an image of a readable size, shrinks it
 * on a canvas, and finds every sticker with zxing-wasm (loaded here, on first use). Loaded with the
 * photo components, never with the page.
 */
import { photoSize, tooLarge } from "@/lib/scan/photo-size";
import type { FoundSticker } from "@/lib/scan/decode-multi";

export type PhotoRead = { ok: true; stickers: FoundSticker[]; ms: number; image?: ImageData; nothing?: string } | { ok: false; message: string };

const NOT_IMAGE = "That file is not a photo this browser can open: choose a photo (JPEG, PNG, HEIC from the camera), or take one.";

/**
 * `taught`: the table reads a taught deck too, so a photo with no sticker is no failure: the
 * shrunk pixels come back (`image`) for the recogniser, with why no sticker was read (`nothing`).
 */
/**
 * `stickers: false` (a table with a taught deck): only the shrunk pixels come back, no sticker looked
 * for yet, so the taught deck's reader has the phone to itself and its first cards show at once; the
 * table looks for stickers after (`moreStickers`) only when cards are still missing.
 */
export async function readPhoto(file: File, expect = 1, { taught = false, stickers: look = true }: { taught?: boolean; stickers?: boolean } = {}): Promise<PhotoRead> {
  const started = performance.now();
  if (file.type && !file.type.startsWith("image/")) return { ok: false, message: NOT_IMAGE };
  const head = new Uint8Array(await file.slice(0, 512 * 1024).arrayBuffer());
  const big = tooLarge(photoSize(head));
  if (big) return { ok: false, message: big };
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return { ok: false, message: NOT_IMAGE };
  }
  const after = tooLarge({ width: bitmap.width, height: bitmap.height });
  if (after) { bitmap.close(); return { ok: false, message: after }; }
  const [{ decodeAll, whyNothing, PHOTO_MAX_SIDE }, { loadZxingWasm, ZXING_WASM_URL }] = await Promise.all([import("@/lib/scan/decode-multi"), import("@/lib/scan/decode-wasm")]);
  const scale = Math.min(1, PHOTO_MAX_SIDE / Math.max(bitmap.width, bitmap.height));
  const w = Math.max(1, Math.round(bitmap.width * scale)), h = Math.max(1, Math.round(bitmap.height * scale));
  const canvas = document.createElement("canvas");
  canvas.width = w; canvas.height = h;
  const ctx = canvas.getContext("2d", { willReadFrequently: true })!;
  ctx.imageSmoothingQuality = "medium";
  ctx.drawImage(bitmap, 0, 0, w, h);
  bitmap.close();
  const img = ctx.getImageData(0, 0, w, h);
  if (!look) return { ok: true, stickers: [], ms: performance.now() - started, image: img };
  try {
    await loadZxingWasm({ wasmUrl: ZXING_WASM_URL });
  } catch {
    return { ok: false, message: "The sticker reader could not load: check the connection to the table and try again, or tap the cards." };
  }
  const stickers = await decodeAll(img, { expect });
  const ms = performance.now() - started;
  (window as unknown as { __ftPhotoMs?: number[] }).__ftPhotoMs = [...((window as unknown as { __ftPhotoMs?: number[] }).__ftPhotoMs ?? []), ms];
  if (taught) return { ok: true, stickers, ms, image: img, nothing: stickers.length ? undefined : whyNothing(img) };
  if (stickers.length === 0) return { ok: false, message: whyNothing(img) };
  return { ok: true, stickers, ms };
}

/** Stickers looked for in pixels already shrunk (a taught table whose reading still misses cards), and why none were read. */
export async function moreStickers(img: ImageData, expect: number): Promise<{ stickers: FoundSticker[]; nothing?: string }> {
  const [{ decodeAll, whyNothing }, { loadZxingWasm, ZXING_WASM_URL }] = await Promise.all([import("@/lib/scan/decode-multi"), import("@/lib/scan/decode-wasm")]);
  await loadZxingWasm({ wasmUrl: ZXING_WASM_URL });
  const stickers = await decodeAll(img, { expect });
  return { stickers, nothing: stickers.length ? undefined : whyNothing(img) };
}
