/**
 * Changes to a circle's players, logged in the circle's history and undoable (docs/players.md):
 * - merge "Annie" into "Ann": every seat, game reading and free reading of Annie becomes Ann's;
 * - rename a player: their name (and so every table's list of players) changes everywhere the app
 *   names them by their player row;
 * - remove a game from the statistics (it still opens; its figures count nowhere) — `exclude`.
 * Only member browsers of the circle may make them (server/access.ts); to anyone else the players
 * and changes do not exist (404). Records (the games' own logs) keep the names as they were played.
 *
 * Undo loses nothing: it restores exactly what the change moved, or is refused with a reason
 * (409) — a later change still in effect that touched the same player or game must be undone
 * first ("Undo the later merge of Bert into Cleo first."), and a change whose rows are no longer
 * where it left them is not undone. It never answers success while moving nothing.
 */
import crypto from "node:crypto";
import { checkAmong, checkName, nameKey } from "@/lib/games/common/names";
import { getSql, NothingWritten, sqlErrorKind, sqlTime, type Statement } from "./db";
import { changeFor, gameFor, noPlayer, playerFor, viewerOf } from "./access";
import { circlePlayerNames } from "./data";
import { serialize } from "./game-queue";

export type Outcome<T> = { ok: true; value: T } | { ok: false; status: 400 | 403 | 404 | 409 | 422 | 503; id: string; error: string };

const fail = (status: 404 | 409 | 422 | 503, id: string, error: string) => ({ ok: false as const, status, id, error });

export type ChangeKind = "merge" | "rename" | "exclude" | "circle" | "member";

export interface ChangeRow {
  id: string;
  kind: ChangeKind;
  from: string;
  to: string;
  at: string;
  undoneAt: string | null;
}

interface MergeData { fromId: number; intoId: number; games: string[]; readings: { gameId: string; deal: number }[]; free: string[] }
interface RenameData { playerId: number; oldName: string; newName: string }
interface ExcludeData { gameId: string }
interface CircleData { oldName: string; newName: string }
interface MemberData { browsers: string[] }
type ChangeData = MergeData | RenameData | ExcludeData | CircleData | MemberData;

const iso = (v: string | Date) => sqlTime(v).toISOString();
const stampOf = (kind: "sqlite" | "postgresql", at = new Date()) => (kind === "sqlite" ? at.toISOString().replace("Z", "+00:00") : at.toISOString().slice(0, 23));

/** What a change touched: later changes touching the same must be undone before it. */
function touches(kind: string, data: ChangeData): string[] {
  if (kind === "merge") return [`p:${(data as MergeData).fromId}`, `p:${(data as MergeData).intoId}`];
  if (kind === "rename") return [`p:${(data as RenameData).playerId}`];
  if (kind === "exclude") return [`g:${(data as ExcludeData).gameId}`];
  if (kind === "circle") return ["c"];
  return ((data as MemberData).browsers ?? []).map((b) => `b:${b}`);
}

/** How a change reads in a sentence: "merge of Bert into Cleo". */
function describe(kind: string, from: string, to: string): string {
  if (kind === "merge") return `merge of ${from} into ${to}`;
  if (kind === "rename") return `rename of ${from} to ${to}`;
  if (kind === "exclude") return `removal of ${from} from the statistics`;
  if (kind === "circle") return `rename of the circle from ${from} to ${to}`;
  return `removal of ${from} from the circle`;
}

/** The statement that logs a change as the circle's next (its number one more than the last). */
export async function logStatement(circleId: string, kind: ChangeKind, from: string, to: string, data: ChangeData, browser: string | null): Promise<Statement & { id: string }> {
  const sql = await getSql();
  const k = sql.kind;
  const id = crypto.randomUUID();
  return {
    id,
    sql: `INSERT INTO player_change (id, kind, from_name, to_name, data, device_id, circle_id, number, created_at)
          SELECT ?, ?, ?, ?, ${k === "sqlite" ? "?" : "?::jsonb"}, ?, ?, COALESCE(MAX(number), 0) + 1, ${k === "sqlite" ? "?" : "?::timestamp(3)"} FROM player_change WHERE circle_id = ?`,
    args: [id, kind, from, to, JSON.stringify(data), browser, circleId, stampOf(k), circleId],
    required: true,
  };
}

/** Runs one circle's changes one after another in this process (the numbering and undo checks hold). */
async function inCircle<T>(circleId: string, fn: () => Promise<Outcome<T>>): Promise<Outcome<T>> {
  return (await serialize(`circle:${circleId}`, fn)) ?? fail(503, "circle/busy", "Too many changes are waiting for this circle. Try again in a moment.");
}

/** Writes a change's statements and its log entry together; a concurrent change of the same number is retried. */
async function write(statements: Statement[], log: () => Promise<Statement & { id: string }>): Promise<string> {
  const sql = await getSql();
  for (let attempt = 0; ; attempt++) {
    const entry = await log();
    try {
      await sql.batch([...statements, entry]);
      return entry.id;
    } catch (error) {
      // Another instance took the same number: take the next one.
      if (sqlErrorKind(error) !== "unique" || attempt >= 5) throw error;
    }
  }
}

/** The games a player sits in. */
async function gamesOf(playerId: number): Promise<string[]> {
  const sql = await getSql();
  return (await sql.all<{ game_id: string }>("SELECT game_id FROM game_seat WHERE player_id = ?", [playerId])).map((r) => r.game_id);
}

const answer = (id: string, kind: ChangeKind, from: string, to: string): ChangeRow => ({ id, kind, from, to, at: new Date().toISOString(), undoneAt: null });

/** Merges player `fromRaw` into `intoRaw` (both of the circle the request looks at): every game, reading and free reading follows. */
export async function mergePlayers(request: Request, fromRaw: string, intoRaw: unknown): Promise<Outcome<ChangeRow>> {
  const from = await playerFor(request, fromRaw);
  if (!from.ok) return from;
  if (typeof intoRaw !== "string") return fail(422, "request/invalid", "into: the name of the player to merge into");
  const intoName = checkName(intoRaw);
  if (!intoName.ok) return fail(422, intoName.error.id, `into: ${intoName.error.message}`);
  if (nameKey(intoName.value) === nameKey(from.value.name)) return fail(422, "player/same", "A player cannot be merged into themselves.");
  const into = await playerFor(request, intoRaw);
  if (!into.ok) return { ...into, error: `into: ${into.error}` };
  const circleId = from.value.circleId;
  return inCircle(circleId, async () => {
    const sql = await getSql();
    const shared = await sql.all<{ game_id: string }>("SELECT a.game_id FROM game_seat a JOIN game_seat b ON a.game_id = b.game_id WHERE a.player_id = ? AND b.player_id = ?", [from.value.id, into.value.id]);
    if (shared.length) return fail(422, "player/same-table", `${from.value.name} and ${into.value.name} sat at the same table (${shared.length} game${shared.length === 1 ? "" : "s"}): they are two people.`);
    const games = await gamesOf(from.value.id);
    const readings = (await sql.all<{ game_id: string; deal: number }>("SELECT game_id, deal FROM deal_reading WHERE player_id = ?", [from.value.id])).map((r) => ({ gameId: r.game_id, deal: Number(r.deal) }));
    const free = (await sql.all<{ id: string }>("SELECT id FROM free_reading WHERE player_id = ?", [from.value.id])).map((r) => r.id);
    const data: MergeData = { fromId: from.value.id, intoId: into.value.id, games, readings, free };
    const id = await write(
      [
        { sql: "UPDATE deal_reading SET player_id = ? WHERE player_id = ?", args: [into.value.id, from.value.id] },
        { sql: "UPDATE free_reading SET player_id = ? WHERE player_id = ?", args: [into.value.id, from.value.id] },
        { sql: "UPDATE game_seat SET player_id = ? WHERE player_id = ?", args: [into.value.id, from.value.id] },
      ],
      () => logStatement(circleId, "merge", from.value.name, into.value.name, data, from.value.viewer.browser),
    );
    return { ok: true, value: answer(id, "merge", from.value.name, into.value.name) };
  });
}

/** Renames a player of the circle everywhere the app names them by their player row. */
export async function renamePlayer(request: Request, fromRaw: string, toRaw: unknown): Promise<Outcome<ChangeRow>> {
  const p = await playerFor(request, fromRaw);
  if (!p.ok) return p;
  if (typeof toRaw !== "string") return fail(422, "request/invalid", "to: the new name");
  const to = checkName(toRaw);
  if (!to.ok) return fail(422, to.error.id, `to: ${to.error.message}`);
  if (to.value === p.value.name) return fail(422, "player/same", `The player is already called ${to.value}.`);
  const circleId = p.value.circleId;
  return inCircle(circleId, async () => {
    const sql = await getSql();
    const taken = await sql.all<{ id: number }>("SELECT id FROM player WHERE circle_id = ? AND name_key = ? AND id <> ?", [circleId, nameKey(to.value), p.value.id]);
    if (taken.length) return fail(422, "player/taken", `Another player is already called "${to.value}": merge the two instead.`);
    const others = (await circlePlayerNames(circleId)).filter((n) => nameKey(n) !== nameKey(p.value.name));
    const like = checkAmong([to.value], others);
    if (!like.ok) return fail(422, like.error.id, `to: ${like.error.message}`);
    const data: RenameData = { playerId: p.value.id, oldName: p.value.name, newName: to.value };
    try {
      const id = await write(
        [{ sql: "UPDATE player SET name = ?, name_key = ? WHERE id = ?", args: [to.value, nameKey(to.value), p.value.id], required: true }],
        () => logStatement(circleId, "rename", p.value.name, to.value, data, p.value.viewer.browser),
      );
      return { ok: true, value: answer(id, "rename", p.value.name, to.value) };
    } catch (error) {
      if (sqlErrorKind(error) === "unique") return fail(422, "player/taken", `Another player is already called "${to.value}": merge the two instead.`);
      throw error;
    }
  });
}

/** Removes a game of the circle from the statistics (players, exports), or puts it back by undo. */
export async function excludeGame(request: Request, gameId: string): Promise<Outcome<ChangeRow>> {
  const g = await gameFor(request, gameId);
  if (!g) return fail(404, "game/not-found", "There is no such game.");
  return inCircle(g.circleId, async () => {
    const sql = await getSql();
    const rows = await sql.all<{ kind: string; created_at: string | Date; stats_excluded: unknown }>("SELECT kind, created_at, stats_excluded FROM game WHERE id = ?", [gameId]);
    const row = rows[0]!;
    if (row.stats_excluded === true || row.stats_excluded === 1) return fail(409, "game/excluded", "This game is already left out of the statistics.");
    const label = `the ${row.kind} game of ${iso(row.created_at).slice(0, 10)}`;
    const id = await write(
      [{ sql: "UPDATE game SET stats_excluded = true WHERE id = ? AND stats_excluded = false", args: [gameId], required: true }],
      () => logStatement(g.circleId, "exclude", label, "", { gameId }, g.browser),
    );
    return { ok: true, value: answer(id, "exclude", label, "") };
  });
}

type ChangeDbRow = { id: string; kind: string; from_name: string; to_name: string; data: unknown; created_at: string | Date; undone_at: string | Date | null; number: number | null; circle_id: string };

/** Undoes a logged change (once), exactly, or refuses with the reason (409). */
export async function undoChange(request: Request, id: string): Promise<Outcome<ChangeRow>> {
  const scope = await changeFor(request, id);
  if (!scope) return fail(404, "change/not-found", "There is no such change.");
  return inCircle(scope.circleId, async () => {
    const sql = await getSql();
    const rows = await sql.all<ChangeDbRow>("SELECT id, kind, from_name, to_name, data, created_at, undone_at, number, circle_id FROM player_change WHERE id = ?", [id]);
    const row = rows[0];
    if (!row) return fail(404, "change/not-found", "There is no such change.");
    if (row.undone_at) return fail(409, "change/undone", "This change was already undone.");
    const parse = (v: unknown) => (typeof v === "string" ? JSON.parse(v) : v) as ChangeData;
    const data = parse(row.data);
    // A later change still in effect that touched the same player or game comes first.
    const mine = new Set(touches(row.kind, data));
    const later = await sql.all<ChangeDbRow>(
      "SELECT id, kind, from_name, to_name, data, number FROM player_change WHERE circle_id = ? AND number > ? AND undone_at IS NULL ORDER BY number DESC",
      [row.circle_id, Number(row.number ?? 0)],
    );
    const blocking = later.find((l) => touches(l.kind, parse(l.data)).some((t) => mine.has(t)));
    if (blocking) {
      const what = blocking.kind === "exclude" ? "game" : blocking.kind === "member" ? "members" : blocking.kind === "circle" ? "circle" : "player";
      return fail(409, "change/later", `Undo the later ${describe(blocking.kind, blocking.from_name, blocking.to_name)} first: it changed the same ${what}, so undoing this one now could not put everything back where it was.`);
    }

    const now = new Date();
    const k = sql.kind;
    const done: Statement = { sql: `UPDATE player_change SET undone_at = ${k === "sqlite" ? "?" : "?::timestamp(3)"} WHERE id = ? AND undone_at IS NULL`, args: [stampOf(k, now), id], required: true };
    const statements: Statement[] = [];
    const list = (xs: readonly unknown[]) => xs.map(() => "?").join(", ");
    if (row.kind === "merge") {
      const m = data as MergeData;
      // Exactly what the merge moved must still be where it left it.
      if (m.games.length) {
        const still = await sql.all<{ n: number }>(`SELECT COUNT(*) AS n FROM game_seat WHERE player_id = ? AND game_id IN (${list(m.games)})`, [m.intoId, ...m.games]);
        if (Number(still[0]?.n ?? 0) !== m.games.length) return fail(409, "change/moved", `Some of ${row.from_name}'s games are no longer ${row.to_name}'s: this merge cannot be undone exactly.`);
        statements.push({ sql: `UPDATE game_seat SET player_id = ? WHERE player_id = ? AND game_id IN (${list(m.games)})`, args: [m.fromId, m.intoId, ...m.games] });
        // Readings of those games go back with their seats (deals finished since the merge too).
        statements.push({ sql: `UPDATE deal_reading SET player_id = ? WHERE player_id = ? AND game_id IN (${list(m.games)})`, args: [m.fromId, m.intoId, ...m.games] });
      }
      for (const r of m.readings.filter((x) => !m.games.includes(x.gameId))) statements.push({ sql: "UPDATE deal_reading SET player_id = ? WHERE player_id = ? AND game_id = ? AND deal = ?", args: [m.fromId, m.intoId, r.gameId, r.deal] });
      if (m.free.length) statements.push({ sql: `UPDATE free_reading SET player_id = ? WHERE player_id = ? AND id IN (${list(m.free)})`, args: [m.fromId, m.intoId, ...m.free] });
    } else if (row.kind === "rename") {
      const r = data as RenameData;
      const taken = await sql.all<{ id: number }>("SELECT id FROM player WHERE circle_id = ? AND name_key = ? AND id <> ?", [row.circle_id, nameKey(r.oldName), r.playerId]);
      if (taken.length) return fail(409, "player/taken", `Another player is called "${r.oldName}" now: the rename cannot be undone.`);
      statements.push({ sql: "UPDATE player SET name = ?, name_key = ? WHERE id = ? AND name_key = ?", args: [r.oldName, nameKey(r.oldName), r.playerId, nameKey(r.newName)], required: true });
    } else if (row.kind === "exclude") {
      statements.push({ sql: "UPDATE game SET stats_excluded = false WHERE id = ? AND stats_excluded = true", args: [(data as ExcludeData).gameId], required: true });
    } else if (row.kind === "circle") {
      statements.push({ sql: "UPDATE circle SET name = ? WHERE id = ? AND name = ?", args: [(data as CircleData).oldName, row.circle_id, (data as CircleData).newName], required: true });
    } else if (row.kind === "member") {
      const k2 = sql.kind;
      for (const b of (data as MemberData).browsers) {
        statements.push({ sql: `INSERT INTO circle_member (circle_id, browser_id, joined_at) SELECT ?, id, ${k2 === "sqlite" ? "?" : "?::timestamp(3)"} FROM browser WHERE id = ? ON CONFLICT (circle_id, browser_id) DO NOTHING`, args: [row.circle_id, stampOf(k2, now), b] });
      }
    }
    try {
      await sql.batch([done, ...statements]);
    } catch (error) {
      if (error instanceof NothingWritten) return fail(409, error.index === 0 ? "change/undone" : "change/moved", error.index === 0 ? "This change was already undone." : "What this change did has been changed since: it cannot be undone exactly.");
      if (sqlErrorKind(error) === "unique") return fail(409, "player/taken", "Another player took that name meanwhile: the change cannot be undone.");
      throw error;
    }
    return { ok: true, value: { id, kind: row.kind as ChangeKind, from: row.from_name, to: row.to_name, at: iso(row.created_at), undoneAt: now.toISOString() } };
  });
}

/**
 * The history of the circle the request looks at, newest first; with a name, the changes naming it
 * (either side). A browser in no circle has none. `before`: a change number, for the next page.
 */
export async function listChanges(request: Request, name?: string, page: { before?: number; limit?: number } = {}): Promise<{ changes: ChangeRow[]; next: number | null }> {
  const viewer = await viewerOf(request);
  if (!viewer) return { changes: [], next: null };
  return circleChanges(viewer.circleId, name, page);
}

export async function circleChanges(circleId: string, name?: string, page: { before?: number; limit?: number } = {}): Promise<{ changes: ChangeRow[]; next: number | null }> {
  const sql = await getSql();
  const limit = Math.max(1, Math.min(500, Math.floor(page.limit ?? 100)));
  const rows = await sql.all<{ id: string; kind: string; from_name: string; to_name: string; created_at: string | Date; undone_at: string | Date | null; number: number }>(
    `SELECT id, kind, from_name, to_name, created_at, undone_at, number FROM player_change WHERE circle_id = ?${page.before ? " AND number < ?" : ""} ORDER BY number DESC`,
    page.before ? [circleId, page.before] : [circleId],
  );
  const key = name === undefined ? null : nameKey(name);
  const matching = rows.filter((r) => key === null || ((r.kind === "merge" || r.kind === "rename") && (nameKey(r.from_name) === key || nameKey(r.to_name) === key)));
  const out = matching.slice(0, limit);
  return {
    changes: out.map((r) => ({ id: r.id, kind: r.kind as ChangeKind, from: r.from_name, to: r.to_name, at: iso(r.created_at), undoneAt: r.undone_at ? iso(r.undone_at) : null })),
    next: matching.length > limit ? Number(out.at(-1)!.number) : null,
  };
}

export { noPlayer };
