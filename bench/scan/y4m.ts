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

/** The same from RGBA frames in colour (full-range BT.601, chroma averaged over each 2 × 2 block). */
export function writeY4mRgba(path: string, frames: Uint8ClampedArray[], width: number, height: number, fps = 30): void {
  const parts: Buffer[] = [Buffer.from(`YUV4MPEG2 W${width} H${height} F${fps}:1 Ip A1:1 C420jpeg\n`)];
  const done = new Map<Uint8ClampedArray, Buffer>(); // a still frame repeated is converted once
  for (const rgba of frames) {
    let frame = done.get(rgba);
    if (!frame) {
      const cw = width / 2, chh = height / 2;
      frame = Buffer.alloc(width * height + 2 * cw * chh);
      for (let i = 0, p = 0; p < width * height; p++, i += 4) frame[p] = Math.round(0.299 * rgba[i]! + 0.587 * rgba[i + 1]! + 0.114 * rgba[i + 2]!);
      for (let y = 0; y < chh; y++) {
        for (let x = 0; x < cw; x++) {
          let r = 0, g = 0, b = 0;
          for (const [dx, dy] of [[0, 0], [1, 0], [0, 1], [1, 1]] as const) {
            const i = ((2 * y + dy) * width + 2 * x + dx) * 4;
            r += rgba[i]!; g += rgba[i + 1]!; b += rgba[i + 2]!;
          }
          r /= 4; g /= 4; b /= 4;
          const clamp = (v: number) => Math.max(0, Math.min(255, Math.round(v)));
          frame[width * height + y * cw + x] = clamp(-0.1687 * r - 0.3313 * g + 0.5 * b + 128);
          frame[width * height + cw * chh + y * cw + x] = clamp(0.5 * r - 0.4187 * g - 0.0813 * b + 128);
        }
      }
      done.set(rgba, frame);
    }
    parts.push(Buffer.from("FRAME\n"), frame);
  }
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
