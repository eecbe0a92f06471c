import { ALL_CARDS, cardName, rankOf, suitOf } from "@/lib/cards";
import { CARDS, SUITS } from "@/lib/reading/cards-data";
import type { SeedStep } from "./index";

/** Builds the stored record of one card: names in the three deck styles plus our interpretations. */
export function cardRecord(code: string) {
  const c = CARDS[code];
  return {
    code,
    suit: suitOf(code),
    suitName: SUITS[suitOf(code)].name,
    rank: rankOf(code),
    names: { fortunes: cardName(code, "fortunes"), rws: cardName(code, "rws"), thoth: cardName(code, "thoth") },
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
