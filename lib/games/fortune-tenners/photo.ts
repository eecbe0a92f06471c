/** Fortune Tenners: which cards a photo of the trick in play can hold (lib/games/module.ts `cardsInPlay`), from a device's view. */
import type { CardsInPlay } from "../module";
import { trickCardsInPlay } from "../trick/in-play";
import type { TennersView } from "./view";

export function cardsInPlay(v: TennersView, own: string | null): CardsInPlay {
  return trickCardsInPlay({
    unseen: v.unseen,
    trick: v.trick?.cards.map((c) => c.card as string) ?? [],
    // The seat's own hand; in a blind round a seat sees everyone else's entered cards (not its own).
    hands: [...(v.hand && own ? [{ player: own, cards: v.hand }] : []), ...(v.othersHands ?? [])],
    legal: v.legal && v.turn.player ? { player: v.turn.player, cards: v.legal } : null,
  });
}
