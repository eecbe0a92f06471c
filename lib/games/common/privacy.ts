/**
 * What of an entry is private, for the games whose players may enter their own hand: a `hand`
 * action names its player, and a record keeps entered hands under `deals[].hands` by name. A
 * module hands these to the server as its `privacy` (lib/games/module.ts).
 */
import { nameKey } from "./names";

/** The player whose hand a `{ type: "hand", player }` action enters, or null for any other action. */
export function handEnteredBy(action: { type: string }): string | null {
  const a = action as { type: string; player?: unknown };
  return a.type === "hand" && typeof a.player === "string" ? a.player : null;
}

/**
 * The record with the entered hands of `players` left out of every deal (a deal left with no
 * hand loses its `hands`). `same` compares names as the server does.
 */
export function withoutDealHands<R>(record: R, players: readonly string[], same: (a: string, b: string) => boolean = (a, b) => nameKey(a) === nameKey(b)): R {
  const r = record as unknown as Record<string, unknown>;
  if (!players.length || !r || !Array.isArray(r.deals)) return record;
  return {
    ...r,
    deals: (r.deals as Record<string, unknown>[]).map((d) => {
      if (!d || typeof d !== "object" || !d.hands || typeof d.hands !== "object") return d;
      const hands = Object.fromEntries(Object.entries(d.hands as Record<string, unknown>).filter(([name]) => !players.some((p) => same(p, name))));
      const { hands: _, ...rest } = d;
      return Object.keys(hands).length ? { ...rest, hands } : rest;
    }),
  } as unknown as R;
}

/** The privacy of a game that enters hands with `hand` actions and records them under `deals[].hands`. */
export const dealHandsPrivacy = { handOf: handEnteredBy, redact: withoutDealHands };
