/**
 * The trick-taking core Fortunes, Fortey-One and Fortune Tenners share: a trick and its plays,
 * what a player still holds of an entered hand, and the rule every one of them keeps for a card
 * that breaks a rule: refuse it at the table, else (a replay of actions accepted once, or a
 * record) take it and record a violation.
 */
import { err, type Result } from "../../result";
import type { Seat } from "./seats";

export interface TrickPlay<C extends string = string> {
  card: C;
  seat: Seat;
  /** Index of the play among the game's base actions (for corrections), −1 when unknown. */
  at: number;
}

/** A trick as every trick game keeps it; a game's own trick adds its fields. */
export interface TrickCore<C extends string = string> {
  number: number;
  leader: Seat;
  plays: readonly TrickPlay<C>[];
  winner: Seat | null;
  winningCard: C | null;
}

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

/**
 * The two faults every trick game looks for before its own rules: a card already seen this deal
 * ("play/duplicate"), and a card outside its player's entered hand ("play/not-in-hand"). Only
 * the faults found are built.
 */
export function cardFaults<C extends string, V>(
  card: C,
  seen: boolean,
  held: readonly C[] | null,
  make: { duplicate(): Omit<PlayFault<V>, "id">; notInHand(): Omit<PlayFault<V>, "id"> },
): PlayFault<V, TrickErrorId>[] {
  const out: PlayFault<V, TrickErrorId>[] = [];
  if (seen) out.push({ id: "play/duplicate", ...make.duplicate() });
  if (held && !held.includes(card)) out.push({ id: "play/not-in-hand", ...make.notInHand() });
  return out;
}
