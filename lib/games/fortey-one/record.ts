/**
 * Fortey-One records (CONTRACT "Fortey-One"): the zod schema, record → set-up + actions,
 * state → record (round trip loses nothing) and the result `replay` prints.
 */
import { z } from "zod";
import { ok, type Result } from "../../result";
import { err } from "./errors";
import { seatOfName } from "../common/seats";
import { describeZodError } from "../../records/schema";
import { byName, handsByName, trickRow, violationRows, type TrickRow, type ViolationRow } from "../trick/record";
import type { SetupInput } from "../module";
import { isCode41 } from "./deck";
import { apply, finished, setup, winners } from "./engine";
import { FINISH, recordFinishes, type Finished } from "../finish";
import { MAX_BID, MIN_BID, TRICKS_41, bidOrder, needsRedeal, nextDealer, partnershipPoints, partnershipSeats } from "./rules";
import type { Deal, ForteyOneAction, ForteyOneState, Seat } from "./types";

export const cardCode41 = z.string().refine(isCode41, { error: (issue) => `unknown card code "${String(issue.input)}"` });

export const dealRecordSchema = z
  .object({
    dealer: z.string().optional(),
    bids: z.record(z.string(), z.number().int(`a bid is a whole number`).min(MIN_BID, "a bid is at least 1").max(MAX_BID, "a bid is at most 13")).optional(),
    redeal: z.boolean().optional(),
    hands: z.record(z.string(), z.array(cardCode41).length(TRICKS_41, "a hand has 13 cards")).optional(),
    tricks: z.array(z.array(cardCode41).min(1, "a trick has at least one card").max(4, "a trick has at most 4 cards")).max(TRICKS_41, "a deal has at most 13 tricks").optional(),
  })
  .loose();

export const recordSchema = z
  .object({
    game: z.literal("fortey-one"),
    players: z.array(z.string()).length(4, "a Fortey-One record needs exactly 4 players"),
    options: z.object({}).loose().optional(),
    deckStyle: z.enum(["standard", "tarot"]).optional(),
    deals: z.array(dealRecordSchema),
    /** The host finished the game (lib/games/finish.ts); also read: `{ "type": "finish" }`, `"finished": true`. */
    finish: z.unknown().optional(),
  })
  .loose();

export type ForteyOneRecord = z.infer<typeof recordSchema>;
export type ForteyOneDealRecord = z.infer<typeof dealRecordSchema>;

const invalid = (path: string, message: string) => err("record/invalid", `${path}: ${message}`, { path });

/** Record → set-up and base actions. Fails with "record/invalid" naming the path. */
export function recordToActions(record: unknown): Result<{ setup: SetupInput; actions: ForteyOneAction[] }> {
  const parsed = recordSchema.safeParse(record);
  if (!parsed.success) return err("record/invalid", describeZodError(parsed.error));
  const r = parsed.data;
  const players = r.players.map((p) => p.trim());
  const firstDealerName = r.deals[0]?.dealer;
  const input: SetupInput = { players, options: r.options ?? {}, ...(r.deckStyle ? { deckStyle: r.deckStyle } : {}) };
  if (firstDealerName !== undefined) {
    if (seatOfName(players, firstDealerName) < 0) return invalid("deals.0.dealer", `unknown player "${firstDealerName}"`);
    input.dealer = firstDealerName;
  }
  const start = setup(input);
  if (!start.ok) return invalid(start.error.id === "setup/players" ? "players" : "record", start.error.message);

  const actions: ForteyOneAction[] = [];
  const paths: string[] = [];
  const push = (a: ForteyOneAction, path: string) => { actions.push(a); paths.push(path); };
  let dealer: Seat = start.value.dealer;
  for (let i = 0; i < r.deals.length; i++) {
    const deal = r.deals[i];
    const at = `deals.${i}`;
    const last = i === r.deals.length - 1;
    if (deal.dealer !== undefined) {
      const seat = seatOfName(players, deal.dealer);
      if (seat < 0) return invalid(`${at}.dealer`, `unknown player "${deal.dealer}"`);
      dealer = seat;
    }
    for (const name of Object.keys(deal.hands ?? {})) {
      if (seatOfName(players, name) < 0) return invalid(`${at}.hands`, `unknown player "${name}"`);
    }
    const bids = new Map<Seat, number>();
    for (const [name, n] of Object.entries(deal.bids ?? {})) {
      const seat = seatOfName(players, name);
      if (seat < 0) return invalid(`${at}.bids`, `unknown player "${name}"`);
      if (bids.has(seat)) return invalid(`${at}.bids`, `two bids for ${players[seat]}`);
      bids.set(seat, n);
    }
    const order = bidOrder(dealer);
    const made = order.filter((seat) => bids.has(seat));
    const tricks = deal.tricks ?? [];
    if (made.length < 4) {
      const missing = players[order[made.length]];
      if (!last) return invalid(`${at}.bids`, `${missing} has no bid (only the last deal may be unfinished)`);
      if (made.some((seat, k) => seat !== order[k])) return invalid(`${at}.bids`, `${missing} has no bid, but a later bidder has one (bidding goes round from the dealer's right)`);
      if (tricks.length) return invalid(`${at}.tricks`, "cards were played before all four bids were made");
      if (deal.redeal) return invalid(`${at}.redeal`, "a redeal needs all four bids");
    }
    const isRedeal = made.length === 4 && needsRedeal(order.map((seat) => bids.get(seat) as number));
    if (deal.redeal && !isRedeal && made.length === 4) {
      const total = order.reduce((a, seat) => a + (bids.get(seat) as number), 0);
      return invalid(`${at}.redeal`, `the bids total ${total}, at least 11, so the deal is not a redeal`);
    }
    if (isRedeal && tricks.length) return invalid(`${at}.tricks`, "the bids total less than 11, so the deal is redealt and has no tricks");
    for (let k = 0; k < tricks.length; k++) {
      const lastTrick = last && k === tricks.length - 1;
      if (!lastTrick && tricks[k].length !== 4) return invalid(`${at}.tricks.${k}`, "only the last trick of the last deal may have fewer than 4 cards");
    }
    if (!last && !isRedeal && tricks.length < TRICKS_41) return invalid(`${at}.tricks`, `${tricks.length} tricks: only the last deal may be unfinished`);

    for (const [name, cards] of Object.entries(deal.hands ?? {})) push({ type: "hand", player: players[seatOfName(players, name)], cards }, `${at}.hands.${name}`);
    for (const seat of made) push({ type: "bid", player: players[seat], tricks: bids.get(seat) as number }, `${at}.bids.${players[seat]}`);
    tricks.forEach((t, k) => t.forEach((card, j) => push({ type: "play", card }, `${at}.tricks.${k}.${j}`)));
    if (!last) {
      const next = r.deals[i + 1].dealer;
      const expected = nextDealer(dealer, isRedeal);
      const nextSeat = next === undefined ? expected : seatOfName(players, next);
      const a: ForteyOneAction = isRedeal ? { type: "redeal" } : { type: "nextDeal" };
      if (nextSeat >= 0 && nextSeat !== expected) (a as { dealer?: string }).dealer = players[nextSeat];
      push(a, `deals.${i + 1}`);
      dealer = nextSeat >= 0 ? nextSeat : expected;
    }
  }
  // Fold once to catch what only play can show (a deal after the match was won …).
  let state = start.value;
  for (let k = 0; k < actions.length; k++) {
    const next = apply(state, actions[k], { lenient: true, index: k });
    if (!next.ok) {
      const message = next.error.id === "game/over"
        ? `the match was already won (${partnershipSeats(state.winner as 0 | 1).map((x) => players[x]).join(" and ")}) in deal ${state.deals.length}: no deal may follow`
        : next.error.message;
      return invalid(paths[k], message);
    }
    state = next.value;
  }
  if (recordFinishes(record)) actions.push(FINISH as ForteyOneAction);
  return ok({ setup: input, actions });
}

/** State → record (what recordToActions reads back). */
export function toRecord(s: ForteyOneState): ForteyOneRecord {
  const rec: ForteyOneRecord = { game: "fortey-one", players: [...s.players], deals: [] };
  if (s.deckStyle !== "standard") rec.deckStyle = s.deckStyle;
  rec.deals = s.deals.map((d) => {
    const out: ForteyOneDealRecord = { dealer: s.players[d.dealer], bids: bidsByName(s, d) };
    if (d.redeal) out.redeal = true;
    const hands = handsByName(s.players, d.hands);
    if (hands) out.hands = hands;
    if (!d.redeal) out.tricks = d.tricks.map((t) => t.plays.map((p) => p.card));
    return out;
  });
  // A deal the finish stopped is the last, in progress as recorded: the finish stops it again on import.
  if (s.finished) rec.finish = true;
  return rec;
}

export function bidsByName(s: ForteyOneState, d: Deal): Record<string, number> {
  const out: Record<string, number> = {};
  for (const seat of bidOrder(d.dealer)) if (d.bids[seat] !== null) out[s.players[seat]] = d.bids[seat] as number;
  return out;
}

export type TrickResult41 = TrickRow;
export type ViolationResult41 = ViolationRow;
export interface DealResult41 {
  number: number;
  dealer: string;
  status: "complete" | "in-progress" | "redeal" | "stopped";
  redeal: boolean;
  bids: Record<string, number>;
  tricks: TrickResult41[];
  tricksWon: Record<string, number>;
  points: Record<string, number> | null;
  totals: Record<string, number>;
  violations: ViolationResult41[];
}
export interface ForteyOneResult {
  game: "fortey-one";
  players: string[];
  deals: DealResult41[];
  /** `winner`: the winning partnership; all four names when a finish left the partnerships level. */
  match: { partnerships: { players: [string, string]; points: number }[]; winner: string[] | null };
  /** A finished match (won, or finished by the host): how, and the partnerships best first. */
  finished?: Finished;
}

export const dealStatus = (d: Deal): DealResult41["status"] => (d.complete ? "complete" : d.redeal ? "redeal" : d.stopped ? "stopped" : "in-progress");

export function dealResult(s: ForteyOneState, d: Deal): DealResult41 {
  return {
    number: d.number,
    dealer: s.players[d.dealer],
    status: dealStatus(d),
    redeal: d.redeal,
    bids: bidsByName(s, d),
    tricks: d.tricks.map((t) => trickRow(s.players, t)),
    tricksWon: byName(s.players, d.tricksWon),
    points: d.points ? byName(s.players, d.points) : null,
    totals: byName(s.players, d.totals),
    violations: violationRows(d.violations),
  };
}

export function matchResult(s: ForteyOneState): ForteyOneResult["match"] {
  const totals = s.deals[s.deals.length - 1].totals;
  const pair = (p: 0 | 1) => partnershipSeats(p).map((x) => s.players[x]) as [string, string];
  return {
    partnerships: ([0, 1] as const).map((p) => ({ players: pair(p), points: partnershipPoints(totals, p) })),
    winner: winners(s),
  };
}

export function result(s: ForteyOneState): ForteyOneResult {
  const end = finished(s);
  return { game: "fortey-one", players: [...s.players], deals: s.deals.map((d) => dealResult(s, d)), match: matchResult(s), ...(end ? { finished: end } : {}) };
}
