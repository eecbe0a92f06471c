/**
 * Y4M clips for Chromium's fake camera (--use-file-for-fake-video-capture): grayscale frames
 * with neutral chroma, 4:2:0.
 */
import { writeFileSync } from "node:fs";
import { renderGray } from "./render";

export function writeY4m(path: string, frames: Uint8ClampedArray[] | Uint8Array[], width = 640, height = 480, fps = 30): void {
  const chroma = Buffer.alloc((width * height) / 2, 128);
  const parts: Buffer[] = [Buffer.from(`YUV4MPEG2 W${width} H${height} F${fps}:1 Ip A1:1 C420jpeg\n`)];
  for (const f of frames) parts.push(Buffer.from("FRAME\n"), Buffer.from(f.buffer, f.byteOffset, width * height), chroma);
  writeFileSync(path, Buffer.concat(parts));
}

export interface ClipOptions {
  w?: number;
  h?: number;
  /** Aliases of w and h. */
  width?: number;
  height?: number;
  fps?: number;
  /** Seconds each sticker is in view. */
  showS?: number;
  /** Seconds of empty table after each card (and before the first). */
  gapS?: number;
  /** Seconds of empty table before the first card (default: gapS). */
  leadS?: number;
  /** Degrees each card's sticker is turned clockwise, by position in `cards` (180: a card lying turned around). */
  turns?: number[];
}

/**
 * A clip of cards shown to the camera one after another: a lead of empty table, then each
 * sticker for `showS` seconds (moving slightly, as a hand does; turned by `turns[k]` degrees),
 * then `gapS` of empty table.
 * Grayscale frames, w × h bytes each.
 */
export function cardClip(cards: string[], opts: ClipOptions = {}): Uint8ClampedArray[] {
  const { w = opts.width ?? 640, h = opts.height ?? 480, fps = 30, showS = 1, gapS = 0.5, leadS = gapS, turns = [] } = opts;
  const frames: Uint8ClampedArray[] = [];
  const empty = renderGray({ width: w, height: h, card: null, seed: 99 });
  const gap = Math.round(gapS * fps);
  const size = Math.min(w, h) * 0.36;
  for (let i = 0; i < Math.round(leadS * fps); i++) frames.push(empty);
  cards.forEach((card, k) => {
    const n = Math.round(showS * fps);
    for (let i = 0; i < n; i++) {
      const t = i / fps;
      frames.push(renderGray({
        width: w, height: h, card, size, rotate: 8 * Math.sin(t * 3) + k * 5 + (turns[k] ?? 0), tiltX: 10 + 5 * Math.sin(t * 2),
        dx: 0.05 * Math.sin(t * 2.5), dy: 0.03 * Math.cos(t * 2), seed: k * 1000 + i + 1, noise: 3,
      }));
    }
    for (let i = 0; i < gap; i++) frames.push(empty);
  });
  return frames;
}
