/** Fortune Tenners: which cards a photo of the trick in play can hold (lib/games/module.ts `cardsInPlay`), from a device's view. */
import type { CardsInPlay } from "../module";
import type { TennersView } from "./view";

export function cardsInPlay(v: TennersView, own: string | null): CardsInPlay {
  const trick = v.trick?.cards.map((c) => c.card as string) ?? [];
  const possible = [...new Set([...v.unseen, ...trick])];
  const holds: Record<string, string[]> = {};
  if (v.hand && own) holds[own] = [...v.hand];
  // A blind round: a seat sees everyone else's entered cards (not its own).
  for (const o of v.othersHands ?? []) holds[o.player] = [...o.cards];
  if (v.legal && v.turn.player) holds[v.turn.player] = [...v.legal];
  return { possible, holds };
}
