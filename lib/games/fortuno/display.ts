/**
 * Fortuno on the table display (lib/games/display.ts), read from the same view every device
 * gets: the top of the discard pile large (with what The Fool or Art stands for), the direction of
 * play, every player's card count, hermits and lovers, what is owed, and the piles.
 */
import type { FaceRef } from "../../faces/ref";
import type { DisplayModel } from "../display";
import { fortunoCardName } from "./deck";
import type { FortunoState } from "./types";
import { view } from "./view";

export function fortunoDisplay(s: FortunoState): DisplayModel {
  const v = view(s);
  const style = s.deckStyle === "rws" ? "rws" : "thoth";
  const face = (code: string): FaceRef => ({ deck: "fortuno", style, code, name: fortunoCardName(code, s.deckStyle) });
  const arrow = v.direction === "clockwise" ? "↻ clockwise" : "↺ counter-clockwise";
  const facts: DisplayModel["facts"] = [
    v.top ? { label: "Top card", value: v.top.cardName, face: face(v.top.card) } : { label: "Top card", value: "none yet: flip" },
    { label: "Direction", value: arrow },
    { label: "Draw pile", value: `${v.drawPile} card${v.drawPile === 1 ? "" : "s"} · discard pile ${v.discardPile}` },
  ];
  if (v.owed) facts.push({ label: "Owed", value: `${v.owed.player} draws ${v.owed.draw}${v.owed.stack ? ` (or stacks a ${v.owed.stack})` : ""}` });
  if (v.effect) facts.push({ label: "Last effect", value: v.effect });
  if (v.adjustments > 0) facts.push({ label: "Adjustments", value: `${v.adjustments} of 3` });

  return {
    title: `Fortuno · Deal ${v.deal}`,
    order: "clockwise",
    direction: v.direction,
    seats: v.seats.map((x) => {
      const marks: string[] = [];
      if (x.name === v.dealer) marks.push("dealer");
      if (x.out) marks.push("out");
      if (x.hermit > 0) marks.push(`hermit ×${x.hermit}`);
      if (x.lover) marks.push("lover");
      return { name: x.name, score: null, team: null, bid: null, tricks: null, count: x.cards, marks, turn: x.turn };
    }),
    trick: null,
    facts,
    scores: v.seats.map((x) => ({ label: x.name, value: x.out ? "out" : `${x.cards} card${x.cards === 1 ? "" : "s"}` })),
    readings: [],
    over: v.winner ? `${v.winner} wins deal ${v.deal}` : null,
  };
}
