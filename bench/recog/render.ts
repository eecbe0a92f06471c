/**
 * Rendered photos of real card art on a table, for the recogniser's bench and tests: our own
 * renderer on OpenCV (warpPerspective of each card's art through a camera looking at the table),
 * deterministic from a seed. A trick: 3–6 cards round the middle, each turned to its player's
 * seat, camera tilted up to 35°, uneven and coloured light, glare on one card, blur, sensor noise,
 * neighbours overlapping. A teaching photo: cards laid in rows, upright, in reading order.
 */
import { prng } from "../../lib/random";
import type { CV, Mat } from "../../lib/recog/cv";
import type { Point, Quad } from "../../lib/recog/geometry";
import { area } from "../../lib/recog/geometry";

/** A card's art: RGBA matrix (kept by the caller) and its code. */
export interface Art { code: string; mat: Mat }

export interface CardTruth {
  code: string;
  /** Corners in the photo: top-left, top-right, bottom-right, bottom-left of the upright art. */
  quad: Quad;
  /** Seat angle the card was laid for (degrees clockwise on the screen from the photographer). */
  seat: number;
  /** Share of the card hidden under cards laid after it (0–1). */
  hidden: number;
  glare: boolean;
}

export interface Camera {
  width: number;
  height: number;
  /** Tilt of the camera from straight down, degrees. */
  tilt: number;
  /** Distance from the camera to the point it looks at, mm. */
  distance: number;
  /** Turn of the camera about its axis, degrees. */
  roll: number;
  /** Where the camera looks on the table, mm. */
  at: Point;
  /** Focal length as a fraction of the photo's width. */
  focal?: number;
}

/** Table point (mm; x right, y towards the photographer) → photo pixel. */
export function projector(cam: Camera): (p: Point) => Point {
  const t = (cam.tilt * Math.PI) / 180, r = (cam.roll * Math.PI) / 180;
  const f = (cam.focal ?? 0.78) * cam.width;
  const C = [cam.at[0], cam.at[1] + cam.distance * Math.sin(t), cam.distance * Math.cos(t)];
  const fwd = [0, -Math.sin(t), -Math.cos(t)], right = [1, 0, 0], down = [0, Math.cos(t), -Math.sin(t)];
  return ([x, y]) => {
    const v = [x - C[0], y - C[1], -C[2]];
    const xc = v[0] * right[0] + v[1] * right[1] + v[2] * right[2];
    const yc = v[0] * down[0] + v[1] * down[1] + v[2] * down[2];
    const zc = v[0] * fwd[0] + v[1] * fwd[1] + v[2] * fwd[2];
    const u = (f * xc) / zc, w = (f * yc) / zc;
    return [cam.width / 2 + u * Math.cos(r) - w * Math.sin(r), cam.height / 2 + u * Math.sin(r) + w * Math.cos(r)];
  };
}

/** Corners (TL, TR, BR, BL) of a card of w × h mm centred at c, its top edge turned `turn` degrees clockwise. */
export function cardCorners(c: Point, w: number, h: number, turn: number): Quad {
  const a = (turn * Math.PI) / 180, cos = Math.cos(a), sin = Math.sin(a);
  return ([[-w / 2, -h / 2], [w / 2, -h / 2], [w / 2, h / 2], [-w / 2, h / 2]] as Point[]).map(([x, y]) => [c[0] + x * cos - y * sin, c[1] + x * sin + y * cos]) as Quad;
}

/** A table cloth or wood, RGB 8-bit, drawn small and enlarged. */
function table(cv: CV, W: number, H: number, rand: () => number): Mat {
  const w = Math.ceil(W / 8), h = Math.ceil(H / 8);
  const kinds: [number, number, number][] = [[96, 62, 40], [58, 40, 30], [40, 78, 52], [70, 70, 78], [120, 88, 60], [35, 45, 75]];
  const base = kinds[Math.floor(rand() * kinds.length)];
  const small = new cv.Mat(h, w, cv.CV_8UC3);
  const ph = rand() * 10, freq = 0.05 + rand() * 0.2, wob = rand() * 3;
  for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) {
    const g = 1 + 0.16 * Math.sin(y * freq + ph + Math.sin(x / 23) * wob) + 0.07 * Math.sin(x * 0.9 + y * 0.13) + (rand() - 0.5) * 0.12;
    const o = (y * w + x) * 3;
    for (let c = 0; c < 3; c++) small.data[o + c] = Math.max(0, Math.min(255, base[c] * g));
  }
  const big = new cv.Mat();
  cv.resize(small, big, new cv.Size(W, H), 0, 0, cv.INTER_CUBIC);
  small.delete();
  return big;
}

/** Draws one card's art onto the photo through a homography (only its bounding box is touched). */
function drawCard(cv: CV, photo: Mat, labels: Mat, label: number, art: Mat, quad: Quad) {
  const xs = quad.map((p) => p[0]), ys = quad.map((p) => p[1]);
  const x0 = Math.max(0, Math.floor(Math.min(...xs)) - 1), y0 = Math.max(0, Math.floor(Math.min(...ys)) - 1);
  const x1 = Math.min(photo.cols, Math.ceil(Math.max(...xs)) + 1), y1 = Math.min(photo.rows, Math.ceil(Math.max(...ys)) + 1);
  if (x1 <= x0 || y1 <= y0) return;
  // Shrink the art first to about its size in the photo: a direct warp of a large scan aliases.
  const side = Math.max(Math.hypot(quad[1][0] - quad[0][0], quad[1][1] - quad[0][1]), Math.hypot(quad[2][0] - quad[3][0], quad[2][1] - quad[3][1]));
  const k = Math.min(1, (1.25 * side) / art.cols);
  const small = new cv.Mat();
  cv.resize(art, small, new cv.Size(Math.round(art.cols * k), Math.round(art.rows * k)), 0, 0, cv.INTER_AREA);
  const rgb = new cv.Mat();
  cv.cvtColor(small, rgb, small.channels() === 4 ? cv.COLOR_RGBA2RGB : cv.COLOR_RGB2RGB);
  const src = cv.matFromArray(4, 1, cv.CV_32FC2, [0, 0, rgb.cols, 0, rgb.cols, rgb.rows, 0, rgb.rows]);
  const dst = cv.matFromArray(4, 1, cv.CV_32FC2, quad.flatMap((p) => [p[0] - x0, p[1] - y0]));
  const M = cv.getPerspectiveTransform(src, dst);
  const roi = photo.roi(new cv.Rect(x0, y0, x1 - x0, y1 - y0));
  cv.warpPerspective(rgb, roi, M, new cv.Size(x1 - x0, y1 - y0), cv.INTER_LINEAR, cv.BORDER_TRANSPARENT);
  const pts = cv.matFromArray(4, 1, cv.CV_32SC2, quad.flatMap((p) => [Math.round(p[0]), Math.round(p[1])]));
  const v = new cv.MatVector(); v.push_back(pts);
  cv.fillPoly(labels, v, new cv.Scalar(label));
  for (const m of [small, rgb, src, dst, M, roi, pts, v]) m.delete();
}

export interface Effects {
  /** Gaussian blur sigma in pixels of this photo. */
  blur: number;
  /** Sensor noise standard deviation (0–255). */
  noise: number;
  /** Light falling off across the photo: 0 even, 0.5 the far corner half as bright. */
  uneven: number;
  /** Colour of the light, multiplying R, G, B. */
  tint: [number, number, number];
  /** Glare: which card (index) and how strong (0–1), or null. */
  glare: { card: number; strength: number; size: number } | null;
}

/** Light, glare, blur and noise on an RGB photo, in place (plain loops on the bytes: a 12 MP photo in float would not fit OpenCV's heap). */
function finish(cv: CV, photo: Mat, fx: Effects, glareAt: { c: Point; r: number } | null, rand: () => number) {
  const W = photo.cols, H = photo.rows, d = photo.data as Uint8Array;
  const lx = rand() < 0.5 ? 0 : W, ly = rand() < 0.5 ? 0 : H, far = Math.hypot(W, H);
  const g = fx.glare?.strength ?? 0;
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const k = 1 - fx.uneven * (Math.hypot(x - lx, y - ly) / far);
      const o = (y * W + x) * 3;
      let glare = 0;
      if (glareAt) {
        const dx = x - glareAt.c[0], dy = y - glareAt.c[1];
        if (Math.abs(dx) < 3 * glareAt.r && Math.abs(dy) < 3 * glareAt.r) glare = g * Math.exp(-(dx * dx + dy * dy) / (2 * glareAt.r * glareAt.r));
      }
      for (let c = 0; c < 3; c++) {
        const v = d[o + c] * k * fx.tint[c];
        d[o + c] = v + (255 - v) * glare;
      }
    }
  }
  if (fx.blur > 0.15) cv.GaussianBlur(photo, photo, new cv.Size(0, 0), fx.blur, fx.blur, cv.BORDER_REPLICATE);
  if (fx.noise > 0) {
    for (let i = 0; i < d.length; i += 2) {
      const r = Math.sqrt(-2 * Math.log(rand() + 1e-12)) * fx.noise, a = 2 * Math.PI * rand();
      d[i] = Math.max(0, Math.min(255, d[i] + r * Math.cos(a)));
      if (i + 1 < d.length) d[i + 1] = Math.max(0, Math.min(255, d[i + 1] + r * Math.sin(a)));
    }
  }
}

export interface TrickParams {
  width: number;
  height: number;
  /** The cards in the order they were laid, each with its seat angle (degrees clockwise from the photographer). */
  cards: { code: string; seat: number }[];
  /** Card size in mm (width, height). */
  size?: [number, number];
  /** Distance of each card's centre from the trick's centre, as a share of the card's height. */
  spread: number;
  /** Largest random turn of a card off its seat's angle, degrees. */
  jitter: number;
  camera: Omit<Camera, "width" | "height">;
  effects: Effects;
  seed: number;
}

/** Renders a trick photo: RGB matrix (the caller deletes it) and what lies where. */
export function renderTrick(cv: CV, arts: Map<string, Mat>, p: TrickParams): { photo: Mat; truth: CardTruth[] } {
  const rand = prng(p.seed);
  const [cw, ch] = p.size ?? [70, 120];
  const project = projector({ ...p.camera, width: p.width, height: p.height });
  const photo = table(cv, p.width, p.height, rand);
  const labels = new cv.Mat(p.height, p.width, cv.CV_8UC1, new cv.Scalar(0));
  const truth: CardTruth[] = [];
  p.cards.forEach((c, i) => {
    const s = (c.seat * Math.PI) / 180;
    const d = p.spread * ch;
    const centre: Point = [-Math.sin(s) * d + (rand() - 0.5) * 10, Math.cos(s) * d + (rand() - 0.5) * 10];
    const turn = c.seat + (rand() * 2 - 1) * p.jitter;
    const quad = cardCorners(centre, cw, ch, turn).map(project) as Quad;
    drawCard(cv, photo, labels, i + 1, arts.get(c.code)!, quad);
    truth.push({ code: c.code, quad, seat: c.seat, hidden: 0, glare: p.effects.glare?.card === i });
  });
  // How much of each card the later ones hide.
  const counts = new Array(p.cards.length + 1).fill(0);
  const L = labels.data as Uint8Array;
  for (let i = 0; i < L.length; i += 3) counts[L[i]]++;
  truth.forEach((t, i) => { t.hidden = Math.max(0, 1 - (counts[i + 1] * 3) / Math.max(1, area(t.quad))); });
  labels.delete();
  const g = p.effects.glare;
  const glareAt = g && truth[g.card] ? (() => {
    const q = truth[g.card].quad, u = 0.25 + rand() * 0.5, v = 0.2 + rand() * 0.6;
    const top: Point = [q[0][0] + (q[1][0] - q[0][0]) * u, q[0][1] + (q[1][1] - q[0][1]) * u];
    const bot: Point = [q[3][0] + (q[2][0] - q[3][0]) * u, q[3][1] + (q[2][1] - q[3][1]) * u];
    return { c: [top[0] + (bot[0] - top[0]) * v, top[1] + (bot[1] - top[1]) * v] as Point, r: g.size * Math.hypot(q[1][0] - q[0][0], q[1][1] - q[0][1]) };
  })() : null;
  finish(cv, photo, p.effects, glareAt, rand);
  return { photo, truth };
}

export interface TeachParams {
  width: number;
  height: number;
  /** Codes in reading order. */
  codes: string[];
  columns: number;
  size?: [number, number];
  /** Gap between cards, mm. */
  gap: number;
  camera: Omit<Camera, "width" | "height" | "at">;
  effects: Omit<Effects, "glare">;
  seed: number;
}

/** Renders a teaching photo: the cards face up in rows, upright, in reading order. */
export function renderTeach(cv: CV, arts: Map<string, Mat>, p: TeachParams): { photo: Mat; truth: CardTruth[] } {
  const rand = prng(p.seed);
  const [cw, ch] = p.size ?? [70, 120];
  const rows = Math.ceil(p.codes.length / p.columns);
  const project = projector({ ...p.camera, at: [0, 0], width: p.width, height: p.height });
  const photo = table(cv, p.width, p.height, rand);
  const labels = new cv.Mat(p.height, p.width, cv.CV_8UC1, new cv.Scalar(0));
  const truth: CardTruth[] = p.codes.map((code, i) => {
    const r = Math.floor(i / p.columns), c = i % p.columns;
    const centre: Point = [(c - (p.columns - 1) / 2) * (cw + p.gap) + (rand() - 0.5) * 6, (r - (rows - 1) / 2) * (ch + p.gap) + (rand() - 0.5) * 6];
    const quad = cardCorners(centre, cw, ch, (rand() - 0.5) * 8).map(project) as Quad;
    drawCard(cv, photo, labels, i + 1, arts.get(code)!, quad);
    return { code, quad, seat: 0, hidden: 0, glare: false };
  });
  labels.delete();
  finish(cv, photo, { ...p.effects, glare: null }, null, rand);
  return { photo, truth };
}
