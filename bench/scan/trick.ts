/**
 * Synthetic photos of a whole trick on a table: 3–6 stickered cards around the trick's centre,
 * each laid readable from its own player's seat (turned towards that player), taken from one
 * player's place. Our own renderer on raw grayscale pixels, deterministic from a seed; the same
 * perspective, blur, noise and light conditions as render.ts, plus uneven light across the table.
 */
import { deflateSync } from "node:zlib";
import { prng } from "../../lib/random";
import { qrMatrix } from "../../lib/scan/qr";
import { TENNERS_PREFIX } from "../../lib/scan/payload";
import { gaussian, homography, invert } from "./render";

export interface TrickCard {
  /** Card code on the sticker ("W07"; "TN:A07" for a Tenners sticker). */
  code: string;
  /** The seat's angle from the phone's player, degrees clockwise on the screen (0: the photographer's own card). */
  seat: number;
  /** Where the card lies instead, in sticker widths from the trick's centre (x right, y down): a spread in a row. */
  place?: [number, number];
}

export interface TrickPhotoParams {
  width: number;
  height: number;
  cards: TrickCard[];
  /** Sticker width in pixels (code plus quiet zone). */
  sticker: number;
  /** Distance of each card's centre from the trick's centre, in sticker widths (default 2.6). */
  spread?: number;
  /** Largest random turn of each card off its seat's angle, degrees (default 0). */
  jitter?: number;
  /** Camera tilt around the horizontal axis, degrees (perspective; default 0). */
  tilt?: number;
  /** Gaussian blur sigma, pixels. */
  blur?: number;
  /** Noise standard deviation (0–255). */
  noise?: number;
  /** Light falling off across the photo: 0 even, 0.5 the far corner half as bright. */
  unevenLight?: number;
  /** Where the trick's centre is, as a fraction of the frame from the middle. */
  dx?: number;
  dy?: number;
  seed?: number;
}


/** Where each card's sticker centre lands in the photo, and the angle each card was turned (for tests). */
export interface TrickTruth {
  code: string;
  seat: number;
  turned: number;
}

/** Renders the photo as grayscale bytes, with what was drawn where. */
export function renderTrickGray(p: TrickPhotoParams): { gray: Uint8ClampedArray; truth: TrickTruth[] } {
  const { width: W, height: Ht } = p;
  const rand = prng(p.seed ?? 1);
  const img = new Float32Array(W * Ht);
  const phase = rand() * 10;
  for (let y = 0; y < Ht; y++) {
    const r = y * W;
    for (let x = 0; x < W; x++) img[r + x] = 70 + 40 * (y / Ht) + 12 * Math.sin((x * 1000) / W / 37 + phase + Math.sin((y * 1000) / W / 91) * 2);
  }
  const f = Math.max(W, Ht) * 1.1;
  const tilt = ((p.tilt ?? 0) * Math.PI) / 180;
  const ox = W / 2 + (p.dx ?? 0) * W, oy = Ht / 2 + (p.dy ?? 0) * Ht;
  // The table seen from a camera tilted around the horizontal axis: the far side (up) shrinks.
  const project = (X: number, Y: number): [number, number] => {
    const k = f / (f - Y * Math.sin(tilt));
    return [ox + X * k, oy + Y * Math.cos(tilt) * k];
  };
  const S = p.sticker;
  const truth: TrickTruth[] = [];
  for (const card of p.cards) {
    const turned = card.seat + (rand() * 2 - 1) * (p.jitter ?? 0);
    const th = (card.seat * Math.PI) / 180, r = (turned * Math.PI) / 180;
    const dist = (p.spread ?? 2.6) * S;
    const cx = card.place ? card.place[0] * S : -Math.sin(th) * dist, cy = card.place ? card.place[1] * S : Math.cos(th) * dist;
    const place = (u: number, v: number): [number, number] => project(cx + u * Math.cos(r) - v * Math.sin(r), cy + u * Math.sin(r) + v * Math.cos(r));
    const quad = (w: number, h: number, vy: number) => ([[-0.5, -0.5], [0.5, -0.5], [0.5, 0.5], [-0.5, 0.5]] as const).map(([u, v]) => place(u * w, v * h + vy)) as [number, number][];
    const cardQ = quad(2.4 * S, 4 * S, -0.6 * S);
    const stickQ = quad(S, S, 0);
    const cardInv = invert(homography(cardQ)), stickInv = invert(homography(stickQ));
    const tenners = card.code.startsWith(TENNERS_PREFIX);
    const m = qrMatrix(tenners ? card.code.slice(TENNERS_PREFIX.length) : card.code, tenners ? "tenners" : "tarot");
    const quiet = 2, n = m.size + 2 * quiet;
    const artSeed = rand() * 100;
    const xs = cardQ.map((c) => c[0]), ys = cardQ.map((c) => c[1]);
    const x0 = Math.max(0, Math.floor(Math.min(...xs))), x1 = Math.min(W - 1, Math.ceil(Math.max(...xs)));
    const y0 = Math.max(0, Math.floor(Math.min(...ys))), y1 = Math.min(Ht - 1, Math.ceil(Math.max(...ys)));
    const map = (h: number[], x: number, y: number): [number, number] => {
      const w = h[6] * x + h[7] * y + h[8];
      return [(h[0] * x + h[1] * y + h[2]) / w, (h[3] * x + h[4] * y + h[5]) / w];
    };
    for (let y = y0; y <= y1; y++) for (let x = x0; x <= x1; x++) {
      let acc = 0, hits = 0;
      for (const [sx, sy] of [[0.25, 0.25], [0.75, 0.25], [0.25, 0.75], [0.75, 0.75]]) {
        const px = x + sx, py = y + sy;
        const [u, v] = map(stickInv, px, py);
        if (u >= 0 && u < 1 && v >= 0 && v < 1) {
          const mx = Math.floor(u * n) - quiet, my = Math.floor(v * n) - quiet;
          acc += mx >= 0 && my >= 0 && mx < m.size && my < m.size && m.get(mx, my) ? 25 : 235;
          hits++;
          continue;
        }
        const [cu, cv] = map(cardInv, px, py);
        if (cu >= 0 && cu < 1 && cv >= 0 && cv < 1) {
          const art = 170 + 45 * Math.sin(cu * 23 + artSeed) * Math.cos(cv * 17 - artSeed) + 25 * Math.sin(Math.hypot(cu - 0.5, cv - 0.7) * 60);
          acc += cu < 0.04 || cu > 0.96 || cv < 0.03 || cv > 0.97 ? 225 : art;
          hits++;
        }
      }
      if (hits) img[y * W + x] = (acc + img[y * W + x] * (4 - hits)) / 4;
    }
    truth.push({ code: card.code, seat: card.seat, turned });
  }
  if ((p.blur ?? 0) > 0) gaussian(img, W, Ht, p.blur!);
  const uneven = p.unevenLight ?? 0;
  const lx = rand() < 0.5 ? 0 : W, ly = rand() < 0.5 ? 0 : Ht, far = Math.hypot(W, Ht);
  const out = new Uint8ClampedArray(W * Ht);
  const noise = p.noise ?? 0;
  for (let y = 0; y < Ht; y++) for (let x = 0; x < W; x++) {
    const i = y * W + x;
    let v = img[i];
    if (uneven) v *= 1 - uneven * (Math.hypot(x - lx, y - ly) / far);
    if (noise) v += noise * Math.sqrt(-2 * Math.log(rand() + 1e-12)) * Math.cos(2 * Math.PI * rand());
    out[i] = v;
  }
  return { gray: out, truth };
}


/** Grayscale bytes to RGBA (as a canvas gives). */
export function grayToRgba(gray: Uint8ClampedArray, width: number, height: number) {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let i = 0, j = 0; i < gray.length; i++, j += 4) { data[j] = data[j + 1] = data[j + 2] = gray[i]; data[j + 3] = 255; }
  return { data, width, height };
}

const CRC = (() => {
  const t = new Uint32Array(256);
  for (let n = 0; n < 256; n++) { let c = n; for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1; t[n] = c >>> 0; }
  return t;
})();
function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (let i = 0; i < buf.length; i++) c = CRC[(c ^ buf[i]) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4); len.writeUInt32BE(data.length);
  const td = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4); crc.writeUInt32BE(crc32(td));
  return Buffer.concat([len, td, crc]);
}

/** A grayscale PNG file of the pixels. */
export function grayPng(gray: Uint8ClampedArray, width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0); ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; ihdr[9] = 0; ihdr[10] = 0; ihdr[11] = 0; ihdr[12] = 0;
  const raw = Buffer.alloc((width + 1) * height);
  for (let y = 0; y < height; y++) { raw[y * (width + 1)] = 0; raw.set(gray.subarray(y * width, (y + 1) * width), y * (width + 1) + 1); }
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk("IHDR", ihdr), chunk("IDAT", deflateSync(raw, { level: 3 })), chunk("IEND", Buffer.alloc(0))]);
}
