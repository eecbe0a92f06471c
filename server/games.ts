/**
 * The game service: games at the table for every game module. A stored game is its set-up
 * (event 1) and its log (events 2 …: game actions, undo, corrections), folded by the one generic
 * fold in lib/games/fold.ts through the module its `kind` names. Every action is one event
 * written at once.
 */
import { foldLog, step, type Folded, type LogEntry } from "@/lib/games/fold";
import type { AnyGameModule, SetupInput, TurnInfo, Viewer } from "@/lib/games/module";
import { gameModule } from "@/lib/games/registry";
import { checkNames } from "@/lib/games/common/names";
import { importRecord } from "@/lib/records/replay";
import {
  appendEvent, createGameWithEvents, getGame, listEvents, listRecentGames, saveDealReading, setGameStatus,
  type GameRow, type JsonValue,
} from "./data";

export type ServiceResult<T> = { ok: true; value: T } | { ok: false; status: 400 | 404 | 409 | 422; error: string; id: string };

const fail = (status: 400 | 404 | 409 | 422, id: string, error: string) => ({ ok: false as const, status, id, error });

interface Cached { seq: number; folded: Folded; artifactKeys: Map<number, string> }
const cache = new Map<string, Cached>();
const CACHE_LIMIT = 200;

function remember(id: string, c: Cached) {
  cache.delete(id);
  cache.set(id, c);
  if (cache.size > CACHE_LIMIT) cache.delete(cache.keys().next().value!);
}

interface Loaded { game: GameRow; module: AnyGameModule; seq: number; folded: Folded; artifactKeys: Map<number, string> }

/** The stored set-up event as a SetupInput (older events carry `type: "setup"`, which is ignored). */
const setupOf = (payload: JsonValue): SetupInput => {
  const { players, dealer, options, deckStyle } = payload as unknown as SetupInput;
  return { players, dealer, options, deckStyle };
};

const keysOf = (module: AnyGameModule, state: unknown) => new Map((module.artifacts?.(state) ?? []).map((a) => [a.deal, a.key]));

/** Folds a game's stored events, reusing the cached fold and reading only newer events. */
async function load(id: string): Promise<Loaded | null> {
  const game = await getGame(id);
  if (!game) return null;
  const module = gameModule(game.kind);
  if (!module) throw new Error(`game ${id}: unknown game kind "${game.kind}"`);
  const hit = cache.get(id);
  const events = await listEvents(id, hit ? { afterSeq: hit.seq } : {});
  let folded: Folded;
  let seq: number;
  let artifactKeys: Map<number, string>;
  if (hit) {
    folded = hit.folded;
    seq = hit.seq;
    for (const e of events) {
      const r = step(module, folded, e.payload as unknown as LogEntry, { lenient: true });
      if (!r.ok) throw new Error(`game ${id}: stored event ${e.seq} no longer applies: ${r.error.message}`);
      folded = r.value;
      seq = e.seq;
    }
    artifactKeys = events.length ? keysOf(module, folded.state) : hit.artifactKeys;
  } else {
    if (events.length === 0) return null;
    const [first, ...rest] = events;
    const r = foldLog(module, setupOf(first.payload), rest.map((e) => e.payload as unknown as LogEntry));
    if (!r.ok) throw new Error(`game ${id}: stored events no longer fold: ${r.error.message}`);
    folded = r.value;
    seq = events[events.length - 1].seq;
    artifactKeys = keysOf(module, folded.state);
  }
  remember(id, { seq, folded, artifactKeys });
  return { game, module, seq, folded, artifactKeys };
}

/** What a device sees: the module's view for that viewer, plus the game's id, seq and turn. */
export type GameView = Record<string, unknown> & {
  id: string;
  game: string;
  status: string;
  createdAt: string;
  seq: number;
  turn: TurnInfo;
  players: string[];
};

function toView(l: { game: GameRow; module: AnyGameModule; seq: number; folded: Folded }, viewer: Viewer = { kind: "table" }): GameView {
  const { game, module, seq, folded } = l;
  return {
    ...(module.view(folded.state, viewer) as Record<string, unknown>),
    // The shell's fields come last: every view has the same names here, whatever the game.
    players: module.settings(folded.state).players,
    id: game.id,
    game: module.id,
    status: game.status,
    createdAt: game.createdAt.toISOString(),
    seq,
    turn: module.turn(folded.state),
  };
}

export async function gameView(id: string, viewer?: Viewer): Promise<GameView | null> {
  const loaded = await load(id);
  return loaded ? toView(loaded, viewer) : null;
}

/** The folded state of a game with its module (for pages that read more than the view). */
export async function gameState(id: string): Promise<{ game: GameRow; module: AnyGameModule; seq: number; state: unknown } | null> {
  const loaded = await load(id);
  return loaded ? { game: loaded.game, module: loaded.module, seq: loaded.seq, state: loaded.folded.state } : null;
}

export interface NewGameInput extends SetupInput {
  game: string;
}

/** Checks a set-up: a known game, the one name rule, and the module's own rules. */
function prepare(input: NewGameInput): ServiceResult<{ module: AnyGameModule; setup: SetupInput; state: unknown }> {
  const module = gameModule(input.game);
  if (!module) return fail(422, "setup/game", `There is no game "${input.game}" here.`);
  const names = checkNames(input.players);
  if (!names.ok) return fail(422, names.error.id, names.error.message);
  const setup: SetupInput = { players: names.value, dealer: input.dealer, options: input.options, deckStyle: input.deckStyle };
  const r = module.setup(setup);
  if (!r.ok) return fail(422, r.error.id, r.error.message);
  return { ok: true, value: { module, setup, state: r.value } };
}

/** The set-up as stored: names and settings as the module normalised them. */
function storedSetup(module: AnyGameModule, state: unknown): SetupInput {
  const s = module.settings(state);
  return { players: s.players, dealer: s.dealer, options: s.options, deckStyle: s.deckStyle };
}

export async function createGame(input: NewGameInput): Promise<ServiceResult<{ id: string }>> {
  const p = prepare(input);
  if (!p.ok) return p;
  const { module, state } = p.value;
  const setup = storedSetup(module, state);
  const row = await createGameWithEvents(
    { kind: module.id, players: setup.players, options: setup.options as JsonValue, deckStyle: setup.deckStyle },
    [{ type: "setup", payload: setup as unknown as JsonValue }],
  );
  return { ok: true, value: { id: row.id } };
}

/**
 * Applies one entry (a game action, undo or a correction) and writes it as the next event.
 * `expectedSeq` guards against a stale screen.
 */
export async function act(id: string, entry: LogEntry, expectedSeq?: number): Promise<ServiceResult<GameView>> {
  const loaded = await load(id);
  if (!loaded) return fail(404, "game/not-found", `There is no game ${id}.`);
  if (expectedSeq !== undefined && expectedSeq !== loaded.seq) {
    return fail(409, "event/stale", "Another device recorded an action first. Reload the table and try again.");
  }
  const { module } = loaded;
  if (entry.type !== "undo" && entry.type !== "correct" && module.isOver(loaded.folded.state)) {
    return fail(422, "game/over", "This game is over. Undo the last action to change it.");
  }
  let stored = entry;
  if (entry.type !== "undo" && entry.type !== "correct") {
    const parsed = module.actionSchema.safeParse(entry);
    if (!parsed.success) return fail(400, "request/invalid", parsed.error.issues[0]?.message ?? "That is not an action of this game.");
    stored = parsed.data as LogEntry;
  }
  const r = step(module, loaded.folded, stored, { lenient: false });
  if (!r.ok) return fail(422, r.error.id, r.error.message);
  const written = await appendEvent(id, stored.type, stored as unknown as JsonValue, { expectedSeq: loaded.seq });
  if (!written.ok) {
    cache.delete(id);
    return written.error.id === "game/not-found"
      ? fail(404, "game/not-found", `There is no game ${id}.`)
      : fail(409, "event/stale", "Another device recorded an action first. Reload the table and try again.");
  }
  const next: Loaded = { ...loaded, seq: written.event.seq, folded: r.value, artifactKeys: keysOf(module, r.value.state) };
  remember(id, { seq: next.seq, folded: next.folded, artifactKeys: next.artifactKeys });
  await afterChange(next, loaded.artifactKeys);
  return { ok: true, value: toView(next) };
}

/** Saves what finished deals keep (readings) when a deal's own cards changed, and the status. */
async function afterChange(l: Loaded, before: Map<number, string>) {
  const { game, module, folded } = l;
  for (const a of module.artifacts?.(folded.state) ?? []) {
    if (before.get(a.deal) === a.key) continue;
    for (const reading of a.readings()) {
      const seat = game.seats.find((x) => x.name === reading.player);
      if (!seat) continue;
      await saveDealReading({ gameId: game.id, deal: a.deal, playerId: seat.playerId, snapshot: reading.snapshot as JsonValue });
    }
  }
  const status = module.isOver(folded.state) ? "finished" : "active";
  if (status !== game.status) {
    await setGameStatus(game.id, status);
    game.status = status;
  }
}

export async function recordOf(id: string): Promise<Record<string, unknown> | null> {
  const loaded = await load(id);
  return loaded ? (loaded.module.toRecord(loaded.folded.state) as Record<string, unknown>) : null;
}

/** Stores a record as a new game in one transaction: its actions become the event log. */
export async function importGame(record: unknown): Promise<ServiceResult<{ id: string }>> {
  const imported = importRecord(record);
  if (!imported.ok) return fail(400, imported.error.id, imported.error.message);
  const { module, actions, state } = imported.value;
  const names = checkNames(module.settings(state).players);
  if (!names.ok) return fail(422, names.error.id, names.error.message);
  const setup = storedSetup(module, state);
  const row = await createGameWithEvents(
    { kind: module.id, players: setup.players, options: setup.options as JsonValue, deckStyle: setup.deckStyle },
    [{ type: "setup", payload: setup as unknown as JsonValue }, ...actions.map((a) => ({ type: a.type, payload: a as unknown as JsonValue }))],
  );
  const loaded = await load(row.id);
  if (loaded) await afterChange(loaded, new Map());
  return { ok: true, value: { id: row.id } };
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
