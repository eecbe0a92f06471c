/** Events of the turn holder: flips, plays (with The Chariot, stacks and identities), draws and passes. */
import { type CardCode, isStar, rankOf } from "../../cards";
import { ok } from "../../result";
import { courtWord } from "./deck";
import { ART, CHARIOT, FOOL, FORTUNE, LOVERS, LUST, endgameRemoves, identityOf, isLust, isFourOfAKind, isNumerical, lustForbidden, playableOn } from "./rules";
import type { Deal, PlayEvent } from "./types";
import { type Step, actsFor, bad, fail, known } from "./checks";
import { flippedMinor, major, playedMinor } from "./effects";
import { runGroup } from "./group";
import { available, dirWord, effectiveTop, endgame, name } from "./piles";
import { cloneDeal } from "./setup";
import { type Ctx, eliminate, note, owe, passTurn, place, reverse, say, take } from "./turn";

export function onFlip(c: Ctx, ev: { flip: CardCode; as?: CardCode; lover?: string; stack?: CardCode[]; peek?: string }): Step {
  const d = c.d;
  const flipper = d.turn!;
  if (d.pending?.kind === "reward") return fail("flip/reward", `${flipper} won the slap and plays a card instead of flipping.`);
  if (d.owed) {
    const v = bad(c, "flip/owes", "not-allowed", flipper, `${flipper} owes ${d.owed.draw} and may not flip.`);
    if (v) return v;
    d.owed = null;
  } else {
    const top = effectiveTop(d);
    if (top !== null && !isStar(top)) {
      const v = bad(c, "flip/not-needed", "not-allowed", flipper, `${flipper} flipped although ${name(top, c.style)} (a Minor card) is on top.`);
      if (v) return v;
    }
  }
  const card = ev.flip;
  if (take(c, 1) === 0) return fail("flip/empty", "There is no card left to flip: play any card instead.");
  const dup = checkCard(c, card, flipper);
  if (dup) return dup;
  if (endgame(d) && endgameRemoves(card)) {
    d.gone.push(card);
    say(c, `Flipped ${name(card, c.style)}: removed in the two-player endgame; ${flipper} flips again.`);
    return null;
  }
  const need = identityCheck(c, card, ev, flipper);
  if (need) return need;
  place(d, { card, ...(ev.as && (card === FOOL || card === ART) ? { as: ev.as } : {}) });
  if (!isStar(card)) flippedMinor(c, flipper, card);
  else {
    if (isLust(card, c.style)) {
      const s = stackCheck(c, ev.stack ?? [], flipper, 0);
      if (s) return s;
    }
    major(c, card, flipper, flipper, ev, true);
  }
  return null;
}

export function checkCard(c: Ctx, card: CardCode, player: string): Step {
  if (c.d.gone.includes(card)) return bad(c, "card/removed", "duplicate-card", player, `${name(card, c.style)} has left the game.`);
  if (c.d.pile.some((e) => e.card === card && !e.removed)) return bad(c, "card/duplicate", "duplicate-card", player, `${name(card, c.style)} is already on the discard pile.`);
  return null;
}

/** The Fool and Art need an identity, The Lovers a lover (unless removed in the endgame). */
export function identityCheck(c: Ctx, card: CardCode, ev: { as?: CardCode; lover?: string }, player: string): Step {
  const d = c.d;
  if (endgame(d) && endgameRemoves(card)) return null;
  if (card === FOOL) {
    if (!ev.as) return fail("play/needs-identity", "Say which numerical Minor card The Fool stands for (\"as\").");
    if (!isNumerical(ev.as)) return fail("play/bad-identity", "The Fool can only be a numerical Minor card (Ace to Ten).");
  }
  if (card === ART) {
    if (!ev.as) return fail("play/needs-identity", "Say which card Art stands for (\"as\").");
    if (ev.as === ART || d.gone.includes(ev.as)) return fail("play/bad-identity", "Art must stand for another card still in the game.");
  }
  if (card === LOVERS) {
    if (!ev.lover) return fail("play/needs-lover", "Say who the lover is (\"lover\").");
    const k = known(c, ev.lover, "play");
    if (k) return k;
    if (ev.lover === player || ev.lover === d.turn) return fail("play/bad-lover", "The lover must be another player.");
  }
  return null;
}

export function stackCheck(c: Ctx, stack: readonly CardCode[], player: string, already: number): Step {
  if (stack.some((s) => isStar(s) || (rankOf(s) !== 11 && rankOf(s) !== 12))) return fail("play/bad-stack", `Only ${courtWord(11, c.style, true)} and ${courtWord(12, c.style, true)} can be played on ${name(identityOf(LUST, c.style), c.style)}.`);
  if (c.d.counts[player] < stack.length + already) return fail("play/too-many-cards", `${player} does not hold that many cards.`);
  for (const s of stack) {
    const v = checkCard(c, s, player);
    if (v) return v;
  }
  return null;
}

export function onChariot(c: Ctx, memo: NonNullable<Deal["group"]>, ev: PlayEvent): Step {
  const p = ev.player!;
  const k = known(c, p, "play");
  if (k) return k;
  if (p === memo.actor || memo.immune.includes(p)) return fail("play/not-your-turn", `${p} cannot throw The Chariot for immunity now.`);
  if (c.d.counts[p] < 1) return fail("play/too-many-cards", `${p} has no cards.`);
  const nd = cloneDeal(memo.before);
  nd.events = c.d.events;
  nd.indices = c.d.indices;
  nd.log = c.d.log;
  nd.violations = c.d.violations;
  nd.calls = c.d.calls;
  c.d = nd;
  const dup = checkCard(c, CHARIOT, p);
  if (dup) return dup;
  nd.counts[p] -= 1;
  nd.pile.push({ card: CHARIOT });
  nd.run = null;
  nd.sixes = false;
  c.d = nd;
  note(c, `${p} throws The Chariot for immunity.`);
  runGroup(c, memo.kind, memo.actor, [...memo.immune, p]);
  return ok(c.d);
}

export function onPlay(c: Ctx, ev: PlayEvent): Step {
  const d = c.d;
  const cards = Array.isArray(ev.play) ? ev.play : [ev.play];
  const holder = d.turn!;
  const actor = ev.player ?? holder;
  const k = known(c, ev.player, "play");
  if (k) return k;
  if (!actsFor(d, actor)) return fail("play/not-your-turn", `${actor} cannot play now: it is ${holder}'s turn.`);
  if (cards.length > 1 && !isFourOfAKind(cards)) return fail("play/not-four-of-a-kind", "Several cards at once must be all four suits of one numerical value.");
  const lust = cards.length === 1 && isLust(cards[0], c.style);
  const stack = lust ? ev.stack ?? [] : [];
  if (ev.stack && ev.stack.length && !lust) return fail("play/bad-stack", `Only ${name(identityOf(LUST, c.style), c.style)} takes a stack of ${courtWord(11, c.style, true)} and ${courtWord(12, c.style, true)}.`);
  if (d.counts[actor] < cards.length) return fail("play/too-many-cards", `${actor} does not hold ${cards.length === 1 ? "a card" : `${cards.length} cards`}.`);
  if (stack.length) {
    const s = stackCheck(c, stack, actor, 1);
    if (s) return s;
  }
  for (const card of cards) {
    const v = checkCard(c, card, actor);
    if (v) return v;
  }
  const card = cards[0];
  if (cards.length === 1) {
    const need = identityCheck(c, card, ev, actor);
    if (need) return need;
  }
  let free = false;
  if (d.pending?.kind === "reward") {
    d.pending = null;
    free = true;
  }
  return playCards(c, cards, ev, actor, holder, free);
}

/** The play itself, once the event is well formed (also The Moon's bonus card). */
export function playCards(c: Ctx, cards: CardCode[], ev: { as?: CardCode; lover?: string; stack?: CardCode[]; peek?: string }, actor: string, holder: string, free: boolean): Step {
  const d = c.d;
  const card = cards[0];
  const top = effectiveTop(d);
  const quad = cards.length === 4;
  let answered = false;
  if (d.owed) {
    const o = d.owed;
    if (!quad && o.gambit && card === o.gambit) {
      d.counts[actor] -= 1;
      place(d, { card });
      d.owed = null;
      note(c, `${holder} answers with ${name(card, c.style)}: the Church Gambit.`);
      runGroup(c, "gambit", holder, []);
      return null;
    }
    if (!quad && card === FORTUNE && o.fortune) {
      d.counts[actor] -= 1;
      place(d, { card });
      d.owed = null;
      reverse(c);
      passTurn(c, holder);
      if (d.winner) return null;
      owe(c, d.turn!, o.draw, null, false);
      say(c, `Fortune: play now goes ${dirWord(d)} and ${d.turn} draws ${o.draw} instead.`);
      return null;
    }
    if (!quad && o.stack !== null && !isStar(card) && rankOf(card) === o.stack) {
      d.counts[actor] -= 1;
      if (endgame(d) && endgameRemoves(card)) {
        // Removed without a function: it does not stack, the draw is still owed.
        place(d, { card, removed: true }, false);
        d.gone.push(card);
        say(c, `${name(card, c.style)} is removed (two-player endgame); ${o.player} still owes ${o.draw}.`);
        return null;
      }
      place(d, { card });
      d.owed = null;
      playedMinor(c, holder, card, o.draw);
      return null;
    }
    const rule = card === FORTUNE ? "not-allowed" : "not-playable";
    const v = bad(c, `play/${rule}`, rule, actor,
      card === FORTUNE ? `${actor} played Fortune against a draw it cannot answer.`
        : `${actor} owed ${o.draw} and played ${name(card, c.style)}, which does not stack on it.`);
    if (v) return v;
    d.owed = null;
    answered = card === FORTUNE;
  } else if (!free) {
    if ((top === null || isStar(top)) && available(d) === 0) {
      // Nothing left to flip: the player plays any card instead (a ruling).
      note(c, "Nothing is left to flip, so any card may be played.");
    } else if (top === null || isStar(top)) {
      const v = bad(c, "play/must-flip", "must-flip", actor, `${actor} played ${name(card, c.style)} instead of flipping on ${top ? name(top, c.style) : "an empty pile"}.`);
      if (v) return v;
    } else if (!cards.some((x) => playableOn(x, top))) {
      const v = bad(c, "play/not-playable", "not-playable", actor, `${name(card, c.style)} does not match ${name(top, c.style)}.`);
      if (v) return v;
    } else if (isLust(card, c.style) && lustForbidden(top)) {
      const v = bad(c, "play/not-allowed", "not-allowed", actor, `${name(identityOf(LUST, c.style), c.style)} cannot be played immediately following an Ace.`);
      if (v) return v;
    }
  }
  if (!quad && card === FORTUNE && !answered) {
    if (d.counts[actor] === 1) {
      d.counts[actor] = 0;
      place(d, { card });
      say(c, `${actor} had only Fortune and must play it: Old Maid.`);
      eliminate(c, actor, "Old Maid");
      passTurn(c, holder);
      return null;
    }
    const v = bad(c, "play/not-allowed", "not-allowed", actor, "Fortune can only be played to answer a draw card played by another player.");
    if (v) return v;
  }
  d.counts[actor] -= cards.length;
  if (quad) {
    for (const x of cards) place(d, { card: x }, false);
    d.run = null;
    say(c, `Four of a kind: ${cards.map((x) => name(x, c.style)).join(", ")}.`);
    passTurn(c, holder);
    return null;
  }
  if (endgame(d) && endgameRemoves(card)) {
    place(d, { card, removed: true }, false);
    d.gone.push(card);
    say(c, `${name(card, c.style)} is removed (two-player endgame) and only counts as the top card.`);
    passTurn(c, holder);
    return null;
  }
  place(d, { card, ...(ev.as && (card === FOOL || card === ART) ? { as: ev.as } : {}) });
  if (!isStar(card)) playedMinor(c, holder, card, 0);
  else major(c, card, actor, holder, ev, false);
  return null;
}

export function onDraw(c: Ctx, ev: { draw: number; player?: string }): Step {
  const d = c.d;
  const k = known(c, ev.player, "draw");
  if (k) return k;
  const actor = ev.player ?? d.turn!;
  if (!actsFor(d, actor)) return fail("draw/not-your-turn", `${actor} cannot draw now: it is ${d.turn}'s turn.`);
  if (d.pending?.kind === "reward") return fail("draw/reward", `${d.pending.player} won the slap and plays a card.`);
  const n = ev.draw;
  if (d.owed) {
    const o = d.owed;
    const need = Math.min(o.draw, available(d));
    if (n !== need) {
      const v = bad(c, "draw/wrong-count", "wrong-count", o.player, `${o.player} owed ${need} but drew ${n}.`);
      if (v) return v;
    }
    if (n > available(d)) return fail("draw/too-many", `Only ${available(d)} cards are left to draw.`);
    d.counts[actor] += take(c, n);
    d.owed = null;
    say(c, `${actor} draws ${n}${need === o.draw ? "" : ` (only ${need} left)`} and the turn is over.`);
    passTurn(c, o.player);
    return null;
  }
  const top = effectiveTop(d);
  if (top === null || isStar(top)) {
    const v = bad(c, "draw/must-flip", "must-flip", actor, `${actor} drew instead of flipping on ${top ? name(top, c.style) : "an empty pile"}.`);
    if (v) return v;
  }
  if (n > available(d)) return fail("draw/too-many", `Only ${available(d)} cards are left to draw.`);
  d.counts[actor] += take(c, n);
  note(c, `${actor} draws ${n} and plays when able.`);
  return null;
}

export function onPass(c: Ctx): Step {
  const d = c.d;
  const p = d.turn!;
  if (d.owed) return fail("pass/owes", `${p} owes ${d.owed.draw}.`);
  if (d.pending?.kind === "reward") return fail("pass/reward", `${p} won the slap and plays a card.`);
  const top = effectiveTop(d);
  if ((top === null || isStar(top)) && available(d) > 0) {
    const v = bad(c, "pass/must-flip", "must-flip", p, `${p} must flip.`);
    if (v) return v;
  } else if (available(d) > 0) {
    const v = bad(c, "pass/can-draw", "not-allowed", p, `${p} passed although cards are left to draw.`);
    if (v) return v;
  }
  note(c, `${p} cannot play and nothing is left to draw.`);
  passTurn(c, p);
  return null;
}
