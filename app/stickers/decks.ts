/** The decks the sticker sheets are made for, each with its card codes and name styles. */
import { allGames } from "@/lib/games/registry";
import type { AnyGameModule } from "@/lib/games/module";
import { ALL_CARDS, DECK_STYLES, DECK_STYLE_LABELS, cardName, type DeckStyle } from "@/lib/cards";
import type { FaceInput } from "@/lib/faces/face";
import type { CardDeckId } from "@/lib/cards/decks";

export interface StickerDeck {
  id: string;
  label: string;
  codes: readonly string[];
  styles: readonly { id: string; label: string }[];
  name(code: string, style: string): string;
  /** The printed deck whose sticker prefix its labels carry (lib/cards/decks.ts). */
  payload: CardDeckId;
  /** How the card's face is drawn on its label. */
  face(code: string, style: string): Omit<FaceInput, "variant">;
  /** A table's own version of the sheet (the module's `deck.stickers.custom`). */
  custom?: NonNullable<NonNullable<AnyGameModule["deck"]["stickers"]>["custom"]>;
}

/** A game's own deck, as its module's `deck.stickers` describes its sheet. */
function fromGame(m: AnyGameModule): StickerDeck | null {
  const sheet = m.deck.stickers;
  if (!sheet) return null;
  return { id: sheet.id, label: sheet.label, codes: m.deck.codes(), styles: m.deck.styles, name: (c, s) => m.deck.name(c, s), payload: sheet.payload, face: (c, s) => ({ ...sheet.face(c, s), name: m.deck.name(c, s) }), custom: sheet.custom };
}

export function stickerDecks(): StickerDeck[] {
  const tarot: StickerDeck = {
    id: "tarot",
    label: `Tarot deck, 78 cards (${allGames()
      .filter((m) => !m.deck.stickers)
      .map((m) => m.label)
      .join(", ")})`,
    codes: ALL_CARDS,
    styles: DECK_STYLES.map((s) => ({ id: s, label: DECK_STYLE_LABELS[s] })),
    name: (c, s) => cardName(c, s as DeckStyle),
    payload: "tarot",
    face: (code, style) => ({ code, style }),
  };
  const extra = allGames()
    .map(fromGame)
    .filter((d): d is StickerDeck => d !== null);
  return [tarot, ...extra];
}

/**
 * The deck and style a request names, falling back to the tarot deck and its first style. A
 * game's sheet follows the table's own choice (its module's `stickers.custom`) when `ribbons` names it.
 */
export function chooseDeck(deck: string | null | undefined, style: string | null | undefined, ribbons?: string | null): { deck: StickerDeck; style: string; ribbons: string[] | null } {
  const decks = stickerDecks();
  let d = decks.find((x) => x.id === deck) ?? decks[0];
  const s = d.styles.find((x) => x.id === style)?.id ?? d.styles[0].id;
  const custom = d.custom?.apply(String(ribbons ?? ""), s) ?? null;
  if (custom) d = { ...d, name: (c) => custom.name(c), face: (c) => custom.face(c) };
  return { deck: d, style: s, ribbons: custom ? custom.values : null };
}
