/**
 * Making games (server/games.ts re-exports these): a set-up checked by its module, or a record
 * read on a worker thread, written as a new game in one transaction. A retry after a lost answer
 * makes no second game (`Idempotency-Key`, or the same import body within sameRecordSeconds()).
 */
import { createHash } from "node:crypto";
import type { AnyGameModule, SetupInput } from "@/lib/games/module";
import { gameModule } from "@/lib/games/registry";
import { checkAmong, checkNames } from "@/lib/games/common/names";
import { circlePlayerNames, createGameWithEvents, findGameByRequestKey, findRecentGameByFingerprint, RequestKeyTaken, type GameRow, type GameStatus, type JsonValue } from "./data";
import type { SeatRule } from "./devices";
import { busy, fail, serialize, type ServiceResult } from "./game-queue";
import { runInWorker } from "./record-worker";

export interface NewGameInput extends SetupInput {
  game: string;
  /** Part of the request, so part of its fingerprint (a retry must be the very same request). */
  seatRule?: SeatRule;
}

/** How a create or import may be retried: the client's key, and how long a same-record import is one game. */
export interface RetryOptions {
  /** The request's `Idempotency-Key`: a retry with the same key gets the same game. */
  requestKey?: string;
  /**
   * Whether the request presents a device credential of game `id` (an import without a key sent
   * again: only the device that made the game gets it back; anyone else gets a new game).
   */
  holds?: (id: string) => Promise<boolean>;
  /** The circle the new game goes into (server/access.ts circleForNewTable). */
  circleId?: string;
}

/** New names may not merely look like a player of the circle (the one name rule, lib/games/common/names.ts). */
async function checkCircleNames(names: readonly string[], circleId: string | undefined): Promise<ServiceResult<null>> {
  if (!circleId) return { ok: true, value: null };
  const r = checkAmong(names, await circlePlayerNames(circleId));
  return r.ok ? { ok: true, value: null } : fail(422, r.error.id, r.error.message);
}

/** The very same import body again within this many seconds returns the game already made. */
/** IMPORT_DEDUPE_SECONDS, read when used (a setting changed in a running process applies). */
export const sameRecordSeconds = () => Number(process.env.IMPORT_DEDUPE_SECONDS ?? 600);

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

export interface Created {
  id: string;
  /** True when this answers a retry: the game was made by an earlier request. */
  replayed: boolean;
  /** A replay to a device that already holds its credential: no new one is made. */
  held?: boolean;
}

const keyMismatch = () => fail(422, "request/key-reused", "This Idempotency-Key was already used for a different request. Use a new key for a new game.");

/** The game an earlier request with this key made, or a refusal when the key made something else. */
async function byRequestKey(requestKey: string | undefined, fingerprint: string): Promise<ServiceResult<Created> | null> {
  if (!requestKey) return null;
  const found = await findGameByRequestKey(requestKey);
  if (!found) return null;
  return found.fingerprint === fingerprint ? { ok: true, value: { id: found.id, replayed: true } } : keyMismatch();
}

/** Writes a new game unless a concurrent retry with the same key won the race (then that one). */
async function insertOnce(write: () => Promise<GameRow>, requestKey: string | undefined, fingerprint: string): Promise<ServiceResult<Created>> {
  try {
    const row = await write();
    return { ok: true, value: { id: row.id, replayed: false } };
  } catch (error) {
    if (!(error instanceof RequestKeyTaken)) throw error;
    return (await byRequestKey(requestKey, fingerprint)) ?? keyMismatch();
  }
}

export async function createGame(input: NewGameInput, retry: RetryOptions = {}): Promise<ServiceResult<Created>> {
  const p = prepare(input);
  if (!p.ok) return p;
  const { module, state } = p.value;
  const setup = storedSetup(module, state);
  const fingerprint = createHash("sha256").update(JSON.stringify(["create", module.id, setup, input.seatRule ?? "anyone"])).digest("hex");
  const again = await byRequestKey(retry.requestKey, fingerprint);
  if (again) return again;
  const among = await checkCircleNames(setup.players, retry.circleId);
  if (!among.ok) return among;
  const status: GameStatus = module.isOver(state) ? "finished" : "active";
  return insertOnce(
    () =>
      createGameWithEvents(
        { kind: module.id, players: setup.players, options: setup.options as JsonValue, deckStyle: setup.deckStyle, circleId: retry.circleId },
        [{ type: "setup", payload: setup as unknown as JsonValue }],
        { requestKey: retry.requestKey, fingerprint, status },
      ),
    retry.requestKey,
    fingerprint,
  );
}

/**
 * Stores a record as a new game in one transaction: its actions become the event log. The record
 * is read and checked on a worker thread (server/record-worker.ts); what comes back is written
 * as it is. A retry after a lost answer makes no second game: the same Idempotency-Key again, or
 * (without a key) the very same request body again within sameRecordSeconds(), returns the game
 * made the first time (a record exported and imported again is other text: a new game).
 */
export async function importGame(text: string, retry: RetryOptions = {}): Promise<ServiceResult<Created>> {
  const fingerprint = createHash("sha256").update(text).digest("hex");
  // Imports of one body run one at a time, so two copies sent at once make one game.
  const r = serialize(`import:${fingerprint}`, async (): Promise<ServiceResult<Created>> => {
    const again = await byRequestKey(retry.requestKey, fingerprint);
    if (again) return again;
    const dedupeSeconds = sameRecordSeconds();
    if (!retry.requestKey && dedupeSeconds > 0) {
      const recent = await findRecentGameByFingerprint(fingerprint, new Date(Date.now() - dedupeSeconds * 1000));
      // Only the device that made it (its own credential presented) gets that game back; anyone
      // else sending the same text gets a game of its own, never the first one's host cookie.
      if (recent && (await retry.holds?.(recent))) return { ok: true, value: { id: recent, replayed: true, held: true } };
    }
    const job = await runInWorker({ op: "import", text });
    if (!job.ok) return fail(job.status, job.id, job.error);
    if (job.op !== "import") throw new Error("record worker: expected an import plan");
    const plan = job.plan;
    const module = gameModule(plan.game);
    if (!module) return fail(400, "record/unsupported", `game: "${plan.game}" records are not supported`);
    const names = checkNames(plan.setup.players);
    if (!names.ok) return fail(422, names.error.id, names.error.message);
    const { setup } = plan;
    const among = await checkCircleNames(names.value, retry.circleId);
    if (!among.ok) return among;
    return insertOnce(
      () =>
        createGameWithEvents(
          { kind: module.id, players: setup.players, options: setup.options as JsonValue, deckStyle: setup.deckStyle, circleId: retry.circleId },
          { setup: setup as unknown as JsonValue, slices: plan.eventSlices },
          { requestKey: retry.requestKey, fingerprint, status: plan.over ? "finished" : "active", readingsJson: plan.readings, summaryJson: plan.summary },
        ),
      retry.requestKey,
      fingerprint,
    );
  });
  return r ? r : busy();
}

/** Scores a record's text without storing it (on a worker thread): the result as JSON text. */
export async function replayRecordText(text: string): Promise<ServiceResult<string>> {
  const job = await runInWorker({ op: "replay", text });
  if (!job.ok) return fail(job.status, job.id, job.error);
  if (job.op !== "replay") throw new Error("record worker: expected a replay result");
  return { ok: true, value: job.json };
}
