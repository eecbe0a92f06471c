/**
 * Fortey-One on the table display (lib/games/display.ts), read from the spectator's view: each
 * player's bid against tricks won and running total, the partnerships' points and what each
 * still needs, Hearts as trump, and the trick (or the last finished one until the next card).
 */
import type { FaceRef } from "../../faces/ref";
import { signed, type DisplayModel, type DisplayTrick } from "../display";
import { cardName41, suitWord } from "./deck";
import type { ForteyOneState } from "./types";
import { view } from "./view";

export function forteyOneDisplay(s: ForteyOneState): DisplayModel {
  const v = view(s, { kind: "spectator" });
  const style = s.deckStyle;
  const face = (code: string): FaceRef => ({ code, deck: style === "tarot" ? "tarot" : "playing", style: style === "tarot" ? "rws" : "standard", name: cardName41(code, style) });
  const P = v.players;

  let trick: DisplayTrick | null = null;
  if (v.trick && v.trick.cards.length > 0) {
    trick = { label: `Trick ${v.trick.number}`, plays: v.trick.cards.map((c) => ({ player: c.player, face: face(c.card) })), leader: v.trick.leader, winner: null, finished: false };
  } else {
    const done = v.tricks.filter((t) => t.winner);
    const last = done[done.length - 1];
    if (last) trick = { label: `Trick ${last.number}`, plays: last.cards.map((c) => ({ player: c.player, face: face(c.card) })), leader: last.leader, winner: last.winner, finished: true };
  }

  const teamName = (seat: number) => { const a = seat % 2; return `${P[a]} & ${P[a + 2]}`; };
  const bidsIn = v.bids.filter((b) => b.bid !== null).length;
  return {
    title: `Fortey-One · Deal ${v.deal}`,
    order: "counter-clockwise",
    direction: "counter-clockwise",
    seats: v.seats.map((x, i) => ({
      name: x.name,
      score: signed(x.total),
      team: teamName(i),
      bid: x.bid,
      tricks: x.tricksWon,
      count: null,
      marks: x.name === v.dealer ? ["dealer"] : [],
      turn: v.turn.player === x.name,
    })),
    trick,
    facts: [
      { label: "Trump", value: `♥ ${suitWord("C", style)}, always` },
      { label: "Dealer", value: v.dealer },
      { label: "Bids", value: bidsIn === 4 ? `${v.bidTotal} in all (at least ${v.bidTarget})` : `${v.bidTotal} so far, ${bidsIn} of 4 bid` },
    ],
    scores: v.partnerships.map((p) => ({ label: p.players.join(" & "), value: signed(p.points) })),
    readings: [],
    over: v.winner ? `${v.winner.join(" & ")} win the match` : null,
  };
}
