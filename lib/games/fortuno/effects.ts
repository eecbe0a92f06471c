/** Card effects: a Minor played or flipped, and a Major looked up in ./majors. */
import { type CardCode, rankOf } from "../../cards";
import { drawValue, identityOf } from "./rules";
import { MAJORS } from "./majors";
import { dirWord, name } from "./piles";
import { type Ctx, owe, passTurn, peekNext, reverse, say } from "./turn";


/** A Minor card played by `holder`'s side (base: a stack it continues). */
export function playedMinor(c: Ctx, holder: string, card: CardCode, base: number): void {
  const d = c.d;
  const r = rankOf(card);
  if (r === 11 || r === 12) {
    passTurn(c, holder);
    if (d.winner) return;
    const total = base + drawValue(card);
    owe(c, d.turn!, total, r, true);
    say(c, `${name(card, c.style)}: ${d.turn} must draw ${total} or stack.`);
  } else if (r === 13) {
    passTurn(c, holder, 1);
    say(c, `${name(card, c.style)}: the next player is skipped.`);
  } else if (r === 14) {
    reverse(c);
    passTurn(c, holder);
    say(c, `${name(card, c.style)}: play now goes ${dirWord(d)}.`);
  } else {
    passTurn(c, holder);
    c.d.effect = `${name(card, c.style)} is on top.`;
  }
}

/** A flipped Minor: as if the previous player had played it on the flipper. */
export function flippedMinor(c: Ctx, flipper: string, card: CardCode): void {
  const d = c.d;
  const r = rankOf(card);
  if (r === 11 || r === 12) {
    owe(c, flipper, drawValue(card), r, true);
    say(c, `Flipped ${name(card, c.style)}: ${flipper} must draw ${drawValue(card)} or stack.`);
  } else if (r === 13) {
    passTurn(c, flipper);
    say(c, `Flipped ${name(card, c.style)}: ${flipper} loses the turn.`);
  } else if (r === 14) {
    // As if the previous player had played the Knight: play turns back at them, so the next
    // turn is the one after them in the new direction, and the flipper does not play on it.
    reverse(c);
    const previous = peekNext(d, flipper);
    passTurn(c, flipper, 0, previous);
    if (d.winner) return;
    say(c, `Flipped ${name(card, c.style)}: as if ${previous} had played it, play now goes ${dirWord(d)} and ${d.turn} plays on it.`);
  } else {
    say(c, `Flipped ${name(card, c.style)}: ${flipper} plays on it.`);
  }
}

export function major(c: Ctx, card: CardCode, actor: string, holder: string, ev: { lover?: string; stack?: CardCode[]; as?: CardCode; peek?: string }, flipped: boolean): void {
  const d = c.d;
  const nm = name(card, c.style);
  const how = flipped ? `Flipped ${nm}` : nm;
  // Effects belong to the card's identity, not its printed number (./rules identityOf).
  const effect = MAJORS[identityOf(card, c.style)];
  if (effect) effect({ c, d, card, nm, how, actor, holder, ev, flipped });
}
