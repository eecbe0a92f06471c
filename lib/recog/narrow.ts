/**
 * Narrowing a trick photo's guesses by the game (issue 32): the cards recorded earlier in the deal
 * cannot lie on the table, and a player whose cards this device sees (its own hand; the player to
 * act's legal cards; a blind round's others' hands) can only have laid one of those. What a device
 * sees comes from the game module's `cardsInPlay(view, own)` (lib/games/module.ts). Pure.
 */
import type { CardsInPlay } from "../games/module";

/** The smallest part of a card a photo guess needs: its player, its card, sure or not, and its guesses. */
export interface Guess { player: string; code: string; sure: boolean; options: string[] }

/**
 * The deck's codes (as the reader knows them: tarot codes) the photo can hold: the game's cards
 * (`toCard` not null) that are still possible this deal, or the trick's own cards (`played`, lying
 * there too); when every player still to play has known cards, only theirs (and the trick's).
 */
export function readerAllowed(all: readonly string[], toCard: (code: string) => string | null, inPlay: CardsInPlay | null, open: readonly string[], played: readonly string[]): string[] {
  const lying = new Set(played);
  let ok: Set<string> | null = inPlay ? new Set([...inPlay.possible, ...played]) : null;
  if (inPlay && open.length && open.every((p) => inPlay.holds[p])) {
    const held = new Set([...open.flatMap((p) => inPlay.holds[p]), ...lying]);
    ok = new Set([...(ok ?? held)].filter((c) => held.has(c)));
  }
  return all.filter((c) => {
    const g = toCard(c);
    return g !== null && (!ok || ok.has(g));
  });
}

/**
 * Each seated guess checked against what its player can hold: guesses outside it are dropped (a
 * player with four or fewer cards left offers them all when none of the guesses fits), and a card
 * its player cannot hold is never shown as sure.
 */
export function narrowSeated<G extends Guess>(cards: readonly G[], holds: Record<string, readonly string[]>): G[] {
  return cards.map((c) => {
    const h = holds[c.player];
    if (!h) return c;
    const fits = c.options.filter((o) => h.includes(o));
    if (h.includes(c.code)) return { ...c, options: [c.code, ...fits.filter((o) => o !== c.code)] };
    const options = fits.length ? fits : h.length <= 4 ? [...h] : c.options;
    return { ...c, code: options[0] ?? c.code, sure: false, options };
  });
}
