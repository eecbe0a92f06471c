/**
 * The exact post-deal check (RULINGS "Hidden hands" 2): once all 76 cards are played, a
 * player's hand at any moment is the cards they play from then on, so every follow-suit and
 * Star-lead rule can be checked exactly (lib/games/trick/exact.ts counts; this judges).
 */
import { cardName, isStar, suitOf, type CardCode } from "../../cards";
import { exactCheck, type ExactRules } from "../trick/exact";
import type { Deal, FortunesState, Violation } from "./types";

const SUITS = "WCSPT";
const SUIT_WORD: Record<string, string> = { W: "Wands", C: "Cups", S: "Swords", P: "Pentacles", T: "Stars" };

export function checkDeal(s: Pick<FortunesState, "players" | "options" | "deckStyle">, d: Deal): Violation[] {
  const style = s.deckStyle;
  const rules: ExactRules<CardCode, Violation["rule"]> = {
    keys: 5,
    keyOf: (c) => SUITS.indexOf(suitOf(c)),
    mode: "recompute",
    // Keep what only play-time checks can know (duplicates, cards outside an entered hand).
    keep: (v) => v.rule === "duplicate-card" || v.rule === "not-in-hand",
    judge() {
      let starsBroken = false;
      return ({ trick, index, card, seat, cards }, holds) => {
        const name = s.players[seat];
        const suit = suitOf(card);
        let broken: { rule: Violation["rule"]; message: string } | null = null;
        if (index === 0) {
          if (suit === "T" && !starsBroken && (holds(0) || holds(1) || holds(2) || holds(3))) {
            broken = { rule: "stars-lead", message: `${name} led ${cardName(card, style)} in trick ${trick} before Stars were broken while still holding other suits.` };
          }
        } else {
          const ledSuit = suitOf(cards[0]);
          const excused = ledSuit !== "T" && suit === "T" && s.options.starsAfterBroken && starsBroken;
          if (suit !== ledSuit && holds(SUITS.indexOf(ledSuit)) && !excused) {
            broken = { rule: "follow-suit", message: ledSuit === "T"
              ? `${name} played ${cardName(card, style)} on a Star lead in trick ${trick} while holding a Star.`
              : `${name} played ${cardName(card, style)} in trick ${trick} while holding ${SUIT_WORD[ledSuit]}: must follow suit.` };
          }
        }
        if (isStar(card)) starsBroken = true;
        return broken;
      };
    },
  };
  return exactCheck(rules, s.players, d);
}
