/** What every event handler shares: the kind of an event, refusing or reporting a broken rule, who may act, and what a pending choice waits for. */
import { type Result } from "../../result";
import { err, type FortunoErrorId } from "./errors";
import { type Deal, EVENT_KINDS, type EventKind, type FortunoEvent } from "./types";
import { isActive } from "./piles";
import { type Ctx, note, passTurn, swap } from "./turn";

export type Step = Result<Deal> | null; // null: continue with c.d

export function eventKind(ev: FortunoEvent): EventKind {
  if (Object.prototype.hasOwnProperty.call(ev, "moon")) return "moon";
  for (const k of EVENT_KINDS) if (Object.prototype.hasOwnProperty.call(ev, k)) return k;
  return "pass";
}

/** Reports a violation (records) or refuses the event (at the table). */
export function bad(c: Ctx, id: FortunoErrorId, rule: string, player: string, message: string): Step {
  if (!c.lenient) return err(id, message, { event: c.n, player });
  c.d.violations.push({ event: c.n, player, rule, message });
  note(c, `(violation: ${message})`);
  return null;
}

export const fail = (id: FortunoErrorId, message: string): Step => err(id, message);

export const ALWAYS: readonly EventKind[] = ["fortuno", "accuse", "rps", "eliminated", "ritual"];
export const FOR_PENDING: Record<string, readonly EventKind[]> = {
  seats: ["seats"], tower: ["tower"], devil: ["devil", "jaccuse"], moon: ["moon"], reward: ["steal", "play"],
};

export function pendingPrompt(d: Deal): string {
  const p = d.pending!;
  switch (p.kind) {
    case "seats": return `${p.player} played The Magus: enter the new seating first.`;
    case "tower": return `${p.player} must choose who switches hands (The Tower) first.`;
    case "devil": return `${p.player} must pick one of the offered cards (The Devil) first.`;
    case "moon": return `${p.player} must say what The Moon brought first.`;
    case "reward": return `${p.player} won the slap and plays any card first.`;
  }
}

/** A choice the record left out: the table's default (no new seats, no pick …). */
export function resolveDefault(c: Ctx): void {
  const d = c.d;
  const p = d.pending!;
  d.pending = null;
  if (p.kind === "tower") {
    swap(c, p.most[0], p.fewest[0], "The Tower (no choice recorded)");
  } else note(c, `(${p.kind === "seats" ? "seating unchanged" : p.kind === "reward" ? "the slap winner played nothing" : `no ${p.kind} choice recorded`})`);
  passTurn(c, p.player);
}

/** The actions whose named player must be a player still in the game. */
export type KnownWhat = "accuse" | "jaccuse" | "play" | "moon" | "draw" | "steal" | "devil" | "fortuno" | "ritual" | "slap";

export function known(c: Ctx, p: string | undefined, what: KnownWhat): Step {
  if (p === undefined) return null;
  if (!c.d.seating.includes(p)) return fail(`${what}/unknown-player`, `"${p}" is not a player.`);
  if (!isActive(c.d, p)) return fail(`${what}/eliminated`, `${p} is out of the game.`);
  return null;
}

/** Who may act for the turn holder: the holder, or their lover while they are paired. */
export function actsFor(d: Deal, p: string): boolean {
  if (p === d.turn) return true;
  return !!d.lovers && !!d.turn && [d.lovers.original, d.lovers.lover].includes(p) && [d.lovers.original, d.lovers.lover].includes(d.turn);
}
