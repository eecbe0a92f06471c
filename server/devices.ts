/**
 * Devices at a table: who may read and write a game.
 *
 * Every phone, tablet or screen at a table holds a per-table secret: 32 random bytes (256 bits),
 * base64url, sent back as the HTTP-only cookie `ft_<gameId>` (SameSite=Lax) or as
 * `Authorization: Bearer <token>`. The database keeps only its SHA-256 (`device.token_hash`); the
 * secret itself is never stored, logged or put in an address. Roles:
 * - host: everything (the device that made the game; settings, devices, every move);
 * - seat: one player's seat (`player`); records moves (anyone's, or only its own when the game's
 *   seat rule says "own"), sees that player's own hand and legal cards;
 * - spectator: reads only.
 *
 * A game made before devices existed has none: anyone may read it (as the table), and the first
 * device to write becomes its host.
 *
 * Joining: a game has a short room code (players; 8 characters from an alphabet without look-alike
 * characters; games made before this length keep their 6) and a separate spectator code (10
 * characters). The room code gives a seat or a spectator's place; the spectator code only ever
 * gives a spectator's place. Why these lengths: docs/limits.md (guessing a code).
 */
import { randomBytes, randomInt } from "node:crypto";
import type { Viewer } from "@/lib/games/module";
import { getDb, getSql, sqlTime } from "./db";
import { hashToken, linkDevice } from "./access";

export type Role = "host" | "seat" | "spectator";
export type SeatRule = "anyone" | "own";

export interface DeviceInfo {
  id: string;
  gameId: string;
  role: Role;
  player: string | null;
  label: string;
  revoked: boolean;
  createdAt: string;
  lastSeenAt: string;
}

export interface Access {
  gameId: string;
  roomCode: string | null;
  watchCode: string | null;
  seatRule: SeatRule;
  devices: number;
}

// ------------------------------------------------------------------------------------------- secrets

/** A new device secret: 256 random bits as base64url (43 characters). */
export const newToken = () => randomBytes(32).toString("base64url");
export { hashToken };

/** Letters and digits that cannot be mistaken for each other (no 0/O, 1/I/L, 2/Z, 5/S, 8/B, 6/G). */
export const CODE_ALPHABET = "ACDEFHJKMNPQRTUVWXY34679";
export const ROOM_CODE_LENGTH = 8;
/** Room codes of games made before codes had 8 characters: still valid. */
export const OLD_ROOM_CODE_LENGTH = 6;
export const WATCH_CODE_LENGTH = 10;

export const newCode = (length: number) => Array.from({ length }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join("");

/** A typed code as stored: upper case, spaces and dashes taken out. */
export function normalizeCode(text: string): string {
  return text.toUpperCase().replace(/[\s-]/g, "").slice(0, 40);
}

export const cookieName = (gameId: string) => `ft_${gameId.replace(/-/g, "")}`;

export function setCookieHeader(gameId: string, token: string, request: Request): string {
  const secure = new URL(request.url).protocol === "https:" || request.headers.get("x-forwarded-proto") === "https";
  // A year: a table's devices come back to it across evenings; the host removes a device to end it.
  return `${cookieName(gameId)}=${token}; Path=/; HttpOnly; SameSite=Lax; Max-Age=31536000${secure ? "; Secure" : ""}`;
}

/** The device secret a request carries for this game: its cookie, or a bearer header. */
export function tokenOf(request: Request, gameId: string): string | null {
  const auth = request.headers.get("authorization");
  if (auth && /^bearer\s+/i.test(auth)) {
    const t = auth.replace(/^bearer\s+/i, "").trim();
    if (t) return t;
  }
  const cookie = request.headers.get("cookie");
  if (!cookie) return null;
  const name = cookieName(gameId);
  for (const part of cookie.split(";")) {
    const i = part.indexOf("=");
    if (i > 0 && part.slice(0, i).trim() === name) return part.slice(i + 1).trim() || null;
  }
  return null;
}

// --------------------------------------------------------------------------------------------- cache

/**
 * Devices by token hash and games' access facts, cached for a few seconds: every action checks its
 * credential, and a database round trip per tap would double the hot path. Changes made on this
 * instance clear the cache at once; another instance (PostgreSQL) sees a removed device within
 * CACHE_MS.
 */
const CACHE_MS = 3000;
const shared = ((globalThis as typeof globalThis & { __ftDevices?: { byHash: Map<string, { at: number; device: DeviceInfo | null }>; access: Map<string, { at: number; access: Access | null }> } }).__ftDevices ??= {
  byHash: new Map(),
  access: new Map(),
});

const labelCache = new Map<string, { at: number; labels: Map<string, DeviceInfo> }>();

function forgetGame(gameId: string) {
  shared.access.delete(gameId);
  labelCache.delete(gameId);
  for (const [k, v] of shared.byHash) if (v.device?.gameId === gameId) shared.byHash.delete(k);
}

type DeviceRow = { id: string; gameId: string; role: string; player: string | null; label: string; revoked: boolean; createdAt: Date; lastSeenAt: Date };
const toInfo = (d: DeviceRow): DeviceInfo => ({
  id: d.id, gameId: d.gameId, role: d.role as Role, player: d.player, label: d.label, revoked: d.revoked,
  createdAt: d.createdAt.toISOString(), lastSeenAt: d.lastSeenAt.toISOString(),
});

/**
 * The device columns as read by SQL (server/db.ts `getSql`: a prepared statement, a few µs, where a
 * Prisma query costs 0.2–0.7 ms of CPU). The three reads every tap may need when its cache has
 * expired (a device by its token, a game's access facts, its devices' labels) go this way.
 */
const DEVICE_COLUMNS = "id, game_id, role, player, label, revoked, created_at, last_seen_at";
type DeviceSqlRow = { id: string; game_id: string; role: string; player: string | null; label: string; revoked: number | boolean; created_at: string | number | Date; last_seen_at: string | number | Date };
const fromSql = (r: DeviceSqlRow): DeviceInfo =>
  toInfo({ id: r.id, gameId: r.game_id, role: r.role, player: r.player, label: r.label, revoked: r.revoked === true || r.revoked === 1, createdAt: sqlTime(r.created_at), lastSeenAt: sqlTime(r.last_seen_at) });
const deviceSelect = { id: true, gameId: true, role: true, player: true, label: true, revoked: true, createdAt: true, lastSeenAt: true } as const;

export async function deviceByToken(token: string): Promise<DeviceInfo | null> {
  if (token.length < 20 || token.length > 200) return null;
  const hash = hashToken(token);
  const hit = shared.byHash.get(hash);
  if (hit && Date.now() - hit.at < CACHE_MS) return hit.device;
  const sql = await getSql();
  const [row] = await sql.all<DeviceSqlRow>(`SELECT ${DEVICE_COLUMNS} FROM device WHERE token_hash = ?`, [hash]);
  const device = row ? fromSql(row) : null;
  if (shared.byHash.size > 5000) shared.byHash.clear();
  shared.byHash.set(hash, { at: Date.now(), device });
  return device;
}

/** The game's codes, seat rule and device count; null when there is no such game. */
export async function accessOf(gameId: string): Promise<Access | null> {
  const hit = shared.access.get(gameId);
  if (hit && Date.now() - hit.at < CACHE_MS) return hit.access;
  const sql = await getSql();
  const [g] = await sql.all<{ id: string; room_code: string | null; watch_code: string | null; seat_rule: string; devices: number | string }>(
    "SELECT id, room_code, watch_code, seat_rule, (SELECT COUNT(*) FROM device d WHERE d.game_id = game.id) AS devices FROM game WHERE id = ?",
    [gameId],
  );
  const access: Access | null = g ? { gameId: g.id, roomCode: g.room_code, watchCode: g.watch_code, seatRule: g.seat_rule === "own" ? "own" : "anyone", devices: Number(g.devices) } : null;
  if (shared.access.size > 5000) shared.access.clear();
  shared.access.set(gameId, { at: Date.now(), access });
  return access;
}

// ------------------------------------------------------------------------------------------- writing

const isUnique = (e: unknown) => typeof e === "object" && e !== null && (e as { code?: unknown }).code === "P2002";

/** Gives a game its room and spectator codes when it has none yet (new games, or older ones on first invite). */
export async function ensureCodes(gameId: string): Promise<{ roomCode: string; watchCode: string } | null> {
  const prisma = await getDb();
  for (let attempt = 0; attempt < 8; attempt++) {
    const g = await prisma.game.findUnique({ where: { id: gameId }, select: { roomCode: true, watchCode: true } });
    if (!g) return null;
    if (g.roomCode && g.watchCode) return { roomCode: g.roomCode, watchCode: g.watchCode };
    try {
      await prisma.game.updateMany({
        where: { id: gameId, roomCode: g.roomCode, watchCode: g.watchCode },
        data: { roomCode: g.roomCode ?? newCode(ROOM_CODE_LENGTH), watchCode: g.watchCode ?? newCode(WATCH_CODE_LENGTH) },
      });
    } catch (e) {
      if (!isUnique(e)) throw e; // a code already taken by another table: draw again
    }
    shared.access.delete(gameId);
  }
  throw new Error(`game ${gameId}: no free room code after 8 draws`);
}

/** A new device at a table; its secret is returned once and only its hash is kept. */
export async function createDevice(gameId: string, role: Role, player: string | null, label: string): Promise<{ device: DeviceInfo; token: string }> {
  const prisma = await getDb();
  const token = newToken();
  const row = await prisma.device.create({ data: { gameId, tokenHash: hashToken(token), role, player, label }, select: deviceSelect });
  forgetGame(gameId);
  return { device: toInfo(row), token };
}

/**
 * The first device to write to a game without devices becomes its host (games made before devices
 * existed). Null when another device won that race (or the game has devices): then this request
 * has no credential.
 */
export async function claimHost(gameId: string): Promise<{ device: DeviceInfo; token: string } | null> {
  const prisma = await getDb();
  const token = newToken();
  const made = await prisma.$transaction(async (tx) => {
    if ((await tx.device.count({ where: { gameId } })) > 0) return null;
    return tx.device.create({ data: { gameId, tokenHash: hashToken(token), role: "host", player: null, label: "Host" }, select: deviceSelect });
  });
  forgetGame(gameId);
  return made ? { device: toInfo(made), token } : null;
}

/**
 * Takes back a host claim (claimHost) whose write was then refused: that request wrote nothing
 * else, so the game stays without devices and its next writer becomes the host.
 */
export async function releaseHost(gameId: string, deviceId: string): Promise<void> {
  const prisma = await getDb();
  await prisma.device.deleteMany({ where: { id: deviceId, gameId, role: "host" } });
  forgetGame(gameId);
}

export async function listDevices(gameId: string): Promise<DeviceInfo[]> {
  const prisma = await getDb();
  const rows = await prisma.device.findMany({ where: { gameId }, orderBy: { createdAt: "asc" }, select: deviceSelect });
  return rows.map(toInfo);
}

/** Devices at a table that are not removed (what DEVICES_PER_TABLE counts, server/join.ts). */
export async function countDevices(gameId: string): Promise<number> {
  const prisma = await getDb();
  return prisma.device.count({ where: { gameId, revoked: false } });
}

export interface DevicePage {
  /** Host and seats first (on the first page), then spectators in the order they joined. */
  devices: DeviceInfo[];
  /** Pass as `cursor` for the next spectators; null: this was the last page. */
  nextCursor: string | null;
  /** Devices not removed, and how many of them watch. */
  total: number;
  spectators: number;
}

export const DEVICE_PAGE = 50;
export const DEVICE_PAGE_MAX = 200;

const encodeCursor = (d: { createdAt: Date; id: string }) => Buffer.from(`${d.createdAt.toISOString()}|${d.id}`).toString("base64url");
function decodeCursor(cursor: string): { createdAt: Date; id: string } | null {
  const [at, id] = Buffer.from(cursor, "base64url").toString("utf8").split("|");
  const createdAt = new Date(at ?? "");
  return id && id.length <= 60 && !Number.isNaN(createdAt.getTime()) ? { createdAt, id } : null;
}

/**
 * A table's devices that are not removed, a page at a time: the host and seats (a handful) always
 * on the first page, then spectators `limit` at a time (3,000 spectators no longer make an 830 KB
 * answer every poll). An unreadable cursor starts again from the first page.
 */
export async function listDevicePage(gameId: string, options: { cursor?: string | null; limit?: number } = {}): Promise<DevicePage> {
  const prisma = await getDb();
  const limit = Math.min(DEVICE_PAGE_MAX, Math.max(1, Math.floor(options.limit ?? DEVICE_PAGE) || DEVICE_PAGE));
  const after = options.cursor ? decodeCursor(options.cursor) : null;
  const where = { gameId, revoked: false };
  const [players, spectators, total, watching] = await Promise.all([
    after ? Promise.resolve([]) : prisma.device.findMany({ where: { ...where, role: { not: "spectator" } }, orderBy: [{ createdAt: "asc" }, { id: "asc" }], select: deviceSelect }),
    prisma.device.findMany({
      where: { ...where, role: "spectator", ...(after ? { OR: [{ createdAt: { gt: after.createdAt } }, { createdAt: after.createdAt, id: { gt: after.id } }] } : {}) },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      take: limit + 1,
      select: deviceSelect,
    }),
    prisma.device.count({ where }),
    prisma.device.count({ where: { ...where, role: "spectator" } }),
  ]);
  const more = spectators.length > limit;
  const shown = spectators.slice(0, limit);
  return { devices: [...players, ...shown].map(toInfo), nextCursor: more ? encodeCursor(shown[shown.length - 1]!) : null, total, spectators: watching };
}

/** Removes every spectator of a table at once (not the host, not the seats); how many were removed. */
export async function revokeSpectators(gameId: string): Promise<string[]> {
  const prisma = await getDb();
  const ids = (await prisma.device.findMany({ where: { gameId, role: "spectator", revoked: false }, select: { id: true } })).map((d) => d.id);
  for (let i = 0; i < ids.length; i += 500) {
    await prisma.device.updateMany({ where: { id: { in: ids.slice(i, i + 500) }, gameId, role: "spectator" }, data: { revoked: true, player: null } });
  }
  forgetGame(gameId);
  labelCache.delete(gameId);
  return ids;
}

/**
 * Labels of a game's devices by id (for "undone on Ann's phone"), cached like the rest. Spectators
 * record nothing, so they are left out: a table with a crowd watching reads a handful of rows.
 */
export async function devicesById(gameId: string): Promise<Map<string, DeviceInfo>> {
  const hit = labelCache.get(gameId);
  if (hit && Date.now() - hit.at < CACHE_MS) return hit.labels;
  const sql = await getSql();
  const rows = await sql.all<DeviceSqlRow>(`SELECT ${DEVICE_COLUMNS} FROM device WHERE game_id = ? AND role <> 'spectator' ORDER BY created_at`, [gameId]);
  const labels = new Map(rows.map((r) => [r.id, fromSql(r)]));
  if (labelCache.size > 2000) labelCache.clear();
  labelCache.set(gameId, { at: Date.now(), labels });
  return labels;
}

export async function revokeDevice(gameId: string, deviceId: string): Promise<boolean> {
  const prisma = await getDb();
  const r = await prisma.device.updateMany({ where: { id: deviceId, gameId, role: { not: "host" } }, data: { revoked: true, player: null } });
  forgetGame(gameId);
  labelCache.delete(gameId);
  return r.count > 0;
}

/** Hands a player's seat to a device; whoever held that seat before becomes a spectator. */
export async function assignSeat(gameId: string, deviceId: string, player: string): Promise<boolean> {
  const prisma = await getDb();
  const done = await prisma.$transaction(async (tx) => {
    const target = await tx.device.findFirst({ where: { id: deviceId, gameId, revoked: false } });
    if (!target || target.role === "host") return false;
    await tx.device.updateMany({ where: { gameId, player, role: "seat", NOT: { id: deviceId } }, data: { role: "spectator", player: null } });
    await tx.device.update({ where: { id: deviceId }, data: { role: "seat", player } });
    return true;
  });
  forgetGame(gameId);
  labelCache.delete(gameId);
  return done;
}

export async function setSeatRule(gameId: string, rule: SeatRule): Promise<void> {
  const prisma = await getDb();
  await prisma.game.update({ where: { id: gameId }, data: { seatRule: rule } });
  forgetGame(gameId);
}

/** The game a typed code opens, and what it may give. */
export async function findByCode(text: string): Promise<{ gameId: string; kind: "room" | "watch" } | null> {
  const code = normalizeCode(text);
  const room = code.length === ROOM_CODE_LENGTH || code.length === OLD_ROOM_CODE_LENGTH;
  if (!room && code.length !== WATCH_CODE_LENGTH) return null;
  if (![...code].every((c) => CODE_ALPHABET.includes(c))) return null;
  const prisma = await getDb();
  const g = await prisma.game.findFirst({ where: room ? { roomCode: code } : { watchCode: code }, select: { id: true } });
  return g ? { gameId: g.id, kind: room ? "room" : "watch" } : null;
}

/** Players whose seat a (not removed) device holds. */
export async function takenSeats(gameId: string): Promise<string[]> {
  const prisma = await getDb();
  const rows = await prisma.device.findMany({ where: { gameId, role: "seat", revoked: false }, select: { player: true } });
  return rows.flatMap((r) => (r.player ? [r.player] : []));
}

/** Notes when a device was last seen (at most once a minute per device). */
const seen = new Map<string, number>();
export function touch(device: DeviceInfo) {
  const now = Date.now();
  if ((seen.get(device.id) ?? 0) > now - 60_000) return;
  seen.set(device.id, now);
  if (seen.size > 10_000) seen.clear();
  void getDb().then((p) => p.device.updateMany({ where: { id: device.id }, data: { lastSeenAt: new Date(now) } })).catch(() => {});
}

// --------------------------------------------------------------------------------------- the check

export const viewerOf = (device: DeviceInfo | null): Viewer =>
  !device || device.role === "host" ? { kind: "table" } : device.role === "seat" && device.player ? { kind: "seat", player: device.player } : { kind: "spectator" };

export type Need = "read" | "write" | "host";

export type Authorized =
  | { ok: true; device: DeviceInfo | null; access: Access | null; setCookie?: string }
  | { ok: false; status: 401 | 403; id: string; error: string };

/**
 * Who this request is at this game, and whether it may do `need`:
 * no credential → 401 (a game with devices), a removed or unknown one → 401, a spectator writing
 * or a seat doing the host's work → 403. A game that does not exist passes with no device (the
 * route answers 404). A game without devices (made before them) may be read by anyone, and the
 * first write makes its device the host (`setCookie`).
 */
export async function authorize(request: Request, gameId: string, need: Need): Promise<Authorized> {
  const token = tokenOf(request, gameId);
  const access = await accessOf(gameId);
  if (!access) return { ok: true, device: null, access: null };
  if (token) {
    const device = await deviceByToken(token);
    if (device && device.gameId === gameId && !device.revoked) {
      touch(device);
      if (need === "write" && device.role === "spectator") return { ok: false, status: 403, id: "device/read-only", error: "This device watches the table: it cannot record anything." };
      if (need === "host" && device.role !== "host") return { ok: false, status: 403, id: "device/not-host", error: "Only the table's host device can do that." };
      return { ok: true, device, access };
    }
    if (access.devices > 0) return { ok: false, status: 401, id: "device/unknown", error: "This device is not (or no longer) at this table. Join it again with the room code." };
  }
  if (access.devices === 0) {
    if (need === "read") return { ok: true, device: null, access };
    const claimed = await claimHost(gameId);
    if (claimed) return { ok: true, device: claimed.device, access: { ...access, devices: 1 }, setCookie: setCookieHeader(gameId, claimed.token, request) };
  }
  return { ok: false, status: 401, id: "device/none", error: "Join this table first: open the room code or the QR code on the host's screen." };
}

/**
 * The credential check alone, with no side effect (no host claimed): the refusal `authorize` would
 * answer, or null. The API dispatcher runs it before reading a body; the route then runs `authorize`.
 */
export async function credentialRefusal(request: Request, gameId: string, need: Need): Promise<Extract<Authorized, { ok: false }> | null> {
  const access = await accessOf(gameId);
  if (!access || access.devices === 0) return null;
  const token = tokenOf(request, gameId);
  const device = token ? await deviceByToken(token) : null;
  if (!device || device.gameId !== gameId || device.revoked) {
    return token
      ? { ok: false, status: 401, id: "device/unknown", error: "This device is not (or no longer) at this table. Join it again with the room code." }
      : { ok: false, status: 401, id: "device/none", error: "Join this table first: open the room code or the QR code on the host's screen." };
  }
  if (need === "write" && device.role === "spectator") return { ok: false, status: 403, id: "device/read-only", error: "This device watches the table: it cannot record anything." };
  if (need === "host" && device.role !== "host") return { ok: false, status: 403, id: "device/not-host", error: "Only the table's host device can do that." };
  return null;
}

/** The refusal as a JSON answer. */
export const refusal = (a: Extract<Authorized, { ok: false }>) => Response.json({ error: a.error, id: a.id }, { status: a.status, headers: a.status === 401 ? { "www-authenticate": 'Bearer realm="table"' } : {} });

/** Adds the new host's cookie to an answer (a game's first writer). */
export function withCookie(response: Response, setCookie?: string): Response {
  if (!setCookie) return response;
  try {
    response.headers.append("set-cookie", setCookie);
    return response;
  } catch {
    const copy = new Response(response.body, response);
    copy.headers.append("set-cookie", setCookie);
    return copy;
  }
}

// ------------------------------------------------------------------------------------------ routes

type Ctx = { params: Promise<{ id: string }> };

/**
 * A game route behind the device check (composes with route() of server/guard.ts, which runs the
 * host, origin and content-type checks first): `handler` runs only when the request's device may
 * do `need` at game `params.id`, and gets the device (null: a game without devices, read by anyone).
 * Refusals are 401/403 before the body is read, so nothing is written; a game's first writer
 * (a game from before devices) stays its host only when its write is accepted.
 */
export function atTable(need: Need, handler: (request: Request, id: string, auth: Extract<Authorized, { ok: true }>) => Promise<Response>) {
  // The need travels with the handler: route() (server/guard.ts) declares it to every server.
  return Object.assign(async (request: Request, { params }: Ctx): Promise<Response> => {
    const { id } = await params;
    if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return Response.json({ error: "There is no such game.", id: "game/not-found" }, { status: 404 });
    const auth = await authorize(request, id, need);
    if (!auth.ok) return refusal(auth);
    // A game from before devices: this request just became its host. A refused write (or an
    // error) takes that back, so a refusal writes nothing and hands no one the table.
    const claimed = auth.setCookie && auth.device ? auth.device.id : null;
    let response: Response;
    try {
      response = await handler(request, id, auth);
    } catch (error) {
      if (claimed) await releaseHost(id, claimed).catch(() => {});
      throw error;
    }
    if (claimed && response.status >= 400) {
      await releaseHost(id, claimed);
      return response;
    }
    // The new host of a table from before devices: its browser joins the table's circle.
    const browserCookie = claimed ? await linkDevice(request, claimed, id, "host") : undefined;
    return withCookie(withCookie(response, auth.setCookie), browserCookie);
  }, { need });
}

/**
 * The device that made a game becomes its host: a new host device, the game's codes, its seat
 * rule; the answer's Set-Cookie. (A retry with the same Idempotency-Key gets a host device too:
 * the first answer, and its secret, may have been lost.)
 */
export async function makeHost(gameId: string, request: Request, seatRule?: SeatRule, browserId?: string): Promise<string> {
  await ensureCodes(gameId);
  if (seatRule === "own") await setSeatRule(gameId, "own");
  const { device, token } = await createDevice(gameId, "host", null, "Host");
  // The browser that made the table holds its host device and is a member of its circle (server/access.ts).
  if (browserId) await linkDevice(request, device.id, gameId, "host", browserId);
  return setCookieHeader(gameId, token, request);
}

/**
 * For pages: who is looking at game `gameId` with this cookie value. `join`: the game has devices
 * and this browser is not one of them (the page offers the join form instead of the table).
 */
export async function pageDevice(gameId: string, token: string | undefined): Promise<{ state: "missing" } | { state: "join" } | { state: "ok"; device: DeviceInfo | null; access: Access }> {
  const access = await accessOf(gameId);
  if (!access) return { state: "missing" };
  if (token) {
    const device = await deviceByToken(token);
    if (device && device.gameId === gameId && !device.revoked) return { state: "ok", device, access };
  }
  return access.devices === 0 ? { state: "ok", device: null, access } : { state: "join" };
}

/**
 * For the games list: which of these games this browser may open as they are. A game without
 * devices opens for anyone; one with devices only with this browser's cookie for it (checked
 * properly when the table opens). The others are listed with "Join" instead of Resume and Export.
 */
export async function openableGames(ids: readonly string[], cookieOf: (name: string) => string | undefined): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const prisma = await getDb();
  const kept = await prisma.device.findMany({ where: { gameId: { in: [...ids] }, revoked: false }, select: { gameId: true }, distinct: ["gameId"] });
  const withDevices = new Set(kept.map((d) => d.gameId));
  return new Set(ids.filter((id) => !withDevices.has(id) || cookieOf(cookieName(id)) !== undefined));
}
