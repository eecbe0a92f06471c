/**
 * The page the Chromium bench drives (bundled by bench/recog/chromium.ts, served on loopback only):
 * the app's own client (app/_components/scanner/recog-client.ts) and so its real worker
 * (public/recog-worker.js, OpenCV from public/opencv/). Photos arrive as raw RGBA, are shrunk on a
 * canvas to the phone's 2400 px as read-photo.ts does, and read by the worker.
 */
import { loadDeck, readTaught, warmUp, type TableDeck } from "../../app/_components/scanner/recog-client";
// lib/scan/decode-multi.ts PHOTO_MAX_SIDE (not imported: it would bundle the sticker reader too).
const PHOTO_MAX_SIDE = 2400;

const deck: TableDeck = { id: "bench", name: "bench", style: "other", taught: 78 };

async function shrink(id: string): Promise<ImageData> {
  const res = await fetch(`/photo/${id}`);
  const w = Number(res.headers.get("x-width")), h = Number(res.headers.get("x-height"));
  const raw = new Uint8ClampedArray(await res.arrayBuffer());
  const bitmap = await createImageBitmap(new ImageData(raw, w, h));
  const k = Math.min(1, PHOTO_MAX_SIDE / Math.max(w, h));
  const canvas = document.createElement("canvas");
  canvas.width = Math.round(w * k); canvas.height = Math.round(h * k);
  const ctx = canvas.getContext("2d", { willReadFrequently: true })!;
  ctx.imageSmoothingQuality = "medium";
  ctx.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  return ctx.getImageData(0, 0, canvas.width, canvas.height);
}

const ft = {
  /** Starts the worker and loads OpenCV, as the table does in the background: ms to ready, and the worker's phases. */
  async warm() {
    const t = performance.now();
    const phases = await warmUp();
    const loaded = performance.now();
    await loadDeck(deck);
    return { ready: loaded - t, deck: performance.now() - loaded, phases };
  },
  /** Reads one photo (already fetched): from its pixels to every card's guess, loading whatever is not loaded yet. */
  async read(id: string, expect: number) {
    const image = await shrink(id);
    const t = performance.now();
    const width = image.width;
    let first: number | null = null;
    const { cards, ms, trace } = await readTaught(deck, image, { expect, trace: true, onCard: () => { first ??= performance.now() - t; } });
    return { cards, total: performance.now() - t, worker: ms, width, first, trace };
  },
};
(window as unknown as { ft: typeof ft }).ft = ft;
