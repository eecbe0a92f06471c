/** What a code sticker holds: "FT:" and the card code, e.g. "FT:W07". */
import { isCardCode, type CardCode } from "../cards";

export const PAYLOAD_PREFIX = "FT:";

export const encodePayload = (code: CardCode): string => `${PAYLOAD_PREFIX}${code}`;

/** The card code in a scanned text, or null when it is not one of our stickers. */
export function decodePayload(text: string | null | undefined): CardCode | null {
  if (!text) return null;
  const t = text.trim().toUpperCase();
  if (!t.startsWith(PAYLOAD_PREFIX)) return null;
  const code = t.slice(PAYLOAD_PREFIX.length).trim();
  return isCardCode(code) ? code : null;
}
