/** Fortune Tenners as a game module (lib/games/module.ts): engine, records and view behind one object. */
import { trickGame } from "../trick/module";
import { trickTargetSchema, type TrickTarget } from "../trick/locate";
import { z } from "zod";
import { ok } from "../../result";
import type { GameModule } from "../module";
import {
  DEFAULT_TAROT_RIBBONS, SYMBOLS, TENNERS_CODES, TENNERS_STYLES, isTennersCode, ribbonsParam, tennersCardName, tennersToTarot, type TennersCode,
} from "./deck";
import { parseTennersCard } from "./parse";
import { apply, finish, finished, legalMoves, locate, setup, standings, where } from "./engine";
import { standingsLine, type DealSoFar } from "../summary";
import { recordToActions, result, tennersRecordSchema, toRecord, type TennersRecord, type TennersResult } from "./record";
import { tennersOptionsSchema, type TennersAction, type TennersState } from "./types";
import { turnInfo, view, type TennersView } from "./view";
import { cardsInPlay } from "./photo";
import { randomLegalGame } from "./random";
import { statsOf } from "./stats";
import { describeTenners, tennersChanges } from "./describe";
import { tennersDisplay } from "./display";

const card = z
  .string()
  .trim()
  .toUpperCase()
  .refine(isTennersCode, { error: (i) => `"${String(i.input)}" is not a card code (use A01…D13, R1…R4, K1…K4)` });
const name = z.string().trim().min(1, "a player needs a name").max(40, "names are at most 40 characters");

/** Fortune Tenners actions as the API accepts them. */
export const tennersActionSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("trump"), card: card.nullable().optional().transform((c) => c ?? null) }),
  z.object({ type: z.literal("trumpSymbol"), symbol: z.enum(SYMBOLS) }),
  z.object({ type: z.literal("bid"), player: name.optional(), tricks: z.number().int().min(0).max(20) }),
  z.object({ type: z.literal("play"), card, player: name.optional() }),
  z.object({ type: z.literal("hand"), player: name, cards: z.array(card).min(1).max(20) }),
  z.object({ type: z.literal("nextDeal"), dealer: name.optional() }),
], { error: (i) => (i.code === "invalid_union" ? "unknown action type (trump, trumpSymbol, bid, play, hand, nextDeal, undo, correct)" : undefined) });

export const fortuneTennersModule: GameModule<TennersState, TennersAction, TennersRecord, TennersResult, TennersView, TrickTarget> = trickGame({
  id: "fortune-tenners",
  label: "Fortune Tenners",
  blurb: "3 to 6 players predict their tricks each round, one more card every round, with a turned trump, Black Ribbons and Gothic Knots.",
  display: (state) => tennersDisplay(state),
  // The rules text loads only when a page asks for it (the registry is in client bundles).
  howToPlay: () => import("./how-to-play").then((m) => m.howToPlay),
  seats: { min: 3, max: 6, order: "clockwise", partnerships: false, defaultDealer: "last" },
  deck: {
    styles: TENNERS_STYLES,
    codes: () => TENNERS_CODES,
    name: (code, style) => tennersCardName(code, style ?? "tenners", DEFAULT_TAROT_RIBBONS),
    parse: (text, style) => parseTennersCard(text, style ?? "tenners", DEFAULT_TAROT_RIBBONS),
    faces: {
      tenners: (code, s) => (isTennersCode(code) && (s === "tenners" || s === "wizard") ? { code, deck: "tenners", style: s, name: tennersCardName(code, s) } : null),
    },
    stickers: {
      id: "tenners",
      label: "Fortune Tenners / Wizard deck, 60 cards",
      payload: "tenners",
      face: (code, s) => {
        const tarot = s === "tarot" ? tennersToTarot(code) : null;
        return tarot ? { code: tarot, deck: "tarot", style: "rws" } : { code, deck: "tenners", style: s };
      },
      custom: {
        param: "ribbons",
        apply: (value, s) => {
          const chosen = s === "tarot" ? ribbonsParam(value) : null;
          if (!chosen) return null;
          return {
            values: chosen,
            name: (code) => tennersCardName(code as TennersCode, "tarot", chosen),
            face: (code) => {
              const tarot = tennersToTarot(code as TennersCode, chosen);
              return tarot ? { code: tarot, deck: "tarot", style: "rws", name: tennersCardName(code as TennersCode, "tarot", chosen) } : { code, deck: "tenners", style: s };
            },
          };
        },
      },
    },
  },
  optionsSchema: tennersOptionsSchema,
  actionSchema: tennersActionSchema as unknown as z.ZodType<TennersAction>,

  random(seed, options) {
    const players = Math.min(6, Math.max(3, options?.players ?? 3 + (seed % 4)));
    const g = randomLegalGame(seed, players);
    return { setup: g.setup, actions: g.actions, deals: g.hands.length };
  },
  setup,
  apply: (state, action, opts) => apply(state, action, opts),
  turn: (state) => turnInfo(state),
  deals: (state) => state.rounds,
  dealOver: (r) => r.points !== null || r.phase === "done" || r.phase === "stopped",
  legalMoves,
  view,
  cardsInPlay,
  isOver: (state) => state.over,
  finish,
  standings,
  scoreLine: (state) => standingsLine(standings(state), "points", roundSoFar(state)),
  finished,
  // A card of a trick, or trick 0, position 1: the trump card turned before the first trick.
  correctionTarget: trickTargetSchema({ firstTrick: 0 }),
  locate,
  settings: (state) => ({ players: [...state.players], options: state.options, deckStyle: state.deckStyle, dealer: state.firstDealer }),

  recordSchema: tennersRecordSchema as unknown as z.ZodType<TennersRecord>,
  recordToActions(record) {
    const r = recordToActions(record);
    return r.ok ? ok(r.value) : r;
  },
  toRecord: (state) => toRecord(state),
  result,
  stats: (state) => statsOf(result(state)),
  describe: describeTenners,
  changes: tennersChanges,
  where,
});

/** The round in progress, the tricks each player has won in it so far: the games list says it after the totals. */
function roundSoFar(state: TennersState): DealSoFar | null {
  const r = state.rounds.at(-1);
  if (!r || r.points !== null || state.over || state.finished) return null;
  return { kind: "tricks", sides: state.players.map((p, i) => ({ players: [p], points: r.tricksWon[i] ?? 0 })) };
}
