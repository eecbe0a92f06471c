/**
 * Games at the table: the event log in the database, folded by lib/ into the state the pages
 * and the API show. Every action is one event written at once.
 */
import { newGame, apply, currentDeal, type FortunesAction, type FortunesState } from "@/lib/games/fortunes";
import { viewOf, type FortunesView } from "@/lib/games/fortunes/view";
import { exportRecord, recordToActions, resultOf } from "@/lib/records/fortunes";
import type { FortunesRecord } from "@/lib/records/schema";
import { buildReadingSnapshot } from "@/lib/reading/snapshot";
import {
  appendEvent, createGame as createGameRow, getGame, listEvents, listRecentGames, saveDealReading, setGameStatus,
  type GameRow, type JsonValue,
} from "./data";

export type ServiceResult<T> = { ok: true; value: T } | { ok: false; status: 400 | 404 | 409 | 422; error: string; id: string };

const fail = (status: 400 | 404 | 409 | 422, id: string, error: string) => ({ ok: false as const, status, id, error });

interface Cached { seq: number; state: FortunesState }
const cache = new Map<string, Cached>();
const CACHE_LIMIT = 200;

function remember(id: string, c: Cached) {
  cache.delete(id);
  cache.set(id, c);
  if (cache.size > CACHE_LIMIT) cache.delete(cache.keys().next().value!);
}

/** Folds stored events (the first is the set-up) into a state, reusing a cached prefix. */
async function loadState(id: string): Promise<{ game: GameRow; seq: number; state: FortunesState } | null> {
  const game = await getGame(id);
  if (!game) return null;
  const hit = cache.get(id);
  const events = await listEvents(id, hit ? { afterSeq: hit.seq } : {});
  let state = hit?.state;
  let seq = hit?.seq ?? 0;
  for (const e of events) {
    const action = e.payload as unknown as FortunesAction;
    if (!state) {
      const r = newGame(action as Extract<FortunesAction, { type: "setup" }>);
      if (!r.ok) throw new Error(`game ${id}: stored set-up is invalid: ${r.error.message}`);
      state = r.value;
    } else {
      const r = apply(state, action);
      if (!r.ok) throw new Error(`game ${id}: stored event ${e.seq} no longer applies: ${r.error.message}`);
      state = r.value;
    }
    seq = e.seq;
  }
  if (!state) return null;
  remember(id, { seq, state });
  return { game, seq, state };
}

export type GameView = FortunesView & { id: string; status: string; createdAt: string };

function toView(game: GameRow, seq: number, state: FortunesState): GameView {
  return { ...viewOf(state, seq), id: game.id, status: game.status, createdAt: game.createdAt.toISOString() };
}

export async function gameView(id: string): Promise<GameView | null> {
  const loaded = await loadState(id);
  return loaded ? toView(loaded.game, loaded.seq, loaded.state) : null;
}

export async function gameState(id: string): Promise<{ game: GameRow; seq: number; state: FortunesState } | null> {
  return loadState(id);
}

export interface NewGameInput {
  players: string[];
  dealer?: string | number;
  options?: unknown;
  deckStyle?: "fortunes" | "rws" | "thoth";
}

export async function createFortunesGame(input: NewGameInput): Promise<ServiceResult<{ id: string }>> {
  const setup = newGame({ type: "setup", players: input.players, dealer: input.dealer, options: input.options as never, deckStyle: input.deckStyle });
  if (!setup.ok) return fail(422, setup.error.id, setup.error.message);
  const s = setup.value;
  const row = await createGameRow({ kind: "fortunes", players: [...s.players], options: s.options as unknown as JsonValue, deckStyle: s.deckStyle });
  // The stored set-up names players as the database spells them.
  const action: FortunesAction = { type: "setup", players: row.seats.map((x) => x.name), dealer: currentDeal(s).dealer, options: s.options, deckStyle: s.deckStyle };
  const written = await appendEvent(row.id, "setup", action as unknown as JsonValue, { expectedSeq: 0 });
  if (!written.ok) return fail(409, written.error.id, written.error.message);
  return { ok: true, value: { id: row.id } };
}

/** Applies one action and writes it as the next event. `expectedSeq` guards against a stale screen. */
export async function act(id: string, action: FortunesAction, expectedSeq?: number): Promise<ServiceResult<GameView>> {
  const loaded = await loadState(id);
  if (!loaded) return fail(404, "game/not-found", `There is no game ${id}.`);
  if (expectedSeq !== undefined && expectedSeq !== loaded.seq) {
    return fail(409, "event/stale", "Another device recorded an action first. Reload the table and try again.");
  }
  const r = apply(loaded.state, action);
  if (!r.ok) return fail(422, r.error.id, r.error.message);
  const written = await appendEvent(id, action.type, action as unknown as JsonValue, { expectedSeq: loaded.seq });
  if (!written.ok) {
    cache.delete(id);
    return written.error.id === "game/not-found"
      ? fail(404, "game/not-found", `There is no game ${id}.`)
      : fail(409, "event/stale", "Another device recorded an action first. Reload the table and try again.");
  }
  const seq = written.event.seq;
  const next = r.value;
  remember(id, { seq, state: next });
  await afterChange(loaded.game, loaded.state, next);
  return { ok: true, value: toView(loaded.game, seq, next) };
}

/** Saves readings of deals that have just ended, and marks a won match finished. */
async function afterChange(game: GameRow, before: FortunesState, after: FortunesState) {
  let result: ReturnType<typeof resultOf> | null = null;
  for (const d of after.deals) {
    const was = before.deals[d.number - 1];
    const changed = d.end && (!was?.end || was.tricks !== d.tricks);
    if (!changed) continue;
    result ??= resultOf(after);
    const deal = result.deals[d.number - 1];
    for (const reading of deal.readings) {
      const seat = game.seats.find((x) => x.name === reading.player);
      if (!seat) continue;
      await saveDealReading({ gameId: game.id, deal: d.number, playerId: seat.playerId, snapshot: buildReadingSnapshot(reading, after.deckStyle) as unknown as JsonValue });
    }
  }
  const status = after.match.winner !== null ? "finished" : "active";
  if (status !== game.status) {
    await setGameStatus(game.id, status);
    game.status = status;
  }
}

export async function recordOf(id: string): Promise<FortunesRecord | null> {
  const loaded = await loadState(id);
  return loaded ? exportRecord(loaded.state) : null;
}

/** Stores a record as a new game: its actions become the event log. */
export async function importGame(record: unknown): Promise<ServiceResult<{ id: string }>> {
  const acts = recordToActions(record);
  if (!acts.ok) return fail(400, acts.error.id, acts.error.message);
  const [setup, ...rest] = acts.value;
  // Check the whole record folds before writing anything.
  let s = newGame(setup as Extract<FortunesAction, { type: "setup" }>);
  for (const a of rest) {
    if (!s.ok) break;
    s = apply(s.value, a);
  }
  if (!s.ok) return fail(400, "record/invalid", s.error.message);
  const created = await createFortunesGame({ players: (setup as { players: string[] }).players, dealer: (setup as { dealer?: number }).dealer, options: (setup as { options?: unknown }).options, deckStyle: (setup as { deckStyle?: "fortunes" }).deckStyle });
  if (!created.ok) return created;
  const id = created.value.id;
  let seq = 1;
  for (const a of rest) {
    const w = await appendEvent(id, a.type, a as unknown as JsonValue, { expectedSeq: seq });
    if (!w.ok) return fail(409, w.error.id, w.error.message);
    seq = w.event.seq;
  }
  const loaded = await loadState(id);
  if (loaded) await afterChange(loaded.game, (newGame(setup as never) as { ok: true; value: FortunesState }).value, loaded.state);
  return { ok: true, value: { id } };
}

export interface GameSummary {
  id: string;
  kind: string;
  status: string;
  players: string[];
  createdAt: string;
  updatedAt: string;
}

export async function listGames(limit = 50): Promise<GameSummary[]> {
  const rows = await listRecentGames(limit);
  return rows.map((g) => ({ id: g.id, kind: g.kind, status: g.status, players: g.seats.map((s) => s.name), createdAt: g.createdAt.toISOString(), updatedAt: g.updatedAt.toISOString() }));
}
