import { ALL_CARDS, DECK_STYLES, cardName, identityOf, rankOf, suitName, suitOf, type DeckStyle } from "@/lib/cards";
import { cardIn } from "@/lib/reading/styled";
import type { SeedStep } from "./index";

/**
 * The record of one card as the deck on the table prints it (default: the Fortunes style):
 * its names in every style, and the name, texts, keywords and correspondences of the card
 * printed at this place in `style` (RULINGS "Card identity across deck styles").
 */
export function cardRecord(code: string, style: DeckStyle = "fortunes") {
  const c = cardIn(code, style)!;
  return {
    code,
    style,
    /** The code its meaning is filed under (Rider-Waite-Smith numbering). */
    identity: identityOf(code, style),
    name: cardName(code, style),
    suit: suitOf(code),
    suitName: suitName(suitOf(code), style),
    rank: rankOf(code),
    names: Object.fromEntries(DECK_STYLES.map((s) => [s, cardName(code, s)])) as Record<DeckStyle, string>,
    keywords: c.keywords,
    well: c.well,
    ill: c.ill,
    correspondences: c.correspondences,
  };
}
export type CardRecord = ReturnType<typeof cardRecord>;

/** All 78 cards with their names and interpretations (idempotent upserts). */
export const cardsStep: SeedStep = {
  name: "cards",
  async run(prisma) {
    for (const code of ALL_CARDS) {
      const data = cardRecord(code);
      await prisma.cardInfo.upsert({ where: { code }, create: { code, data }, update: { data } });
    }
    return ALL_CARDS.length;
  },
};
