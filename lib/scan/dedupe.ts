/**
 * Consecutive camera frames show the same sticker many times: report each card once. A card is
 * reported again only after it has been out of view (null frames or other codes) for `gapMs`
 * since it was last seen; a card not seen within `gapMs` is reported at once. Kept per card, so
 * two stickers in view whose decodes alternate frame to frame are each reported once.
 */
export interface Dedupe {
  /** Feed one frame's result (a code or null); returns the code when it should be recorded. */
  accept(code: string | null, nowMs: number): string | null;
  /** Forget everything seen (e.g. a new deal starts). */
  reset(): void;
}

export function createDedupe({ gapMs = 1200 }: { gapMs?: number } = {}): Dedupe {
  const lastSeen = new Map<string, number>();
  return {
    accept(code, now) {
      if (code === null) return null;
      const prev = lastSeen.get(code);
      lastSeen.set(code, now);
      if (lastSeen.size > 256) for (const [c, t] of lastSeen) if (now - t >= gapMs) lastSeen.delete(c);
      return prev === undefined || now - prev >= gapMs ? code : null;
    },
    reset() {
      lastSeen.clear();
    },
  };
}
