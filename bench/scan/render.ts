/**
 * Synthetic camera frames of a code sticker on a card at a table: our own renderer on raw
 * grayscale pixels (no canvas), deterministic from a seed. Conditions: rotation, perspective
 * tilt, Gaussian and motion blur, noise, low contrast, size.
 */
import { prng } from "../../lib/random";
import { qrMatrix } from "../../lib/scan/qr";

export interface FrameParams {
  width: number;
  height: number;
  /** Card code on the sticker, or null for an empty table. */
  card: string | null;
  /** Sticker width in pixels (code plus quiet zone). */
  size: number;
  /** In-plane rotation, degrees. */
  rotate: number;
  /** Tilt away from the camera, degrees (around the horizontal and vertical axes). */
  tiltX: number;
  tiltY: number;
  /** Gaussian blur sigma in pixels. */
  blur: number;
  /** Horizontal motion blur length in pixels. */
  motion: number;
  /** Noise standard deviation (0–255 scale). */
  noise: number;
  /** 1 = full contrast; 0.3 = washed out. */
  contrast: number;
  /** Offset of the sticker centre from the frame centre, as a fraction of the frame. */
  dx: number;
  dy: number;
  seed: number;
}

export const DEFAULT_FRAME: FrameParams = {
  width: 1280, height: 720, card: "W07", size: 200, rotate: 0, tiltX: 0, tiltY: 0,
  blur: 0, motion: 0, noise: 0, contrast: 1, dx: 0, dy: 0, seed: 1,
};

type Mat = number[];

/** Homography mapping the unit square's corners to four points: [a,b,c,d,e,f,g,h]. */
export function homography(dst: [number, number][]): Mat {
  const src: [number, number][] = [[0, 0], [1, 0], [1, 1], [0, 1]];
  const A: number[][] = [];
  for (let i = 0; i < 4; i++) {
    const [x, y] = src[i], [u, v] = dst[i];
    A.push([x, y, 1, 0, 0, 0, -u * x, -u * y, u]);
    A.push([0, 0, 0, x, y, 1, -v * x, -v * y, v]);
  }
  for (let c = 0; c < 8; c++) {
    let p = c;
    for (let r = c + 1; r < 8; r++) if (Math.abs(A[r][c]) > Math.abs(A[p][c])) p = r;
    [A[c], A[p]] = [A[p], A[c]];
    for (let r = 0; r < 8; r++) {
      if (r === c) continue;
      const f = A[r][c] / A[c][c];
      for (let k = c; k < 9; k++) A[r][k] -= f * A[c][k];
    }
  }
  return A.map((row, i) => row[8] / row[i]);
}

/** Inverse of a 3×3 homography given as 8 numbers (h33 = 1). */
export function invert(h: Mat): number[] {
  const [a, b, c, d, e, f, g, k] = h;
  const m = [a, b, c, d, e, f, g, k, 1];
  const det = m[0] * (m[4] * m[8] - m[5] * m[7]) - m[1] * (m[3] * m[8] - m[5] * m[6]) + m[2] * (m[3] * m[7] - m[4] * m[6]);
  return [
    (m[4] * m[8] - m[5] * m[7]) / det, (m[2] * m[7] - m[1] * m[8]) / det, (m[1] * m[5] - m[2] * m[4]) / det,
    (m[5] * m[6] - m[3] * m[8]) / det, (m[0] * m[8] - m[2] * m[6]) / det, (m[2] * m[3] - m[0] * m[5]) / det,
    (m[3] * m[7] - m[4] * m[6]) / det, (m[1] * m[6] - m[0] * m[7]) / det, (m[0] * m[4] - m[1] * m[3]) / det,
  ];
}

/** Corners of a square of side `size` centred at (cx, cy), rotated and tilted, in perspective. */
function corners(p: FrameParams, cx: number, cy: number, size: number): [number, number][] {
  const r = (p.rotate * Math.PI) / 180, tx = (p.tiltX * Math.PI) / 180, ty = (p.tiltY * Math.PI) / 180;
  const f = Math.max(p.width, p.height) * 1.2; // focal length in pixels
  const z0 = f; // the sticker's distance: at tilt 0 it appears `size` wide
  return ([[-0.5, -0.5], [0.5, -0.5], [0.5, 0.5], [-0.5, 0.5]] as const).map(([u, v]) => {
    let x = u * size, y = v * size, z = 0;
    [x, y] = [x * Math.cos(r) - y * Math.sin(r), x * Math.sin(r) + y * Math.cos(r)];
    [y, z] = [y * Math.cos(tx), y * Math.sin(tx)];
    [x, z] = [x * Math.cos(ty), z + x * Math.sin(ty)];
    const s = f / (z0 + z);
    return [cx + x * s, cy + y * s];
  });
}

/** Renders one frame as grayscale bytes (width × height). */
export function renderGray(params: Partial<FrameParams> = {}): Uint8ClampedArray {
  const p = { ...DEFAULT_FRAME, ...params };
  const rand = prng(p.seed);
  const { width: W, height: H } = p;
  const img = new Float32Array(W * H);
  // The table: a soft gradient with some wood-like streaks.
  const phase = rand() * 10;
  for (let y = 0; y < H; y++) for (let x = 0; x < W; x++) {
    img[y * W + x] = 70 + 40 * (y / H) + 12 * Math.sin(x / 37 + phase + Math.sin(y / 91) * 2);
  }
  const cx = W / 2 + p.dx * W, cy = H / 2 + p.dy * H;
  // The card: a light rectangle with printed art around the sticker.
  const cardH = corners(p, cx, cy + p.size * 0.35, p.size * 2.1);
  const cardInv = invert(homography(cardH));
  const artSeed = rand() * 100;
  let stickerInv: number[] | null = null;
  let matrix: ReturnType<typeof qrMatrix> | null = null;
  const quiet = 2;
  if (p.card) {
    matrix = qrMatrix(p.card);
    stickerInv = invert(homography(corners(p, cx, cy, p.size)));
  }
  const n = matrix ? matrix.size + 2 * quiet : 0;
  const map = (h: number[], x: number, y: number): [number, number] => {
    const w = h[6] * x + h[7] * y + h[8];
    return [(h[0] * x + h[1] * y + h[2]) / w, (h[3] * x + h[4] * y + h[5]) / w];
  };
  // Supersample 2×2 for clean edges.
  for (let y = 0; y < H; y++) for (let x = 0; x < W; x++) {
    let acc = 0, hits = 0;
    for (const [ox, oy] of [[0.25, 0.25], [0.75, 0.25], [0.25, 0.75], [0.75, 0.75]]) {
      const px = x + ox, py = y + oy;
      if (stickerInv && matrix) {
        const [u, v] = map(stickerInv, px, py);
        if (u >= 0 && u < 1 && v >= 0 && v < 1) {
          const mx = Math.floor(u * n) - quiet, my = Math.floor(v * n) - quiet;
          const dark = mx >= 0 && my >= 0 && mx < matrix.size && my < matrix.size && matrix.get(mx, my);
          acc += dark ? 25 : 235;
          hits++;
          continue;
        }
      }
      const [cu, cv] = map(cardInv, px, py);
      if (cu >= 0 && cu < 1 && cv >= 0 && cv < 1) {
        // Card art: bands and rings in mid tones.
        const art = 170 + 45 * Math.sin(cu * 23 + artSeed) * Math.cos(cv * 17 - artSeed) + 25 * Math.sin(Math.hypot(cu - 0.5, cv - 0.7) * 60);
        acc += cu < 0.04 || cu > 0.96 || cv < 0.03 || cv > 0.97 ? 225 : art;
        hits++;
      }
    }
    if (hits) img[y * W + x] = (acc + img[y * W + x] * (4 - hits)) / 4;
  }
  if (p.blur > 0) gaussian(img, W, H, p.blur);
  if (p.motion > 1) motionBlur(img, W, H, Math.round(p.motion));
  const out = new Uint8ClampedArray(W * H);
  for (let i = 0; i < out.length; i++) {
    let v = 128 + (img[i] - 128) * p.contrast;
    if (p.noise > 0) v += p.noise * Math.sqrt(-2 * Math.log(rand() + 1e-12)) * Math.cos(2 * Math.PI * rand());
    out[i] = v;
  }
  return out;
}

export function grayToRgba(gray: Uint8ClampedArray, width: number, height: number) {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let i = 0, j = 0; i < gray.length; i++, j += 4) { data[j] = data[j + 1] = data[j + 2] = gray[i]; data[j + 3] = 255; }
  return { data, width, height };
}

export const renderFrame = (params: Partial<FrameParams> = {}) => {
  const p = { ...DEFAULT_FRAME, ...params };
  return grayToRgba(renderGray(p), p.width, p.height);
};

function boxPass(src: Float32Array, dst: Float32Array, W: number, H: number, r: number, horizontal: boolean) {
  const len = horizontal ? W : H, lines = horizontal ? H : W;
  for (let l = 0; l < lines; l++) {
    let sum = 0;
    const at = (i: number) => (horizontal ? l * W + Math.min(len - 1, Math.max(0, i)) : Math.min(len - 1, Math.max(0, i)) * W + l);
    for (let i = -r; i <= r; i++) sum += src[at(i)];
    for (let i = 0; i < len; i++) {
      dst[at(i)] = sum / (2 * r + 1);
      sum += src[at(i + r + 1)] - src[at(i - r)];
    }
  }
}

/** Gaussian blur approximated by three box blurs each way. */
export function gaussian(img: Float32Array, W: number, H: number, sigma: number) {
  const r = Math.max(1, Math.round(Math.sqrt((12 * sigma * sigma) / 3 + 1) / 2));
  const tmp = new Float32Array(img.length);
  for (let k = 0; k < 3; k++) {
    boxPass(img, tmp, W, H, r, true);
    boxPass(tmp, img, W, H, r, false);
  }
}

function motionBlur(img: Float32Array, W: number, H: number, length: number) {
  const tmp = new Float32Array(img.length);
  boxPass(img, tmp, W, H, Math.max(1, Math.floor(length / 2)), true);
  img.set(tmp);
}
