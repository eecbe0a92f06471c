/**
 * Every rule error id this game answers with: a closed list, so a typo or a new id is a type
 * error here and not a surprise in a client that matches on ids. `err` is lib/result's, typed.
 */
import { err as anyErr, type Result, type RuleError } from "../../result";
import type { TrickErrorId } from "../trick/play";

export type TennersErrorId =
  | "bid/not-your-turn"
  | "bid/trump-first"
  | "bid/trump-symbol-first"
  | "bid/bids-first"
  | "bid/too-late"
  | "play/not-your-turn"
  | "play/trump-first"
  | "play/trump-symbol-first"
  | "play/bids-first"
  | "play/too-late"
  | "trumpSymbol/not-now"
  | "trumpSymbol/invalid"
  | TrickErrorId
  | "action/invalid"
  | "action/unknown"
  | "action/unknown-player"
  | "bid/fitting-guess"
  | "bid/out-of-range"
  | "card/unknown"
  | "correct/no-such-card"
  | "deal/ended"
  | "deal/not-ended"
  | "game/over"
  | "hand/duplicate"
  | "hand/size"
  | "hand/too-late"
  | "play/must-follow-suit"
  | "record/invalid"
  | "setup/dealer"
  | "setup/deck-style"
  | "setup/options"
  | "setup/players"
  | "trump/duplicate"
  | "trump/last-round"
  | "trump/not-now";

/** A rule error of this game (lib/result's `err`, with the id checked). */
export const err = (id: TennersErrorId, message: string, details?: Record<string, unknown>): Result<never, RuleError> => anyErr(id, message, details);
