/**
 * The deck style of the table this browser used most recently (issue 30: a device at a Rider-
 * Waite-Smith table names cards that way on the reference, the free reading and the journal too).
 * Found from the device secrets the browser holds (cookies `ft_<game>`, server/devices.ts): only a
 * table this browser really joined counts, and only one named in a tarot style of lib/cards (a
 * playing-card or Tenners naming says nothing about the tarot deck in hand). "Used" is the
 * device's `last_seen_at`: when it joined, then each time it reads or records at the table (at
 * most once a minute), so tonight's table wins over a style chosen last week.
 */
import { DECK_STYLES, isDeckStyle, type DeckStyle } from "@/lib/cards";
import { getDb } from "./db";
import { hashToken } from "./devices";

/** At most this many of the browser's table secrets are looked at (a year of evenings is far fewer). */
const MAX_TOKENS = 64;

export async function lastTableStyle(tokens: readonly string[]): Promise<{ style: DeckStyle; at: number } | null> {
  const hashes = tokens.filter((t) => /^[A-Za-z0-9_-]{20,100}$/.test(t)).slice(0, MAX_TOKENS).map(hashToken);
  if (!hashes.length) return null;
  const prisma = await getDb();
  const row = await prisma.device.findFirst({
    where: { tokenHash: { in: hashes }, revoked: false, game: { deckStyle: { in: [...DECK_STYLES] } } },
    orderBy: { lastSeenAt: "desc" },
    select: { lastSeenAt: true, game: { select: { deckStyle: true } } },
  });
  return row && isDeckStyle(row.game.deckStyle) ? { style: row.game.deckStyle, at: row.lastSeenAt.getTime() } : null;
}
