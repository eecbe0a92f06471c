/**
 * Records of every game (CONTRACT.md): read a record through its game's module, fold it with
 * the one generic fold, and score it (`replay`) or keep its state (import).
 */
import { foldActions } from "../games/fold";
import type { AnyGameModule, SetupInput } from "../games/module";
import { GAME_IDS, gameModule } from "../games/registry";
import { checkNames } from "../games/common/names";
import { err, ok, type Result } from "../result";

/** At most this many deals in one record (replay, import, CLI): a long match is a few dozen. */
export const MAX_RECORD_DEALS = 1000;

export interface RecordLimits {
  /** Deals per record (default MAX_RECORD_DEALS). */
  maxDeals?: number;
}

/** What `replay` prints for one record: the game's result object (CONTRACT.md). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ReplayResult = { game: string; players: string[]; deals: Array<Record<string, any>> } & Record<string, any>;

export interface ImportedRecord {
  module: AnyGameModule;
  setup: SetupInput;
  actions: { type: string }[];
  state: unknown;
}

/**
 * What every record must be before its game reads it: a JSON object, at most `maxDeals` deals,
 * players named by the one name rule (lib/games/common/names.ts: no control characters, at most
 * 40 characters, all different regardless of case and spacing).
 */
export function checkEnvelope(record: unknown, limits: RecordLimits = {}): Result<true> {
  if (!record || typeof record !== "object" || Array.isArray(record)) return err("record/invalid", "a record is a JSON object");
  const { deals, players } = record as { deals?: unknown; players?: unknown };
  const max = limits.maxDeals ?? MAX_RECORD_DEALS;
  if (Array.isArray(deals) && deals.length > max) return err("record/too-many-deals", `deals: at most ${max} deals in one record (this one has ${deals.length})`);
  if (Array.isArray(players)) {
    const names = checkNames(players);
    if (!names.ok) return err(names.error.id, `players: ${names.error.message}`);
  }
  return ok(true);
}

/** The module a record names, or a one-line error. */
export function moduleOfRecord(record: unknown): Result<AnyGameModule> {
  if (!record || typeof record !== "object" || Array.isArray(record)) return err("record/invalid", "a record is a JSON object");
  const game = (record as { game?: unknown }).game;
  if (typeof game !== "string") return err("record/invalid", `game: missing (expected one of ${GAME_IDS.join(", ")})`);
  const module = gameModule(game);
  if (!module) {
    return err("record/unsupported", (GAME_IDS as readonly string[]).includes(game) ? `game: "${game}" records are not supported yet` : `game: unknown game "${game}"`);
  }
  return ok(module);
}

/** Reads a record into its set-up, actions and folded state. Errors name the deal and trick. */
export function importRecord(record: unknown, limits: RecordLimits = {}): Result<ImportedRecord> {
  const envelope = checkEnvelope(record, limits);
  if (!envelope.ok) return envelope;
  const m = moduleOfRecord(record);
  if (!m.ok) return m;
  const module = m.value;
  const acts = module.recordToActions(record);
  if (!acts.ok) return acts;
  const { setup, actions } = acts.value;
  const state = foldActions(module, setup, actions);
  if (!state.ok) {
    const index = state.error.details?.index;
    const where = typeof index === "number" ? `${module.where(actions, index)}: ` : "";
    return err("record/invalid", `${where}${state.error.message}`);
  }
  return ok({ module, setup, actions, state: state.value });
}

/** Replays one parsed record. Rule violations are part of the result, not failures. */
export function replayRecord(record: unknown, limits: RecordLimits = {}): Result<ReplayResult> {
  const r = importRecord(record, limits);
  if (!r.ok) return r;
  return ok(resultOfRecord(r.value, record));
}

/**
 * The result of an imported record, as `replay` prints it and POST /api/replay answers it. One
 * result per record deal (CONTRACT.md): a record of a game not dealt yet (`"deals": []`) has
 * none, though the engine already stands ready for deal 1.
 */
export function resultOfRecord(imported: ImportedRecord, record: unknown): ReplayResult {
  const result = imported.module.result(imported.state) as ReplayResult;
  const deals = (record as { deals?: unknown }).deals;
  return Array.isArray(deals) && deals.length === 0 ? { ...result, deals: [] } : result;
}

/** Replays the text of a record file. */
export function replayText(text: string, limits: RecordLimits = {}): Result<ReplayResult> {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    return err("record/not-json", `not valid JSON (${(e as Error).message})`);
  }
  return replayRecord(data, limits);
}
