/** The `meaning` of a placed card in a replay result: how it reads in its position and disposition. */
import { cardIndex, type CardCode } from "../cards";
import { positionLine } from "./compose";
import { POSITIONS, type Position } from "./positions";

// 78 cards × 2 dispositions × (23 positions + beyond the layout): compose each line once.
const SLOTS = POSITIONS.length + 1;
const slotOf = new Map<Position, number>(POSITIONS.map((p, i) => [p, i + 1]));
const lines: (string | undefined)[] = new Array(78 * 2 * SLOTS);

export function defaultMeaning(card: CardCode, disposition: "well" | "ill", position: Position | null): string {
  const key = (cardIndex(card) * 2 + (disposition === "well" ? 0 : 1)) * SLOTS + (position ? slotOf.get(position) ?? 0 : 0);
  return (lines[key] ??= positionLine(card, disposition, position));
}
