/**
 * A host's changes to players, logged and undoable (docs/players.md):
 * - merge "Annie" into "Ann": every seat, game reading and free reading of Annie becomes Ann's;
 * - rename a player: their name (and so every table's list of players) changes everywhere the app
 *   names them by their player row.
 * Records (the games' own logs) keep the names as they were played. Each change is a row of
 * `player_change` with what its undo needs.
 */
import crypto from "node:crypto";
import { checkName, nameKey } from "@/lib/games/common/names";
import { getSql, NothingWritten, sqlErrorKind, type Statement } from "./db";
import { cookieName, deviceByToken } from "./devices";

export type Outcome<T> = { ok: true; value: T } | { ok: false; status: 400 | 403 | 404 | 409 | 422; id: string; error: string };

const fail = (status: 403 | 404 | 409 | 422, id: string, error: string) => ({ ok: false as const, status, id, error });

export interface ChangeRow {
  id: string;
  kind: "merge" | "rename";
  from: string;
  to: string;
  at: string;
  undoneAt: string | null;
}

interface MergeData { fromId: number; intoId: number; games: string[]; readings: { gameId: string; deal: number }[]; free: string[] }
interface RenameData { playerId: number; oldName: string; newName: string }

const iso = (v: string | Date) => (v instanceof Date ? v : new Date(/[zZ]|[+-]\d\d:\d\d$/.test(v) ? v : `${v.replace(" ", "T")}Z`)).toISOString();

/** A player by name under the name rule: 422 breaking it, 404 when no game or reading lists them. */
async function playerNamed(raw: unknown, what: string): Promise<Outcome<{ id: number; name: string }>> {
  const c = checkName(raw);
  if (!c.ok) return fail(422, c.error.id, `${what}: ${c.error.message}`);
  const sql = await getSql();
  const rows = await sql.all<{ id: number; name: string }>(
    `SELECT p.id, p.name FROM player p WHERE p.name_key = ?
       AND (EXISTS (SELECT 1 FROM game_seat s WHERE s.player_id = p.id) OR EXISTS (SELECT 1 FROM free_reading f WHERE f.player_id = p.id))`,
    [nameKey(c.value)],
  );
  if (!rows[0]) return fail(404, "player/not-found", `${what}: no stored game or reading lists a player named "${c.value}".`);
  return { ok: true, value: { id: Number(rows[0].id), name: rows[0].name } };
}

/** The games a player sits in. */
async function gamesOf(playerId: number): Promise<string[]> {
  const sql = await getSql();
  return (await sql.all<{ game_id: string }>("SELECT game_id FROM game_seat WHERE player_id = ?", [playerId])).map((r) => r.game_id);
}

/**
 * The host device of one of `games` this request carries (cookie `ft_<game>` or a bearer token),
 * or a 403. A table without any device (made before devices) has no host to ask: anyone may.
 */
async function hostOfOne(request: Request, games: readonly string[]): Promise<Outcome<string | null>> {
  const ids = new Set(games);
  const tokens: string[] = [];
  const auth = request.headers.get("authorization");
  if (auth && /^bearer\s+/i.test(auth)) tokens.push(auth.replace(/^bearer\s+/i, "").trim());
  const byCookie = new Map(games.map((g) => [cookieName(g), g]));
  for (const part of (request.headers.get("cookie") ?? "").split(";")) {
    const i = part.indexOf("=");
    if (i > 0 && byCookie.has(part.slice(0, i).trim())) tokens.push(part.slice(i + 1).trim());
  }
  for (const t of tokens) {
    if (!t) continue;
    const d = await deviceByToken(t);
    if (d && !d.revoked && d.role === "host" && ids.has(d.gameId)) return { ok: true, value: d.id };
  }
  if (games.length) {
    const sql = await getSql();
    const marks = games.map(() => "?").join(", ");
    const bare = await sql.all<{ id: string }>(`SELECT g.id FROM game g WHERE g.id IN (${marks}) AND NOT EXISTS (SELECT 1 FROM device d WHERE d.game_id = g.id) LIMIT 1`, games);
    if (bare.length) return { ok: true, value: null };
  }
  return fail(403, "device/not-host", "Only the host device of one of this player's tables may change the player.");
}

async function log(kind: "merge" | "rename", from: string, to: string, data: MergeData | RenameData, deviceId: string | null): Promise<Statement & { id: string }> {
  const sql = await getSql();
  const id = crypto.randomUUID();
  return { id, sql: `INSERT INTO player_change (id, kind, from_name, to_name, data, device_id) VALUES (?, ?, ?, ?, ${sql.kind === "sqlite" ? "?" : "?::jsonb"}, ?)`, args: [id, kind, from, to, JSON.stringify(data), deviceId] };
}

/** Merges player `fromRaw` into `intoRaw`: every game, reading and free reading follows. */
export async function mergePlayers(request: Request, fromRaw: string, intoRaw: unknown): Promise<Outcome<ChangeRow>> {
  const from = await playerNamed(fromRaw, "player");
  if (!from.ok) return from;
  if (typeof intoRaw !== "string") return fail(422, "request/invalid", "into: the name of the player to merge into");
  const intoName = checkName(intoRaw);
  if (!intoName.ok) return fail(422, intoName.error.id, `into: ${intoName.error.message}`);
  if (nameKey(intoName.value) === nameKey(from.value.name)) return fail(422, "player/same", "A player cannot be merged into themselves.");
  const into = await playerNamed(intoRaw, "into");
  if (!into.ok) return into;
  const games = await gamesOf(from.value.id);
  const host = await hostOfOne(request, games);
  if (!host.ok) return host;
  const sql = await getSql();
  const shared = await sql.all<{ game_id: string }>("SELECT a.game_id FROM game_seat a JOIN game_seat b ON a.game_id = b.game_id WHERE a.player_id = ? AND b.player_id = ?", [from.value.id, into.value.id]);
  if (shared.length) return fail(422, "player/same-table", `${from.value.name} and ${into.value.name} sat at the same table (${shared.length} game${shared.length === 1 ? "" : "s"}): they are two people.`);
  const readings = (await sql.all<{ game_id: string; deal: number }>("SELECT game_id, deal FROM deal_reading WHERE player_id = ?", [from.value.id])).map((r) => ({ gameId: r.game_id, deal: Number(r.deal) }));
  const free = (await sql.all<{ id: string }>("SELECT id FROM free_reading WHERE player_id = ?", [from.value.id])).map((r) => r.id);
  const entry = await log("merge", from.value.name, into.value.name, { fromId: from.value.id, intoId: into.value.id, games, readings, free }, host.value);
  await sql.batch([
    { sql: "UPDATE deal_reading SET player_id = ? WHERE player_id = ?", args: [into.value.id, from.value.id] },
    { sql: "UPDATE free_reading SET player_id = ? WHERE player_id = ?", args: [into.value.id, from.value.id] },
    { sql: "UPDATE game_seat SET player_id = ? WHERE player_id = ?", args: [into.value.id, from.value.id] },
    entry,
  ]);
  return { ok: true, value: { id: entry.id, kind: "merge", from: from.value.name, to: into.value.name, at: new Date().toISOString(), undoneAt: null } };
}

/** Renames a player everywhere the app names them by their player row. */
export async function renamePlayer(request: Request, fromRaw: string, toRaw: unknown): Promise<Outcome<ChangeRow>> {
  const p = await playerNamed(fromRaw, "player");
  if (!p.ok) return p;
  if (typeof toRaw !== "string") return fail(422, "request/invalid", "to: the new name");
  const to = checkName(toRaw);
  if (!to.ok) return fail(422, to.error.id, `to: ${to.error.message}`);
  if (to.value === p.value.name) return fail(422, "player/same", `The player is already called ${to.value}.`);
  const sql = await getSql();
  const taken = await sql.all<{ id: number }>("SELECT id FROM player WHERE name_key = ? AND id <> ?", [nameKey(to.value), p.value.id]);
  if (taken.length) return fail(422, "player/taken", `Another player is already called "${to.value}": merge the two instead.`);
  const host = await hostOfOne(request, await gamesOf(p.value.id));
  if (!host.ok) return host;
  const entry = await log("rename", p.value.name, to.value, { playerId: p.value.id, oldName: p.value.name, newName: to.value }, host.value);
  try {
    await sql.batch([{ sql: "UPDATE player SET name = ?, name_key = ? WHERE id = ?", args: [to.value, nameKey(to.value), p.value.id], required: true }, entry]);
  } catch (error) {
    if (sqlErrorKind(error) === "unique") return fail(422, "player/taken", `Another player is already called "${to.value}": merge the two instead.`);
    throw error;
  }
  return { ok: true, value: { id: entry.id, kind: "rename", from: p.value.name, to: to.value, at: new Date().toISOString(), undoneAt: null } };
}

/** Undoes a logged change (once): a merge's seats and readings go back, a rename's name comes back. */
export async function undoChange(request: Request, id: string): Promise<Outcome<ChangeRow>> {
  const sql = await getSql();
  const rows = await sql.all<{ id: string; kind: string; from_name: string; to_name: string; data: unknown; created_at: string | Date; undone_at: string | Date | null }>(
    "SELECT id, kind, from_name, to_name, data, created_at, undone_at FROM player_change WHERE id = ?",
    [id],
  );
  const row = rows[0];
  if (!row) return fail(404, "change/not-found", "There is no such change.");
  if (row.undone_at) return fail(409, "change/undone", "This change was already undone.");
  const data = (typeof row.data === "string" ? JSON.parse(row.data) : row.data) as MergeData | RenameData;
  const now = new Date();
  const stamp = sql.kind === "sqlite" ? now.toISOString().replace("Z", "+00:00") : now.toISOString().slice(0, 23);
  const done: Statement = { sql: `UPDATE player_change SET undone_at = ${sql.kind === "sqlite" ? "?" : "?::timestamp(3)"} WHERE id = ? AND undone_at IS NULL`, args: [stamp, id], required: true };
  const statements: Statement[] = [];
  if (row.kind === "merge") {
    const m = data as MergeData;
    const host = await hostOfOne(request, m.games);
    if (!host.ok) return host;
    const list = (xs: readonly unknown[]) => xs.map(() => "?").join(", ");
    if (m.games.length) statements.push({ sql: `UPDATE game_seat SET player_id = ? WHERE player_id = ? AND game_id IN (${list(m.games)})`, args: [m.fromId, m.intoId, ...m.games] });
    for (const r of m.readings) statements.push({ sql: "UPDATE deal_reading SET player_id = ? WHERE player_id = ? AND game_id = ? AND deal = ?", args: [m.fromId, m.intoId, r.gameId, r.deal] });
    if (m.free.length) statements.push({ sql: `UPDATE free_reading SET player_id = ? WHERE player_id = ? AND id IN (${list(m.free)})`, args: [m.fromId, m.intoId, ...m.free] });
  } else {
    const r = data as RenameData;
    const host = await hostOfOne(request, await gamesOf(r.playerId));
    if (!host.ok) return host;
    const taken = await sql.all<{ id: number }>("SELECT id FROM player WHERE name_key = ? AND id <> ?", [nameKey(r.oldName), r.playerId]);
    if (taken.length) return fail(409, "player/taken", `Another player is called "${r.oldName}" now: the rename cannot be undone.`);
    statements.push({ sql: "UPDATE player SET name = ?, name_key = ? WHERE id = ?", args: [r.oldName, nameKey(r.oldName), r.playerId] });
  }
  try {
    await sql.batch([done, ...statements]);
  } catch (error) {
    if (error instanceof NothingWritten) return fail(409, "change/undone", "This change was already undone.");
    if (sqlErrorKind(error) === "unique") return fail(409, "player/taken", "Another player took that name meanwhile: the change cannot be undone.");
    throw error;
  }
  return { ok: true, value: { id, kind: row.kind as "merge" | "rename", from: row.from_name, to: row.to_name, at: iso(row.created_at), undoneAt: now.toISOString() } };
}

/** The change log, newest first; with a name, the changes naming it (either side). */
export async function listChanges(name?: string): Promise<ChangeRow[]> {
  const sql = await getSql();
  const rows = await sql.all<{ id: string; kind: string; from_name: string; to_name: string; created_at: string | Date; undone_at: string | Date | null }>(
    "SELECT id, kind, from_name, to_name, created_at, undone_at FROM player_change ORDER BY created_at DESC, id",
  );
  const key = name === undefined ? null : nameKey(name);
  return rows
    .filter((r) => key === null || nameKey(r.from_name) === key || nameKey(r.to_name) === key)
    .map((r) => ({ id: r.id, kind: r.kind as "merge" | "rename", from: r.from_name, to: r.to_name, at: iso(r.created_at), undoneAt: r.undone_at ? iso(r.undone_at) : null }));
}
