/**
 * Consecutive camera frames show the same sticker many times: report each card once. The same
 * card is reported again only after it has been out of view for `gapMs`; another card at once.
 */
export interface Dedupe {
  /** Feed one frame's result (a code or null); returns the code when it should be recorded. */
  accept(code: string | null, nowMs: number): string | null;
}

export function createDedupe({ gapMs = 1200 }: { gapMs?: number } = {}): Dedupe {
  let last: string | null = null;
  let lastSeen = -Infinity;
  return {
    accept(code, now) {
      if (code === null) return null;
      if (code === last && now - lastSeen < gapMs) {
        lastSeen = now;
        return null;
      }
      last = code;
      lastSeen = now;
      return code;
    },
  };
}
