/**
 * A player's reading journal: the readings of their Fortunes deals (saved per deal, server/data.ts)
 * and the free readings saved under their name (POST /api/readings), a page at a time. Who may read
 * it is decided in server/access.ts. See docs/players.md.
 */
import crypto from "node:crypto";
import { z } from "zod";
import { DECK_STYLES, deckStyleOr, isCardCode } from "@/lib/cards";
import { checkAmong, checkName } from "@/lib/games/common/names";
import type { JournalReading } from "@/lib/players/journal";
import { getSql, sqlTime } from "./db";
import { circlePlayerNames, findOrCreatePlayer } from "./data";
import { mayReadNotes } from "./access";

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

/**
 * Stores a free reading under a player of the circle the request looks at (made when new; a new
 * name that merely looks like a player of the circle is refused), saved by the request's browser:
 * its question and notes are for that browser only.
 */
export async function saveFreeReading(input: FreeReadingInput, viewer: { circleId: string; browser: string }): Promise<Saved> {
  const name = checkName(input.player);
  if (!name.ok) return { ok: false, error: name.error.message, id: name.error.id };
  const among = checkAmong([name.value], await circlePlayerNames(viewer.circleId));
  if (!among.ok) return { ok: false, error: among.error.message, id: among.error.id };
  const player = await findOrCreatePlayer(name.value, viewer.circleId);
  const id = crypto.randomUUID();
  const sql = await getSql();
  const k = sql.kind;
  await sql.batch([
    {
      sql: `INSERT INTO free_reading (id, player_id, spread, question, date, notes, cards, created_at, browser_id, style) VALUES (?, ?, ?, ?, ?, ?, ${k === "sqlite" ? "?" : "?::jsonb"}, ${k === "sqlite" ? "?" : "?::timestamp(3)"}, ?, ?)`,
      args: [id, player.id, input.spread, input.question ?? null, input.date ?? new Date().toISOString().slice(0, 10), input.notes ?? null, JSON.stringify(input.cards), stampOf(k), viewer.browser, input.style ?? "fortunes"],
    },
  ]);
  return { ok: true, id };
}

const stampOf = (kind: "sqlite" | "postgresql", at = new Date()) => (kind === "sqlite" ? at.toISOString().replace("Z", "+00:00") : at.toISOString().slice(0, 23));
const iso = (v: string | Date) => sqlTime(v).toISOString();
const parse = (v: unknown) => (typeof v === "string" ? JSON.parse(v) : v);

/** A position in a journal's order (date, time stored, id), as an opaque text for the next page's link. */
type Key = [date: string, at: string, id: string];
export const encodeCursor = (k: Key) => Buffer.from(JSON.stringify(k)).toString("base64url");
export function decodeCursor(text: string | null | undefined): Key | null {
  if (!text || text.length > 400) return null;
  try {
    const k = JSON.parse(Buffer.from(text, "base64url").toString("utf8"));
    return Array.isArray(k) && k.length === 3 && k.every((x) => typeof x === "string" && x.length <= 100) ? (k as Key) : null;
  } catch {
    return null;
  }
}

export const JOURNAL_PAGE = 50;
export const JOURNAL_PAGE_MAX = 200;

export interface ReadingsPage {
  readings: JournalReading[];
  /** The cursor of the readings after this page (`?after=`), or null at the end. */
  next: string | null;
  /** The cursor of the readings before this page (`?before=`), or null at the start. */
  previous: string | null;
}

/**
 * One page of a player's journal in date order (then the time it was stored, then its id): the
 * first page, the page `after` a cursor, the page `before` one, or (`last`) the newest page. Only
 * the page's rows are read whole; the order is an indexed keyset over both kinds of reading, so a
 * page costs the same with 50 readings or 10,000. A free reading's question and notes are in it
 * only for the browser that saved it (`browsers`).
 */
export async function readingsPage(playerId: number, browsers: readonly string[], opts: { after?: Key | null; before?: Key | null; last?: boolean; limit?: number } = {}): Promise<ReadingsPage> {
  const sql = await getSql();
  const limit = Math.max(1, Math.min(JOURNAL_PAGE_MAX, Math.floor(opts.limit ?? JOURNAL_PAGE)));
  const pg = sql.kind === "postgresql";
  const backwards = !!opts.before || (!!opts.last && !opts.after);
  const dir = backwards ? "DESC" : "ASC";
  const bound = opts.after ?? opts.before ?? null;
  const cmp = opts.after ? ">" : "<";
  // Each kind of reading in its own covering index's order, at most one page and one more of each;
  // the two are merged here. A page costs the same with 50 readings or 10,000.
  const at = pg ? `to_char(created_at, 'YYYY-MM-DD"T"HH24:MI:SS.MS')` : "created_at";
  const ts = pg ? "?::timestamp(3)" : "?";
  const day = pg ? "to_char(created_at, 'YYYY-MM-DD')" : "substr(created_at, 1, 10)";
  const sid = pg ? "game_id || ':' || lpad(deal::text, 6, '0')" : "game_id || ':' || printf('%06d', deal)";
  // A game reading's day is its stored time's: rows past a cursor's day start no earlier than that day.
  const gameSeek = bound ? (opts.after ? ` AND created_at >= ${ts}` : ` AND created_at < ${ts}`) : "";
  const nextDay = (d: string) => new Date(Date.parse(`${d}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  const seekArg = bound ? (opts.after ? (pg ? `${bound[0]}T00:00:00` : bound[0]) : pg ? `${nextDay(bound[0])}T00:00:00` : nextDay(bound[0])) : null;
  const [games, frees] = await Promise.all([
    sql.all<{ id: string; sid: string; date: string; at: string }>(
      `SELECT game_id || ':' || deal AS id, ${sid} AS sid, ${day} AS date, ${at} AS at FROM deal_reading
       WHERE player_id = ?${gameSeek}${bound ? ` AND (${day}, created_at, ${sid}) ${cmp} (?, ${ts}, ?)` : ""}
       ORDER BY created_at ${dir}, game_id ${dir}, deal ${dir} LIMIT ${limit + 1}`,
      [playerId, ...(bound ? [seekArg, ...bound] : [])],
    ),
    sql.all<{ id: string; date: string; at: string }>(
      `SELECT id, date, ${at} AS at FROM free_reading
       WHERE player_id = ?${bound ? ` AND (date, created_at, id) ${cmp} (?, ${ts}, ?)` : ""}
       ORDER BY date ${dir}, created_at ${dir}, id ${dir} LIMIT ${limit + 1}`,
      [playerId, ...(bound ?? [])],
    ),
  ]);
  type Row = { kind: "game" | "free"; id: string; sid: string; date: string; at: string };
  const rows: Row[] = [...games.map((g) => ({ ...g, kind: "game" as const })), ...frees.map((f) => ({ ...f, sid: f.id, kind: "free" as const }))];
  const order = (a: Row, b: Row) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.at < b.at ? -1 : a.at > b.at ? 1 : a.sid < b.sid ? -1 : a.sid > b.sid ? 1 : 0);
  rows.sort(backwards ? (a, b) => order(b, a) : order);
  const more = rows.length > limit;
  const page = rows.slice(0, limit);
  if (backwards) page.reverse();
  await new Promise<void>((resolve) => setImmediate(resolve)); // let other requests in before the page's rows
  const readings = await readingsByKey(playerId, page, browsers);
  const keyOf = (r: Row): Key => [r.date, r.at, r.sid];
  const first = page[0];
  const last = page.at(-1);
  const next = backwards ? (opts.before && last ? encodeCursor(keyOf(last)) : null) : more && last ? encodeCursor(keyOf(last)) : null;
  const previous = backwards ? (more && first ? encodeCursor(keyOf(first)) : null) : opts.after && first ? encodeCursor(keyOf(first)) : null;
  return { readings, next, previous };
}

/** The readings of one page, whole, in the page's order. */
async function readingsByKey(playerId: number, page: readonly { kind: string; id: string }[], browsers: readonly string[]): Promise<JournalReading[]> {
  // (`id` is a game reading's "<game>:<deal>" or a free reading's id.)
  const sql = await getSql();
  const games = page.filter((r) => r.kind === "game").map((r) => r.id);
  const frees = page.filter((r) => r.kind === "free").map((r) => r.id);
  const marks = (xs: readonly unknown[]) => xs.map(() => "?").join(", ");
  const [gameRows, freeRows] = await Promise.all([
    games.length
      ? sql.all<{ game_id: string; deal: number; snapshot: unknown; created_at: string | Date }>(
          `SELECT game_id, deal, snapshot, created_at FROM deal_reading WHERE player_id = ? AND (${games.map(() => "(game_id = ? AND deal = ?)").join(" OR ")})`,
          [playerId, ...games.flatMap((g) => { const i = g.lastIndexOf(":"); return [g.slice(0, i), Number(g.slice(i + 1))]; })],
        )
      : [],
    frees.length
      ? sql.all<{ id: string; spread: string; question: string | null; date: string; notes: string | null; cards: unknown; style: string | null; created_at: string | Date; browser_id: string | null }>(
          `SELECT id, spread, question, date, notes, cards, style, created_at, browser_id FROM free_reading WHERE player_id = ? AND id IN (${marks(frees)})`,
          [playerId, ...frees],
        )
      : [],
  ]);
  const byId = new Map<string, JournalReading>();
  for (const g of gameRows) {
    const snap = parse(g.snapshot) as { layout?: string; outcome?: string; partner?: string; deckStyle?: string; cards?: { card: string; disposition: "well" | "ill"; position: string | null }[] };
    const at = iso(g.created_at);
    const id = `${g.game_id}:${g.deal}`;
    byId.set(id, {
      kind: "game",
      id,
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
  for (const f of freeRows) {
    const mine = mayReadNotes(f.browser_id, browsers);
    byId.set(f.id, {
      kind: "free",
      id: f.id,
      date: f.date,
      at: iso(f.created_at),
      spread: f.spread,
      ...(mine ? { question: f.question, notes: f.notes } : {}),
      style: deckStyleOr(f.style),
      outcome: null,
      cards: (parse(f.cards) as { card: string; disposition: "well" | "ill"; position: string }[]).map((c) => ({ card: c.card, disposition: c.disposition, position: c.position })),
    });
  }
  return page.flatMap((r) => byId.get(r.id) ?? []);
}
