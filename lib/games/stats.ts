/**
 * What one stored game says about each of its players, for player statistics (CONTRACT.md
 * "Player statistics"). Each game's module builds it from its own replay result (`stats` on the
 * module, in lib/games/<game>/stats.ts); lib/players/ adds these up across games without knowing
 * any game. Seats are indexes into `players`, the game's own order.
 */
import { nameKey } from "./common/names";

/** Bids of one player: made or missed, in all and by bid size. */
export interface BidTally {
  made: number;
  missed: number;
}

/** One player's figures in one game. A field a game does not have is absent. */
export interface SeatStats {
  /** Complete deals (a redeal, a folded, stopped or unfinished deal does not count). */
  deals?: number;
  /** Tricks the player won in those deals. */
  tricksWon?: number;
  /** Points the player scored in those deals. */
  points?: number;
  /** Bids over those deals. */
  bids?: BidTally;
  /** Bids by size ("0", "1", …). */
  bidSizes?: Record<string, BidTally>;
  /** Points of each complete deal, in order (best deal, points over time). */
  dealPoints?: number[];
  /** Cards drawn (Fortuno). */
  cardsDrawn?: number;
  /** Trumps played, by card code (Fortuno). */
  trumps?: Record<string, number>;
}

export interface GameStats {
  /** True when the game has a winner (a match won, the last deal scored, a deal won). */
  finished: boolean;
  /** Seats of the winners (a tie: every tied player). Empty until finished. */
  winners: number[];
  seats: SeatStats[];
  /** The deal number of each entry of the seats' `dealPoints` (a redeal or a folded deal leaves a gap). */
  dealNumbers?: number[];
}

/** The seats of `names` among `players` under the one name rule (unknown names left out). */
export function seatsOf(players: readonly string[], names: readonly string[] | null | undefined): number[] {
  const keys = players.map(nameKey);
  return (names ?? []).map((n) => keys.indexOf(nameKey(n))).filter((i) => i >= 0);
}
