"use client";
/**
 * Whether this device only watches the table (a spectator): the table shell provides it, and
 * every recording control (the card picker, Record, Scan, bids, End deal, corrections, undo)
 * leaves the screen, so a watcher sees the turn, the trick, the scores and the history only.
 */
import { createContext, useContext } from "react";

export const WatchingContext = createContext(false);
export const useWatching = (): boolean => useContext(WatchingContext);
