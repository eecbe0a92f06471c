/**
 * Fortunes on the table display (lib/games/display.ts), read from the spectator's view so every
 * number is the one the phones show: High and Low with the deal's team points, the trick (or the
 * last finished one until the next card), who won what, and the readings' layout after a deal.
 */
import { cardName, type CardCode } from "../../cards";
import type { FaceRef } from "../../faces/ref";
import { signed, type DisplayModel, type DisplayReading, type DisplayTrick } from "../display";
import { result } from "./record";
import type { FortunesState } from "./types";
import { view } from "./view";
import { turn } from "./engine";

const LAYOUTS: Record<string, string> = { simple: "Simple layout", broader: "Broader reading", fate: "Fate reading" };

export function fortunesDisplay(s: FortunesState): DisplayModel {
  const v = view(s, { kind: "spectator" });
  const style = s.deckStyle;
  const face = (code: string): FaceRef => ({ deck: "tarot", style, code, name: cardName(code as CardCode, style) });
  const deal = v.deals[v.deals.length - 1];
  const P = s.players;
  const t = turn(s);
  const teamOf = new Map(v.live.seats.map((x) => [x.player, x.team]));

  const won = new Map<string, number>(P.map((p) => [p, 0]));
  for (const x of deal.tricks) if (x.winner) won.set(x.winner, (won.get(x.winner) ?? 0) + 1);

  let trick: DisplayTrick | null = null;
  let type: "high" | "low" | null = null;
  const live = v.live.trick;
  if (live && live.cards.length > 0) {
    type = live.type;
    trick = { label: `Trick ${live.number}`, plays: live.cards.map((c) => ({ player: c.player, face: face(c.card) })), leader: live.leader, winner: null, finished: false };
  } else {
    const done = deal.tricks.filter((x) => x.winner);
    const last = done[done.length - 1];
    if (last) {
      const lead = P.indexOf(last.leader);
      type = last.type;
      trick = {
        label: `Trick ${last.number}`,
        plays: last.cards.map((c, i) => ({ player: P[(lead + i) % 4], face: face(c) })),
        leader: last.leader, winner: last.winner, finished: true,
      };
    }
  }

  const facts: DisplayModel["facts"] = [];
  if (type) facts.push({ label: trick?.finished ? "Last trick was" : "This trick is", value: type === "high" ? "▲ High" : "▼ Low" });
  facts.push({ label: "Dealer", value: v.live.dealer });
  facts.push({ label: "Stars", value: v.live.starsBroken ? "★ broken" : "☆ not broken" });
  if (v.live.betting) facts.push({ label: "Pot", value: `${v.live.betting.pot} (ante ${v.live.betting.ante})` });

  const scores: DisplayModel["scores"] = [
    { label: `High ${deal.teamPlayers.high.join(" & ")}`, value: String(deal.scores.teams.high), tone: "high" },
    { label: `Low ${deal.teamPlayers.low.join(" & ")}`, value: String(deal.scores.teams.low), tone: "low" },
  ];
  if (v.deals.length > 1 || v.match.target) {
    for (const p of v.match.partnerships) scores.push({ label: `Match ${p.players.join(" & ")}`, value: `${p.points}${v.match.target ? ` / ${v.match.target}` : ""}` });
  }

  let readings: DisplayReading[] = [];
  const d = s.deals[s.deals.length - 1];
  if (d.end && d.end.reason !== "finish") {
    const full = result(s).deals[d.number - 1];
    readings = full.readings.map((r) => ({
      player: r.player,
      layout: LAYOUTS[r.layout] ?? r.layout,
      outcome: r.outcome === "fortune" ? "a fortune" : r.outcome === "doom" ? "a doom" : "even",
      cards: r.cards.map((c) => ({ position: `${c.owner === r.player ? "" : `${c.owner}'s `}${c.index}: ${c.position ?? "beyond the layout"}`, face: face(c.card), well: c.disposition === "well" })),
    }));
  }

  return {
    title: `Fortunes · Deal ${deal.number}`,
    order: "clockwise",
    direction: "clockwise",
    seats: P.map((name) => {
      const team = teamOf.get(name) ?? null;
      const marks: string[] = [];
      if (name === v.live.dealer) marks.push("dealer");
      return {
        name,
        score: signed(deal.scores.players[name] ?? 0),
        team: team === "high" ? "High" : team === "low" ? "Low" : null,
        bid: deal.bids ? (deal.bids.players[name] ?? null) : null,
        tricks: won.get(name) ?? 0,
        count: null,
        marks,
        turn: t.player === name,
      };
    }),
    trick,
    facts,
    scores,
    readings,
    over: v.match.winner ? `${v.match.winner.join(" & ")} win the match` : null,
  };
}
