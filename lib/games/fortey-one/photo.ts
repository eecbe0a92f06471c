/** Fortey-One: which cards a photo of the trick in play can hold (lib/games/module.ts `cardsInPlay`), from a device's view. */
import type { CardsInPlay } from "../module";
import type { ForteyOneView } from "./view";

export function cardsInPlay(v: ForteyOneView, own: string | null): CardsInPlay {
  const trick = v.trick?.cards.map((c) => c.card) ?? [];
  const possible = [...new Set([...v.unseen, ...trick])];
  const holds: Record<string, string[]> = {};
  // `hand` is the seat viewer's own cards left (the view names no player: the device's own).
  if (v.hand && own) holds[own] = v.hand.map((h) => h.card);
  if (v.legal && v.turn.player) holds[v.turn.player] = [...v.legal];
  return { possible, holds };
}
