/**
 * The parts of a trick game's replay result (CONTRACT.md) that every trick game writes alike:
 * values by player name, a trick's row and a violation's row.
 */
import type { TrickCore } from "./types";

/** `values` (by seat) as an object by player name, in seat order. */
export const byName = <T>(players: readonly string[], values: readonly T[]): Record<string, T> => Object.fromEntries(players.map((p, i) => [p, values[i]]));

export interface TrickRow<C extends string = string> {
  number: number;
  leader: string;
  cards: C[];
  winner: string | null;
  winningCard: C | null;
}

/** `{ number, leader, cards, winner, winningCard }` of CONTRACT.md. */
export const trickRow = <C extends string>(players: readonly string[], t: TrickCore<C>): TrickRow<C> => ({
  number: t.number,
  leader: players[t.leader],
  cards: t.plays.map((p) => p.card),
  winner: t.winner === null ? null : players[t.winner],
  winningCard: t.winningCard,
});

export interface ViolationRow {
  trick: number;
  player: string;
  rule: string;
  message: string;
}

export const violationRows = (list: readonly { trick: number; player: string; rule: string; message: string }[]): ViolationRow[] =>
  list.map((v) => ({ trick: v.trick, player: v.player, rule: v.rule, message: v.message }));

/** A record's deals' entered hands (by name), when any was entered. */
export function handsByName<C extends string>(players: readonly string[], hands: readonly (readonly C[] | null)[]): Record<string, C[]> | undefined {
  if (!hands.some((h) => h)) return undefined;
  return Object.fromEntries(hands.flatMap((h, i) => (h ? [[players[i], [...h]]] : [])));
}
