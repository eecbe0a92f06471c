/** Fortunes: which cards a photo of the trick in play can hold (lib/games/module.ts `cardsInPlay`), from a device's view. */
import type { CardsInPlay } from "../module";
import type { FortunesView } from "./view";

export function cardsInPlay(v: FortunesView): CardsInPlay {
  const trick = v.live.trick?.cards.map((c) => c.card as string) ?? [];
  const possible = [...new Set([...v.live.unseen, ...trick])];
  const holds: Record<string, string[]> = {};
  // The seat's own hand left; the player to act's legal cards (narrower) when this view shows them.
  if (v.live.own) holds[v.live.own.player] = [...(v.live.own.legal ?? v.live.own.cards)];
  if (v.live.legal && v.turn.player) holds[v.turn.player] = [...v.live.legal];
  return { possible, holds };
}
