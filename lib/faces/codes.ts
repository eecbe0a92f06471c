/**
 * Every card a face deck draws in a style (for GET /faces/{deck}/{style}/codes.json): a table keeps
 * the faces it can show while it is online, so a card first played with no network still shows.
 * The candidates are the tarot's cards and every game's deck; resolveFace says which it draws.
 */
import { ALL_CARDS } from "../cards";
import { allGames } from "../games/registry";
import { resolveFace } from "./resolve";

export function faceCodes(deck: string, style: string): string[] {
  const candidates = new Set<string>(ALL_CARDS);
  for (const m of allGames()) {
    for (const s of m.deck.styles) for (const c of m.deck.codes(s.id)) candidates.add(c);
  }
  return [...candidates].filter((code) => resolveFace(deck, style, code) !== null);
}
