/**
 * A player's reading journal: the readings of their Fortunes deals (saved per deal, server/data.ts)
 * and the free readings saved under their name (POST /api/readings). See docs/players.md.
 */
import crypto from "node:crypto";
import { z } from "zod";
import { DECK_STYLES, deckStyleOr, isCardCode } from "@/lib/cards";
import { checkName, nameKey } from "@/lib/games/common/names";
import type { JournalReading } from "@/lib/players/journal";
import { getSql } from "./db";
import { findOrCreatePlayer } from "./data";

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "date: a day as YYYY-MM-DD").refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s), "date: not a real day");

export const freeReadingSchema = z.object({
  player: z.string().max(200),
  spread: z.string().trim().min(1, "spread: name the spread").max(60, "spread: at most 60 characters"),
  question: z.string().max(1000, "question: at most 1000 characters").optional(),
  date: day.optional(),
  notes: z.string().max(4000, "notes: at most 4000 characters").optional(),
  /** The deck style the reading was made in; the journal lists its cards in it (absent: Fortunes). */
  style: z.enum(DECK_STYLES, { error: `style: one of ${DECK_STYLES.join(", ")}` }).optional(),
  cards: z
    .array(
      z.object({
        position: z.string().max(80, "position: at most 80 characters"),
        card: z.string().refine(isCardCode, "card: not a card code of the deck (W01…P14, T00…T21)"),
        disposition: z.enum(["well", "ill"], { error: 'disposition: "well" or "ill"' }),
      }),
    )
    .min(1, "cards: at least one card")
    .max(78, "cards: at most 78 cards (one deck)")
    .refine((cards) => new Set(cards.map((c) => c.card)).size === cards.length, "cards: a card appears twice (one deck has each card once)"),
});

export type FreeReadingInput = z.infer<typeof freeReadingSchema>;

export type Saved = { ok: true; id: string } | { ok: false; error: string; id: string };

/** Stores a free reading under the player's name (the player is made when new). */
export async function saveFreeReading(input: FreeReadingInput): Promise<Saved> {
  const name = checkName(input.player);
  if (!name.ok) return { ok: false, error: name.error.message, id: name.error.id };
  const player = await findOrCreatePlayer(name.value);
  const id = crypto.randomUUID();
  const sql = await getSql();
  const json = sql.kind === "sqlite" ? "?" : "?::jsonb";
  await sql.batch([
    {
      sql: `INSERT INTO free_reading (id, player_id, spread, question, date, notes, cards, style) VALUES (?, ?, ?, ?, ?, ?, ${json}, ?)`,
      args: [id, player.id, input.spread, input.question ?? null, input.date ?? new Date().toISOString().slice(0, 10), input.notes ?? null, JSON.stringify(input.cards), input.style ?? "fortunes"],
    },
  ]);
  return { ok: true, id };
}

const iso = (v: string | Date) => (v instanceof Date ? v : new Date(/[zZ]|[+-]\d\d:\d\d$/.test(v) ? v : `${v.replace(" ", "T")}Z`)).toISOString();
const parse = (v: unknown) => (typeof v === "string" ? JSON.parse(v) : v);

/** The player a journal is for: by name key, when a game lists them or they saved a reading. */
export async function journalPlayer(raw: string): Promise<{ ok: true; id: number; name: string } | { ok: false; status: 404 | 422; id: string; error: string }> {
  const checked = checkName(raw);
  if (!checked.ok) return { ok: false, status: 422, id: checked.error.id, error: checked.error.message };
  const sql = await getSql();
  const rows = await sql.all<{ id: number; name: string }>(
    `SELECT p.id, p.name FROM player p WHERE p.name_key = ?
       AND (EXISTS (SELECT 1 FROM game_seat s WHERE s.player_id = p.id) OR EXISTS (SELECT 1 FROM free_reading f WHERE f.player_id = p.id))`,
    [nameKey(checked.value)],
  );
  if (!rows[0]) return { ok: false, status: 404, id: "player/not-found", error: `No stored game or reading lists a player named "${checked.value}".` };
  return { ok: true, id: Number(rows[0].id), name: rows[0].name };
}

/** Every reading of a player, game readings and free readings, oldest first. */
export async function readingsOf(playerId: number): Promise<JournalReading[]> {
  const sql = await getSql();
  const [games, free] = await Promise.all([
    sql.all<{ game_id: string; deal: number; snapshot: unknown; created_at: string | Date }>(
      "SELECT game_id, deal, snapshot, created_at FROM deal_reading WHERE player_id = ?",
      [playerId],
    ),
    sql.all<{ id: string; spread: string; question: string | null; date: string; notes: string | null; cards: unknown; style: string | null; created_at: string | Date }>(
      "SELECT id, spread, question, date, notes, cards, style, created_at FROM free_reading WHERE player_id = ?",
      [playerId],
    ),
  ]);
  const out: JournalReading[] = [];
  for (const g of games) {
    const snap = parse(g.snapshot) as { layout?: string; outcome?: string; partner?: string; deckStyle?: string; cards?: { card: string; disposition: "well" | "ill"; position: string | null; owner?: string }[] };
    const at = iso(g.created_at);
    out.push({
      kind: "game",
      id: `${g.game_id}:${g.deal}`,
      date: at.slice(0, 10),
      at,
      gameId: g.game_id,
      deal: Number(g.deal),
      href: `/games/${encodeURIComponent(g.game_id)}/deals/${Number(g.deal)}/reading`,
      spread: snap.layout ?? "fortunes",
      // The table's style, kept in the snapshot as the deal ended (a Rider-Waite-Smith table: "Queen of Swords").
      style: deckStyleOr(snap.deckStyle),
      outcome: snap.outcome ?? null,
      partner: snap.partner ?? null,
      cards: (snap.cards ?? []).map((c) => ({ card: c.card, disposition: c.disposition, position: c.position ?? null })),
    });
  }
  for (const f of free) {
    out.push({
      kind: "free",
      id: f.id,
      date: f.date,
      at: iso(f.created_at),
      spread: f.spread,
      question: f.question,
      notes: f.notes,
      style: deckStyleOr(f.style),
      outcome: null,
      cards: (parse(f.cards) as { card: string; disposition: "well" | "ill"; position: string }[]).map((c) => ({ card: c.card, disposition: c.disposition, position: c.position })),
    });
  }
  return out.sort((a, b) => a.date.localeCompare(b.date) || a.at.localeCompare(b.at) || a.id.localeCompare(b.id));
}
