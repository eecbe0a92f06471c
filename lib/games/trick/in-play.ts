/**
 * Which cards a photo of the trick in play can hold (lib/games/module.ts `cardsInPlay`), from the
 * parts of a device's view every trick game has: the cards not yet seen this deal, the trick on
 * the table, the hands this view shows (the seat's own, others' in a blind round) and the legal
 * cards of the player to act (narrower than a hand, so they win). Each game says where its view keeps them.
 */
import type { CardsInPlay } from "../module";

export interface InPlayParts {
  unseen: readonly string[];
  trick: readonly string[];
  /** Hands this view shows, by player (the seat's own left, others' entered cards). */
  hands?: readonly { player: string; cards: readonly string[] }[];
  /** The legal cards of the player to act, when this view shows them. */
  legal?: { player: string; cards: readonly string[] } | null;
}

export function trickCardsInPlay({ unseen, trick, hands = [], legal }: InPlayParts): CardsInPlay {
  const holds: Record<string, string[]> = {};
  for (const h of hands) holds[h.player] = [...h.cards];
  if (legal) holds[legal.player] = [...legal.cards];
  return { possible: [...new Set([...unseen, ...trick])], holds };
}
