/**
 * The printed decks the games are played with, as the shared layers know them (the faces of
 * lib/faces, the sticker format of lib/scan/payload, the sticker sheets of app/stickers): the 78
 * tarot cards, the 52 playing cards (the tarot's codes without rank 12 and the Stars) and the 60
 * cards of the Tenners / Wizard deck (A01…D13, Black Ribbons R1–R4, Gothic Knots K1–K4). For each:
 * which codes it has, the prefix its stickers carry, and the style its faces are drawn in when a
 * caller names none. One place for these facts; a game's folder says which deck it plays and adds
 * its own names and rules (lib/games/<game>/deck.ts, and its module's `deck`).
 */
import { isCardCode } from "./index";

const PLAYING = /^[WCSP](?:0[1-9]|1[0134])$/;
const TENNERS = /^(?:[A-D](?:0[1-9]|1[0-3])|[RK][1-4])$/;

export interface CardDeck {
  /** Whether `s` is a code of this deck. */
  isCode(s: unknown): s is string;
  /** What its stickers carry before the code ("FT:W07", "TN:A07"): decks sharing codes share it. */
  sticker: string;
  /** The face style when none is named (lib/faces/face.ts). */
  faceStyle: string;
}

export const CARD_DECKS = {
  tarot: { isCode: isCardCode, sticker: "FT:", faceStyle: "fortunes" },
  playing: { isCode: (s: unknown): s is string => typeof s === "string" && PLAYING.test(s), sticker: "FT:", faceStyle: "fortunes" },
  tenners: { isCode: (s: unknown): s is string => typeof s === "string" && TENNERS.test(s), sticker: "TN:", faceStyle: "tenners" },
} as const satisfies Record<string, CardDeck>;

/** A printed deck's id ("tarot", "playing", "tenners"): a face deck, a sticker format. */
export type CardDeckId = keyof typeof CARD_DECKS;
export const CARD_DECK_IDS = Object.keys(CARD_DECKS) as CardDeckId[];
