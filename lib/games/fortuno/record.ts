/**
 * Fortuno records (CONTRACT.md "Fortuno"): schema, events ⇄ actions, and the result.
 */
import { isCardCode, type CardCode } from "../../cards";
import { nameKey } from "../common/names";
import { ok, type Result } from "../../result";
import { err } from "./errors";
import type { SetupInput } from "../module";
import { z } from "zod";
import { discardCount, effectiveTop, physicalTop } from "./engine";
import { EVENT_KINDS, type Deal, type EventKind, type FortunoAction, type FortunoEvent, type FortunoState } from "./types";
import { FINISH, finishedOf, leaders, ranked, recordFinishes, type Finished, type Standing } from "../finish";

// ---------------------------------------------------------------------------------------------
// Events

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === "object" && v !== null && !Array.isArray(v);
const isName = (v: unknown): v is string => typeof v === "string" && v.trim().length > 0;

/** Reads one event; the message names the field at fault. */
export function parseEvent(raw: unknown): Result<FortunoEvent> {
  if (!isObj(raw)) return err("event/invalid", "an event must be an object such as { \"flip\": \"W05\" }");
  const kinds = EVENT_KINDS.filter((k) => Object.prototype.hasOwnProperty.call(raw, k));
  // `play` may ride inside a Moon outcome; `player` is not an event name.
  const kind: EventKind | undefined = kinds.includes("moon") ? "moon" : kinds.includes("steal") ? "steal" : kinds[0];
  if (!kind) return err("event/invalid", `unknown event (expected one of ${EVENT_KINDS.join(", ")})`);
  const bad = (field: string, what: string) => err("event/invalid", `${field}: ${what}`);
  const code = (field: string, optional = false): Result<CardCode | undefined> => {
    const v = raw[field];
    if (v === undefined && optional) return ok(undefined);
    return isCardCode(v) ? ok(v) : bad(field, `unknown card code ${JSON.stringify(v)}`);
  };
  const codes = (field: string, min: number, max: number): Result<CardCode[] | undefined> => {
    const v = raw[field];
    if (v === undefined) return ok(undefined);
    if (!Array.isArray(v) || v.length < min || v.length > max) return bad(field, `expected a list of ${min}–${max} card codes`);
    for (let i = 0; i < v.length; i++) if (!isCardCode(v[i])) return bad(`${field}.${i}`, `unknown card code ${JSON.stringify(v[i])}`);
    return ok(v as CardCode[]);
  };
  const nameField = (field: string, optional = false): Result<string | undefined> => {
    const v = raw[field];
    if (v === undefined && optional) return ok(undefined);
    return isName(v) ? ok(v) : bad(field, "expected a player's name");
  };
  const bool = (field: string, optional = false): Result<boolean | undefined> => {
    const v = raw[field];
    if (v === undefined && optional) return ok(undefined);
    return typeof v === "boolean" ? ok(v) : bad(field, "expected true or false");
  };
  const text = (field: string): Result<string | undefined> => {
    const v = raw[field];
    return v === undefined || typeof v === "string" ? ok(v as string | undefined) : bad(field, "expected text");
  };
  const all = (...rs: Result<unknown>[]): Result<null> => {
    for (const r of rs) if (!r.ok) return r;
    return ok(null);
  };
  const pick = <T extends FortunoEvent>(fields: Record<string, Result<unknown>>): Result<FortunoEvent> => {
    const chk = all(...Object.values(fields));
    if (!chk.ok) return chk;
    const out: Obj = {};
    for (const [k, r] of Object.entries(fields)) if (r.ok && r.value !== undefined) out[k] = r.value;
    return ok(out as T);
  };
  switch (kind) {
    case "flip":
      return pick({ flip: code("flip"), as: code("as", true), lover: nameField("lover", true), stack: codes("stack", 0, 8), peek: nameField("peek", true) });
    case "play": {
      const v = raw.play;
      const p = Array.isArray(v) ? codes("play", 1, 4) : code("play");
      return pick({ play: p, as: code("as", true), lover: nameField("lover", true), stack: codes("stack", 0, 8), peek: nameField("peek", true), player: nameField("player", true) });
    }
    case "draw": {
      const n = raw.draw;
      if (typeof n !== "number" || !Number.isInteger(n) || n < 0 || n > 78) return bad("draw", "expected a whole number of cards");
      return pick({ draw: ok(n), player: nameField("player", true) });
    }
    case "slap": return pick({ slap: nameField("slap") });
    case "steal": return pick({ steal: code("steal"), player: nameField("player") });
    case "seats": {
      const v = raw.seats;
      if (!Array.isArray(v) || !v.every(isName)) return bad("seats", "expected the list of names in their new clockwise order");
      return ok({ seats: v as string[] });
    }
    case "eliminated": return pick({ eliminated: nameField("eliminated") });
    case "tower": {
      const v = raw.tower;
      if (!Array.isArray(v) || v.length !== 2 || !v.every(isName)) return bad("tower", "expected the two names who switch hands");
      return ok({ tower: [v[0], v[1]] as [string, string] });
    }
    case "devil": return raw.devil === null ? ok({ devil: null }) : pick({ devil: nameField("devil") });
    case "jaccuse": return pick({ jaccuse: nameField("jaccuse"), guilty: bool("guilty") });
    case "moon": return pick({ moon: nameField("moon"), has: bool("has"), request: text("request"), play: code("play", true), as: code("as", true) });
    case "fortuno": return pick({ fortuno: nameField("fortuno") });
    case "accuse": return pick({ accuse: nameField("accuse"), caught: bool("caught"), give: bool("give", true), player: nameField("player", true) });
    case "rps": return pick({ rps: nameField("rps") });
    case "ritual": return pick({ ritual: nameField("ritual") });
    case "removed": return pick({ removed: code("removed") });
    case "pass": return raw.pass === true ? ok({ pass: true }) : bad("pass", "expected true");
  }
}

const NAME_FIELDS = ["player", "lover", "peek", "slap", "eliminated", "devil", "jaccuse", "moon", "fortuno", "accuse", "rps", "ritual"] as const;

/** The event with every name spelled as in `players` (matching is the one name rule: lib/games/common/names.ts); or the unknown name. */
export function canonicalNames(ev: FortunoEvent, players: readonly string[]): Result<FortunoEvent> {
  const key = nameKey;
  const find = (n: string) => players.find((p) => key(p) === key(n));
  const out: Obj = { ...(ev as Obj) };
  for (const f of NAME_FIELDS) {
    const v = out[f];
    if (typeof v === "string") {
      const p = find(v);
      if (!p) return err("event/unknown-player", `${f}: unknown player "${v}"`, { field: f });
      out[f] = p;
    }
  }
  for (const f of ["seats", "tower"] as const) {
    const v = out[f];
    if (Array.isArray(v)) {
      const mapped: string[] = [];
      for (let i = 0; i < v.length; i++) {
        const p = find(v[i] as string);
        if (!p) return err("event/unknown-player", `${f}.${i}: unknown player "${v[i]}"`, { field: f });
        mapped.push(p);
      }
      out[f] = mapped;
    }
  }
  return ok(out as FortunoEvent);
}

export const eventSchema = z.custom<FortunoEvent>((v) => parseEvent(v).ok, { message: "not a Fortuno event" });

export const actionSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("event"), event: eventSchema }),
  z.object({ type: z.literal("nextDeal"), dealer: z.string().optional() }),
]) as unknown as z.ZodType<FortunoAction>;

// ---------------------------------------------------------------------------------------------
// Records

export interface FortunoRecord {
  game: "fortuno";
  players: string[];
  options?: { handSize?: number };
  deckStyle?: string;
  deals: { dealer: string; events: FortunoEvent[] }[];
  /** The host finished the game (lib/games/finish.ts). */
  finish?: boolean;
}

/** A finish written among a deal's events: `{ "finish": true }` or `{ "type": "finish" }`. */
const isFinishEvent = (e: unknown) => !!e && typeof e === "object" && !Array.isArray(e) && ((e as Obj).type === "finish" || (e as Obj).finish === true);

export const recordSchema = z.object({
  game: z.literal("fortuno"),
  players: z.array(z.string()).min(4, "Fortuno needs 4 to 8 players").max(8, "Fortuno needs 4 to 8 players"),
  options: z.object({ handSize: z.number().int().min(1).max(19).optional() }).passthrough().optional(),
  deckStyle: z.enum(["thoth", "rws"]).optional(),
  deals: z.array(z.object({ dealer: z.string(), events: z.array(z.unknown()).default([]) }).passthrough()),
}).passthrough();

export function recordToActions(record: unknown): Result<{ setup: SetupInput; actions: FortunoAction[] }> {
  const parsed = recordSchema.safeParse(record);
  if (!parsed.success) {
    const i = parsed.error.issues[0];
    return err("record/invalid", `${i.path.join(".") || "record"}: ${i.message}`);
  }
  const r = parsed.data;
  const players = r.players.map((p) => p.trim());
  const key = nameKey;
  if (new Set(players.map(key)).size !== players.length) return err("record/invalid", "players: the names must be different");
  const actions: FortunoAction[] = [];
  let firstDealer = "";
  let finished = recordFinishes(record);
  for (let di = 0; di < r.deals.length; di++) {
    const deal = r.deals[di];
    const dealer = players.find((p) => key(p) === key(deal.dealer));
    if (!dealer) return err("record/invalid", `deals.${di}.dealer: unknown player "${deal.dealer}"`);
    if (di === 0) firstDealer = dealer;
    else actions.push({ type: "nextDeal", dealer });
    for (let ei = 0; ei < deal.events.length; ei++) {
      const path = `deals.${di}.events.${ei}`;
      if (isFinishEvent(deal.events[ei])) {
        // Nothing may follow a finish (CONTRACT "Finishing a game").
        if (ei < deal.events.length - 1 || di < r.deals.length - 1) return err("record/invalid", `${path}: the game was finished here, so no event may follow`);
        finished = true;
        continue;
      }
      const ev = parseEvent(deal.events[ei]);
      if (!ev.ok) return err("record/invalid", `${path}.${ev.error.message}`);
      const named = canonicalNames(ev.value, players);
      if (!named.ok) return err("record/invalid", `${path}.${named.error.message}`);
      actions.push({ type: "event", event: named.value });
    }
  }
  // No deals yet: the game's default dealer stands ready (replay then reports no deals).
  const setup: SetupInput = { players, dealer: firstDealer || undefined, options: r.options ? { handSize: r.options.handSize } : undefined, deckStyle: r.deckStyle };
  if (setup.options && (setup.options as { handSize?: number }).handSize === undefined) setup.options = {};
  if (finished) actions.push(FINISH as FortunoAction);
  return ok({ setup, actions });
}

export function toRecord(s: FortunoState): FortunoRecord {
  return {
    game: "fortuno",
    players: s.players.slice(),
    options: { handSize: s.options.handSize },
    deckStyle: s.deckStyle,
    deals: s.deals.map((d) => ({ dealer: d.dealer, events: d.events.map((e) => JSON.parse(JSON.stringify(e)) as FortunoEvent) })),
    ...(s.finished ? { finish: true } : {}),
  };
}

// ---------------------------------------------------------------------------------------------
// Result (CONTRACT.md)

export interface FortunoDealResult {
  number: number;
  dealer: string;
  /** "stopped": the game was finished while this deal was in progress (it ends where it stands). */
  status: "in-progress" | "complete" | "stopped";
  turn: string | null;
  direction: "clockwise" | "counter-clockwise";
  /** The card in effect: The Fool's / Art's chosen identity, the card under The Chariot. */
  top: string | null;
  handCounts: Record<string, number>;
  drawPile: number;
  owed: { player: string; draw: number } | null;
  skipped: Record<string, number>;
  lovers: string[] | null;
  eliminated: string[];
  adjustments: number;
  /** The player who emptied their hand; after a finish, the list of those with the fewest cards. */
  winner: string | string[] | null;
  violations: { event: number; player: string; rule: string; message: string }[];
  /** Extras after CONTRACT's fields: the card physically on top of the discard pile, cards on the
   * discard pile, cards out of the game, the seating now. */
  topCard: string | null;
  discardPile: number;
  removed: string[];
  seating: string[];
}

export interface FortunoResult {
  game: "fortuno";
  players: string[];
  deals: FortunoDealResult[];
  /** A finished game: its winner as the last deal gives it (a list after a finish). */
  winner?: string | string[] | null;
  /** A finished game (someone won, or the host finished it): how, and the players by cards in hand, fewest first. */
  finished?: Finished;
}

/** The deal a finish stopped (the last, when the game was finished before anyone had won). */
const stoppedDeal = (s: FortunoState, d: Deal) => !!s.finished?.early && d === s.deals[s.deals.length - 1];

export function dealResult(s: FortunoState, d: Deal): FortunoDealResult {
  const handCounts: Record<string, number> = {};
  for (const p of s.players) handCounts[p] = d.counts[p];
  const skipped: Record<string, number> = {};
  for (const p of s.players) if ((d.skipped[p] ?? 0) > 0) skipped[p] = d.skipped[p];
  return {
    number: d.number,
    dealer: d.dealer,
    status: d.winner ? "complete" : stoppedDeal(s, d) ? "stopped" : "in-progress",
    turn: d.winner || stoppedDeal(s, d) ? null : d.turn,
    direction: d.direction === 1 ? "clockwise" : "counter-clockwise",
    top: effectiveTop(d),
    handCounts,
    drawPile: d.drawPile,
    owed: d.owed ? { player: d.owed.player, draw: d.owed.draw } : null,
    skipped,
    lovers: d.lovers ? [d.lovers.original, d.lovers.lover] : null,
    eliminated: d.eliminated.slice(),
    adjustments: d.adjustments,
    winner: stoppedDeal(s, d) ? leaders(standingsOf(s)) : d.winner,
    violations: d.violations.map((v) => ({ ...v })),
    topCard: physicalTop(d),
    discardPile: discardCount(d),
    removed: d.gone.slice(),
    seating: d.seating.slice(),
  };
}

export function result(s: FortunoState): FortunoResult {
  const deals = s.deals.map((d) => dealResult(s, d));
  const last = deals[deals.length - 1];
  const over = !!last && (last.winner !== null || !!s.finished);
  return { game: "fortuno", players: s.players.slice(), deals, ...(over ? { winner: last.winner, finished: finishedOf(true, s.finished, () => standingsOf(s))! } : {}) };
}

/** How the game ended, once over (lib/games/finish.ts). */
export const finishedOfState = (s: FortunoState): Finished | null => {
  const d = s.deals[s.deals.length - 1];
  return finishedOf(!!d && (d.winner !== null || !!s.finished), s.finished, () => standingsOf(s));
};

/**
 * The players by cards in hand, fewest first; those eliminated after everyone still in the game.
 * After a finish the first (and any level with them) win.
 */
export function standingsOf(s: FortunoState): Standing[] {
  const d = s.deals[s.deals.length - 1];
  if (!d) return [];
  const side = (p: string) => ({ players: [p], points: d.counts[p] ?? 0 });
  const out = (p: string) => d.eliminated.includes(p);
  return [...ranked(s.players.filter((p) => !out(p)).map(side), true), ...s.players.filter(out).map(side)];
}
