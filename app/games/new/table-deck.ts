/**
 * Which tarot deck this device's table plays with, asked once and kept on the device
 * (localStorage), so set-up offers card names that match the cards in people's hands. Each game
 * has its own list of deck styles (its module's `deck.styles`); `styleFor` picks the one that fits
 * the remembered deck: the same id (rws, thoth), else the game's tarot naming, else its first.
 */
export const TABLE_DECK_KEY = "fortunes-table-deck";
export type TableDeck = "rws" | "thoth" | "other";
export const isTableDeck = (s: unknown): s is TableDeck => s === "rws" || s === "thoth" || s === "other";

export function readTableDeck(): TableDeck | null {
  try {
    const v = localStorage.getItem(TABLE_DECK_KEY);
    return isTableDeck(v) ? v : null;
  } catch {
    return null;
  }
}

export function rememberTableDeck(deck: TableDeck): void {
  try {
    localStorage.setItem(TABLE_DECK_KEY, deck);
  } catch {
    // Private mode: the answer holds for this page only.
  }
}

/** The game's deck style for the deck on the table (null: not asked yet, the game's first). */
export function styleFor(styles: readonly { id: string }[], deck: TableDeck | null): string {
  const ids = styles.map((s) => s.id);
  if (deck && deck !== "other") {
    if (ids.includes(deck)) return deck;
    if (ids.includes("tarot")) return "tarot";
  }
  return ids[0] ?? "";
}
