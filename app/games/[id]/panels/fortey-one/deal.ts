/**
 * What the Fortey-One view does not carry (the tricks of the deal, entered hands, rule problems,
 * legal cards): the panel reads the game's record and folds the deal on screen with the engine
 * itself, so nothing is re-derived by hand. The engine is pure and small (no zod).
 */
import { CODES_41, cardName41, type DeckStyle41 } from "@/lib/games/fortey-one/deck";
import { apply, heldCards, legalMoves, newDeal, openTrick, setup } from "@/lib/games/fortey-one/engine";
import { bidOrder } from "@/lib/games/fortey-one/rules";
import type { ForteyOneAction, ForteyOneState } from "@/lib/games/fortey-one/types";

export interface DealRecord41 {
  dealer?: string;
  bids?: Record<string, number>;
  redeal?: boolean;
  hands?: Record<string, string[]>;
  tricks?: string[][];
}
export interface Record41 { players: string[]; deckStyle?: string; deals: DealRecord41[] }

export interface TrickRow { number: number; leader: string; cards: { card: string; player: string }[]; winner: string | null; winningCard: string | null }
export interface Problem { trick: number; player: string; rule: string; message: string }

export interface DealFacts {
  deal: number;
  tricks: TrickRow[];
  played: Set<string>;
  hands: string[];
  problems: Problem[];
  /** Legal cards of the player to act when their hand was entered, else null. */
  legal: string[] | null;
  /** Players who may still enter a hand (no card played yet, no hand entered). */
  canEnter: string[];
}

/** Folds deal `number` of a record (its totals do not matter here). Null when it does not fold. */
export function foldDeal(rec: Record41, number: number, style: DeckStyle41): DealFacts | null {
  const d = rec.deals[number - 1];
  if (!d) return null;
  const start = setup({ players: rec.players, dealer: d.dealer, deckStyle: style });
  if (!start.ok) return null;
  const dealer = start.value.dealer;
  let s: ForteyOneState = { ...start.value, deals: [newDeal(number, dealer, [0, 0, 0, 0])] };
  const actions: ForteyOneAction[] = [];
  for (const [player, cards] of Object.entries(d.hands ?? {})) actions.push({ type: "hand", player, cards });
  for (const seat of bidOrder(dealer)) {
    const b = d.bids?.[rec.players[seat]];
    if (b !== undefined) actions.push({ type: "bid", player: rec.players[seat], tricks: b });
  }
  for (const t of d.tricks ?? []) for (const card of t) actions.push({ type: "play", card });
  for (let i = 0; i < actions.length; i++) {
    const r = apply(s, actions[i], { lenient: true, index: i });
    if (!r.ok) return null;
    s = r.value;
  }
  const deal = s.deals[0];
  const name = (seat: number) => rec.players[seat];
  const played = new Set<string>();
  for (const t of deal.tricks) for (const p of t.plays) played.add(p.card);
  const t = openTrick(deal);
  const acting = t ? (t.leader + t.plays.length) % 4 : -1;
  const legal = acting >= 0 && heldCards(deal, acting)
    ? legalMoves(s).flatMap((a) => (a.type === "play" ? [a.card] : []))
    : null;
  return {
    deal: number,
    tricks: deal.tricks.map((x) => ({
      number: x.number, leader: name(x.leader), cards: x.plays.map((p) => ({ card: p.card, player: name(p.seat) })),
      winner: x.winner === null ? null : name(x.winner), winningCard: x.winningCard,
    })),
    played,
    hands: deal.hands.flatMap((h, seat) => (h ? [name(seat)] : [])),
    problems: deal.violations.map((v) => ({ trick: v.trick, player: v.player, rule: v.rule, message: v.message })),
    legal,
    canEnter: deal.complete || deal.redeal ? [] : rec.players.filter((p, seat) => !deal.hands[seat] && !deal.tricks.some((x) => x.plays.some((q) => q.seat === seat))),
  };
}

/** Cards not yet played this deal: the folded deal's plus the trick the view shows now. */
export function unseenCards(facts: DealFacts | null, trick: { card: string }[] | undefined): string[] {
  const gone = new Set(facts?.played ?? []);
  for (const c of trick ?? []) gone.add(c.card);
  return CODES_41.filter((c) => !gone.has(c));
}

export const nameOf = (code: string, style: DeckStyle41) => cardName41(code, style);
