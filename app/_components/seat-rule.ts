"use client";
import type { Me } from "./watching";

/**
 * Whether this phone may record `player`'s move: false only on a seat's phone under "own moves"
 * when the move is another player's (the server would refuse it: 403).
 */
export function mayRecordFor(me: Me | null, player: string | null | undefined): boolean {
  if (!me || me.role !== "seat" || me.seatRule !== "own" || !player || !me.player) return true;
  return me.player.toLowerCase() === player.toLowerCase();
}

/** Whether this phone is `player`'s own seat (whatever the seat rule): its hand, its legal cards. */
export function isMine(me: Me | null, player: string | null | undefined): boolean {
  return !!me && me.role === "seat" && !!me.player && !!player && me.player.toLowerCase() === player.toLowerCase();
}
