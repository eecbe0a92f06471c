/**
 * Fortune Tenners records (CONTRACT.md "Fortune Tenners"): the zod schema, record → set-up +
 * actions, state → record (what recordToActions reads back), and the replay result.
 */
import { z } from "zod";
import { ok, type Result } from "../../result";
import { err } from "./errors";
import type { SetupInput } from "../module";
import { clockwise } from "../common/seats";
import { isKnot, isTennersCode, SYMBOLS, type TennersCode } from "./deck";
import { nameKey } from "../common/names";
import { finished, seatOf } from "./engine";
import { FINISH, recordFinishes, type Finished } from "../finish";
import { byName as namedBy, handsByName, trickRow, violationRows, type TrickRow } from "../trick/record";
import { bidOrder, MAX_PLAYERS, MIN_PLAYERS, roundsFor } from "./rules";
import { tennersOptionsSchema, type TennersAction, type TennersState } from "./types";

const code = z
  .string()
  .trim()
  .toUpperCase()
  .refine(isTennersCode, { error: (i) => `unknown card code "${String(i.input)}" (use A01…D13, R1…R4, K1…K4)` });

export const tennersRecordOptionsSchema = z
  .object({
    fittingGuesses: z.boolean().optional(),
    blindFirstRound: z.boolean().optional(),
    firstMove: z.enum(["first", "random"]).optional(),
    tarotRibbons: z.array(z.string()).optional(),
  })
  .loose();

export const tennersDealSchema = z
  .object({
    dealer: z.string().optional(),
    /** The card turned for trump; absent or null: none (always so in the last round). */
    trumpCard: code.nullable().optional(),
    /** The dealer's choice after a Gothic Knot was turned (read in any case, like card codes). */
    trumpSymbol: z
      .string()
      .trim()
      .toUpperCase()
      .pipe(z.enum(SYMBOLS, { error: (i) => `the trump symbol is A, B, C or D, not "${String(i.input)}"` }))
      .nullable()
      .optional(),
    /** Extra: hands entered at the table (their plays were checked at once). */
    hands: z.record(z.string(), z.array(code)).optional(),
    bids: z.record(z.string(), z.number().int("a prediction is a whole number").min(0, "a prediction is 0 or more")).optional(),
    tricks: z.array(z.array(code).min(1, "a trick has at least one card").max(MAX_PLAYERS)).optional(),
  })
  .loose();

export const tennersRecordSchema = z
  .object({
    game: z.literal("fortune-tenners"),
    players: z
      .array(z.string().trim().min(1, "a player needs a name").max(40, "names have at most 40 characters"))
      .min(MIN_PLAYERS, `a Fortune Tenners record needs ${MIN_PLAYERS} to ${MAX_PLAYERS} players`)
      .max(MAX_PLAYERS, `a Fortune Tenners record needs ${MIN_PLAYERS} to ${MAX_PLAYERS} players`),
    options: tennersRecordOptionsSchema.optional(),
    deckStyle: z.enum(["tenners", "wizard", "tarot"]).optional(),
    deals: z.array(tennersDealSchema),
    /** The host finished the game (lib/games/finish.ts); also read: `{ "type": "finish" }`, `"finished": true`. */
    finish: z.unknown().optional(),
  })
  .loose();

export type TennersRecord = z.infer<typeof tennersRecordSchema>;
export type TennersRecordDeal = z.infer<typeof tennersDealSchema>;

function describe(e: z.ZodError): string {
  const issue = e.issues[0];
  return `${issue.path.length ? issue.path.join(".") : "record"}: ${issue.message}`;
}

const invalid = (message: string) => err("record/invalid", message);

/** A record → the set-up and the actions that rebuild it. Errors name the path in the record. */
export function recordToActions(input: unknown): Result<{ setup: SetupInput; actions: TennersAction[] }> {
  const parsed = tennersRecordSchema.safeParse(input);
  if (!parsed.success) return invalid(describe(parsed.error));
  const rec = parsed.data;
  const players = rec.players.map((p) => p.trim());
  if (new Set(players.map(nameKey)).size !== players.length) return invalid("players: every player needs a different name");
  const n = players.length;
  const roundCount = roundsFor(n);
  const opts = tennersOptionsSchema.safeParse(rec.options ?? {});
  if (!opts.success) return invalid(`options.${describe(opts.error)}`);
  if (rec.deals.length > roundCount) {
    return invalid(`deals.${roundCount}: a game of ${n} players has only ${roundCount} rounds; the game was over after deal ${roundCount}`);
  }
  const seat = (name: string, path: string): Result<number> => {
    const s = seatOf(players, name);
    return s < 0 ? invalid(`${path}: unknown player "${name}"`) : ok(s);
  };

  let dealer = n - 1;
  const first = rec.deals[0]?.dealer;
  if (first !== undefined) {
    const s = seat(first, "deals.0.dealer");
    if (!s.ok) return s;
    dealer = s.value;
  }
  const firstDealer = dealer;
  const actions: TennersAction[] = [];
  for (let i = 0; i < rec.deals.length; i++) {
    const deal = rec.deals[i];
    const at = `deals.${i}`;
    const round = i + 1;
    const lastDeal = i === rec.deals.length - 1;
    const lastRound = round === roundCount;
    if (i > 0) {
      dealer = clockwise(dealer, 1, n);
      if (deal.dealer !== undefined) {
        const s = seat(deal.dealer, `${at}.dealer`);
        if (!s.ok) return s;
        dealer = s.value;
        actions.push({ type: "nextDeal", dealer: players[dealer] });
      } else actions.push({ type: "nextDeal" });
    }
    const tricks = deal.tricks ?? [];
    const bids = deal.bids ?? {};
    const hasBids = Object.keys(bids).length > 0;
    const hands = Object.entries(deal.hands ?? {});
    const started = hasBids || tricks.length > 0 || hands.length > 0 || !lastDeal;

    // The trump card (not in the last round).
    const trumpCard = deal.trumpCard ?? null;
    if (lastRound) {
      if (trumpCard !== null) return invalid(`${at}.trumpCard: no card is left to turn in the last round (round ${roundCount})`);
      if (deal.trumpSymbol) return invalid(`${at}.trumpSymbol: the last round has no trump`);
    } else {
      if (deal.trumpCard !== undefined || started) actions.push({ type: "trump", card: trumpCard });
      if (trumpCard !== null && isKnot(trumpCard)) {
        if (deal.trumpSymbol) actions.push({ type: "trumpSymbol", symbol: deal.trumpSymbol });
        else if (hasBids || tricks.length > 0 || !lastDeal) return invalid(`${at}.trumpSymbol: a Gothic Knot was turned, so the dealer's chosen symbol (A–D) is needed`);
      } else if (deal.trumpSymbol) {
        return invalid(`${at}.trumpSymbol: only a turned Gothic Knot lets the dealer choose the trump`);
      }
    }

    for (const [name, cards] of hands) {
      const s = seat(name, `${at}.hands`);
      if (!s.ok) return s;
      if (cards.length !== round) return invalid(`${at}.hands.${name}: a hand in round ${round} has ${round} card${round === 1 ? "" : "s"}, not ${cards.length}`);
      actions.push({ type: "hand", player: players[s.value], cards: cards as TennersCode[] });
    }

    // Predictions, clockwise from the player after the dealer.
    const bySeat = new Map<number, number>();
    for (const [name, tricksBid] of Object.entries(bids)) {
      const s = seat(name, `${at}.bids`);
      if (!s.ok) return s;
      if (bySeat.has(s.value)) return invalid(`${at}.bids: ${players[s.value]} predicts twice`);
      if (tricksBid > round) return invalid(`${at}.bids.${name}: ${tricksBid} is out of range (round ${round} deals ${round} card${round === 1 ? "" : "s"}: predictions 0 to ${round})`);
      bySeat.set(s.value, tricksBid);
    }
    let missing: number | null = null;
    for (const s of bidOrder(dealer, n)) {
      const b = bySeat.get(s);
      if (b === undefined) { missing ??= s; continue; }
      if (missing !== null) return invalid(`${at}.bids: ${players[missing]}'s prediction is missing (predictions go clockwise from the player after the dealer)`);
      actions.push({ type: "bid", player: players[s], tricks: b });
    }
    if (missing !== null && tricks.length > 0) return invalid(`${at}.bids: every player predicts before the first card (${players[missing]}'s prediction is missing)`);
    if (missing !== null && !lastDeal) return invalid(`${at}.bids: ${players[missing]}'s prediction is missing; only the last round may be unfinished`);

    // Tricks: r of them, n cards each; only the last trick of the last round may be unfinished.
    if (tricks.length > round) return invalid(`${at}.tricks: round ${round} has only ${round} trick${round === 1 ? "" : "s"}`);
    for (let k = 0; k < tricks.length; k++) {
      const t = tricks[k];
      if (t.length > n) return invalid(`${at}.tricks.${k}: a trick has ${n} cards, one from each player`);
      if (t.length < n && !(lastDeal && k === tricks.length - 1)) {
        return invalid(`${at}.tricks.${k}: trick ${k + 1} has ${t.length} of ${n} cards; only the last trick of the last round may be unfinished`);
      }
      for (const c of t) actions.push({ type: "play", card: c as TennersCode });
    }
    const complete = tricks.length === round && (tricks[round - 1]?.length ?? 0) === n;
    if (!lastDeal && !complete) return invalid(`${at}.tricks: round ${round} has ${tricks.length} of its ${round} trick${round === 1 ? "" : "s"}; only the last round may be unfinished`);
  }
  const setup: SetupInput = { players, dealer: players[firstDealer], options: opts.data };
  if (rec.deckStyle) setup.deckStyle = rec.deckStyle;
  if (recordFinishes(input)) actions.push(FINISH as TennersAction);
  return ok({ setup, actions });
}

/** The record of a game: exactly what recordToActions reads back. */
export function toRecord(s: TennersState): TennersRecord {
  const n = s.players.length;
  return {
    game: "fortune-tenners",
    players: [...s.players],
    options: { ...s.options, tarotRibbons: [...s.options.tarotRibbons] },
    deckStyle: s.deckStyle,
    deals: s.rounds.map((r) => {
      const deal: TennersRecordDeal = { dealer: s.players[r.dealer] };
      if (r.trumpRecorded) deal.trumpCard = r.trumpCard;
      if (r.trumpSymbol) deal.trumpSymbol = r.trumpSymbol;
      const order = bidOrder(r.dealer, n);
      deal.bids = Object.fromEntries(order.flatMap((seat) => (r.bids[seat] !== null ? [[s.players[seat], r.bids[seat] as number]] : [])));
      deal.tricks = r.tricks.map((t) => t.plays.map((p) => p.card));
      const hands = handsByName(s.players, r.hands);
      if (hands) deal.hands = hands;
      return deal;
    }),
    // A round the finish stopped is the last, in progress as recorded: the finish stops it again on import.
    ...(s.finished ? { finish: true } : {}),
  };
}

// ------------------------------------------------------------------------------------------
// The replay result (CONTRACT.md)

export type TennersTrickResult = TrickRow<TennersCode>;

export interface TennersDealResult {
  number: number;
  dealer: string;
  status: "complete" | "in-progress" | "stopped";
  cards: number;
  trump: "A" | "B" | "C" | "D" | null;
  /** The predictions made so far, in bidding order (as Fortey-One's): a player yet to predict is absent. */
  bids: Record<string, number>;
  tricks: TennersTrickResult[];
  tricksWon: Record<string, number>;
  points: Record<string, number> | null;
  totals: Record<string, number>;
  violations: { trick: number; player: string; rule: string; message: string }[];
  /** Extra, after the CONTRACT's fields: the turned card (null: none turned or recorded, and always in the last round). */
  trumpCard: TennersCode | null;
}

export interface TennersResult {
  game: "fortune-tenners";
  players: string[];
  deals: TennersDealResult[];
  totals: Record<string, number>;
  winner: string[] | null;
  /** A finished game (the last round played, or finished by the host): how, and the players best first. */
  finished?: Finished;
}

export function result(s: TennersState): TennersResult {
  const P = s.players;
  const byName = <T>(values: readonly T[]): Record<string, T> => namedBy(P, values);
  const zeros = P.map(() => 0);
  const deals = s.rounds.map((r, i): TennersDealResult => {
    const before = i > 0 ? s.rounds[i - 1].totalsAfter ?? zeros : zeros;
    return {
      number: r.number,
      dealer: P[r.dealer],
      status: r.phase === "done" ? "complete" : r.phase === "stopped" ? "stopped" : "in-progress",
      cards: r.cards,
      trump: r.trump,
      bids: Object.fromEntries(bidOrder(r.dealer, P.length).flatMap((seat) => {
        const bid = r.bids[seat];
        return bid === null || bid === undefined ? [] : [[P[seat], bid]];
      })),
      tricks: r.tricks.map((t) => trickRow(P, t)),
      tricksWon: byName(r.tricksWon),
      points: r.points ? byName(r.points) : null,
      totals: byName(r.totalsAfter ?? before),
      violations: violationRows(r.violations),
      trumpCard: r.trumpCard,
    };
  });
  const top = Math.max(...s.totals);
  return {
    game: "fortune-tenners",
    players: [...P],
    deals,
    totals: byName(s.totals),
    winner: s.over ? P.filter((_, i) => s.totals[i] === top) : null,
    ...(s.over ? { finished: finished(s)! } : {}),
  };
}
