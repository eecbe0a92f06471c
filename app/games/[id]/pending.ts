/**
 * The turn line shown at once while a tapped card is recorded (the server's own line replaces it):
 * the next player round the table, as many seats as the game has, or "Recording…" when the card
 * completes the trick. Every trick game's panel uses this one; `say` words it as that game's
 * turn line does (e.g. "Ben to play.").
 */
export function pendingPrompt(players: readonly string[], player: string, cardsInTrick: number, say: (next: string) => string = (next) => `${next} to play`): string {
  const at = players.indexOf(player);
  if (at < 0 || cardsInTrick + 1 >= players.length) return "Recording…";
  return say(players[(at + 1) % players.length]!);
}
