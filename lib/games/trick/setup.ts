/**
 * Set-up, seats and hands as every trick game has them: the players by the one name rule
 * (lib/games/common/names.ts), the first dealer, the options and the deck style; whose turn a
 * named player is; and a hand entered before its player's first card.
 */
import { err, ok, type Result, type RuleError } from "../../result";
import { checkNames } from "../common/names";
import { seatOfName, type Seat } from "../common/seats";
import type { SetupInput } from "../module";

const WORDS = ["no", "one", "two", "three", "four", "five", "six", "seven", "eight"];
/** "a, b, c or d" */
export const orList = (xs: readonly string[]): string => (xs.length < 2 ? xs.join("") : `${xs.slice(0, -1).join(", ")} or ${xs[xs.length - 1]}`);

export interface TableSpec<O, St extends string> {
  /** The game's name, for "Fortunes needs exactly four players." */
  label: string;
  seats: { min: number; max: number; defaultDealer: "first" | "last" };
  /** The house rules from what the table chose (missing fields take their defaults). */
  options(raw: unknown): Result<O>;
  styles: readonly St[];
  defaultStyle: St;
}

export interface Table<O, St extends string> {
  players: string[];
  dealer: Seat;
  options: O;
  deckStyle: St;
}

/** The players, first dealer, options and deck style of a new game, or the first thing wrong with them. */
export function setupTable<O, St extends string>(spec: TableSpec<O, St>, input: SetupInput): Result<Table<O, St>> {
  const raw = input?.players;
  const { min, max } = spec.seats;
  if (!Array.isArray(raw) || raw.length < min || raw.length > max) {
    return err("setup/players", `${spec.label} needs ${min === max ? `exactly ${WORDS[min] ?? min}` : `${min} to ${max}`} players.`);
  }
  const names = checkNames(raw);
  if (!names.ok) return err("setup/players", names.error.message);
  const players = names.value;
  const n = players.length;
  let dealer: Seat = spec.seats.defaultDealer === "last" ? n - 1 : 0;
  const d = input.dealer;
  if (typeof d === "number") {
    if (!Number.isInteger(d) || d < 0 || d >= n) return err("setup/dealer", "The dealer must be one of the players.");
    dealer = d;
  } else if (typeof d === "string") {
    dealer = seatOfName(players, d);
    if (dealer < 0) return err("setup/dealer", `The dealer "${d}" is not one of the players.`);
  } else if (d !== undefined && d !== null) return err("setup/dealer", "The dealer is a player's name or seat number.");
  const options = spec.options(input.options);
  if (!options.ok) return options;
  const deckStyle = (input.deckStyle ?? spec.defaultStyle) as St;
  if (!spec.styles.includes(deckStyle)) return err("setup/deck-style", `Deck style must be ${orList(spec.styles)}.`);
  return ok({ players, dealer, options: options.value, deckStyle });
}

/**
 * Whether `given` (the player a recorder names on a play or bid, if any) is the player to act:
 * null when it is (or none is named), else the error (`id`: "play/not-your-turn", …).
 */
export function checkTurn(players: readonly string[], expected: Seat, given: unknown, id: string): RuleError | null {
  if (given === undefined || given === null) return null;
  const seat = typeof given === "string" ? seatOfName(players, given) : -1;
  if (seat < 0) return { id: "action/unknown-player", message: `"${String(given)}" is not playing in this game.` };
  if (seat !== expected) return { id, message: `It is ${players[expected]}'s turn, not ${players[seat]}'s.`, details: { expected: players[expected] } };
  return null;
}

/** The seat of a named player, or the error for a name not at the table. */
export function seatOrError(players: readonly string[], name: unknown): Result<Seat> {
  const seat = typeof name === "string" ? seatOfName(players, name) : -1;
  return seat < 0 ? err("action/unknown-player", `"${String(name)}" is not playing in this game.`) : ok(seat);
}

/** A game's words and checks for a hand entered before its player's first card. */
export interface HandSpec<C extends string> {
  /** How many cards a hand has now, and the sentence that says so ("A hand has 19 cards"). */
  size: number;
  sizeText: string;
  isCard(c: unknown): c is C;
  /** The refusal of an unknown code. */
  unknownCard(c: unknown): string;
  name(c: C): string;
  /** Why a card cannot be in any hand (set aside, turned for trump, played already), or null. */
  excluded(c: C): string | null;
  /** "deal" or "round", for "has already played this deal". */
  dealWord: string;
}

/** The hands of a deal with `player`'s entered, or why that cannot be. */
export function enterHand<C extends string>(
  players: readonly string[], d: { hands: readonly (readonly C[] | null)[]; tricks: readonly { plays: readonly { seat: Seat }[] }[] },
  action: { player: unknown; cards: unknown }, spec: HandSpec<C>,
): Result<(readonly C[] | null)[]> {
  const s = seatOrError(players, action.player);
  if (!s.ok) return s;
  const seat = s.value;
  const name = players[seat];
  if (d.tricks.some((t) => t.plays.some((p) => p.seat === seat))) return err("hand/too-late", `${name} has already played this ${spec.dealWord}; enter a hand before its first card.`);
  const cards = action.cards;
  if (!Array.isArray(cards) || cards.length !== spec.size) return err("hand/size", `${spec.sizeText}; ${Array.isArray(cards) ? cards.length : 0} given.`);
  const set = new Set<string>();
  for (const c of cards) {
    if (!spec.isCard(c)) return err("card/unknown", spec.unknownCard(c));
    const cn = spec.name(c);
    if (set.has(c)) return err("hand/duplicate", `${cn} is listed twice.`);
    set.add(c);
    const why = spec.excluded(c);
    if (why) return err("hand/duplicate", `${cn} ${why}.`);
    const other = d.hands.findIndex((h, i) => i !== seat && h?.includes(c));
    if (other >= 0) return err("hand/duplicate", `${cn} is already in ${players[other]}'s hand.`);
  }
  const hands = d.hands.slice();
  hands[seat] = [...(cards as C[])];
  return ok(hands);
}
