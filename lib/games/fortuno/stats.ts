/** Player statistics of a Fortuno game (CONTRACT.md "Player statistics"), from its replay result. */
import { seatsOf, type GameStats, type SeatStats } from "../stats";
import type { FortunoResult } from "./record";

export function statsOf(r: FortunoResult): GameStats {
  // The game is over when its deal has a winner (the module's isOver).
  const last = r.deals[r.deals.length - 1];
  const winner = last?.winner ?? null;
  const seats: SeatStats[] = r.players.map(() => ({}));
  return { finished: winner !== null, winners: winner ? seatsOf(r.players, [winner]) : [], seats };
}
