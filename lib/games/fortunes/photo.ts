/** Fortunes: which cards a photo of the trick in play can hold (lib/games/module.ts `cardsInPlay`), from a device's view. */
import type { CardsInPlay } from "../module";
import { trickCardsInPlay } from "../trick/in-play";
import type { FortunesView } from "./view";

export function cardsInPlay(v: FortunesView): CardsInPlay {
  const own = v.live.own;
  return trickCardsInPlay({
    unseen: v.live.unseen,
    trick: v.live.trick?.cards.map((c) => c.card as string) ?? [],
    // The seat's own hand left (its legal cards, narrower, when the view has them).
    hands: own ? [{ player: own.player, cards: own.legal ?? own.cards }] : [],
    legal: v.live.legal && v.turn.player ? { player: v.turn.player, cards: v.live.legal } : null,
  });
}
