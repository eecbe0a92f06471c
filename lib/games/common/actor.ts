/**
 * Whose move an action is, for the seat rule: a `hand` (and any type in `named`, e.g. Fortunes'
 * bids, made in any order) is its named player's; every other action
 * is the move of the player whose turn it is (a `player` field on a play or bid only names who the
 * recorder thinks is acting, and the engine refuses it when that is not the player to act).
 */
import type { TurnInfo } from "../module";

export function actorByTurn<S>(turn: (state: S) => TurnInfo, named: readonly string[] = ["hand"]) {
  return (state: S, action: { type: string }): string | null => {
    if (named.includes(action.type)) {
      const player = (action as { player?: unknown }).player;
      return typeof player === "string" ? player : null;
    }
    return turn(state).player;
  };
}
