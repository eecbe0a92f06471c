/** The taught deck's data as the phone fetches it (server/decks.ts deckData): parsed back. Pure. */
import { taughtCard } from "./match";
import type { TaughtDeck } from "./read";
import { unpack } from "./signature";

export function parseDeckData(bytes: Uint8Array): TaughtDeck {
  const dv = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (String.fromCharCode(...bytes.subarray(0, 4)) !== "FTDK" || dv.getUint16(4, true) !== 1) throw new Error("not a taught deck's data");
  const aspect = dv.getFloat32(6, true), n = dv.getUint16(10, true);
  const cards = [];
  let o = 12;
  for (let i = 0; i < n; i++) {
    const code = String.fromCharCode(bytes[o], bytes[o + 1], bytes[o + 2]);
    const len = dv.getUint32(o + 3, true);
    cards.push(taughtCard(code, unpack(bytes.subarray(o + 7, o + 7 + len))));
    o += 7 + len;
  }
  return { aspect, cards };
}
