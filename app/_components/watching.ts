"use client";
/**
 * Whether this device only watches the table (a spectator): the table shell provides it, and
 * every recording control (the card picker, Record, Scan, bids, End deal, corrections, undo)
 * leaves the screen, so a watcher sees the turn, the trick, the scores and the history only.
 */
import { createContext, useContext } from "react";

export const WatchingContext = createContext(false);
export const useWatching = (): boolean => useContext(WatchingContext);

/**
 * Whose phone this is (issue 30: every phone knows whose it is): the device's role, its seat's
 * player and the table's seat rule, from the page's first view. Forms, readings and prompts start
 * with `player` on a seat's phone; under the "own moves" rule (`seatRule: "own"`) the picker shows
 * only on that player's turn. Null for a table without devices (one shared phone).
 */
export interface Me {
  id: string;
  role: "host" | "seat" | "spectator";
  player: string | null;
  label: string;
  seatRule?: "anyone" | "own";
}
export const MeContext = createContext<Me | null>(null);
export const useMe = (): Me | null => useContext(MeContext);
