/** The decks the sticker sheets are made for, each with its card codes and name styles. */
import { gameModule } from "@/lib/games/registry";
import { ALL_CARDS, DECK_STYLES, DECK_STYLE_LABELS, cardName, type DeckStyle } from "@/lib/cards";
import type { FaceInput } from "@/lib/faces/face";
import { isStar } from "@/lib/cards";
import { tennersCardName, tennersToTarot } from "@/lib/games/fortune-tenners/deck";

export interface StickerDeck {
  id: string;
  label: string;
  codes: readonly string[];
  styles: readonly { id: string; label: string }[];
  name(code: string, style: string): string;
  /** The sticker prefix: tarot codes carry FT:, Tenners codes TN:. */
  payload: "tarot" | "tenners";
  /** How the card's face is drawn on its label. */
  face(code: string, style: string): Omit<FaceInput, "variant">;
}

/** Faces for the game decks: playing cards or Tenners faces, or the tarot card that plays them. */
const GAME_FACES: Record<string, StickerDeck["face"]> = {
  playing: (code, style) => (style === "tarot" ? { code, deck: "tarot", style: "rws" } : { code, deck: "playing" }),
  tenners: (code, style) => {
    const tarot = style === "tarot" ? tennersToTarot(code) : null;
    return tarot ? { code: tarot, deck: "tarot", style: "rws" } : { code, deck: "tenners", style };
  },
};

function fromGame(id: string, game: string, label: string, payload: StickerDeck["payload"]): StickerDeck | null {
  const m = gameModule(game);
  if (!m) return null;
  return { id, label, codes: m.deck.codes(), styles: m.deck.styles, name: (c, s) => m.deck.name(c, s), payload, face: (c, s) => ({ ...GAME_FACES[id](c, s), name: m.deck.name(c, s) }) };
}

export function stickerDecks(): StickerDeck[] {
  const tarot: StickerDeck = {
    id: "tarot",
    label: "Tarot deck, 78 cards (Fortunes, Fortuno)",
    codes: ALL_CARDS,
    styles: DECK_STYLES.map((s) => ({ id: s, label: DECK_STYLE_LABELS[s] })),
    name: (c, s) => cardName(c, s as DeckStyle),
    payload: "tarot",
    face: (code, style) => ({ code, style }),
  };
  const extra = [
    fromGame("playing", "fortey-one", "Playing cards, 52 (Fortey-One)", "tarot"),
    fromGame("tenners", "fortune-tenners", "Fortune Tenners / Wizard deck, 60 cards", "tenners"),
  ].filter((d): d is StickerDeck => d !== null);
  return [tarot, ...extra];
}

/** A table's four Ribbon cards from `?ribbons=T00,T12,T13,T16` (four different Majors), or null. */
export function ribbonsParam(text: string | null | undefined): string[] | null {
  const list = String(text ?? "").split(",").map((s) => s.trim().toUpperCase()).filter(Boolean);
  return list.length === 4 && new Set(list).size === 4 && list.every((c) => ALL_CARDS.includes(c) && isStar(c)) ? list : null;
}

/**
 * The deck and style a request names, falling back to the tarot deck and its first style. A
 * Fortune Tenners tarot sheet follows the table's Ribbons when `ribbons` names them.
 */
export function chooseDeck(deck: string | null | undefined, style: string | null | undefined, ribbons?: string | null): { deck: StickerDeck; style: string; ribbons: string[] | null } {
  const decks = stickerDecks();
  let d = decks.find((x) => x.id === deck) ?? decks[0];
  const s = d.styles.find((x) => x.id === style)?.id ?? d.styles[0].id;
  const chosen = d.id === "tenners" && s === "tarot" ? ribbonsParam(ribbons) : null;
  if (chosen) {
    const base = d;
    d = {
      ...base,
      name: (c, st) => (st === "tarot" ? tennersCardName(c, st, chosen) : base.name(c, st)),
      face: (c, st) => {
        const tarot = st === "tarot" ? tennersToTarot(c, chosen) : null;
        return tarot ? { code: tarot, deck: "tarot", style: "rws", name: tennersCardName(c, st, chosen) } : base.face(c, st);
      },
    };
  }
  return { deck: d, style: s, ribbons: chosen };
}
