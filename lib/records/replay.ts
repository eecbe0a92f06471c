/** `replay`: scores game records without storing them (CONTRACT.md). */
import { err, ok, type Result } from "../result";
import { importRecord, resultOf, type FortunesResult } from "./fortunes";

export type ReplayResult = FortunesResult;

const SUPPORTED = ["fortunes"];
const KNOWN = ["fortunes", "fortey-one", "fortune-tenners", "fortuno"];

/** Replays one parsed record. Rule violations are part of the result, not failures. */
export function replayRecord(record: unknown): Result<ReplayResult> {
  if (!record || typeof record !== "object" || Array.isArray(record)) return err("record/invalid", "a record is a JSON object");
  const game = (record as { game?: unknown }).game;
  if (typeof game !== "string") return err("record/invalid", 'game: missing (expected "fortunes")');
  if (!SUPPORTED.includes(game)) {
    return err("record/unsupported", KNOWN.includes(game) ? `game: "${game}" records are not supported yet` : `game: unknown game "${game}"`);
  }
  const state = importRecord(record);
  if (!state.ok) return state;
  return ok(resultOf(state.value));
}

/** Replays the text of a record file. */
export function replayText(text: string): Result<ReplayResult> {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    return err("record/not-json", `not valid JSON (${(e as Error).message})`);
  }
  return replayRecord(data);
}
