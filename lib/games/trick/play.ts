/**
 * One card played, judged the same way in every trick game: a card already seen this deal, a card
 * outside its player's entered hand (or inside another player's), the game's own rule (follow
 * suit, Stars, symbols) when the hand is known, and, when it is hidden, the revokes this card
 * proves and what it proves the hand lacks. A broken rule is refused at the table; in a replay
 * (actions accepted once, or a record) it is recorded as a violation and play goes on.
 * The game gives only its own words and rules (`PlayRules`).
 */
import { err, ok, type Result } from "../../result";
import { hasIndex, withIndex, type CardSet } from "./cardset";
import type { OpenTrick, Proof, Seat, TrickCore, TrickDeal, TrickViolation } from "./types";

/** What a seat still holds of its entered hand (null when the hand was not entered). */
export function heldCards<C extends string>(hand: readonly C[] | null | undefined, tricks: readonly { plays: readonly { seat: Seat; card: C }[] }[], seat: Seat): C[] | null {
  if (!hand) return null;
  const played = new Set<C>();
  for (const t of tricks) for (const p of t.plays) if (p.seat === seat) played.add(p.card);
  return hand.filter((c) => !played.has(c));
}

/** The rule error ids the trick core itself answers with. */
export type TrickErrorId = "play/duplicate" | "play/not-in-hand";

/** One rule a play breaks: the refusal at the table (`id`, `refusal`), or the violation a replay records. */
export interface PlayFault<V, Id extends string = string> {
  id: Id;
  refusal: string;
  violation: V;
}

/**
 * Refuse at the table, else record a violation. Strict (`lenient` false): the first fault refuses
 * the play with its rule error (details name the card). Lenient: every fault's violation is
 * appended to `found`, and null lets the play go on. Falsy entries are rules not broken.
 */
export function refuseOrRecord<V, Id extends string = string>(lenient: boolean, card: string, found: V[], ...faults: (PlayFault<V, Id> | null | false | undefined)[]): Result<never> | null {
  for (const f of faults) {
    if (!f) continue;
    if (!lenient) return err(f.id, f.refusal, { card });
    found.push(f.violation);
  }
  return null;
}

/** A rule of the game's own that a known hand shows broken (follow suit, leading Stars …). */
export interface OwnFault<R extends string> {
  id: string;
  rule: R;
  /** Said at the table (and recorded in a replay unless `violation` words it otherwise). */
  message: string;
  violation?: string;
}

/** What a trick game tells the core about one play: its deck, its words and its own rules. */
export interface PlayRules<C extends string, R extends string, D extends TrickDeal<C, R>> {
  /** The card's index in the deal's `seen` set. */
  index(card: C): number;
  /** The card's name in the table's deck style. */
  name(card: C): string;
  /** Where a seen card was, before the tricks are searched ("was set aside …"), or null. */
  seenBefore?(deal: D, card: C): string | null;
  /** Where a seen card was when no trick holds it. */
  seenElse: string;
  /** The sentence after a refused duplicate: "A card can be played only once per deal." */
  once: string;
  /** The violation of a card seen twice (`where`: "was already played in trick 2 by Ann"). */
  duplicate(player: string, card: string, where: string, trick: number): string;
  /** The violation of a card outside the player's entered hand. */
  notInHand(player: string, card: string, trick: number): string;
  /**
   * A card in another player's entered hand (Fortey-One checks it): the refusal and violation.
   * Without it, such a card is judged against the player's own hand only.
   */
  ownedBy?(player: string, card: string, owner: string, trick: number): { refusal: string; violation: string };
  /** One fault per card (the first of duplicate, another's hand, not in hand), as Fortey-One keeps them. */
  firstFaultOnly?: boolean;
  /** The game's own rule for a card from a known hand (`held` includes it), or null when legal. */
  illegal(card: C, held: readonly C[], trick: readonly C[], at: { player: string; trick: number; deal: D }): OwnFault<R> | null;
  /** Hidden hand: the rule broken when `card` turns up after its player showed they lacked `lacks`. */
  contradicts(lacks: string, card: C): R | null;
  /** Hidden hand: what playing `card` onto `trick` shows the hand lacked, or null. */
  lacks(card: C, trick: readonly C[], deal: D): string | null;
  /** The violation of a revoke this card proves. */
  revoke(player: string, proof: Proof<C>, rule: R, card: C): string;
  duplicateRule: R;
  notInHandRule: R;
}

/** Where a card seen this deal was, for messages. */
export function whereSeen<C extends string, R extends string, D extends TrickDeal<C, R>>(rules: PlayRules<C, R, D>, players: readonly string[], d: D, card: C): string {
  const before = rules.seenBefore?.(d, card);
  if (before) return before;
  for (const t of d.tricks) for (const p of t.plays) if (p.card === card) return `was already played in trick ${t.number} by ${players[p.seat]}`;
  return rules.seenElse;
}

/** What a play found: violations to add (null: none) and the hidden hand's proofs after it. */
export interface Judged<C extends string, R extends string> {
  found: TrickViolation<C, R>[] | null;
  proofs: readonly Proof<C>[];
}

/**
 * Judges `card` played by `seat` into the open trick `t`. Refused (a rule error) at the table when
 * it breaks a rule that is provable now; lenient: the violations found and play goes on.
 */
export function judgePlay<C extends string, R extends string, D extends TrickDeal<C, R>>(
  rules: PlayRules<C, R, D>, players: readonly string[], d: D, t: OpenTrick<C>, seat: Seat, card: C, lenient: boolean,
): Result<Judged<C, R>> {
  const name = players[seat];
  const n = t.plays.length;
  // Null until a play breaks a rule: the usual play allocates nothing here.
  let found: TrickViolation<C, R>[] | null = null;
  const seen = hasIndex(d.seen, rules.index(card));
  const held = d.hands[seat] ? heldCards(d.hands[seat], d.tricks, seat) : null;
  const owner = rules.ownedBy && !seen ? d.hands.findIndex((h, i) => i !== seat && !!h && h.includes(card)) : -1;
  if (seen || owner >= 0 || (held && !held.includes(card))) {
    const refused = refuseOrRecord(lenient, card, (found ??= []), ...cardFaults(rules, players, d, t, seat, card, seen, owner, held));
    if (refused) return refused;
  }
  if (held && held.includes(card)) {
    const cards = t.plays.map((p) => p.card);
    const bad = rules.illegal(card, held, cards, { player: name, trick: t.number, deal: d });
    if (bad) {
      const violation = fault(t.number, n, seat, name, card, bad.rule, bad.violation ?? bad.message);
      const refused = refuseOrRecord(lenient, card, (found ??= []), { id: bad.id, refusal: bad.message, violation });
      if (refused) return refused;
    }
  }
  // A hidden hand: what earlier plays showed it lacked turns up now (revokes), and what this play shows.
  let proofs = d.proofs;
  if (!held) {
    for (const p of proofs) {
      if (p.seat !== seat) continue;
      const rule = rules.contradicts(p.lacks, card);
      if (!rule) continue;
      if (d.violations.some((v) => v.trick === p.trick && v.seat === seat && v.rule === rule)) continue;
      (found ??= []).push(fault(p.trick, p.position, seat, name, p.card, rule, rules.revoke(name, p, rule, card)));
    }
    const lacks = rules.lacks(card, n === 0 ? [] : t.plays.map((p) => p.card), d);
    if (lacks !== null) proofs = [...proofs, { seat, lacks, trick: t.number, position: n, card }];
  }
  return ok({ found, proofs });
}

const fault = <C extends string, R extends string>(trick: number, position: number, seat: Seat, player: string, card: C | null, rule: R, message: string): TrickViolation<C, R> =>
  ({ trick, position, seat, player, card, rule, message, found: "at-once" });

/** The duplicate, another's-hand and not-in-hand faults of a play, built only when found. */
function cardFaults<C extends string, R extends string, D extends TrickDeal<C, R>>(
  rules: PlayRules<C, R, D>, players: readonly string[], d: D, t: OpenTrick<C>, seat: Seat, card: C, seen: boolean, owner: number, held: readonly C[] | null,
): PlayFault<TrickViolation<C, R>, TrickErrorId>[] {
  const out: PlayFault<TrickViolation<C, R>, TrickErrorId>[] = [];
  const name = players[seat];
  const cn = rules.name(card);
  const at = (rule: R, message: string) => fault(t.number, t.plays.length, seat, name, card, rule, message);
  if (seen) {
    const where = whereSeen(rules, players, d, card);
    out.push({ id: "play/duplicate", refusal: `${cn} ${where}. ${rules.once}`, violation: at(rules.duplicateRule, rules.duplicate(name, cn, where, t.number)) });
    if (rules.firstFaultOnly) return out;
  }
  if (owner >= 0 && rules.ownedBy) {
    const words = rules.ownedBy(name, cn, players[owner], t.number);
    out.push({ id: "play/not-in-hand", refusal: words.refusal, violation: at(rules.notInHandRule, words.violation) });
    if (rules.firstFaultOnly) return out;
  }
  if (held && !held.includes(card)) {
    out.push({ id: "play/not-in-hand", refusal: `${name} does not hold ${cn} (their hand was entered).`, violation: at(rules.notInHandRule, rules.notInHand(name, cn, t.number)) });
  }
  return out;
}

/** A deal's violations with new ones added, in the record's order: by trick, then by place in it. */
export function withViolations<V extends { trick: number; position: number }>(list: readonly V[], found: readonly V[] | null): readonly V[] {
  return found?.length ? sortViolations([...list, ...found]) : list;
}

/** By trick (bids and set-aside cards are trick 0), then by the card's place in its trick; ties keep their order. */
export function sortViolations<V extends { trick: number; position: number }>(list: V[]): V[] {
  return list
    .map((v, k) => ({ v, k }))
    .sort((a, b) => a.v.trick - b.v.trick || a.v.position - b.v.position || a.k - b.k)
    .map((x) => x.v);
}

/** The plays of the open trick after this one, and the cards seen. */
export function addPlay<C extends string>(t: OpenTrick<C>, seat: Seat, card: C, at: number, seen: CardSet, index: number): { plays: { card: C; seat: Seat; at: number }[]; seen: CardSet } {
  const plays = t.plays.length === 0 ? [{ card, seat, at }] : [...t.plays, { card, seat, at }];
  return { plays, seen: withIndex(seen, index) };
}

/** The tricks of a deal with the open trick (new or growing) written in. */
export function withTrick<T>(tricks: readonly T[], trick: T, opened: boolean): T[] {
  const out = tricks.slice();
  if (opened) out.push(trick);
  else out[out.length - 1] = trick;
  return out;
}

/** Tricks won per seat after `winner` took one. */
export function wonBy(tricksWon: readonly number[], winner: Seat): number[] {
  const out = tricksWon.slice();
  out[winner] += 1;
  return out;
}

/** The trick in play: the last one while it is short of `size` cards, else the next (null after the last). */
export function openTrickOf<C extends string, T extends TrickCore<C>>(tricks: readonly T[], size: number, limit: number, leader: (number: number, last: T | undefined) => Seat): T | OpenTrick<C> | null {
  const last = tricks[tricks.length - 1];
  if (last && last.plays.length < size) return last;
  const number = tricks.length + 1;
  return number > limit ? null : { number, leader: leader(number, last), plays: [] };
}
