/**
 * Whose move a Fortuno entry is, for the "own moves" seat rule. Most events are the move of the
 * player to act; the ones anybody may make out of turn are that somebody's: a slap race's winner
 * (`slap`), a "Fortuno!" call (`fortuno`), an accuser (`accuse` with `player`, else the player to
 * act), the holder who steals a slap (`steal`), and a card or draw from another player's hand
 * (`play`/`draw` with `player`: The Chariot thrown for immunity, a lover drawing for the pair).
 */
import type { FortunoAction, FortunoState } from "./types";
import { turnOf } from "./view";

export function fortunoActor(state: FortunoState, action: FortunoAction): string | null {
  if (action.type !== "event") return turnOf(state).player;
  const e = action.event as Record<string, unknown>;
  const named = (key: string) => (typeof e[key] === "string" ? (e[key] as string) : null);
  if ("slap" in e) return named("slap");
  if ("fortuno" in e) return named("fortuno");
  if ("accuse" in e || "steal" in e || "play" in e || "draw" in e) return named("player") ?? turnOf(state).player;
  return turnOf(state).player;
}
