/**
 * Honest feedback (issue 30): a tapped card is shown as played at once, before the server has
 * answered, only when this phone can vouch for it from what its view already holds. A card seen
 * this deal is refused by every game; when the player's hand is known here, only its legal cards
 * are accepted; when their hand was entered but this phone may not see it, the phone cannot tell,
 * so the card waits for the server's answer instead of flashing as played and snapping back.
 * Pure and tiny: the play page's first load pays a few bytes for it.
 */
export interface WhatThePhoneKnows {
  /** Cards not seen yet this deal (null: the game does not say). */
  unseen?: readonly string[] | null;
  /** The legal cards for the player to move, when this phone knows their hand (else null). */
  legal?: readonly string[] | null;
  /** Players whose hands were entered (the server checks their plays against them). */
  handsEntered?: readonly string[] | null;
}

export function vouchFor(card: string, player: string | null, known: WhatThePhoneKnows): boolean {
  if (known.unseen && !known.unseen.includes(card)) return false;
  if (known.legal) return known.legal.includes(card);
  return !(player && known.handsEntered?.includes(player));
}
