/**
 * The exact post-deal check (RULINGS "Hidden hands" 2): once all 76 cards are played, a
 * player's hand at any moment is the cards they play from then on, so every follow-suit and
 * Star-lead rule can be checked exactly.
 */
import { cardName, isStar, suitOf, type CardCode } from "../../cards";
import { leaderOf } from "./rules";
import type { Deal, FortunesState, Violation } from "./types";

const SUIT_INDEX: Record<string, number> = { W: 0, C: 1, S: 2, P: 3, T: 4 };
const SUIT_WORD: Record<string, string> = { W: "Wands", C: "Cups", S: "Swords", P: "Pentacles", T: "Stars" };

export function checkDeal(s: Pick<FortunesState, "players" | "options" | "deckStyle">, d: Deal): Violation[] {
  const out: Violation[] = [];
  // counts[seat*5 + suit]: cards of that suit the seat plays from the current point on.
  const counts = new Int32Array(20);
  for (const t of d.tricks) for (const p of t.plays) counts[p.seat * 5 + SUIT_INDEX[suitOf(p.card)]]++;
  let starsBroken = false;
  const style = s.deckStyle;
  for (const t of d.tricks) {
    const led = t.plays[0]?.card;
    for (let i = 0; i < t.plays.length; i++) {
      const { card, seat } = t.plays[i];
      const name = s.players[seat];
      const base = seat * 5;
      const suit = suitOf(card);
      if (i === 0) {
        const mundaneHeld = counts[base] + counts[base + 1] + counts[base + 2] + counts[base + 3];
        if (suit === "T" && !starsBroken && mundaneHeld > 0) {
          out.push(v(t.number, seat, name, card, "stars-lead", `${name} led ${cardName(card, style)} in trick ${t.number} before Stars were broken while still holding other suits.`));
        }
      } else {
        const ledSuit = suitOf(led);
        if (suit !== ledSuit && counts[base + SUIT_INDEX[ledSuit]] > 0) {
          const excused = ledSuit !== "T" && suit === "T" && s.options.starsAfterBroken && starsBroken;
          if (!excused) {
            out.push(v(t.number, seat, name, card, "follow-suit", ledSuit === "T"
              ? `${name} played ${cardName(card, style)} on a Star lead in trick ${t.number} while holding a Star.`
              : `${name} played ${cardName(card, style)} in trick ${t.number} while holding ${SUIT_WORD[ledSuit]}: must follow suit.`));
          }
        }
      }
      counts[base + SUIT_INDEX[suit]]--;
      if (isStar(card)) starsBroken = true;
    }
  }
  // Keep what only play-time checks can know (duplicates, cards outside an entered hand).
  for (const x of d.violations) if (x.rule === "duplicate-card" || x.rule === "not-in-hand") out.push(x);
  // Those the table already saw during play keep their "at once" mark.
  for (let i = 0; i < out.length; i++) {
    const x = out[i];
    if (x.found === "post-deal" && d.violations.some((y) => y.trick === x.trick && y.seat === x.seat && y.rule === x.rule)) out[i] = { ...x, found: "at-once" };
  }
  return sortViolations(out, d.dealer);
}

function v(trick: number, seat: number, player: string, card: CardCode, rule: Violation["rule"], message: string): Violation {
  return { trick, seat, player, card, rule, message, found: "post-deal" };
}

/**
 * In the order of the record: by trick (set-aside cards are trick 0), then by the violating
 * card's place in its trick (the leader's first); two violations of one card keep the order found.
 */
export function sortViolations(list: Violation[], dealer: number): Violation[] {
  const place = (v: Violation) => (v.trick === 0 ? 0 : (v.seat - leaderOf(dealer, v.trick) + 4) % 4);
  return list
    .map((v, k) => ({ v, k, key: v.trick * 4 + place(v) }))
    .sort((a, b) => a.key - b.key || a.k - b.k)
    .map((x) => x.v);
}
