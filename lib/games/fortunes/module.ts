/** Fortunes as a game module (lib/games/module.ts): the engine, records and view behind one object. */
import { actorByTurn } from "../common/actor";
import { z } from "zod";
import { ALL_CARDS, DECK_STYLES, DECK_STYLE_LABELS, cardName, isCardCode, type DeckStyle } from "../../cards";
import { toCardCode } from "../../cards/parse";
import { buildReadingSnapshot } from "../../reading/snapshot";
import { ok } from "../../result";
import { dealHandsPrivacy } from "../common/privacy";
import type { GameModule, SetupInput } from "../module";
import { apply, legalPlays, locateCard, newGame, turn } from "./engine";
import { fortunesOptionsSchema, fortunesRecordSchema, type FortunesRecord } from "./record-schema";
import { exportRecord, recordToActions, resultOf, whereInActions, type FortunesResult } from "./record";
import type { FortunesAction, FortunesState } from "./types";
import { viewOf, type FortunesView } from "./view";
import { prng, randomLegalDeal } from "./random";
import { statsOf } from "./stats";
import { fortunesDisplay } from "./display";

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

function toSetup(input: SetupInput): Extract<FortunesAction, { type: "setup" }> {
  return { type: "setup", players: input.players, dealer: input.dealer, options: input.options as never, deckStyle: input.deckStyle as DeckStyle | undefined };
}

export const fortunesModule: GameModule<FortunesState, FortunesAction, FortunesRecord, FortunesResult, FortunesView> = {
  id: "fortunes",
  label: "Fortunes",
  name: "Fortunes",
  blurb: "Four players in two partnerships, 78 tarot cards, tricks that flip between High and Low, and a reading of what each team won.",
  display: (state) => fortunesDisplay(state),
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
  privacy: dealHandsPrivacy,
  actionSchema: fortunesActionSchema as unknown as z.ZodType<FortunesAction>,

  random(seed) {
    const rand = prng(seed);
    const dealer = Math.floor(rand() * 4);
    const d = randomLegalDeal(rand, dealer);
    const actions: FortunesAction[] = [{ type: "setAside", cards: d.discards }, ...d.tricks.flat().map((card) => ({ type: "play" as const, card }))];
    return { setup: { players: ["Ann", "Ben", "Cat", "Dan"], dealer }, actions, deals: 1 };
  },
  setup: (input) => newGame(toSetup(input)),
  apply: (state, action, opts) => apply(state, action, opts),
  turn(state) {
    const t = turn(state);
    return { player: t.player, expects: t.expects, prompt: (PROMPTS[t.expects] ?? (() => ""))(t.player) };
  },
  legalMoves: (state, hand) => legalPlays(state, hand).map((c): FortunesAction => ({ type: "play", card: c })),
  actor: actorByTurn((state: FortunesState) => fortunesModule.turn(state), ["hand", "bid"]),
  deal: (state) => {
    const d = state.deals[state.deals.length - 1];
    return { number: state.deals.length, over: !d || d.end !== null };
  },
  view: (state, viewer) => viewOf(state, viewer),
  isOver: (state) => state.match.winner !== null,
  locate: (state, target) => locateCard(state, target),
  settings: (state) => ({ players: [...state.players], options: state.options, deckStyle: state.deckStyle, dealer: state.firstDealer }),

  recordSchema: fortunesRecordSchema as unknown as z.ZodType<FortunesRecord>,
  recordToActions(record) {
    const r = recordToActions(record);
    if (!r.ok) return r;
    const { setup, actions } = r.value;
    return ok({ setup: { players: setup.players, dealer: setup.dealer, options: setup.options, deckStyle: setup.deckStyle }, actions });
  },
  toRecord: exportRecord,
  result: (state) => resultOf(state),
  stats: (state) => statsOf(resultOf(state, { readings: false })),
  where: whereInActions,
  artifacts(state) {
    // One result for all of them (built on first use): per deal it made saving n deals' readings O(n²).
    let all: ReturnType<typeof resultOf> | undefined;
    const result = () => (all ??= resultOf(state));
    return state.deals.filter((d) => d.end).map((d) => ({
      deal: d.number,
      // The deal's own cards and end: a later deal's undo leaves this key (and the saved reading) alone.
      key: JSON.stringify([d.dealer, d.end, d.bids, d.tricks.map((t) => t.plays.map((p) => p.card))]),
      readings: () => result().deals[d.number - 1].readings.map((r) => ({ player: r.player, snapshot: buildReadingSnapshot(r, state.deckStyle) })),
    }));
  },
};

