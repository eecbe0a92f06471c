/**
 * The exact check after a round (RULINGS: hidden hands are validated as in Fortunes). Once all
 * r cards of every player are played, a player's hand at any moment is the cards they play from
 * then on, so every follow-the-symbol rule can be checked exactly.
 */
import { symbolOf, symbolName, tennersCardName } from "./deck";
import { ledSymbol } from "./rules";
import type { Round, TennersState, Violation } from "./types";

const SYM_INDEX: Record<string, number> = { A: 0, B: 1, C: 2, D: 3 };

export function checkRound(s: Pick<TennersState, "players" | "deckStyle" | "options">, r: Round): Violation[] {
  const n = s.players.length;
  const out: Violation[] = [];
  // counts[seat*4 + symbol]: number cards of that symbol the seat plays from the current point on.
  const counts = new Int32Array(n * 4);
  for (const t of r.tricks) for (const p of t.plays) {
    const sym = symbolOf(p.card);
    if (sym) counts[p.seat * 4 + SYM_INDEX[sym]]++;
  }
  for (const t of r.tricks) {
    const cards = t.plays.map((p) => p.card);
    for (let i = 0; i < t.plays.length; i++) {
      const { card, seat } = t.plays[i];
      const sym = symbolOf(card);
      const led = i === 0 ? null : ledSymbol(cards.slice(0, i));
      if (sym !== null && led !== null && sym !== led && counts[seat * 4 + SYM_INDEX[led]] > 0) {
        const name = s.players[seat];
        out.push({
          trick: t.number, seat, player: name, card, rule: "follow-suit", found: "post-deal",
          message: `${name} played ${tennersCardName(card, s.deckStyle, s.options.tarotRibbons)} in trick ${t.number} while holding ${symbolName(led, s.deckStyle)}: must follow the led symbol.`,
        });
      }
      if (sym) counts[seat * 4 + SYM_INDEX[sym]]--;
    }
  }
  // Keep what only play-time checks know (duplicates, cards outside an entered hand, bids).
  for (const x of r.violations) if (x.rule !== "follow-suit") out.push(x);
  // Those the table already saw during play keep their "at once" mark.
  for (let i = 0; i < out.length; i++) {
    const x = out[i];
    if (x.found === "post-deal" && r.violations.some((y) => y.trick === x.trick && y.seat === x.seat && y.rule === x.rule)) out[i] = { ...x, found: "at-once" };
  }
  return sortViolations(out, r);
}

/** By trick (bids are trick 0), then by the violating card's place in its trick. */
export function sortViolations(list: Violation[], r: Pick<Round, "tricks">): Violation[] {
  const place = (v: Violation): number => {
    if (v.trick === 0) return 0;
    const t = r.tricks[v.trick - 1];
    const i = t ? t.plays.findIndex((p) => p.seat === v.seat) : -1;
    return i < 0 ? 99 : i;
  };
  return list
    .map((v, k) => ({ v, k, key: v.trick * 100 + place(v) }))
    .sort((a, b) => a.key - b.key || a.k - b.k)
    .map((x) => x.v);
}
