/** Fortey-One: which cards a photo of the trick in play can hold (lib/games/module.ts `cardsInPlay`), from a device's view. */
import type { CardsInPlay } from "../module";
import { trickCardsInPlay } from "../trick/in-play";
import type { ForteyOneView } from "./view";

export function cardsInPlay(v: ForteyOneView, own: string | null): CardsInPlay {
  return trickCardsInPlay({
    unseen: v.unseen,
    trick: v.trick?.cards.map((c) => c.card) ?? [],
    // `hand` is the seat viewer's own cards left (the view names no player: the device's own).
    hands: v.hand && own ? [{ player: own, cards: v.hand.map((h) => h.card) }] : [],
    legal: v.legal && v.turn.player ? { player: v.turn.player, cards: v.legal } : null,
  });
}
