import type { CardCode } from "../../cards";

const ADJUSTMENT = "T08", LUST = "T11";

/**
 * The card's Fortuno identity (the Thoth numbering the rules are written in) from its printed
 * place in the table's deck style. RULINGS "Card identity across deck styles": Rider-Waite-Smith
 * prints Strength at VIII and Justice at XI, so there T08 acts as Lust and T11 as Adjustment.
 */
export function identityOf(card: CardCode, style?: string): CardCode {
  if (style !== "rws") return card;
  return card === ADJUSTMENT ? LUST : card === LUST ? ADJUSTMENT : card;
}
