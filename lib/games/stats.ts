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
  /** A game's own counts, by the name its module's `statistics` give them (e.g. cards drawn). */
  counts?: Record<string, number>;
  /** A game's own tallies by key, by name (e.g. Majors played, by card code). */
  tallies?: Record<string, Record<string, number>>;
}

/**
 * One figure of a game's own on a player's page (the module's `statistics`), added up over the
 * player's games of that kind by lib/players/aggregate.ts and drawn by the page without knowing
 * the game. `key` names the figure on the page's data.
 * - `perGame`: the count `count` summed over the games and divided by their number (one decimal);
 *   null when no game has it.
 * - `favourite`: the key of tally `tally` with the highest sum (ties: the first key in code
 *   order) and its sum; null when the tally is empty. `card`: the key is a card code, named in the
 *   page's deck style.
 */
export type StatFigure =
  | { key: string; label: string; kind: "perGame"; count: string }
  | { key: string; label: string; kind: "favourite"; tally: string; card?: boolean };

/** A figure's value: a number per game, or the favourite key and how often. */
export type StatValue = number | { card: string; times: number } | null;

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
