/**
 * Every rule error id this game answers with: a closed list, so a typo or a new id is a type
 * error here and not a surprise in a client that matches on ids. `err` is lib/result's, typed.
 */
import { err as anyErr, type Result, type RuleError } from "../../result";
import type { TrickErrorId } from "../trick/play";

export type ForteyOneErrorId =
  | "bid/not-your-turn"
  | "play/not-your-turn"
  | TrickErrorId
  | "action/invalid"
  | "action/unknown"
  | "action/unknown-player"
  | "bid/out-of-range"
  | "bid/pending"
  | "bid/too-late"
  | "card/unknown"
  | "correct/no-such-card"
  | "correct/same-card"
  | "deal/ended"
  | "deal/not-ended"
  | "deal/redeal"
  | "game/over"
  | "hand/duplicate"
  | "hand/size"
  | "hand/too-late"
  | "play/duplicate"
  | "play/must-follow-suit"
  | "play/not-in-hand"
  | "record/invalid"
  | "redeal/not-needed"
  | "redeal/not-now"
  | "setup/dealer"
  | "setup/deck-style"
  | "setup/options"
  | "setup/players";

/** A rule error of this game (lib/result's `err`, with the id checked). */
export const err = (id: ForteyOneErrorId, message: string, details?: Record<string, unknown>): Result<never, RuleError> => anyErr(id, message, details);
