/**
 * The deck style this device names cards in, away from a table (issue 30: one deck everywhere).
 * A cookie the server reads for the first render, `ft-deck-style=<style>.<ms>`: the style
 * and when it was chosen, so a table joined later wins over an older choice and a later choice
 * over an older table (./device-style.server.ts). Set by the style choosers (reference, free
 * reading, stickers) and by "Which deck is on your table?". No React here: tiny, for any page.
 */
import { isDeckStyle, type DeckStyle } from "@/lib/cards";

export const DEVICE_STYLE_COOKIE = "ft-deck-style";

/** A cookie value read back: the style and when it was chosen (ms since 1970), or null when it is not ours. */
export function parseDeviceStyle(value: string | undefined | null): { style: DeckStyle; at: number } | null {
  const m = /^([a-z]+)\.(\d{1,15})$/.exec(value ?? "");
  return m && isDeckStyle(m[1]) ? { style: m[1], at: Number(m[2]) } : null;
}

export const deviceStyleValue = (style: DeckStyle, at: number = Date.now()) => `${style}.${Math.floor(at)}`;

/** Remembers the style on this device (a year, like a table's device cookie). */
export function rememberDeviceStyle(style: string): void {
  if (!isDeckStyle(style)) return;
  try {
    document.cookie = `${DEVICE_STYLE_COOKIE}=${deviceStyleValue(style)}; Path=/; Max-Age=31536000; SameSite=Lax`;
  } catch {
    // Cookies blocked: the choice holds for this page only.
  }
}
