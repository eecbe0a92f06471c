/**
 * Player statistics of a Fortuno game (CONTRACT.md "Player statistics"), from its replay result:
 * played, finished and won. Besides, for the player page, cards each player drew and the Major
 * Arcana (trumps) each played, found by replaying the game's record and asking, before each event,
 * whose turn it is (an event names a player only when someone else acts).
 */
import { isStar } from "../../cards";
import { seatsOf, type GameStats, type SeatStats, type StatFigure } from "../stats";
import { applyAction, setup } from "./engine";
import { recordToActions, result, toRecord, type FortunoResult } from "./record";
import type { FortunoState } from "./types";
import { turnOf } from "./view";

export function statsOf(r: FortunoResult, state?: FortunoState): GameStats {
  // The game is over when its deal has a winner (the module's isOver).
  const last = r.deals[r.deals.length - 1];
  const winner = last?.winner ?? null;
  const seats: SeatStats[] = r.players.map(() => ({ counts: { cardsDrawn: 0 }, tallies: { trumps: {} } }));
  if (state) tallyPlays(state, r.players, seats);
  // A finish makes the winners a list (those with the fewest cards): a tie is a win for each.
  return { finished: winner !== null, winners: winner === null ? [] : seatsOf(r.players, Array.isArray(winner) ? winner : [winner]), seats };
}

function tallyPlays(state: FortunoState, players: readonly string[], seats: SeatStats[]): void {
  const acts = recordToActions(toRecord(state));
  if (!acts.ok) return;
  let s = setup(acts.value.setup);
  if (!s.ok) return;
  for (const a of acts.value.actions) {
    if (a.type === "event") {
      const ev = a.event as { player?: string; draw?: number; play?: string | string[] };
      const actor = ev.player ?? turnOf(s.value).player;
      const seat = actor ? players.indexOf(actor) : -1;
      if (seat >= 0) {
        const mine = seats[seat]!;
        if (typeof ev.draw === "number") mine.counts!.cardsDrawn += ev.draw;
        const trumps = mine.tallies!.trumps!;
        for (const c of ev.play === undefined ? [] : Array.isArray(ev.play) ? ev.play : [ev.play]) {
          if (isStar(c)) trumps[c] = (trumps[c] ?? 0) + 1;
        }
      }
    }
    const next = applyAction(s.value, a, { lenient: true });
    if (!next.ok) return;
    s = next;
  }
}

/** Fortuno's own figures on a player's page (the module's `statistics`): cards drawn, the Major played most. */
export const fortunoFigures: readonly StatFigure[] = [
  { key: "cardsDrawn", label: "Cards drawn per game", kind: "perGame", count: "cardsDrawn" },
  { key: "favouriteTrump", label: "Favourite trump", kind: "favourite", tally: "trumps", card: true },
];

/** The statistics of a state (the module's `stats`). */
export const stateStats = (state: FortunoState): GameStats => statsOf(result(state), state);
