/**
 * The bench's card art: 78 images in a folder (`--deck DIR`: files named by card code, W01.jpg …
 * T21.png), decoded once with jpeg-js/pngjs and kept shrunk (at most 1000 px high) as raw pixels in
 * .tmp/recog-art/ so later runs start at once. Nothing of it is ever committed.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ALL_CARDS } from "../../lib/cards";
import type { CV, Mat } from "../../lib/recog/cv";
import { decodePhoto } from "../../lib/recog/decode-file";
import { rgbaMat } from "../../lib/recog/mats";

export function loadArt(cv: CV, dir: string, log: (s: string) => void = () => {}): Map<string, Mat> {
  const files = new Map<string, string>();
  for (const f of readdirSync(dir)) {
    const code = path.parse(f).name.toUpperCase();
    if ((ALL_CARDS as readonly string[]).includes(code) && /\.(jpe?g|png)$/i.test(f)) files.set(code, path.join(dir, f));
  }
  const missing = ALL_CARDS.filter((c) => !files.has(c));
  if (missing.length) throw new Error(`${dir} lacks ${missing.length} cards (${missing.slice(0, 5).join(", ")}…): name the files by card code (W01.jpg … T21.jpg)`);
  const cache = path.join(".tmp", "recog-art", createHash("sha256").update(path.resolve(dir)).digest("hex").slice(0, 12));
  mkdirSync(cache, { recursive: true });
  const out = new Map<string, Mat>();
  for (const [code, file] of files) {
    const raw = path.join(cache, `${code}.rgba`);
    if (existsSync(raw)) {
      const buf = readFileSync(raw);
      const w = buf.readUInt32LE(0), h = buf.readUInt32LE(4);
      out.set(code, rgbaMat(cv, { data: new Uint8ClampedArray(buf.buffer, buf.byteOffset + 8, w * h * 4), width: w, height: h }));
      continue;
    }
    const t = performance.now();
    const full = rgbaMat(cv, decodePhoto(readFileSync(file)));
    const k = Math.min(1, 1000 / full.rows);
    const small = new cv.Mat();
    cv.resize(full, small, new cv.Size(Math.round(full.cols * k), Math.round(full.rows * k)), 0, 0, cv.INTER_AREA);
    full.delete();
    const head = Buffer.alloc(8); head.writeUInt32LE(small.cols, 0); head.writeUInt32LE(small.rows, 4);
    writeFileSync(raw, Buffer.concat([head, Buffer.from(small.data)]));
    out.set(code, small);
    log(`art ${code}: decoded in ${(performance.now() - t).toFixed(0)} ms`);
  }
  return out;
}
