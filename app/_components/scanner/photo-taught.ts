/**
 * Merging what a trick photo showed: stickers (always sure) and cards of the table's taught deck
 * (sure or not, with best guesses), each given to its player by side and angle (lib/scan/sides.ts).
 * A sticker inside a taught card's outline is that card. Pure: no React.
 */
import type { ReadCard } from "@/lib/recog/read";
import { insideQuad } from "@/lib/recog/geometry";
import { assignSides, directionAngle, type TableSeats } from "@/lib/scan/sides";

export interface PhotoCard {
  player: string;
  /** The game's card (the best guess when not sure). */
  code: string;
  sure: boolean;
  /** Best guesses, best first (the game's cards), for a card not sure. */
  options: string[];
  /** Degrees off the seat's angle. */
  off: number;
}

export interface Seen {
  code: string; x: number; y: number; rotation: number; sure: boolean; options: string[];
  /** The card's way of lying is a guess (a covered card rebuilt from part of its outline, few keypoints): placed by where it lies only. */
  loose?: boolean;
}

/** Fewer keypoints than this agreeing: the card's way up is not trusted for placing it. */
const LOOSE_INLIERS = 14;

/** Stickers and taught cards in one list, a sticker winning over the taught card it sits on. */
export function merge(stickers: { code: string; x: number; y: number; rotation: number }[], taught: ReadCard[], toCard: (code: string) => string | null): Seen[] {
  const out: Seen[] = stickers.map((s) => ({ ...s, sure: true, options: [s.code] }));
  for (const t of taught) {
    if (stickers.some((s) => insideQuad(t.quad, [s.x, s.y]))) continue;
    const options = t.guesses.map(toCard).filter((c): c is string => !!c);
    if (!options.length) continue;
    out.push({ code: options[0], x: t.x, y: t.y, rotation: t.rotation, sure: t.sure && toCard(t.code ?? "") === options[0], options, loose: !t.sure && (t.partial || t.inliers < LOOSE_INLIERS) });
  }
  return out;
}

/** Gives each seen card to a player; cards already recorded in this trick are left out. */
export function seat(seen: Seen[], seats: TableSeats, open: string[], done: Set<string>): PhotoCard[] {
  // A loose card is taken as turned towards where it lies from the trick's centre.
  const cx = seen.reduce((a, s) => a + s.x, 0) / Math.max(1, seen.length), cy = seen.reduce((a, s) => a + s.y, 0) / Math.max(1, seen.length);
  const placed = assignSides(seen.map((s, i) => ({ code: String(i), x: s.x, y: s.y, rotation: s.loose && seen.length >= 3 ? directionAngle(s.x - cx, s.y - cy) : s.rotation })), seats, { open });
  return placed
    .map((p) => ({ p, s: seen[Number(p.code)] }))
    .filter(({ s }) => !(s.sure && done.has(s.code)))
    .map(({ p, s }) => {
      const options = s.options.filter((o) => !done.has(o));
      return { player: p.player, code: s.sure ? s.code : options[0] ?? s.code, sure: s.sure, options, off: p.off };
    });
}
