/**
 * Lays each team's won tricks into the Fortunes spread (RULINGS "Reading"): one reading per
 * player, the reader's tricks then the partner's, each numbered in its owner's order of winning;
 * the top (winning) card carries that trick's disposition.
 */
import type { CardCode } from "../cards";
import { partnerOf } from "../games/common/seats";
import { layoutFor, positionFor, type LayoutName, type Owner, type Position, type ZoneName } from "./positions";

export type Disposition = "well" | "ill";
export type Outcome = "fortune" | "doom" | "even";

export interface WonTrick {
  /** Seat of the winner (index into players). */
  winner: number;
  card: CardCode;
  disposition: Disposition;
}

export interface PlacedCard {
  owner: string;
  index: number;
  card: CardCode;
  disposition: Disposition;
  zone: ZoneName | null;
  position: string | null;
  meaning: string;
}

export interface Reading {
  player: string;
  partner: string;
  team: "high" | "low";
  layout: LayoutName;
  outcome: Outcome;
  cards: PlacedCard[];
}

export type MeaningFn = (card: CardCode, disposition: Disposition, position: Position | null) => string;

export interface ReadingInput {
  players: readonly string[];
  dealer: number;
  /** Completed tricks in order. */
  tricks: readonly WonTrick[];
  /** Team points as scored in the deal. */
  teams: { high: number; low: number };
  meaning: MeaningFn;
}

export function readingsFor(input: ReadingInput): Reading[] {
  const { players, dealer, tricks, teams, meaning } = input;
  const won: WonTrick[][] = [[], [], [], []];
  for (const t of tricks) won[t.winner].push(t);
  return players.map((player, seat) => {
    const partnerSeat = partnerOf(seat);
    const team: "high" | "low" = (seat - dealer + 4) % 2 === 0 ? "high" : "low";
    const mine = team === "high" ? teams.high : teams.low;
    const theirs = team === "high" ? teams.low : teams.high;
    const outcome: Outcome = mine > theirs ? "fortune" : mine < theirs ? "doom" : "even";
    const layout = layoutFor(won[seat].length, won[partnerSeat].length);
    const place = (owner: Owner, name: string, list: WonTrick[]): PlacedCard[] =>
      list.map((t, i) => {
        const pos = positionFor(layout, owner, i + 1);
        return {
          owner: name, index: i + 1, card: t.card, disposition: t.disposition,
          zone: pos?.zone ?? null, position: pos?.position ?? null,
          meaning: meaning(t.card, t.disposition, pos),
        };
      });
    return {
      player, partner: players[partnerSeat], team, layout, outcome,
      cards: [...place("reader", player, won[seat]), ...place("partner", players[partnerSeat], won[partnerSeat])],
    };
  });
}
