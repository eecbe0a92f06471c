/**
 * Fortuno's Major Arcana as a table of small functions, one per card (two cards share one where
 * the seed gives them one rule with a different number). `major` in ./effects looks a card up
 * here; each function gets the play (who threw it, for whom, flipped or played, the event's
 * choices) and changes the draft deal through the turn machinery.
 */
import { type CardCode, rankOf } from "../../cards";
import { ADJUSTMENT, AEON, ART, CHARIOT, DEATH, DEVIL, EMPEROR, EMPRESS, FOOL, FORTUNE, HANGED_MAN, HERMIT, HIEROPHANT, LOVERS, LUST, MAGUS, MOON, PRIESTESS, STAR, SUN, TOWER, UNIVERSE, drawValue, endgameRemoves, towerCandidates } from "./rules";
import type { Deal } from "./types";
import { runGroup } from "./group";
import { dirWord, endgame, isActive, isHermit, name, orderFrom } from "./piles";
import { type Ctx, divorce, eliminate, hermit, note, owe, passTurn, peekNext, reverse, say, swap, take } from "./turn";

/** One Major Arcana card in effect: `how` is the card's name as the log words it ("Flipped The Hermit"). */
export interface MajorPlay {
  c: Ctx;
  d: Deal;
  card: CardCode;
  nm: string;
  how: string;
  actor: string;
  holder: string;
  ev: { lover?: string; stack?: CardCode[]; as?: CardCode; peek?: string };
  flipped: boolean;
}

/** The Fool, as the card it is called as: played, the next player draws four and loses the turn; flipped, the flipper draws four. */
export function effectFool({ c, d, how, holder, ev, flipped }: MajorPlay): void {
  if (flipped) {
    owe(c, holder, 4, null, false);
    say(c, `${how} as ${name(ev.as!, c.style)}: ${holder} draws four.`);
  } else {
    passTurn(c, holder);
    if (d.winner) return;
    owe(c, d.turn!, 4, null, true);
    say(c, `${how} as ${name(ev.as!, c.style)}: ${d.turn} draws four and loses the turn.`);
  }
}

/** The Magus: everyone changes seats (the new order is the next event). */
export function effectMagus({ c, d, how, holder }: MajorPlay): void {
  d.pending = { kind: "seats", player: holder };
  say(c, `${how}: everyone changes seats.`);
}

/** The Priestess (two) and The Hierophant (three): the holder pays, unless they answer with the other for the Church Gambit. */
export function effectPriestessHierophant({ c, card, how, holder }: MajorPlay): void {
  const n = card === PRIESTESS ? 2 : 3;
  owe(c, holder, n, null, false, card === PRIESTESS ? HIEROPHANT : PRIESTESS);
  say(c, `${how}: ${holder} pays ${n} (or plays ${name(card === PRIESTESS ? HIEROPHANT : PRIESTESS, c.style)} for the Church Gambit).`);
}

/** The Empress and The Emperor skip the next two or three players (one fewer when flipped). */
export function effectEmpressEmperor({ c, card, how, holder, flipped }: MajorPlay): void {
  const skips = (card === EMPRESS ? 2 : 3) - (flipped ? 1 : 0);
  passTurn(c, holder, skips);
  say(c, `${how}: the next ${skips === 1 ? "player is" : `${skips} players are`} skipped.`);
}

/** The Lovers: the holder and a chosen lover play as one until the holder's next turn ends. */
export function effectLovers({ c, d, how, holder, ev }: MajorPlay): void {
  const lover = ev.lover!;
  if (d.lovers) divorce(c, "new lovers");
  d.lovers = { original: holder, lover, waiting: true };
  say(c, `${how}: ${holder} and ${lover} are lovers until ${holder}'s next turn ends.`);
  if (isHermit(d, holder) || isHermit(d, lover)) divorce(c, "a hermit cannot stay a lover");
  passTurn(c, holder);
}

/** The Chariot: the card beneath it counts as the top. */
export function effectChariot({ c, how, holder }: MajorPlay): void {
  passTurn(c, holder);
  say(c, `${how}: the card beneath counts as the top.`);
}

/** Adjustment: hands are shuffled together and dealt again; the third Adjustment leaves the game. */
export function effectAdjustment({ c, d, card, holder }: MajorPlay): void {
  d.adjustments++;
  if (d.adjustments >= 3) {
    d.pile[d.pile.length - 1] = { ...d.pile[d.pile.length - 1], removed: true };
    d.gone.push(card);
    note(c, "Third Adjustment: the card leaves the game.");
  }
  runGroup(c, "adjustment", holder, []);
}

/** The Hermit: the next player (the flipper, when flipped) is skipped for two turns. */
export function effectHermit({ c, d, how, holder, flipped }: MajorPlay): void {
  const target = flipped ? holder : peekNext(d, holder);
  hermit(c, target);
  say(c, `${how}: ${target} is hermitted (skipped for two turns).`);
  passTurn(c, holder);
}

/** Fortune: play changes direction. */
export function effectFortune({ c, d, how, holder }: MajorPlay): void {
  reverse(c);
  passTurn(c, holder);
  say(c, `${how}: play now goes ${dirWord(d)}.`);
}

/** Lust: thrown with a stack of Princes and Princesses, the next player owes their total or stacks. */
export function effectLust({ c, d, how, actor, holder, ev }: MajorPlay): void {
  const stack = ev.stack ?? [];
  let total = 0;
  let last: CardCode | null = null;
  d.counts[actor] -= stack.length;
  for (const s of stack) {
    if (endgame(d) && endgameRemoves(s)) {
      d.pile.push({ card: s, removed: true });
      d.gone.push(s);
    } else {
      d.pile.push({ card: s });
      total += drawValue(s);
      last = s;
    }
  }
  d.run = null;
  passTurn(c, holder);
  if (d.winner) return;
  if (total > 0 && last) {
    owe(c, d.turn!, total, rankOf(last) as 11 | 12, true);
    say(c, `${how} with ${stack.map((s) => name(s, c.style)).join(", ")}: ${d.turn} must draw ${total} or stack.`);
  } else say(c, `${how}: nothing happens.`);
}

/** The Hanged Man: draw six, then return three to the draw pile. */
export function effectHangedMan({ c, d, how, actor, holder }: MajorPlay): void {
  const got = take(c, 6);
  d.counts[actor] += got;
  const back = Math.min(3, d.counts[actor]);
  d.counts[actor] -= back;
  d.drawPile += back;
  say(c, `${how}: ${actor} draws ${got} and returns ${back} to the draw pile.`);
  passTurn(c, holder);
}

/** Death: played, the next player draws six and loses the turn; flipped, the flipper is out. */
export function effectDeath({ c, d, how, holder, flipped }: MajorPlay): void {
  if (flipped) {
    say(c, `${how}: ${holder} is out.`);
    eliminate(c, holder, "flipped Death");
    passTurn(c, holder);
  } else {
    passTurn(c, holder);
    if (d.winner) return;
    owe(c, d.turn!, 6, null, true);
    say(c, `${how}: ${d.turn} draws six and loses the turn.`);
  }
}

/** Art, as the card it is called as. */
export function effectArt({ c, how, holder, ev }: MajorPlay): void {
  passTurn(c, holder);
  say(c, `${how} as ${name(ev.as!, c.style)}.`);
}

/** The Devil: everyone else offers the holder a non-numerical card. */
export function effectDevil({ c, holder }: MajorPlay): void {
  runGroup(c, "devil", holder, []);
}

/** The Tower: the largest and the smallest hands switch (the holder chooses on a tie). */
export function effectTower({ c, d, how, holder }: MajorPlay): void {
  const order = [...orderFrom(d, holder).filter((p) => p !== holder), holder].filter((p) => isActive(d, p));
  const { most, fewest } = towerCandidates(order, d.counts);
  if (!most.length) {
    say(c, `${how}: all hands are the same size; nothing changes.`);
    passTurn(c, holder);
  } else if (most.length === 1 && fewest.length === 1) {
    swap(c, most[0], fewest[0], how);
    passTurn(c, holder);
  } else {
    d.pending = { kind: "tower", player: holder, most, fewest };
    say(c, `${how}: a tie — ${holder} chooses who switches (most: ${most.join(", ")}; fewest: ${fewest.join(", ")}).`);
  }
}

/** The Star: everyone passes one card in the direction of play. */
export function effectStar({ c, holder }: MajorPlay): void {
  runGroup(c, "star", holder, []);
}

/** The Moon: the holder asks another player for a card. */
export function effectMoon({ c, d, how, holder }: MajorPlay): void {
  d.pending = { kind: "moon", player: holder };
  say(c, `${how}: ${holder} asks another player for a card.`);
}

/** The Sun: the holder looks at another hand (flipped: shows their own). */
export function effectSun({ c, how, holder, ev, flipped }: MajorPlay): void {
  say(c, flipped ? `${how}: ${holder} shows their hand to everyone.` : `${how}: ${holder} looks at ${ev.peek ?? "another player"}'s hand.`);
  passTurn(c, holder);
}

/** The Aeon: the actor puts their hand under the discard pile and draws six. */
export function effectAeon({ c, d, how, actor, holder }: MajorPlay): void {
  const old = d.counts[actor];
  d.pileUnknown += old;
  d.counts[actor] = 0;
  d.counts[actor] = take(c, 6);
  say(c, `${how}: ${actor} puts ${old} card${old === 1 ? "" : "s"} under the discard pile and draws ${d.counts[actor]}.`);
  passTurn(c, holder);
}

/** The Universe: every hand passes on in the direction of play. */
export function effectUniverse({ c, holder }: MajorPlay): void {
  runGroup(c, "universe", holder, []);
}

/** Every Major's effect, by code. */
export const MAJORS: Readonly<Record<string, (play: MajorPlay) => void>> = {
  [FOOL]: effectFool,
  [MAGUS]: effectMagus,
  [PRIESTESS]: effectPriestessHierophant,
  [HIEROPHANT]: effectPriestessHierophant,
  [EMPRESS]: effectEmpressEmperor,
  [EMPEROR]: effectEmpressEmperor,
  [LOVERS]: effectLovers,
  [CHARIOT]: effectChariot,
  [ADJUSTMENT]: effectAdjustment,
  [HERMIT]: effectHermit,
  [FORTUNE]: effectFortune,
  [LUST]: effectLust,
  [HANGED_MAN]: effectHangedMan,
  [DEATH]: effectDeath,
  [ART]: effectArt,
  [DEVIL]: effectDevil,
  [TOWER]: effectTower,
  [STAR]: effectStar,
  [MOON]: effectMoon,
  [SUN]: effectSun,
  [AEON]: effectAeon,
  [UNIVERSE]: effectUniverse,
};
