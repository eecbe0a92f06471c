/**
 * The table screen's panel for Fortuno: who acts next and how, the ring with hand counts, the
 * top card and what it did, the prompts the next event needs, and the event log in words.
 * Hands are never known, so every viewer sees the same thing.
 */
import { ALL_CARDS, isStar, rankOf } from "../../cards";
import type { TurnInfo } from "../module";
import { courtWord, fortunoCardName } from "./deck";
import { activePlayers, available, currentDeal, discardCount, effectiveTop, isHermit, physicalTop } from "./engine";
import { legalCards } from "./rules";
import type { Deal, FortunoState } from "./types";
import { standingsOf } from "./record";
import { leaders } from "../finish";

const RANK_WORDS = ["", "aces", "twos", "threes", "fours", "fives", "sixes", "sevens", "eights", "nines", "tens"];
/** A rank in the plural, courts as the table's deck prints them ("Princesses" / "Pages"). */
const rankWords = (rank: number, style: string) => RANK_WORDS[rank] ?? courtWord(rank, style, true);

export interface FortunoView {
  /** The table's deck style: every name on screen (picker, turn line, log) follows it. */
  deckStyle: string;
  deal: number;
  dealer: string;
  status: "in-progress" | "complete";
  next: string;
  expects: string;
  turn: string | null;
  direction: "clockwise" | "counter-clockwise";
  players: { name: string; cards: number; out: boolean; hermit: number; turn: boolean; lover: boolean }[];
  top: { code: string; name: string; card: string; cardName: string } | null;
  effect: string;
  drawPile: number;
  discardPile: number;
  owed: { player: string; draw: number; stack: string | null; fortune: boolean; gambit: string | null } | null;
  lovers: string[] | null;
  adjustments: number;
  winner: string | null;
  /** What the next event needs chosen. */
  prompts: { kind: string; text: string; options?: string[] }[];
  log: string[];
  violations: number;
  /** The seats in current clockwise order (the shell's `players` overrides this view's players: names only). */
  seats: { name: string; cards: number; out: boolean; hermit: number; turn: boolean; lover: boolean }[];
  /** Cards dealt to each player at the start of a deal (the game's option). */
  handSize: number;
  /** Cards not visible on the discard pile and not out of the game (a picker strikes out the rest). */
  unseen: string[];
  /** Cards the player to act may play now, whatever they hold; null when a flip or a choice comes first, or anything goes. */
  legal: string[] | null;
  /** Cards that can still be drawn: the draw pile and all but the top of the discard pile. */
  drawable: number;
  /** The choice the next event must make (The Magus, The Tower, The Devil, The Moon, a slap's reward). */
  pending:
    | { kind: "seats" | "moon"; player: string }
    | { kind: "tower"; player: string; most: string[]; fewest: string[] }
    | { kind: "devil"; player: string; immune: string[] }
    | { kind: "reward"; player: string; stolen: boolean; steal: string[] }
    | null;
  /** Three sixes were just played in a row: the holder of The Devil may win (Satanic Ritual). */
  sixes: boolean;
  /** Every event of this deal in words, oldest first, with the card a correction may replace. */
  history: { event: number; text: string; card: string | null }[];
}

export function turnOf(s: FortunoState): TurnInfo {
  const d = currentDeal(s);
  if (s.finished?.early) {
    const w = leaders(standingsOf(s));
    return { player: null, expects: "none", prompt: `Game finished: ${w.join(" and ")} win${w.length === 1 ? "s" : ""} with the fewest cards` };
  }
  if (s.finished) return { player: null, expects: "none", prompt: `${d.winner} won deal ${d.number}: the game is finished` };
  const t = nextOf(d, s.deckStyle);
  return { player: t.player, expects: t.expects, prompt: t.text };
}

function nextOf(d: Deal, style: string): { player: string | null; expects: string; text: string } {
  const nm = (c: string) => fortunoCardName(c, style);
  const hermits = Object.entries(d.skipped).filter(([, n]) => n > 0).map(([p, n]) => `${p} is hermitted (${n} more turn${n === 1 ? "" : "s"})`);
  const tail = hermits.length ? ` · ${hermits.join(" · ")}` : "";
  if (d.winner) return { player: null, expects: "nextDeal", text: `${d.winner} wins deal ${d.number}!` };
  const p = d.turn!;
  if (d.pending) {
    switch (d.pending.kind) {
      case "seats": return { player: p, expects: "seats", text: `Everyone changes seats (${nm("T01")}): enter the new clockwise seating${tail}` };
      case "tower": return { player: p, expects: "tower", text: `${p}: choose who switches hands (The Tower)${tail}` };
      case "devil": return { player: p, expects: "devil", text: `${p}: pick an offered card, or J'accuse! (The Devil)${tail}` };
      case "moon": return { player: p, expects: "moon", text: `${p}: ask a player for a card (The Moon)${tail}` };
      case "reward": return { player: p, expects: "play", text: `${p} won the slap: play any card${d.pending.stolen ? "" : " (or the fourth card steals it)"}${tail}` };
    }
  }
  const slap = d.slapWindow ? `Three ${rankWords(d.slapWindow.rank, style)} in a row: who slapped first? Otherwise ` : "";
  if (d.owed) {
    const o = d.owed;
    let text: string;
    if (o.gambit) text = `${o.player} pays ${o.draw} — draw ${o.draw} or play ${nm(o.gambit)} (Church Gambit)`;
    else if (o.stack) text = `${o.player} owes ${o.draw} — stack a ${courtWord(o.stack, style)}${o.fortune ? ", play Fortune" : ""} or draw`;
    else text = `${o.player} owes ${o.draw} — draw ${o.draw}${o.fortune ? " or play Fortune" : ""}`;
    return { player: o.player, expects: d.slapWindow ? "slap" : "draw", text: slap + text + tail };
  }
  const top = effectiveTop(d);
  if (top === null || isStar(top)) return { player: p, expects: d.slapWindow ? "slap" : "flip", text: `${slap}${p}: flip${tail}` };
  const drawable = available(d);
  return {
    player: p,
    expects: d.slapWindow ? "slap" : "play",
    text: `${slap}${p}: play on ${nm(top)}${drawable > 0 ? " (or draw)" : " (or pass: nothing left to draw)"}${tail}`,
  };
}

export function view(s: FortunoState): FortunoView {
  const d = currentDeal(s);
  const style = s.deckStyle;
  const nm = (c: string) => fortunoCardName(c, style);
  const t = nextOf(d, style);
  const top = effectiveTop(d);
  const phys = physicalTop(d);
  const prompts: FortunoView["prompts"] = [];
  const alive = activePlayers(d);
  if (!d.winner) {
    if (d.slapWindow) prompts.push({ kind: "slap", text: "Who slapped first?", options: alive });
    const pend = d.pending;
    if (pend?.kind === "seats") prompts.push({ kind: "seats", text: "New seating, clockwise", options: alive });
    if (pend?.kind === "tower") prompts.push({ kind: "tower", text: `Most: ${pend.most.join(", ")}; fewest: ${pend.fewest.join(", ")}`, options: [...pend.most, ...pend.fewest] });
    if (pend?.kind === "devil") prompts.push({ kind: "devil", text: "Whose offer is kept?", options: alive.filter((p) => p !== pend.player && !pend.immune.includes(p)) });
    if (pend?.kind === "moon") prompts.push({ kind: "moon", text: "Whom does the player ask?", options: alive.filter((p) => p !== pend.player) });
    if (pend?.kind === "reward" && !pend.stolen) prompts.push({ kind: "steal", text: `Anyone holding the fourth of the ${rankWords(pend.rank, style)} may steal`, options: alive });
    if (t.expects === "play" || t.expects === "flip") prompts.push({ kind: "identity", text: "The Fool or Art: choose what it stands for" }, { kind: "lover", text: "The Lovers: choose a lover", options: alive.filter((p) => p !== d.turn) });
    if (d.group) prompts.push({ kind: "chariot", text: "Anyone may throw The Chariot for immunity", options: alive.filter((p) => p !== d.group!.actor) });
    if (d.lovers) prompts.push({ kind: "rps", text: "Lovers disagree? Rock-paper-scissors winner", options: [d.lovers.original, d.lovers.lover] });
  }
  return {
    deckStyle: style,
    deal: d.number,
    dealer: d.dealer,
    status: d.winner ? "complete" : "in-progress",
    next: t.text,
    expects: t.expects,
    turn: t.player,
    direction: d.direction === 1 ? "clockwise" : "counter-clockwise",
    players: d.seating.map((p) => ({
      name: p, cards: d.counts[p], out: d.eliminated.includes(p), hermit: isHermit(d, p) ? d.skipped[p] : 0,
      turn: p === t.player, lover: !!d.lovers && (d.lovers.original === p || d.lovers.lover === p),
    })),
    top: top && phys ? { code: top, name: nm(top), card: phys, cardName: nm(phys) + (phys !== top ? ` (as ${nm(top)})` : "") } : null,
    effect: d.effect,
    drawPile: d.drawPile,
    discardPile: discardCount(d),
    owed: d.owed && { player: d.owed.player, draw: d.owed.draw, stack: d.owed.stack ? courtWord(d.owed.stack, style) : null, fortune: d.owed.fortune, gambit: d.owed.gambit },
    lovers: d.lovers ? [d.lovers.original, d.lovers.lover] : null,
    adjustments: d.adjustments,
    winner: d.winner,
    prompts,
    log: d.log.slice(-12),
    violations: d.violations.length,
    seats: d.seating.map((p) => ({
      name: p, cards: d.counts[p], out: d.eliminated.includes(p), hermit: isHermit(d, p) ? d.skipped[p] : 0,
      turn: p === t.player, lover: !!d.lovers && (d.lovers.original === p || d.lovers.lover === p),
    })),
    handSize: s.options.handSize,
    unseen: unseenCards(d),
    legal: legalNow(d, style),
    drawable: available(d),
    pending: pendingOf(d),
    sixes: !d.winner && d.sixes,
    history: d.events.map((ev, i) => ({ event: i + 1, text: d.log[i] ?? "", card: correctable(ev) })),
  };
}

/** Cards not on the visible discard pile and not out of the game. */
function unseenCards(d: Deal): string[] {
  const seen = new Set<string>([...d.pile.filter((e) => !e.removed).map((e) => e.card), ...d.gone]);
  return ALL_CARDS.filter((c) => !seen.has(c));
}

/** The cards the player to act may play, for any hand (null: a flip or a choice comes first, or any card goes). */
function legalNow(d: Deal, style: string): string[] | null {
  if (d.winner || (d.pending && d.pending.kind !== "reward")) return null;
  if (d.pending?.kind === "reward") return null;
  const top = effectiveTop(d);
  if (!d.owed && (top === null || isStar(top))) return null;
  return legalCards(unseenCards(d), { top, owed: d.owed, free: false, style });
}

function pendingOf(d: Deal): FortunoView["pending"] {
  const p = d.pending;
  if (!p || d.winner) return null;
  switch (p.kind) {
    case "seats": case "moon": return { kind: p.kind, player: p.player };
    case "tower": return { kind: "tower", player: p.player, most: p.most.slice(), fewest: p.fewest.slice() };
    case "devil": return { kind: "devil", player: p.player, immune: p.immune.slice() };
    case "reward": {
      const unseen = new Set(unseenCards(d));
      const steal = p.stolen ? [] : ["W", "C", "S", "P"].filter((x) => !p.suits.includes(x)).map((x) => `${x}${String(p.rank).padStart(2, "0")}`).filter((c) => unseen.has(c));
      return { kind: "reward", player: p.player, stolen: p.stolen, steal };
    }
  }
}

/** The card of an event that a correction `{ deal, event, card }` replaces (module.locate), or null. */
function correctable(ev: Deal["events"][number]): string | null {
  const e = ev as Record<string, unknown>;
  for (const f of ["flip", "steal", "removed"]) if (typeof e[f] === "string") return e[f] as string;
  if ("moon" in e) return typeof e.play === "string" ? e.play : null;
  if (typeof e.play === "string") return e.play;
  if (Array.isArray(e.play)) return e.play[0] as string;
  return null;
}

export const rankWord = (code: string, style = "thoth") => rankWords(rankOf(code), style);
