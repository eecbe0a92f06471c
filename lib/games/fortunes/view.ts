/**
 * What the table screen and the JSON API show of a game: the contract's result shape for the
 * deals so far, plus the live details of the deal in play.
 */
import { cardName, suitOf, type CardCode } from "../../cards";
import { result, type DealResult, type FortunesResult } from "./record";
import { compassOf, teamOf } from "./rules";
import { currentDeal, heldCards, legalCards, openTrick, turn, unseenCards } from "./engine";
import type { FortunesState, Turn } from "./types";
import { seesHand, type Viewer } from "../module";

export interface LiveTrick {
  number: number;
  leader: string;
  cards: { player: string; card: CardCode; name: string }[];
  type: "high" | "low";
  ledSuit: string | null;
}

/** A deal as the play screen shows it: the result shape without the readings' prose. */
export type DealView = Omit<DealResult, "readings"> & {
  /** How many readings the deal has (they are read on their own page). */
  readings: number;
};

export interface FortunesView extends Omit<FortunesResult, "deals"> {
  options: FortunesState["options"];
  deckStyle: FortunesState["deckStyle"];
  /** Earlier deals as summaries (no tricks), the current deal in full. */
  deals: DealView[];
  turn: { player: string | null; expects: Turn["expects"] };
  live: {
    deal: number;
    dealer: string;
    seats: { player: string; compass: string; team: "high" | "low" }[];
    trick: LiveTrick | null;
    starsBroken: boolean;
    unseen: CardCode[];
    /** Legal cards for the player to move when their hand was entered. */
    legal: CardCode[] | null;
    betting: { ante: number; pot: number } | null;
    /** Players whose hands were entered for this deal (their plays are checked at once). */
    handsEntered: string[];
    /** Players who have not played a card yet this deal (they may still enter a hand). */
    notYetPlayed: string[];
    /**
     * On a seat's own device, when its player's hand was entered: the cards still in it and, on
     * that player's turn, the legal ones (issue 30). Absent for every other viewer.
     */
    own?: { player: string; cards: CardCode[]; legal: CardCode[] | null };
  };
}

/** A seat's own remaining cards (only for that seat's viewer, only when its hand is known to it). */
function ownHand(s: FortunesState, viewer: Viewer, who: ReturnType<typeof turn>): { own?: FortunesView["live"]["own"] } {
  if (viewer.kind !== "seat") return {};
  const seat = s.players.findIndex((p) => seesHand(viewer, p));
  if (seat < 0) return {};
  const held = heldCards(currentDeal(s), seat);
  if (!held) return {};
  const mine = who.seat === seat && who.expects === "play";
  return { own: { player: s.players[seat], cards: held.slice(), legal: mine ? legalCards(s) : null } };
}

/**
 * What the play screen shows. Entered hands are never in it; the legal cards (which tell about a
 * hand) only for a viewer who may see that hand: the table (unless the hand was entered on its
 * player's own device) or that player's own device.
 */
export function view(s: FortunesState, viewer: Viewer = { kind: "table" }): FortunesView {
  const d = currentDeal(s);
  const t = openTrick(d);
  const who = turn(s);
  const trick: LiveTrick | null = t
    ? {
        number: t.number,
        leader: s.players[t.leader],
        cards: t.plays.map((p) => ({ player: s.players[p.seat], card: p.card, name: cardName(p.card, s.deckStyle) })),
        type: "type" in t ? (t as { type: "high" | "low" }).type : teamOf(d.dealer, t.leader),
        ledSuit: t.plays[0] ? suitOf(t.plays[0].card) : null,
      }
    : null;
  const legal = who.seat !== null && who.expects === "play" && heldCards(d, who.seat) && seesHand(viewer, who.player) ? legalCards(s) : null;
  const res = result(s, { readings: false });
  const last = res.deals.length - 1;
  const deals: DealView[] = res.deals.map((deal, i) => {
    const end = s.deals[i].end;
    const readings = end && end.reason !== "finish" ? 4 : 0;
    return i === last ? { ...deal, readings } : { ...deal, tricks: [], violations: [], readings };
  });
  return {
    ...res,
    deals,
    options: s.options,
    deckStyle: s.deckStyle,
    turn: { player: who.player, expects: who.expects },
    live: {
      deal: d.number,
      dealer: s.players[d.dealer],
      seats: s.players.map((player, seat) => ({ player, compass: compassOf(d.dealer, seat), team: teamOf(d.dealer, seat) })),
      trick,
      starsBroken: d.starsBroken,
      unseen: unseenCards(d),
      legal,
      betting: d.betting ? { ante: d.betting.ante, pot: d.betting.pot } : null,
      handsEntered: s.players.filter((_, i) => d.hands[i] !== null),
      notYetPlayed: s.players.filter((_, i) => !d.tricks.some((t) => t.plays.some((p) => p.seat === i))),
      ...ownHand(s, viewer, who),
    },
  };
}
