/** The short `meaning` of a placed card in a replay result. */
import { cardName, type CardCode } from "../cards";
import type { Position } from "./positions";

export function defaultMeaning(card: CardCode, disposition: "well" | "ill", position: Position | null): string {
  const name = cardName(card);
  const lean = disposition === "well" ? "well-disposed" : "ill-disposed";
  return position ? `${name}, ${lean}, in ${position.position} (${position.meaning}).` : `${name}, ${lean}, beyond the layout.`;
}
