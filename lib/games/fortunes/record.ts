/** Fortunes records: import (record → actions → state), export (state → record), result. */
import { nameKey } from "../common/names";
import type { CardCode } from "../../cards";
import { ok, type Result } from "../../result";
import { err } from "./errors";
import { seatOfName } from "../common/seats";
import { TRICKS_PER_DEAL, dealScores, finished, winners } from "./engine";
import { FINISH, recordFinishes, type Finished } from "../finish";
import { teamSeats } from "./rules";
import type { FortunesAction, FortunesState } from "./types";
import { readingsFor, type Reading } from "../../reading/layout";
import { defaultMeaning } from "../../reading/meaning";
import { describeZodError } from "../../records/schema";
import { fortunesRecordSchema, type BetMoveRecord, type FortunesRecord } from "./record-schema";
import { byName as namedBy, handsByName, violationRows } from "../trick/record";
import type { SetupInput } from "../module";

/** Turns a record into the set-up and the actions that rebuild it. */
export function recordToActions(input: unknown): Result<{ setup: SetupInput; actions: FortunesAction[] }> {
  const parsed = fortunesRecordSchema.safeParse(input);
  if (!parsed.success) return err("record/invalid", describeZodError(parsed.error));
  const rec = parsed.data;
  const players = rec.players.map((p) => p.trim());
  if (new Set(players.map(nameKey)).size !== 4) return err("record/invalid", "players: the four names must be different");
  const seat = (name: string, where: string): Result<number> => {
    const s = seatOfName(players, name);
    return s < 0 ? err("record/invalid", `${where}: unknown player "${name}"`) : ok(s);
  };
  const first = rec.deals[0]?.dealer;
  if (first !== undefined) {
    const s = seat(first, "deals.0.dealer");
    if (!s.ok) return s;
  }
  const ante = rec.options?.betting?.kind === "ante" || rec.options?.betting?.kind === "pre-look";
  const setup: SetupInput = { players, dealer: first ?? 0, options: rec.options, deckStyle: rec.deckStyle };
  const actions: FortunesAction[] = [];
  for (let i = 0; i < rec.deals.length; i++) {
    const deal = rec.deals[i];
    const at = `deals.${i}`;
    if (i > 0) {
      if (deal.dealer !== undefined) {
        const s = seat(deal.dealer, `${at}.dealer`);
        if (!s.ok) return s;
      }
      actions.push({ type: "nextDeal", ...(deal.dealer !== undefined ? { dealer: deal.dealer } : {}) });
    }
    if (deal.discards?.length) actions.push({ type: "setAside", cards: deal.discards, force: true });
    for (const [name, cards] of Object.entries(deal.hands ?? {})) {
      const s = seat(name, `${at}.hands`);
      if (!s.ok) return s;
      actions.push({ type: "hand", player: players[s.value], cards });
    }
    for (const [name, tricks] of Object.entries(deal.bids ?? {})) {
      const s = seat(name, `${at}.bids`);
      if (!s.ok) return s;
      actions.push({ type: "bid", player: players[s.value], tricks });
    }
    if (!ante && deal.betting?.length) return err("record/invalid", `${at}.betting: betting moves need the ante or pre-look variant`);
    let folded = false;
    const last = i === rec.deals.length - 1;
    for (let k = 0; k < deal.tricks.length; k++) {
      const trick = deal.tricks[k];
      // A deal the table stopped may end mid-trick (the app's "End deal" allows it, and exports it so).
      if (trick.length < 4 && !((last || deal.end === "stopped") && k === deal.tricks.length - 1)) {
        return err("record/invalid", `${at}.tricks.${k}: trick ${k + 1} has ${trick.length} cards; only the last trick of the last deal, or of a stopped deal, may be unfinished`);
      }
      if (folded) return err("record/invalid", `${at}.tricks.${k}: trick ${k + 1} comes after a fold ended the deal`);
      if (ante) {
        const moves: BetMoveRecord[] = deal.betting?.[k] ?? ["stay", "stay", "stay", "stay"];
        if (moves.length < 4 && !moves.includes("fold")) return err("record/invalid", `${at}.betting.${k}: a betting round needs four moves or a fold`);
        for (const m of moves) {
          actions.push(m === "stay" ? { type: "stay" } : m === "fold" ? { type: "fold" } : { type: "raise", to: m.raise });
          if (m === "fold") { folded = true; break; }
        }
        if (folded) return err("record/invalid", `${at}.tricks.${k}: trick ${k + 1} was played after a fold in its betting round`);
      }
      for (const card of trick) actions.push({ type: "play", card, force: true });
    }
    // A fold recorded after the last trick played (the round before the next trick).
    if (ante && !folded) {
      const k = deal.tricks.length;
      const moves = deal.betting?.[k];
      if (moves && k < TRICKS_PER_DEAL) {
        for (const m of moves) {
          actions.push(m === "stay" ? { type: "stay" } : m === "fold" ? { type: "fold" } : { type: "raise", to: m.raise });
          if (m === "fold") { folded = true; break; }
        }
      }
      if (deal.betting && deal.betting.length > k + 1) return err("record/invalid", `${at}.betting: more betting rounds than tricks`);
    }
    const complete = deal.tricks.length === TRICKS_PER_DEAL && deal.tricks[TRICKS_PER_DEAL - 1].length === 4;
    if (!complete && !folded && (deal.end === "stopped" || !last)) actions.push({ type: "endDeal" });
  }
  if (recordFinishes(input)) actions.push(FINISH as FortunesAction);
  return ok({ setup, actions });
}

/** The record of a game: exactly what import reads back. */
export function toRecord(s: FortunesState): FortunesRecord {
  const ante = s.options.betting.kind === "ante" || s.options.betting.kind === "pre-look";
  return {
    game: "fortunes",
    players: [...s.players],
    options: structuredClone(s.options) as FortunesRecord["options"],
    deckStyle: s.deckStyle,
    deals: s.deals.map((d) => {
      const deal: FortunesRecord["deals"][number] = { dealer: s.players[d.dealer], tricks: d.tricks.map((t) => t.plays.map((p) => p.card)) };
      if (d.discards.length) deal.discards = [...d.discards];
      const hands = handsByName(s.players, d.hands);
      if (hands) deal.hands = hands;
      if (d.bids.some((b) => b !== null)) deal.bids = Object.fromEntries(d.bids.flatMap((b, i) => (b !== null ? [[s.players[i], b]] : [])));
      if (ante && d.betting) {
        const rounds: BetMoveRecord[][] = [];
        for (const e of d.betting.log) {
          (rounds[e.trick - 1] ??= []).push(e.move === "raise" ? { raise: e.ante } : e.move);
        }
        deal.betting = Array.from({ length: rounds.length }, (_, k) => rounds[k] ?? []);
      }
      if (d.end?.reason === "stopped") deal.end = "stopped";
      return deal;
    }),
    // The deal a finish stopped has no `end`: the finish stops it again on import.
    ...(s.finished ? { finish: true } : {}),
  };
}

// ------------------------------------------------------------------------------------------
// The replay result (CONTRACT.md)

export interface TrickResult {
  number: number;
  leader: string;
  cards: CardCode[];
  type: "high" | "low";
  winner: string | null;
  winningCard: CardCode | null;
  disposition: "well" | "ill" | null;
  points: number;
}

export interface DealResult {
  number: number;
  dealer: string;
  status: "in-progress" | "complete" | "folded" | "stopped";
  teamPlayers: { high: [string, string]; low: [string, string] };
  tricks: TrickResult[];
  scores: { players: Record<string, number>; teams: { high: number; low: number } };
  violations: { trick: number; player: string; rule: string; message: string }[];
  readings: Reading[];
  bids?: { players: Record<string, number | null>; teams: Record<"high" | "low", { bid: number; tricks: number; made: boolean }> };
  betting?: { ante: number; pot: number; paid: Record<string, number>; payout: Record<string, number> | null; fold: { player: string; trick: number } | null };
  /** Ours, after CONTRACT.md's fields: the cards set aside, as recorded. */
  discards: CardCode[];
}

export interface FortunesResult {
  game: "fortunes";
  players: string[];
  deals: DealResult[];
  match: {
    partnerships: { players: [string, string]; points: number }[];
    /** The winning partnership; all four names when a finish left the partnerships level. */
    winner: string[] | null;
    target?: number;
    busts?: { deal: number; players: [string, string] }[];
  };
  /** A finished match (won, or finished by the host): how, and the partnerships best first. */
  finished?: Finished;
}

/** The replay result; `readings: false` leaves the readings out (the play screen's view). */
export function result(s: FortunesState, opts: { readings?: boolean } = {}): FortunesResult {
  const withReadings = opts.readings ?? true;
  const P = s.players;
  const byName = <T>(values: readonly T[]): Record<string, T> => namedBy(P, values);
  const partnership = (k: 0 | 1): [string, string] => [P[k], P[k + 2]];
  const deals = s.deals.map((d): DealResult => {
    const sc = dealScores(s, d);
    const [h1, h2] = teamSeats(d.dealer, "high");
    const [l1, l2] = teamSeats(d.dealer, "low");
    const high: [string, string] = [P[h1], P[h2]];
    const low: [string, string] = [P[l1], P[l2]];
    const status = !d.end ? "in-progress" : d.end.reason === "complete" ? "complete" : d.end.reason === "fold" ? "folded" : "stopped";
    const complete = d.tricks.filter((t) => t.winner !== null);
    const out: Omit<DealResult, "discards"> = {
      number: d.number,
      dealer: P[d.dealer],
      status,
      teamPlayers: { high, low },
      tricks: d.tricks.map((t) => ({
        number: t.number, leader: P[t.leader], cards: t.plays.map((p) => p.card), type: t.type,
        winner: t.winner === null ? null : P[t.winner], winningCard: t.winningCard, disposition: t.disposition, points: t.points,
      })),
      scores: { players: byName(sc.players), teams: sc.teams },
      violations: violationRows(d.violations),
      readings: d.end && d.end.reason !== "finish" && withReadings
        ? readingsFor({
            players: P, dealer: d.dealer, teams: sc.teams, meaning: defaultMeaning,
            tricks: complete.map((t) => ({ winner: t.winner!, card: t.winningCard!, disposition: t.disposition! })),
          })
        : [],
    };
    if (s.options.betting.kind === "bid") {
      const team = (seats: number[], missed: boolean) => {
        const bid = seats.reduce((n, x) => n + (d.bids[x] ?? 0), 0);
        const tricks = seats.reduce((n, x) => n + d.tricksWon[x], 0);
        return { bid, tricks, made: d.end && d.end.reason !== "finish" ? !missed : tricks >= bid };
      };
      out.bids = {
        players: byName(d.bids),
        teams: { high: team(teamSeats(d.dealer, "high"), sc.bidMissed.high), low: team(teamSeats(d.dealer, "low"), sc.bidMissed.low) },
      };
    }
    if (d.betting) {
      out.betting = {
        ante: d.betting.ante, pot: d.betting.pot, paid: byName(d.betting.paid),
        payout: d.betting.payout ? byName(d.betting.payout) : null,
        fold: d.betting.fold ? { player: P[d.betting.fold.seat], trick: d.betting.fold.trick } : null,
      };
    }
    // Our extra field goes last, after the variant's fields: the CONTRACT's come first, in its order.
    return { ...out, discards: [...d.discards] };
  });
  const match: FortunesResult["match"] = {
    partnerships: [
      { players: partnership(0), points: s.match.points[0] },
      { players: partnership(1), points: s.match.points[1] },
    ],
    winner: winners(s),
  };
  if (s.options.betting.kind === "target") {
    match.target = s.options.betting.target;
    match.busts = s.match.busts.map((b) => ({ deal: b.deal, players: partnership(b.partnership) }));
  }
  const end = finished(s);
  return { game: "fortunes", players: [...P], deals, match, ...(end ? { finished: end } : {}) };
}

