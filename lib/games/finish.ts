/**
 * Ending a game (RULINGS "Ending a game", CONTRACT "Finishing a game"). The host may finish any
 * game at any moment after set-up with a `{ "type": "finish" }` log entry: the generic fold
 * (./fold.ts) asks the game's module to `finish` its state (the deal or round in progress is
 * stopped and does not count; the winners are set when the game had not been won already) and
 * refuses every later entry but an undo of the finish. Every finished game's result carries
 * `finished: { early, standings }`, best first.
 */

/** One side of a game's standings: a partnership or a player, and its points (Fortuno: cards in hand). */
export interface Standing {
  players: string[];
  points: number;
}

/** What every finished game's result carries. `early`: ended by `finish` before anyone had won. */
export interface Finished {
  early: boolean;
  standings: Standing[];
}

/** The finish entry of a game's log. */
export interface FinishEntry {
  type: "finish";
}

/** The entry itself, as a record's actions end with it (a game's action type does not include it). */
export const FINISH: { type: string } = Object.freeze({ type: "finish" });

/** What a state remembers of a finish: whether it came before the game was won. */
export type FinishMark = { early: boolean } | null;

export const FINISHED_ID = "game/finished";
export const FINISHED_MESSAGE = "This game is finished. The host can undo the finish to go on.";

/**
 * Sides in the order they stand, best first; sides with equal points keep the order given (seat
 * order). `fewestFirst`: fewer points are better (Fortuno's cards in hand).
 */
export function ranked(sides: readonly Standing[], fewestFirst = false): Standing[] {
  return sides
    .map((s, k) => ({ s, k }))
    .sort((a, b) => (fewestFirst ? a.s.points - b.s.points : b.s.points - a.s.points) || a.k - b.k)
    .map((x) => x.s);
}

/** The players of every side level with the first of `standings` (best first): the winners of a finished game. */
export function leaders(standings: readonly Standing[]): string[] {
  if (!standings.length) return [];
  const top = standings[0].points;
  return standings.filter((s) => s.points === top).flatMap((s) => s.players);
}

/** A record's finish in any of the forms a writer might use: `"finish": true`, `"finish": { "type": "finish" }`, `"finished": true` (or an object). */
export function recordFinishes(record: unknown): boolean {
  if (!record || typeof record !== "object") return false;
  const r = record as { finish?: unknown; finished?: unknown };
  const yes = (v: unknown) => v === true || (!!v && typeof v === "object" && !Array.isArray(v) && ((v as { type?: unknown }).type === undefined || (v as { type?: unknown }).type === "finish"));
  return yes(r.finish) || yes(r.finished);
}

/** `finished` of a game's state: null while it goes on; once over, early when the host's finish ended it. */
export function finishedOf(over: boolean, mark: FinishMark | undefined, standings: () => Standing[]): Finished | null {
  return over ? { early: mark?.early ?? false, standings: standings() } : null;
}
