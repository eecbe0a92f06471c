/**
 * The exact check after a round (RULINGS: hidden hands are validated as in Fortunes). Once all
 * r cards of every player are played, a player's hand at any moment is the cards they play from
 * then on, so every follow-the-symbol rule can be checked exactly (lib/games/trick/exact.ts).
 */
import { exactCheck, type ExactRules } from "../trick/exact";
import { symbolOf, symbolName, tennersCardName, type TennersCode } from "./deck";
import { ledSymbol } from "./rules";
import type { Round, TennersState, Violation } from "./types";

const SYMBOLS = "ABCD";

export function checkRound(s: Pick<TennersState, "players" | "deckStyle" | "options">, r: Round): Violation[] {
  const rules: ExactRules<TennersCode, Violation["rule"]> = {
    keys: 4,
    keyOf: (c) => { const sym = symbolOf(c); return sym ? SYMBOLS.indexOf(sym) : -1; },
    mode: "recompute",
    // Keep what only play-time checks know (duplicates, cards outside an entered hand, bids).
    keep: (v) => v.rule !== "follow-suit",
    judge: () => ({ trick, index, card, seat, cards }, holds) => {
      const sym = symbolOf(card);
      const led = index === 0 ? null : ledSymbol(cards.slice(0, index));
      if (sym === null || led === null || sym === led || !holds(SYMBOLS.indexOf(led))) return null;
      const name = s.players[seat];
      return { rule: "follow-suit", message: `${name} played ${tennersCardName(card, s.deckStyle, s.options.tarotRibbons)} in trick ${trick} while holding ${symbolName(led, s.deckStyle)}: must follow the led symbol.` };
    },
  };
  return exactCheck(rules, s.players, r);
}
