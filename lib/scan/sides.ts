/**
 * Who played which card in a photo of a trick. At a table each player lays their card in front
 * of them, readable from their own seat: its top edge points away from its player, across the
 * table. The phone takes the photo from one player's place (its top edge across the table), so
 * that player's card reads upright near the bottom of the photo; going round the table in the
 * photo — clockwise on the screen, as seen from above — the next seats' cards are turned further
 * clockwise and lie further round the trick's centre.
 *
 * Seat k steps clockwise from the phone's player (of n) sits at angle 360·k/n, measured clockwise
 * on the screen from straight down. Its card's top edge is turned clockwise by about that angle,
 * and the card lies from the trick's centre in the direction of that angle (down = 0°, left = 90°,
 * up = 180°, right = 270°). With 4 players these are the four sides; with 3, 5 or 6 the angles.
 *
 * Pure: no React, no browser.
 */

/** One sticker found in the photo: its code, its centre in pixels (y down) and its rotation. */
export interface PhotoSticker {
  code: string;
  x: number;
  y: number;
  /** Degrees the sticker's top edge is turned clockwise from upright, as seen (any range). */
  rotation: number;
}

export interface TableSeats {
  /** The players in the game's list order. */
  players: string[];
  /** Which way the list runs around the table (the game module's `seats.order`). */
  order: "clockwise" | "counter-clockwise";
  /** The player whose place the phone is at (a seat's own phone; or the one sitting nearest a shared phone). */
  nearest: string;
}

export interface AssignOptions {
  /** Only these players still have to play (default: all). The others' seats are known but not given a card. */
  open?: string[];
  /** Weight of the position around the centre against the rotation (default 0.5; 0 with fewer than 3 stickers). */
  positionWeight?: number;
}

export interface SeatedCard {
  code: string;
  player: string;
  /** The sticker's angle from the seat it was given, in degrees (0 = exactly as expected). */
  off: number;
}

/** The smallest difference between two angles, 0–180. */
export function angleGap(a: number, b: number): number {
  const d = (((a - b) % 360) + 360) % 360;
  return d > 180 ? 360 - d : d;
}

/** Each player's seat angle from the phone (degrees clockwise on the screen, 0 = the phone's own player). */
export function seatAngles({ players, order, nearest }: TableSeats): Map<string, number> {
  const n = players.length;
  const me = players.indexOf(nearest);
  if (me < 0) throw new Error(`${nearest} is not at this table`);
  const dir = order === "clockwise" ? 1 : -1;
  const out = new Map<string, number>();
  players.forEach((p, i) => {
    const steps = (((i - me) * dir) % n + n) % n;
    out.set(p, (360 * steps) / n);
  });
  return out;
}

/** Direction of a point from a centre, as a seat angle: straight down 0°, left 90°, up 180°, right 270°. */
export function directionAngle(dx: number, dy: number): number {
  // (0, 1) → 0; (-1, 0) → 90; (0, -1) → 180; (1, 0) → 270.
  const a = (Math.atan2(-dx, dy) * 180) / Math.PI;
  return ((a % 360) + 360) % 360;
}

/**
 * Gives each sticker to a player: the assignment (one card a player, at most) that best fits
 * every sticker's rotation and its place around the stickers' centre to the seats' angles.
 * Stickers that fit no open seat within 60° are left out. Returns the cards in no special order.
 */
export function assignSides(stickers: PhotoSticker[], seats: TableSeats, { open, positionWeight }: AssignOptions = {}): SeatedCard[] {
  const angles = seatAngles(seats);
  const free = (open ?? seats.players).filter((p) => angles.has(p));
  const list = stickers.slice(0, 10);
  if (list.length === 0 || free.length === 0) return [];
  const cx = list.reduce((s, k) => s + k.x, 0) / list.length;
  const cy = list.reduce((s, k) => s + k.y, 0) / list.length;
  const w = list.length >= 3 ? (positionWeight ?? 0.5) : 0;
  const cost = list.map((k) => {
    const pos = directionAngle(k.x - cx, k.y - cy);
    return free.map((p) => {
      const seat = angles.get(p)!;
      const rot = angleGap(k.rotation, seat);
      return { rot, total: (rot + w * angleGap(pos, seat)) / (1 + w) };
    });
  });
  const MISS = 90; // the cost of leaving a sticker out: worse than any plausible fit
  let best: { cost: number; pick: number[] } = { cost: Infinity, pick: [] };
  const pick: number[] = new Array(list.length).fill(-1);
  const used = new Array(free.length).fill(false);
  const walk = (i: number, sum: number) => {
    if (sum >= best.cost) return;
    if (i === list.length) { best = { cost: sum, pick: [...pick] }; return; }
    for (let s = 0; s < free.length; s++) {
      if (used[s] || cost[i][s].rot > 60) continue;
      used[s] = true; pick[i] = s;
      walk(i + 1, sum + cost[i][s].total);
      used[s] = false; pick[i] = -1;
    }
    walk(i + 1, sum + MISS);
  };
  walk(0, 0);
  const out: SeatedCard[] = [];
  best.pick.forEach((s, i) => {
    if (s >= 0) out.push({ code: list[i].code, player: free[s], off: Math.round(cost[i][s].rot) });
  });
  return out;
}

/** The seated cards in turn order from the trick's leader (the players' list order, `seats.order` round). */
export function inTurnOrder(cards: SeatedCard[], players: string[], leader: string): SeatedCard[] {
  const n = players.length;
  const at = players.indexOf(leader);
  const step = (p: string) => (((players.indexOf(p) - at) % n) + n) % n;
  return [...cards].sort((a, b) => step(a.player) - step(b.player));
}
