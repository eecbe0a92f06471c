/**
 * Fortune Tenners on the table display (lib/games/display.ts), read from the spectator's view:
 * predictions against tricks, the totals the phones show, the turned trump card large, and the
 * trick (or the last finished one until the next card).
 */
import type { FaceRef } from "../../faces/ref";
import { signed, type DisplayModel, type DisplayTrick } from "../display";
import { tennersCardName, tennersToTarot, type TennersCode } from "./deck";
import type { TennersState } from "./types";
import { view } from "./view";

export function tennersDisplay(s: TennersState): DisplayModel {
  const v = view(s, { kind: "spectator" });
  const style = s.deckStyle;
  const ribbons = s.options.tarotRibbons;
  const face = (code: TennersCode): FaceRef => {
    const name = tennersCardName(code, style, ribbons);
    const tarot = style === "tarot" ? tennersToTarot(code, ribbons) : null;
    return tarot ? { code: tarot, deck: "tarot", style: "rws", name } : { code, deck: "tenners", style: style === "wizard" ? "wizard" : "tenners", name };
  };

  let trick: DisplayTrick | null = null;
  if (v.trick && v.trick.cards.length > 0) {
    trick = { label: `Trick ${v.trick.number}`, plays: v.trick.cards.map((c) => ({ player: c.player, face: face(c.card) })), leader: v.trick.leader, winner: null, finished: false };
  } else if (v.lastTrick) {
    const t = v.lastTrick;
    const leader = v.tricks.find((x) => x.number === t.number)?.leader ?? t.cards[0]?.player ?? null;
    trick = { label: `Trick ${t.number}`, plays: t.cards.map((c) => ({ player: c.player, face: face(c.card) })), leader, winner: t.winner, finished: true };
  }

  const said = v.predictions.order.filter((o) => o.bid !== null).length;
  const facts: DisplayModel["facts"] = [
    { label: "Round", value: `${v.round} of ${v.rounds} · ${v.cards} card${v.cards === 1 ? "" : "s"} each` },
    { label: "Trump", value: v.trump.text, ...(v.trump.card ? { face: face(v.trump.card) } : {}) },
    { label: "Predictions", value: `${v.predictions.total} for ${v.cards} trick${v.cards === 1 ? "" : "s"}${said < v.players.length ? ` (${said} of ${v.players.length} said)` : ""}` },
  ];
  if (v.blindRound) facts.push({ label: "Blind round", value: "cards held to the forehead" });

  return {
    title: `Fortune Tenners · Round ${v.round} of ${v.rounds}`,
    order: "clockwise",
    direction: "clockwise",
    seats: v.seats.map((x) => ({
      name: x.player,
      score: signed(x.total),
      team: null,
      bid: x.bid,
      tricks: x.won,
      count: null,
      marks: x.dealer ? ["dealer"] : [],
      turn: v.turn.player === x.player,
    })),
    trick,
    facts,
    scores: v.players.map((p) => ({ label: p, value: signed(v.totals[p]) })),
    readings: [],
    over: v.winner ? `${v.winner.join(" and ")} win${v.winner.length === 1 ? "s" : ""}` : null,
  };
}
