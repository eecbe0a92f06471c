/**
 * What a code sticker holds: its deck's prefix and the card code (lib/cards/decks.ts). Tarot cards,
 * and the 52 playing cards that share the tarot's codes, carry "FT:" — "FT:W07". The 60 cards of
 * the Tenners / Wizard deck carry "TN:" — "TN:A07", "TN:R1", "TN:K4" — so such a sticker can never
 * be read as a tarot card or the other way round.
 */
import type { CardCode } from "../cards";
import { CARD_DECKS, type CardDeckId } from "../cards/decks";

export const PAYLOAD_PREFIX = CARD_DECKS.tarot.sticker;
export const TENNERS_PREFIX = CARD_DECKS.tenners.sticker;

/** A Tenners / Wizard card code: A01…D13, Black Ribbons R1–R4, Gothic Knots K1–K4 (lib/cards/decks.ts). */
export const isTennersCode = CARD_DECKS.tenners.isCode;

/** A sticker's text: "FT:W07" for a tarot card, "TN:C07" for a Tenners card (C07 alone is the tarot Seven of Cups). */
export const encodePayload = (code: CardCode, deck: CardDeckId = "tarot"): string => `${CARD_DECKS[deck].sticker}${code}`;

/** A card of `deck` as the scanner reports its sticker ("TN:A07" → "A07"), or null when it is not one. */
export function codeFromScan(deck: CardDeckId, scanned: string): string | null {
  const d = CARD_DECKS[deck];
  const code = d.sticker === PAYLOAD_PREFIX ? scanned : scanned.startsWith(d.sticker) ? scanned.slice(d.sticker.length) : null;
  return code !== null && d.isCode(code) ? code : null;
}

/** A Tenners sticker's code as the scanner reports it: "TN:A07" (the prefix kept, so it is never a tarot code). */
export const tennersFromScan = (scanned: string): string | null => codeFromScan("tenners", scanned);

/**
 * What the scanner reports for a scanned text: a tarot code ("W07") for an FT: sticker, the
 * prefix and code ("TN:A07") for another deck's sticker, or null when it is not one of our stickers.
 */
export function decodePayload(text: string | null | undefined): CardCode | null {
  if (!text) return null;
  const t = text.trim().toUpperCase();
  for (const d of Object.values(CARD_DECKS)) {
    if (!t.startsWith(d.sticker)) continue;
    const code = t.slice(d.sticker.length).trim();
    if (d.isCode(code)) return d.sticker === PAYLOAD_PREFIX ? code : `${d.sticker}${code}`;
  }
  return null;
}
