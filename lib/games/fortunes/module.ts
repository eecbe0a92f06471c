/** Fortunes as a game module (lib/games/module.ts): the engine, records and view behind one object. */
import { trickGame } from "../trick/module";
import { trickTargetSchema, type TrickTarget } from "../trick/locate";
import { z } from "zod";
import { ALL_CARDS, DECK_STYLES, DECK_STYLE_LABELS, cardName, isCardCode, type DeckStyle } from "../../cards";
import { toCardCode } from "../../cards/parse";
import { buildReadingSnapshot } from "../../reading/snapshot";
import type { GameModule } from "../module";
import { apply, finish, finished, legalCards, locate, setup, standings, turn, where, winners } from "./engine";
import { standingsLine, type DealSoFar } from "../summary";
import { fortunesOptionsSchema, fortunesRecordSchema, type FortunesRecord } from "./record-schema";
import { recordToActions, result, toRecord, type FortunesResult } from "./record";
import type { FortunesAction, FortunesState } from "./types";
import { view, type FortunesView } from "./view";
import { cardsInPlay } from "./photo";
import { prng, randomLegalDeal } from "./random";
import { statsOf } from "./stats";
import { fortunesDisplay } from "./display";
import { describeFortunes, fortunesChanges } from "./describe";

const card = z.string().trim().toUpperCase().refine(isCardCode, { error: (i) => `"${String(i.input)}" is not a card code (use codes like W07 or T21)` });
const name = z.string().trim().min(1, "a player needs a name").max(40, "names are at most 40 characters");
const optName = name.optional();

/** Fortunes actions as the API accepts them. */
export const fortunesActionSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("play"), card, player: optName }),
  z.object({ type: z.literal("setAside"), cards: z.array(card).min(1).max(2) }),
  z.object({ type: z.literal("hand"), player: name, cards: z.array(card).length(19, "a hand has 19 cards") }),
  z.object({ type: z.literal("bid"), player: name, tricks: z.number().int().min(0).max(19) }),
  z.object({ type: z.literal("stay"), player: optName }),
  z.object({ type: z.literal("raise"), player: optName, to: z.number().positive().finite() }),
  z.object({ type: z.literal("fold"), player: optName }),
  z.object({ type: z.literal("endDeal") }),
  z.object({ type: z.literal("nextDeal"), dealer: optName }),
], { error: (i) => (i.code === "invalid_union" ? "unknown action type (play, setAside, hand, bid, stay, raise, fold, undo, correct, endDeal, nextDeal)" : undefined) });

const PROMPTS: Record<string, (p: string | null) => string> = {
  play: (p) => `${p} to play`,
  bet: (p) => `${p} to stay, raise or fold`,
  bid: (p) => `${p} to bid`,
  nextDeal: () => "Deal over",
  none: () => "Match over",
};

export const fortunesModule: GameModule<FortunesState, FortunesAction, FortunesRecord, FortunesResult, FortunesView, TrickTarget> = trickGame({
  id: "fortunes",
  label: "Fortunes",
  blurb: "Four players in two partnerships, 78 tarot cards, tricks that flip between High and Low, and a reading of what each team won.",
  display: (state) => fortunesDisplay(state),
  describe: describeFortunes,
  changes: fortunesChanges,
  // The rules text loads only when a page asks for it (the registry is in client bundles).
  howToPlay: () => import("./how-to-play").then((m) => m.howToPlay),
  seats: { min: 4, max: 4, order: "clockwise", partnerships: true, defaultDealer: "first" },
  deck: {
    styles: DECK_STYLES.map((id) => ({ id, label: DECK_STYLE_LABELS[id] })),
    codes: () => ALL_CARDS,
    name: (code, style) => cardName(code, (style ?? "fortunes") as DeckStyle),
    parse: (text, style) => toCardCode(text, { style: (style ?? "fortunes") as DeckStyle }) ?? null,
  },
  optionsSchema: fortunesOptionsSchema,
  actionSchema: fortunesActionSchema as unknown as z.ZodType<FortunesAction>,

  random(seed) {
    const rand = prng(seed);
    const dealer = Math.floor(rand() * 4);
    const d = randomLegalDeal(rand, dealer);
    const actions: FortunesAction[] = [{ type: "setAside", cards: d.discards }, ...d.tricks.flat().map((card) => ({ type: "play" as const, card }))];
    return { setup: { players: ["Ann", "Ben", "Cat", "Dan"], dealer }, actions, deals: 1 };
  },
  setup,
  apply: (state, action, opts) => apply(state, action, opts),
  turn(state) {
    const t = turn(state);
    if (state.finished?.early) {
      const w = winners(state) ?? [];
      return { player: null, expects: "none", prompt: w.length === 4 ? "Game finished: level, all four share the win" : `Game finished: ${w.join(" & ")} win` };
    }
    return { player: t.player, expects: t.expects, prompt: (PROMPTS[t.expects] ?? (() => ""))(t.player) };
  },
  legalMoves: (state, hand) => legalCards(state, hand).map((c): FortunesAction => ({ type: "play", card: c })),
  named: ["bid"],
  deals: (state) => state.deals,
  dealOver: (d) => d.end !== null,
  view,
  cardsInPlay,
  isOver: (state) => state.match.winner !== null || state.finished !== null,
  finish,
  standings,
  scoreLine: (state) => standingsLine(standings(state), "points", dealSoFar(state)),
  finished,
  // A card of a trick: { deal, trick, position, card }.
  correctionTarget: trickTargetSchema(),
  locate,
  settings: (state) => ({ players: [...state.players], options: state.options, deckStyle: state.deckStyle, dealer: state.firstDealer }),

  recordSchema: fortunesRecordSchema as unknown as z.ZodType<FortunesRecord>,
  recordToActions,
  toRecord,
  result: (state) => result(state),
  stats: (state) => statsOf(result(state, { readings: false })),
  where,
  artifacts(state) {
    // One result for all of them (built on first use): per deal it made saving n deals' readings O(n²).
    let all: FortunesResult | undefined;
    const whole = () => (all ??= result(state));
    return state.deals.filter((d) => d.end && d.end.reason !== "finish").map((d) => ({
      deal: d.number,
      // The deal's own cards and end: a later deal's undo leaves this key (and the saved reading) alone.
      key: JSON.stringify([d.dealer, d.end, d.bids, d.tricks.map((t) => t.plays.map((p) => p.card))]),
      readings: () => whole().deals[d.number - 1].readings.map((r) => ({ player: r.player, snapshot: buildReadingSnapshot(r, state.deckStyle) })),
    }));
  },
});

/** The deal in progress, its raw points so far by partnership (1st + 3rd, 2nd + 4th): the games list says it after the match. */
function dealSoFar(state: FortunesState): DealSoFar | null {
  const d = state.deals.at(-1);
  if (!d || d.end !== null) return null;
  const P = state.players;
  return { kind: "points", sides: [0, 1].map((t) => ({ players: [P[t]!, P[t + 2]!], points: (d.points[t] ?? 0) + (d.points[t + 2] ?? 0) })) };
}
