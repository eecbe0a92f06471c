/**
 * What the table screen shows of a Fortune Tenners game: the round live (trump, predictions,
 * the trick in play), tricks won against predictions, totals, and the whole-game overview
 * (the 📋 table) and chart. Small: it is sent on every tap.
 */
import { seesHand, type TurnInfo, type Viewer } from "../module";
import { clockwise } from "../common/seats";
import { TENNERS_CODES, symbolName, tennersCardName, type TennersCode, type TrumpSymbol } from "./deck";
import { currentRound, forbiddenBid, heldCards, legalMoves, openTrick, seatOf, turnOf } from "./engine";
import { bidOrder, ledSymbol, winningIndex, winnersOf } from "./rules";
import type { Round, TennersState } from "./types";

export interface CardView { player: string; card: TennersCode; name: string }

export interface TennersView {
  game: "fortune-tenners";
  players: string[];
  deckStyle: string;
  options: TennersState["options"];
  round: number;
  rounds: number;
  /** Cards dealt to each player this round (= the round's tricks). */
  cards: number;
  dealer: string;
  /** Round 1 of a blind first round: players hold their card to the forehead. */
  blindRound: boolean;
  turn: TurnInfo;
  /** Shown large: the trump symbol and the card that made it. */
  trump: { symbol: TrumpSymbol | null; symbolName: string | null; card: TennersCode | null; cardName: string | null; chosen: boolean; text: string };
  predictions: {
    /** In prediction order (from the player after the dealer). */
    order: { player: string; bid: number | null }[];
    total: number;
    cards: number;
    /** With fitting guesses off: the number the last player may not say now, and why. */
    forbidden: number | null;
    forbiddenWhy: string | null;
  };
  trick: { number: number; leader: string; cards: CardView[]; ledSymbol: TrumpSymbol | null; winning: string | null } | null;
  lastTrick: { number: number; cards: CardView[]; winner: string; winningCard: TennersCode } | null;
  /** Every trick of this round so far (the one in play last), for the history and corrections. */
  tricks: { number: number; leader: string; cards: CardView[]; winner: string | null; winningCard: TennersCode | null }[];
  /** Cards not seen this round: neither turned for trump nor played. */
  unseen: TennersCode[];
  seats: { player: string; dealer: boolean; bid: number | null; won: number; lastCard: CardView | null; total: number }[];
  totals: Record<string, number>;
  /** 📋 per round and player: prediction / tricks and points, and totals after the round. */
  overview: {
    number: number;
    cards: number;
    dealer: string;
    trump: TrumpSymbol | null;
    complete: boolean;
    cells: { bid: number | null; won: number; points: number | null; total: number | null }[];
  }[];
  /** Totals after each complete round, one series per player (list order): for a chart. */
  chart: number[][];
  winner: string[] | null;
  violations: { trick: number; player: string; rule: string; message: string }[];
  handsEntered: string[];
  /** Legal cards of the player to act when their hand is known (never a blind card). */
  legal: TennersCode[] | null;
  /** A seat's own remaining entered cards (left out in a blind round). */
  hand?: TennersCode[];
  /** Blind round, seat view: the entered cards of everyone else. */
  othersHands?: { player: string; cards: TennersCode[] }[];
}

export function turnInfo(s: TennersState): TurnInfo {
  const t = turnOf(s);
  const r = currentRound(s);
  const n = s.players.length;
  const cards = `${r.cards} card${r.cards === 1 ? "" : "s"}`;
  switch (t.expects) {
    case "trump": return { player: t.player, expects: "trump", prompt: `${t.player} deals ${cards} each and turns the next card for trump` };
    case "trumpSymbol": return { player: t.player, expects: "trumpSymbol", prompt: `A Gothic Knot was turned: ${t.player} chooses the trump symbol` };
    case "bid": {
      const no = forbiddenBid(s);
      return { player: t.player, expects: "bid", prompt: `${t.player} predicts 0 to ${r.cards} tricks${no !== null ? ` (not ${no})` : ""}` };
    }
    case "play": return { player: t.player, expects: "play", prompt: `${t.player} to play` };
    case "nextDeal": {
      const next = s.players[clockwise(r.dealer, 1, n)];
      return { player: null, expects: "nextDeal", prompt: `Round ${r.number} is over: ${next} deals round ${r.number + 1}` };
    }
    default: {
      const w = winnersOf(s.totals).map((i) => s.players[i]);
      const top = Math.max(...s.totals);
      return { player: null, expects: "none", prompt: `${s.finished?.early ? "Game finished" : "Game over"}: ${w.join(" and ")} win${w.length === 1 ? "s" : ""} with ${top} points` };
    }
  }
}

export function view(s: TennersState, viewer: Viewer = { kind: "table" }): TennersView {
  const r = currentRound(s);
  const P = s.players;
  const n = P.length;
  const style = s.deckStyle;
  const name = (c: TennersCode) => tennersCardName(c, style, s.options.tarotRibbons);
  const cv = (seat: number, card: TennersCode): CardView => ({ player: P[seat], card, name: name(card) });
  const blindRound = s.options.blindFirstRound && r.number === 1;

  const trumpText = trumpLine(s, r);
  const order = bidOrder(r.dealer, n).map((seat) => ({ player: P[seat], bid: r.bids[seat] }));
  const total = r.bids.reduce<number>((a, b) => a + (b ?? 0), 0);
  const forbidden = forbiddenBid(s);

  const t = openTrick(s, r);
  const trickCards = t ? t.plays.map((p) => p.card) : [];
  const trick = t
    ? {
        number: t.number,
        leader: P[t.leader],
        cards: t.plays.map((p) => cv(p.seat, p.card)),
        ledSymbol: ledSymbol(trickCards),
        winning: trickCards.length ? P[t.plays[winningIndex(trickCards, r.trump)].seat] : null,
      }
    : null;
  const done = r.tricks.filter((x) => x.winner !== null);
  const lt = done[done.length - 1];
  const lastTrick = lt ? { number: lt.number, cards: lt.plays.map((p) => cv(p.seat, p.card)), winner: P[lt.winner!], winningCard: lt.winningCard! } : null;

  const tricks = r.tricks.map((x) => ({
    number: x.number, leader: P[x.leader], cards: x.plays.map((p) => cv(p.seat, p.card)),
    winner: x.winner === null ? null : P[x.winner], winningCard: x.winningCard,
  }));
  const seenNow = new Set<string>(r.trumpCard ? [r.trumpCard] : []);
  for (const x of r.tricks) for (const p of x.plays) seenNow.add(p.card);
  const unseen = TENNERS_CODES.filter((c) => !seenNow.has(c));

  const lastCards: (CardView | null)[] = P.map(() => null);
  for (const x of r.tricks) for (const p of x.plays) lastCards[p.seat] = cv(p.seat, p.card);
  const before = s.rounds.length > 1 ? s.rounds[s.rounds.length - 2].totalsAfter ?? s.totals : s.totals;
  const seats = P.map((player, i) => ({ player, dealer: i === r.dealer, bid: r.bids[i], won: r.tricksWon[i], lastCard: lastCards[i], total: (r.totalsAfter ?? before)[i] }));

  const overview = s.rounds.map((x: Round) => ({
    number: x.number,
    cards: x.cards,
    dealer: P[x.dealer],
    trump: x.trump,
    complete: x.phase === "done",
    cells: P.map((_, i) => ({ bid: x.bids[i], won: x.tricksWon[i], points: x.points ? x.points[i] : null, total: x.totalsAfter ? x.totalsAfter[i] : null })),
  }));
  const chart = P.map((_, i) => s.rounds.filter((x) => x.totalsAfter).map((x) => x.totalsAfter![i]));

  const who = turnOf(s);
  const seatViewer = viewer.kind === "seat" ? seatOf(s.players, viewer.player) : -1;
  let legal: TennersCode[] | null = null;
  const canSeeLegal = !blindRound && who.seat !== null && seesHand(viewer, P[who.seat]);
  if (canSeeLegal && who.expects === "play" && who.seat !== null && heldCards(r, who.seat)) {
    legal = legalMoves(s).flatMap((a) => (a.type === "play" ? [a.card] : []));
  }

  const out: TennersView = {
    game: "fortune-tenners",
    players: [...P],
    deckStyle: style,
    options: s.options,
    round: r.number,
    rounds: s.roundCount,
    cards: r.cards,
    dealer: P[r.dealer],
    blindRound,
    turn: turnInfo(s),
    trump: trumpText,
    predictions: {
      order, total, cards: r.cards, forbidden,
      forbiddenWhy: forbidden !== null ? `${forbidden} would make the predictions total ${r.cards}, the tricks of this round (fitting guesses are off)` : null,
    },
    trick,
    lastTrick,
    tricks,
    unseen,
    seats,
    totals: Object.fromEntries(P.map((p, i) => [p, s.totals[i]])),
    overview,
    chart,
    winner: s.over ? winnersOf(s.totals).map((i) => P[i]) : null,
    violations: r.violations.map((v) => ({ trick: v.trick, player: v.player, rule: v.rule, message: v.message })),
    handsEntered: P.filter((_, i) => r.hands[i] !== null),
    legal,
  };
  if (viewer.kind === "seat" && seatViewer >= 0) {
    if (blindRound) {
      out.othersHands = P.flatMap((player, i) => {
        const h = i !== seatViewer ? heldCards(r, i) : null;
        return h ? [{ player, cards: h }] : [];
      });
    } else {
      const h = heldCards(r, seatViewer);
      if (h) out.hand = h;
    }
  }
  return out;
}

function trumpLine(s: TennersState, r: Round): TennersView["trump"] {
  const style = s.deckStyle;
  const card = r.trumpCard;
  const cardName = card ? tennersCardName(card, style, s.options.tarotRibbons) : null;
  const symbol = r.trump;
  const sName = symbol ? symbolName(symbol, style) : null;
  let text: string;
  if (r.number === s.roundCount) text = "No trump: the last round";
  else if (!r.trumpRecorded) text = "Trump not turned yet";
  else if (r.phase === "trumpSymbol") text = `${cardName}: the dealer chooses the trump`;
  else if (symbol && r.trumpSymbol) text = `Trump ${sName} (chosen after ${cardName})`;
  else if (symbol) text = `Trump ${sName} (${cardName})`;
  else if (card) text = `No trump (${cardName})`;
  else text = "No trump";
  return { symbol, symbolName: sName, card, cardName, chosen: r.trumpSymbol !== null, text };
}
