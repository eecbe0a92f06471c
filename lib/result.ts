/** Errors are values: every rule or parse failure has a stable id and a plain-language message. */
export interface RuleError {
  /** Stable identifier, e.g. "play/not-your-turn". Safe to match on in code and tests. */
  id: string;
  /** A sentence a player at the table can understand. */
  message: string;
  /** Optional structured details (trick number, player, card …). */
  details?: Record<string, unknown>;
}

export type Result<T, E = RuleError> = { ok: true; value: T } | { ok: false; error: E };

export const ok = <T>(value: T): Result<T, never> => ({ ok: true, value });
export const err = (id: string, message: string, details?: Record<string, unknown>): Result<never, RuleError> => ({
  ok: false,
  error: details ? { id, message, details } : { id, message },
});
