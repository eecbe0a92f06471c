/**
 * Card faces drawn as SVG markup from a card's code: our own design, plain shapes and text, no
 * images. One function serves the React component (app/_components/CardFace.tsx), the sticker
 * sheet and the picture of a spread, so every card looks the same wherever it is shown.
 *
 * Three sizes of the same face:
 * - `mini` (5 × 7, for 24–48 px: pickers, lists, history): the rank and the suit's shape;
 * - `plain` (for 48–100 px: the trick on the table): corner indices and the pips, emblem or number;
 * - `full` (from ~100 px and in print: readings, the reference): the same with the card's name in
 *   the chosen deck style across the foot.
 *
 * Decks: the 78 tarot cards (`tarot`, codes W01…P14, T00…T21), the 52 playing cards of Fortey-One
 * (`playing`, the same codes without rank 12 and the Stars) and the 60 Fortune Tenners / Wizard
 * cards (`tenners`, A01…D13, R1…R4, K1…K4). Callers pass the name for decks other than tarot.
 */
import { cardName, deckStyleOr } from "../cards";
import { CARD_DECKS, type CardDeckId } from "../cards/decks";
import { EDGE, INK, PAPER } from "./palette";
import { COURT, MAJOR, TAROT_SUIT } from "./shapes";
import { FACE_PARTS, type Parts } from "./decks";

/** The printed decks whose faces are drawn here (lib/cards/decks.ts). */
export type FaceDeck = CardDeckId;
export type FaceVariant = "mini" | "plain" | "full";

export interface FaceInput {
  code: string;
  deck?: FaceDeck;
  /** Tarot: fortunes | rws | thoth (names and court letters); Tenners: tenners | wizard. */
  style?: string;
  /** The card's full name (default: its tarot name in the style). */
  name?: string;
  variant?: FaceVariant;
  /**
   * Stars numbered as in the Thoth deck (T08 Adjustment, T11 Lust), whose emblems trade places
   * with Strength's and Justice's; default: for the Thoth style. Fortuno's RWS names keep it.
   */
  thothMajors?: boolean;
}

export interface Face {
  name: string;
  viewBox: string;
  /** The inner markup (no <svg> element). */
  body: string;
}

const SERIF = "Georgia,'DejaVu Serif',serif";
const SANS = "system-ui,'DejaVu Sans',Arial,sans-serif";

const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/"/g, "&quot;");

/** A shape of the 20-unit box drawn `size` units wide at x, y (turned upside down when asked). */
function put(shape: string, x: number, y: number, size: number, ink: string, turn = false): string {
  const s = +(size / 20).toFixed(3);
  return `<g fill="${ink}" transform="translate(${x} ${y}) scale(${s})${turn ? " rotate(180)" : ""}">${shape.replace(/currentColor/g, ink)}</g>`;
}

function text(x: number, y: number, size: number, body: string, fill: string, extra = ""): string {
  return `<text x="${x}" y="${y}" font-size="${size}" fill="${fill}" text-anchor="middle"${extra}>${esc(body)}</text>`;
}

/** The symbol with its letter inside (Tenners), or the plain shape. */
function symbol(p: Parts, x: number, y: number, size: number): string {
  const shape = put(p.shape, x, y, size, p.ink);
  if (!p.letter) return shape;
  return shape + text(x, y + size * 0.2, size * 0.5, p.letter, PAPER, ` font-family="${SANS}" font-weight="700"`);
}

// Pip positions: columns −1, 0, 1 and rows from −1 (top) to 1 (bottom) of the pip area.
const L = -1, R = 1;
const PIPS: readonly (readonly [number, number][])[] = [
  [],
  [[0, 0]],
  [[0, -0.72], [0, 0.72]],
  [[0, -0.8], [0, 0], [0, 0.8]],
  [[L, -0.72], [R, -0.72], [L, 0.72], [R, 0.72]],
  [[L, -0.72], [R, -0.72], [0, 0], [L, 0.72], [R, 0.72]],
  [[L, -0.8], [R, -0.8], [L, 0], [R, 0], [L, 0.8], [R, 0.8]],
  [[L, -0.8], [R, -0.8], [0, -0.4], [L, 0], [R, 0], [L, 0.8], [R, 0.8]],
  [[L, -0.8], [R, -0.8], [0, -0.4], [L, 0], [R, 0], [0, 0.4], [L, 0.8], [R, 0.8]],
  [[L, -0.84], [R, -0.84], [L, -0.28], [R, -0.28], [0, 0], [L, 0.28], [R, 0.28], [L, 0.84], [R, 0.84]],
  [[L, -0.84], [R, -0.84], [0, -0.56], [L, -0.28], [R, -0.28], [L, 0.28], [R, 0.28], [0, 0.56], [L, 0.84], [R, 0.84]],
];

/** The middle of a plain or full face: pips, a court's emblem, a Star's emblem, a number or a special. */
function middle(p: Parts, cy: number, h: number): string {
  if (p.kind === "pips") {
    const spots = PIPS[p.n] ?? [];
    if (spots.length === 1) return put(p.shape, 50, cy, p.playing ? 36 : 42, p.ink);
    const size = spots.length <= 3 ? 20 : spots.length <= 8 ? 17 : 15;
    // Pips in the lower half stand upside down, as on printed cards (not the Tenners' lettered symbols).
    return spots.map(([u, v]) => put(p.shape, 50 + u * 18, +(cy + v * h).toFixed(1), size, p.ink, !p.letter && v > 0.01)).join("");
  }
  if (p.kind === "court") {
    const frame = p.playing ? `<rect x="24" y="${cy - h - 4}" width="52" height="${2 * h + 8}" rx="3" fill="none" stroke="${p.ink}" stroke-width="1" opacity=".6"/>` : "";
    return frame + put(COURT[p.n] ?? COURT[11], 50, cy - 9, 32, p.ink) + put(p.shape, 50, cy + 20, 18, p.ink);
  }
  if (p.kind === "major") return put(MAJOR[p.n] ?? MAJOR[0], 50, cy + 3, 44, p.ink);
  if (p.kind === "number") return text(50, cy + 4, 34, String(p.n), p.ink, ` font-family="${SERIF}" font-weight="700"`) + symbol(p, 50, cy + 22, 18);
  return put(p.shape, 50, cy, 50, p.ink);
}

function cornerIndex(p: Parts): string {
  const size = p.index.length > 2 ? 10 : p.index.length > 1 ? 12.5 : 15;
  return text(15, 20, size, p.index, p.ink, ` font-family="${SANS}" font-weight="700"`) + put(p.kind === "major" ? TAROT_SUIT.T : p.shape, 15, 29, 10, p.ink);
}

/** The name in one or two lines: "Stars 21 (The World)" → "Stars 21" / "The World"; long names split near the middle. */
export function nameLines(name: string): string[] {
  const m = /^(.*?) \((.*)\)$/.exec(name);
  if (m) return [m[1], m[2]];
  if (name.length <= 16) return [name];
  let best = -1;
  for (let i = 0; i < name.length; i++) if (name[i] === " " && (best < 0 || Math.abs(i - name.length / 2) < Math.abs(best - name.length / 2))) best = i;
  return best < 0 ? [name] : [name.slice(0, best), name.slice(best + 1)];
}

function nameBand(name: string, ink: string): string {
  const lines = nameLines(name);
  const size = lines.length === 1 ? 9.6 : 8.6;
  const fit = (line: string, y: number) => {
    // Squeeze a line that would overflow the band (a rough width estimate for a serif face).
    const squeeze = line.length * size * 0.52 > 84 ? ` textLength="84" lengthAdjust="spacingAndGlyphs"` : "";
    return text(50, y, size, line, INK, ` font-family="${SERIF}" font-weight="600"${squeeze}`);
  };
  return `<rect x="5" y="110" width="90" height="25" fill="${ink}" opacity=".1"/>` +
    (lines.length === 1 ? fit(lines[0], 126) : fit(lines[0], 120.5) + fit(lines[1], 131));
}

/** The card's full name: the one given, else its tarot name in the style. */
export function faceName(input: FaceInput): string {
  if (input.name) return input.name;
  const style = input.style ?? "fortunes";
  return (input.deck ?? "tarot") === "tarot" ? cardName(input.code, deckStyleOr(style)) : input.code;
}

/** A face's markup and name. */
export function cardFace(input: FaceInput): Face {
  const deck = input.deck ?? "tarot";
  const style = input.style ?? CARD_DECKS[deck].faceStyle;
  const name = faceName(input);
  const p = FACE_PARTS[deck](input.code, style, input.thothMajors ?? (style === "thoth" || style === "marseille"));
  const variant = input.variant ?? "full";
  if (variant === "mini") {
    const size = p.index.length > 2 ? 15 : p.index.length > 1 ? 19 : 23;
    const body = `<rect x="1" y="1" width="48" height="68" rx="5" fill="${PAPER}" stroke="${p.ink}" stroke-width="2"/>` +
      text(25, 26, size, p.index, p.ink, ` font-family="${SANS}" font-weight="700"`) +
      (p.kind === "major" ? put(MAJOR[p.n] ?? MAJOR[0], 25, 48, 26, p.ink) : symbol(p, 25, 48, 25));
    return { name, viewBox: "0 0 50 70", body };
  }
  const full = variant === "full" && !p.playing;
  const cy = full ? 68 : 70;
  const h = full ? 33 : 36;
  let body = `<rect x=".75" y=".75" width="98.5" height="138.5" rx="7" fill="${PAPER}" stroke="${EDGE}" stroke-width="1.5"/>` +
    `<rect x="5" y="5" width="90" height="130" rx="4" fill="none" stroke="${p.ink}" stroke-width="1.2" opacity=".55"/>` +
    cornerIndex(p) + middle(p, cy, h);
  if (p.roman) body += text(50, 20, 13, p.roman, p.ink, ` font-family="${SERIF}" font-weight="700"`);
  body += full ? nameBand(name, p.ink) : `<g transform="rotate(180 50 70)">${cornerIndex(p)}</g>`;
  return { name, viewBox: "0 0 100 140", body };
}

/** A standalone SVG document of a face (downloads, the sticker sheet), with its name as title. */
export function faceSvg(input: FaceInput, attrs: { x?: number; y?: number; width?: number | string; height?: number | string; rotate?: boolean } = {}): string {
  const f = cardFace(input);
  const size = `${attrs.x !== undefined ? ` x="${attrs.x}"` : ""}${attrs.y !== undefined ? ` y="${attrs.y}"` : ""}${attrs.width !== undefined ? ` width="${attrs.width}"` : ""}${attrs.height !== undefined ? ` height="${attrs.height}"` : ""}`;
  const [, , w, h] = f.viewBox.split(" ");
  const body = attrs.rotate ? `<g transform="rotate(180 ${Number(w) / 2} ${Number(h) / 2})">${f.body}</g>` : f.body;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${f.viewBox}"${size} role="img" aria-label="${esc(f.name)}"><title>${esc(f.name)}</title>${body}</svg>`;
}
