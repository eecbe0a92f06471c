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

/**
 * A clip of cards shown to the camera one after another: each sticker for `showS` seconds
 * (moving slightly, as a hand does), then `gapS` seconds of empty table.
 */
export function cardClip(cards: string[], { width = 640, height = 480, fps = 10, showS = 1, gapS = 0.6, leadS = 0.5 } = {}): Uint8ClampedArray[] {
  const frames: Uint8ClampedArray[] = [];
  const empty = renderGray({ width, height, card: null, seed: 99 });
  for (let i = 0; i < Math.round(leadS * fps); i++) frames.push(empty);
  cards.forEach((card, k) => {
    const n = Math.round(showS * fps);
    for (let i = 0; i < n; i++) {
      frames.push(renderGray({ width, height, card, size: 170, rotate: 8 * Math.sin(i / 3) + k * 5, tiltX: 10, dx: 0.01 * i, seed: k * 100 + i, noise: 3 }));
    }
    for (let i = 0; i < Math.round(gapS * fps); i++) frames.push(empty);
  });
  return frames;
}
