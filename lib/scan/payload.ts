/**
 * What a code sticker holds: a deck prefix and the card code. Tarot cards (Fortunes, Fortuno,
 * and the 52 playing cards of Fortey-One, which share the tarot codes) carry "FT:" — "FT:W07".
 * The 60 cards of a Fortune Tenners / Wizard deck carry "TN:" — "TN:A07", "TN:R1", "TN:K4" — so a
 * Tenners sticker can never be read as a tarot card or the other way round.
 */
import { isCardCode, type CardCode } from "../cards";

export const PAYLOAD_PREFIX = "FT:";
export const TENNERS_PREFIX = "TN:";

/** A Fortune Tenners card code: A01…D13, Black Ribbons R1–R4, Gothic Knots K1–K4. */
export const isTennersCode = (s: unknown): s is string => typeof s === "string" && /^(?:[A-D](?:0[1-9]|1[0-3])|[RK][1-4])$/.test(s);

/** A sticker's text: "FT:W07" for a tarot card, "TN:C07" for a Tenners card (C07 alone is the tarot Seven of Cups). */
export const encodePayload = (code: CardCode, deck: "tarot" | "tenners" = "tarot"): string => `${deck === "tenners" ? TENNERS_PREFIX : PAYLOAD_PREFIX}${code}`;

/** A Tenners sticker's code as the scanner reports it: "TN:A07" (the prefix kept, so it is never a tarot code). */
export const tennersFromScan = (scanned: string): string | null => (scanned.startsWith(TENNERS_PREFIX) && isTennersCode(scanned.slice(3)) ? scanned.slice(3) : null);

/**
 * What the scanner reports for a scanned text: a tarot code ("W07") for an FT: sticker,
 * "TN:A07" for a Tenners sticker, or null when it is not one of our stickers.
 */
export function decodePayload(text: string | null | undefined): CardCode | null {
  if (!text) return null;
  const t = text.trim().toUpperCase();
  if (t.startsWith(PAYLOAD_PREFIX)) {
    const code = t.slice(PAYLOAD_PREFIX.length).trim();
    return isCardCode(code) ? code : null;
  }
  if (t.startsWith(TENNERS_PREFIX)) {
    const code = t.slice(TENNERS_PREFIX.length).trim();
    return isTennersCode(code) ? `${TENNERS_PREFIX}${code}` : null;
  }
  return null;
}
