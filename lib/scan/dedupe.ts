/**
 * Consecutive camera frames show the same sticker many times: report each card once. Feed every
 * frame's result (a card code, or null for nothing read) with its time.
 *
 * A card is reported when first seen; it is reported again only once it has been out of view —
 * frames with no code or other codes — for `gapMs` milliseconds since it was last seen and, when
 * `gapFrames` is set, for that many frames too (so a slow decoder's one missed frame is not an
 * absence). Kept per card by default, so two stickers in view whose decodes alternate frame to
 * frame are each reported once: in a deck every card is played once, so a card that comes back
 * right after another is more likely still lying in view than played again. With
 * `rearmOnOther: true` a different code appearing also re-arms the earlier cards at once
 * (A, B, A reports A twice).
 */
export interface Dedupe {
  /** Feed one frame's result (a code or null); returns the code when it should be recorded. */
  accept(code: string | null, nowMs: number): string | null;
  /** Forget everything seen (e.g. a new deal starts). */
  reset(): void;
}

export interface DedupeOptions {
  /** Time out of view before a card counts again (default 1200 ms). */
  gapMs?: number;
  /** Frames out of view before a card counts again, on top of gapMs (default 0: time only). */
  gapFrames?: number;
  /** A different code re-arms every other card at once (default false). */
  rearmOnOther?: boolean;
}

export function createDedupe({ gapMs = 1200, gapFrames = 0, rearmOnOther = false }: DedupeOptions = {}): Dedupe {
  /** Per card: when and at which frame it was last seen. */
  const lastSeen = new Map<string, { t: number; frame: number }>();
  let frame = 0;
  return {
    accept(code, now) {
      frame++;
      if (code === null) return null;
      const prev = lastSeen.get(code);
      if (rearmOnOther) lastSeen.clear();
      lastSeen.set(code, { t: now, frame });
      if (lastSeen.size > 256) {
        for (const [c, s] of lastSeen) if (now - s.t >= gapMs && frame - s.frame > gapFrames) lastSeen.delete(c);
      }
      // Frames strictly between the last sighting and this one are the frames it was away.
      const away = prev === undefined || (now - prev.t >= gapMs && frame - prev.frame - 1 >= gapFrames);
      return away ? code : null;
    },
    reset() {
      lastSeen.clear();
    },
  };
}
