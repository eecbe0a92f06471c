/**
 * What the table screen shows of a Fortey-One game: the deal in play (bids against 11, the
 * trick with names, tricks won), the score sheet, partnership totals and what each still needs.
 */
import { nameKey } from "../common/names";
import { seesHand, type TurnInfo, type Viewer } from "../module";
import { CODES_41, cardName41 } from "./deck";
import { bidTotal, currentDeal, heldCards, isOverState, legalMoves, openTrick, turn, winners } from "./engine";
import { dealStatus } from "./record";
import { MIN_BID_TOTAL, TARGET_41, nextSeat, bidOrder, partnershipPoints, partnershipSeats } from "./rules";
import type { ForteyOneState } from "./types";

export interface Need41 {
  players: [string, string];
  points: number;
  /** Tricks aside: how many more points each named player still needs (0 = there already). */
  needs: { player: string; more: number; goal: "41" | "above 0" }[];
  qualified: boolean;
  won: boolean;
  line: string;
}

/**
 * What each partnership still needs to win: one player at 41 or more and the partner above 0.
 * The player nearer 41 (the higher total; the first listed on a tie) is the one counted on.
 */
export function needs(s: ForteyOneState): [Need41, Need41] {
  const totals = s.deals[s.deals.length - 1].totals;
  return ([0, 1] as const).map((p) => {
    const [x, y] = partnershipSeats(p);
    const players = [s.players[x], s.players[y]] as [string, string];
    const points = partnershipPoints(totals, p);
    const [lead, other] = totals[y] > totals[x] ? [y, x] : [x, y];
    const L = s.players[lead];
    const O = s.players[other];
    const toTarget = Math.max(0, TARGET_41 - totals[lead]);
    const toPositive = totals[other] > 0 ? 0 : 1 - totals[other];
    const won = s.winner === p;
    const qualified = toTarget === 0 && toPositive === 0;
    let line: string;
    if (won) line = `${players[0]} and ${players[1]} have won the match.`;
    else if (qualified && s.winner !== null) {
      // Both qualified and the other partnership won on points: no "play on" once the match is decided.
      const [x2, y2] = partnershipSeats(s.winner);
      line = `${players[0]} and ${players[1]} qualified too (${L} ${totals[lead]}, ${O} ${totals[other]}), but ${s.players[x2]} and ${s.players[y2]} finished higher.`;
    } else if (qualified) line = `${players[0]} and ${players[1]} have qualified (${L} ${totals[lead]}, ${O} ${totals[other]}); the other partnership ties them: play on.`;
    else if (toTarget === 0) line = `${O} needs ${toPositive} more to get above 0, with ${L} at ${totals[lead]}.`;
    else if (toPositive === 0) line = `${L} needs ${toTarget} more with ${O} above 0.`;
    else line = `${L} needs ${toTarget} more and ${O} needs ${toPositive} more to get above 0.`;
    const list: Need41["needs"] = [
      { player: L, more: toTarget, goal: "41" },
      { player: O, more: toPositive, goal: "above 0" },
    ];
    return { players, points, needs: list, qualified, won, line };
  }) as [Need41, Need41];
}

export interface ForteyOneView {
  game: "fortey-one";
  deal: number;
  dealer: string;
  status: "complete" | "in-progress" | "redeal" | "stopped";
  turn: TurnInfo;
  bids: { player: string; bid: number | null }[];
  bidTotal: number;
  /** 11: bids must reach it or the same dealer deals again. */
  bidTarget: number;
  /** Still missing to reach 11 (0 once reached). */
  bidShort: number;
  trick: { number: number; leader: string; cards: { player: string; card: string; name: string }[] } | null;
  lastTrick: { number: number; winner: string; winningCard: string; name: string } | null;
  /** The names in playing order (counter-clockwise). */
  players: string[];
  deckStyle: string;
  /** Per player: bid, tricks won, points this deal and running total. */
  seats: { name: string; bid: number | null; tricksWon: number; points: number | null; total: number }[];
  /** Every trick of this deal so far (the one in play last), for the history and corrections. */
  tricks: { number: number; leader: string; cards: { card: string; player: string }[]; winner: string | null; winningCard: string | null }[];
  /** Cards not yet played this deal. */
  unseen: string[];
  /** Legal cards of the player to act when their hand was entered, else null. */
  legal: string[] | null;
  /** Rule problems found so far this deal. */
  violations: { trick: number; player: string; rule: string; message: string }[];
  /** Players whose hands were entered this deal (their plays are checked at once). */
  handsEntered: string[];
  /** Players who may still enter a hand (no card played yet, no hand entered). */
  canEnter: string[];
  partnerships: Need41[];
  sheet: { deal: number; dealer: string; redeal: boolean; bids: Record<string, number>; tricksWon: Record<string, number>; points: Record<string, number> | null; totals: Record<string, number> }[];
  over: boolean;
  /** The winning partnership (all four names after a finish level on points). */
  winner: string[] | null;
  /** The seat viewer's own cards still held, when their hand was entered. */
  hand?: { card: string; name: string }[];
}

export function view(s: ForteyOneState, viewer: Viewer): ForteyOneView {
  const d = currentDeal(s);
  const style = s.deckStyle;
  const name = (seat: number) => s.players[seat];
  const t = openTrick(d);
  const lastDone = [...d.tricks].reverse().find((x) => x.winner !== null);
  const total = bidTotal(d);
  const out: ForteyOneView = {
    game: "fortey-one",
    deal: d.number,
    dealer: name(d.dealer),
    status: dealStatus(d),
    turn: turn(s),
    bids: bidOrder(d.dealer).map((seat) => ({ player: name(seat), bid: d.bids[seat] })),
    bidTotal: total,
    bidTarget: MIN_BID_TOTAL,
    bidShort: Math.max(0, MIN_BID_TOTAL - total),
    trick: t ? { number: t.number, leader: name(t.leader), cards: t.plays.map((p) => ({ player: name(p.seat), card: p.card, name: cardName41(p.card, style) })) } : null,
    lastTrick: lastDone ? { number: lastDone.number, winner: name(lastDone.winner!), winningCard: lastDone.winningCard!, name: cardName41(lastDone.winningCard!, style) } : null,
    players: [...s.players],
    deckStyle: style,
    seats: s.players.map((p, i) => ({ name: p, bid: d.bids[i], tricksWon: d.tricksWon[i], points: d.points ? d.points[i] : null, total: d.totals[i] })),
    tricks: d.tricks.map((x) => ({
      number: x.number, leader: name(x.leader), cards: x.plays.map((p) => ({ card: p.card, player: name(p.seat) })),
      winner: x.winner === null ? null : name(x.winner), winningCard: x.winningCard,
    })),
    unseen: CODES_41.filter((c) => !d.tricks.some((x) => x.plays.some((p) => p.card === c))),
    legal: t && viewer.kind !== "spectator" && seesHand(viewer, name(nextSeat(t.leader, t.plays.length))) && heldCards(d, nextSeat(t.leader, t.plays.length))
      ? legalMoves(s).flatMap((a) => (a.type === "play" ? [a.card] : []))
      : null,
    violations: d.violations.map((v) => ({ trick: v.trick, player: v.player, rule: v.rule, message: v.message })),
    handsEntered: d.hands.flatMap((h, seat) => (h ? [name(seat)] : [])),
    canEnter: d.complete || d.redeal || d.stopped ? [] : s.players.filter((_, seat) => !d.hands[seat] && !d.tricks.some((x) => x.plays.some((q) => q.seat === seat))),
    partnerships: needs(s),
    sheet: s.deals.map((x) => ({
      deal: x.number, dealer: name(x.dealer), redeal: x.redeal,
      bids: Object.fromEntries(bidOrder(x.dealer).filter((seat) => x.bids[seat] !== null).map((seat) => [name(seat), x.bids[seat] as number])),
      tricksWon: Object.fromEntries(s.players.map((p, i) => [p, x.tricksWon[i]])),
      points: x.points ? Object.fromEntries(s.players.map((p, i) => [p, x.points![i]])) : null,
      totals: Object.fromEntries(s.players.map((p, i) => [p, x.totals[i]])),
    })),
    over: isOverState(s),
    winner: winners(s),
  };
  if (viewer.kind === "seat") {
    const seat = s.players.findIndex((p) => nameKey(p) === nameKey(viewer.player));
    const held = seat >= 0 ? heldCards(d, seat) : null;
    if (held) out.hand = held.map((c) => ({ card: c, name: cardName41(c, style) }));
  }
  return out;
}
