/**
 * Every rule error id this game answers with: a closed list, so a typo or a new id is a type
 * error here and not a surprise in a client that matches on ids. `err` is lib/result's, typed.
 */
import { err as anyErr, type Result, type RuleError } from "../../result";
import type { TrickErrorId } from "../trick/play";

export type FortunesErrorId =
  | "set-aside/invalid"
  | "set-aside/too-many"
  | TrickErrorId
  | "action/already-set-up"
  | "action/invalid"
  | "action/unknown"
  | "action/unknown-player"
  | "bet/not-in-use"
  | "bet/not-now"
  | "bet/pending"
  | "bet/raise-too-low"
  | "bid/out-of-range"
  | "bid/pending"
  | "bid/too-late"
  | "card/unknown"
  | "correct/no-such-card"
  | "correct/same-card"
  | "deal/ended"
  | "deal/not-ended"
  | "game/over"
  | "hand/duplicate"
  | "hand/size"
  | "hand/too-late"
  | "play/duplicate"
  | "play/must-follow-suit"
  | "play/not-your-turn"
  | "play/stars-not-broken"
  | "record/invalid"
  | "setup/bad-option"
  | "setup/dealer"
  | "setup/deck-style"
  | "setup/players";

/** A rule error of this game (lib/result's `err`, with the id checked). */
export const err = (id: FortunesErrorId, message: string, details?: Record<string, unknown>): Result<never, RuleError> => anyErr(id, message, details);
