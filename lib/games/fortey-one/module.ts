/** Fortey-One as a game module (lib/games/module.ts). */
import { z } from "zod";
import type { GameModule } from "../module";
import { CODES_41, DECK_STYLES_41, cardName41, isCode41, isDeckStyle41, parseCard41 } from "./deck";
import { trickGame } from "../trick/module";
import { trickTargetSchema, type TrickTarget } from "../trick/locate";
import { apply, finish, finished, isOverState, legalMoves, locate, setup, standings, turn, where } from "./engine";
import { standingsLine, type DealSoFar } from "../summary";
import { recordSchema, recordToActions, result, toRecord, type ForteyOneRecord, type ForteyOneResult } from "./record";
import type { ForteyOneAction, ForteyOneState } from "./types";
import { view, type ForteyOneView } from "./view";
import { cardsInPlay } from "./photo";
import { randomLegalGame } from "./random";
import { statsOf } from "./stats";
import { describeForteyOne, forteyOneChanges } from "./describe";
import { forteyOneDisplay } from "./display";

/** Fortey-One has no house rules: `{}`. */
export const optionsSchema = z.object({});

const name = z.string();
export const actionSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("bid"), tricks: z.number(), player: name.optional() }),
  z.object({ type: z.literal("play"), card: z.string(), player: name.optional() }),
  z.object({ type: z.literal("hand"), player: name, cards: z.array(z.string()) }),
  z.object({ type: z.literal("redeal"), dealer: name.optional() }),
  z.object({ type: z.literal("nextDeal"), dealer: name.optional() }),
]) as z.ZodType<ForteyOneAction>;

const style = (s?: string) => (isDeckStyle41(s) ? s : "standard");

export const forteyOneModule: GameModule<ForteyOneState, ForteyOneAction, ForteyOneRecord, ForteyOneResult, ForteyOneView, TrickTarget> = trickGame({
  id: "fortey-one",
  label: "Fortey-One",
  blurb: "Four players in two partnerships bid their own tricks with Hearts always trump; first partnership with a player at 41 and the partner above 0 wins.",
  display: (state) => forteyOneDisplay(state),
  // The rules text loads only when a page asks for it (the registry is in client bundles).
  howToPlay: () => import("./how-to-play").then((m) => m.howToPlay),
  seats: { min: 4, max: 4, order: "counter-clockwise", partnerships: true, defaultDealer: "first" },
  deck: {
    styles: DECK_STYLES_41,
    codes: () => CODES_41,
    name: (code, s) => cardName41(code, style(s)),
    parse: (text) => parseCard41(text),
    faces: { playing: (code, s) => (isCode41(code) && s === "standard" ? { code, deck: "playing", name: cardName41(code) } : null) },
    stickers: {
      id: "playing",
      label: "Playing cards, 52 (Fortey-One)",
      payload: "tarot",
      face: (code, s) => (s === "tarot" ? { code, deck: "tarot", style: "rws" } : { code, deck: "playing" }),
    },
  },
  optionsSchema,
  actionSchema,
  random(seed) {
    const g = randomLegalGame(seed);
    return { setup: g.setup, actions: g.actions, deals: g.deals.length };
  },
  setup,
  apply,
  turn,
  deals: (state) => state.deals,
  dealOver: (d) => d.complete || d.redeal,
  legalMoves,
  view,
  cardsInPlay,
  isOver: isOverState,
  finish,
  standings,
  scoreLine: (state) => standingsLine(standings(state), "points", dealSoFar(state)),
  finished,
  // A card of a trick: { deal, trick, position, card }.
  correctionTarget: trickTargetSchema(),
  locate,
  settings: (s) => ({ players: [...s.players], options: {}, deckStyle: s.deckStyle, dealer: s.dealer }),
  recordSchema: recordSchema as unknown as z.ZodType<ForteyOneRecord>,
  recordToActions,
  toRecord,
  result,
  stats: (state) => statsOf(result(state)),
  describe: describeForteyOne,
  changes: forteyOneChanges,
  where,
});

/** The deal in progress, the tricks each player has won in it so far: the games list says it after the match. */
function dealSoFar(state: ForteyOneState): DealSoFar | null {
  const d = state.deals.at(-1);
  if (!d || d.complete || d.stopped || d.redeal) return null;
  return { kind: "tricks", sides: state.players.map((p, i) => ({ players: [p], points: d.tricksWon[i] ?? 0 })) };
}
