/**
 * The scoring work of `POST /api/replay` and `POST /api/games/import`, as one plain function from
 * the request's text to a plain, cloneable answer. server/record-worker.ts runs it on a worker
 * thread (so a long record never stalls the event loop) and falls back to running it here.
 * Pure: no database, no Next.js.
 */
import { summaryJson } from "@/lib/players/summary";
import type { SetupInput } from "@/lib/games/module";
import { importRecord, MAX_RECORD_DEALS, resultOfRecord } from "@/lib/records/replay";
import { seatOfName } from "@/lib/games/common/seats";
import { nameKey } from "@/lib/games/common/names";
import { checkJsonText } from "./json-text";

export interface RecordJob {
  op: "replay" | "import";
  /** The request body as received. */
  text: string;
  maxDeals?: number;
  /** The answer of a replay is refused beyond this many bytes (default 32 MB). */
  maxResultBytes?: number;
}

/** A record made ready to store: everything large is JSON text already (cheap to pass between threads). */
export interface ImportPlan {
  game: string;
  /** The set-up as stored (names and settings as the module normalised them). */
  setup: SetupInput;
  /** The log after the set-up event, as JSON arrays of `{ type, payload }`, EVENT_SLICE at a time. */
  eventSlices: { count: number; json: string }[];
  eventCount: number;
  /** Readings of finished deals: JSON arrays of `{ deal, key, snapshot }` (key: the player's name key), a few hundred at a time. */
  readings: string[];
  readingCount: number;
  over: boolean;
  /** The game's player statistics (lib/games/stats.ts) as stored summary JSON. */
  summary: string;
}

/** Events per INSERT statement of an import (a few ms each). */
export const EVENT_SLICE = 2000;
/** Readings per INSERT statement (each is a few KB of JSON). */
const READING_SLICE = 200;

export type RecordJobResult =
  | { ok: true; op: "replay"; json: string }
  | { ok: true; op: "import"; plan: ImportPlan }
  | { ok: false; status: 400 | 413 | 422; id: string; error: string };

/** An invalid record is 400 (CONTRACT.md), names against the rule included; the deal limit is 422 like the other limits. */
const statusOf = (id: string): 400 | 422 => (id === "record/too-many-deals" ? 422 : 400);

export function runRecordJob(job: RecordJob): RecordJobResult {
  const checked = checkJsonText(job.text);
  if (!checked.ok) return { ok: false, status: 422, id: checked.id, error: checked.error };
  let data: unknown;
  try {
    data = JSON.parse(job.text);
  } catch (e) {
    return { ok: false, status: 400, id: "record/not-json", error: `not valid JSON (${(e as Error).message})` };
  }
  const r = importRecord(data, { maxDeals: job.maxDeals ?? MAX_RECORD_DEALS });
  if (!r.ok) return { ok: false, status: statusOf(r.error.id), id: r.error.id, error: r.error.message };
  const { module, actions, state } = r.value;
  if (job.op === "replay") {
    const json = JSON.stringify(resultOfRecord(r.value, data));
    const max = job.maxResultBytes ?? 32 * 1024 * 1024;
    if (json.length > max) return { ok: false, status: 422, id: "record/result-too-large", error: `the scored record would be ${Math.round(json.length / 1e6)} MB; at most ${Math.round(max / 1e6)} MB` };
    return { ok: true, op: "replay", json };
  }
  const s = module.settings(state);
  const setup: SetupInput = { players: s.players, dealer: s.dealer, options: s.options, deckStyle: s.deckStyle };
  const readings: { deal: number; key: string; snapshot: unknown }[] = [];
  for (const a of module.artifacts?.(state) ?? []) {
    for (const reading of a.readings()) {
      const seat = seatOfName(setup.players, reading.player);
      if (seat >= 0) readings.push({ deal: a.deal, key: nameKey(setup.players[seat]), snapshot: reading.snapshot });
    }
  }
  const readingSlices: string[] = [];
  for (let i = 0; i < readings.length; i += READING_SLICE) readingSlices.push(JSON.stringify(readings.slice(i, i + READING_SLICE)));
  const eventSlices: ImportPlan["eventSlices"] = [];
  for (let i = 0; i < actions.length; i += EVENT_SLICE) {
    const slice = actions.slice(i, i + EVENT_SLICE);
    eventSlices.push({ count: slice.length, json: JSON.stringify(slice.map((a) => ({ type: a.type, payload: a }))) });
  }
  return {
    ok: true,
    op: "import",
    plan: { game: module.id, setup, eventSlices, eventCount: actions.length, readings: readingSlices, readingCount: readings.length, over: module.isOver(state), summary: summaryJson(module.stats(state)) },
  };
}
