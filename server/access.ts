/**
 * Who may read and change a circle's data: the one place it is decided (docs/privacy.md, "Circles").
 *
 * A circle is the people who play together. Its players, statistics, records, journals and exports
 * are for its **member browsers** only; to everyone else they do not exist (404, the same answer as
 * for a name no one ever used).
 *
 * A browser is known across tables by the HTTP-only cookie `ft_browser`: 256 random bits, stored
 * only as its SHA-256 (`browser.token_hash`), like the per-table device cookies. Its table devices
 * point to it (`device.browser_id`), so a request also speaks for the browsers of the table-device
 * cookies it carries (a browser from before circles, made by the migration from its table device,
 * has no cookie of its own until its next table or join gives it one). A request with neither is a
 * stranger.
 *
 * A browser becomes a member of a circle when it makes one of the circle's tables (or imports one)
 * or sits at one as host or seat; a spectator or a share-link holder does not. It may be in several
 * circles and looks at one: `?circle=<id>` on the request, else the one it chose last
 * (`browser.circle_id`), else its only (or newest) one.
 *
 * Other areas call: `memberCircles(request)`, `circleOf(request)`, `requireMember(request, id)`,
 * and `linkDevice(...)` after making a table device.
 */
import { hash, randomBytes, randomUUID } from "node:crypto";
import { checkName, nameKey } from "@/lib/games/common/names";
import { getSql, type Statement } from "./db";

export const BROWSER_COOKIE = "ft_browser";
/** How many table-device cookies of one request are looked at (a browser at many tables sends many). */
const MAX_DEVICE_COOKIES = 64;
const DEVICE_COOKIE = /^ft_[0-9a-f]{32}$/;

export interface CircleInfo {
  id: string;
  name: string;
}

export interface Identity {
  /** The browser of the `ft_browser` cookie, when it is a known one. */
  primary: string | null;
  /** Every browser the request speaks for (the primary one and those of its table devices). */
  browsers: string[];
  /** Browsers from before circles (no cookie of their own) known through a table-device cookie. */
  legacy: string[];
  /** The tables whose device credential (not removed) the request carries. */
  games: string[];
}

/**
 * A credential as it is stored and looked up: its SHA-256 in hex (one-shot `hash`). The one hash
 * of browser, device and share tokens (server/devices.ts re-exports it; this module is the lower of
 * the two). A tap's token is looked up two or three times (the fair-share gate, the credential
 * check, the route), so the hashes of the last few hundred tokens are kept (in this process's
 * memory only, where the tokens pass anyway).
 */
const recentHashes = new Map<string, string>();
export function hashToken(token: string): string {
  let h = recentHashes.get(token);
  if (h === undefined) {
    h = hash("sha256", token, "hex");
    if (recentHashes.size >= 512) recentHashes.clear();
    recentHashes.set(token, h);
  }
  return h;
}

/** The request's cookies by name (the first of each name). */
function cookiesOf(request: Request): Map<string, string> {
  const out = new Map<string, string>();
  for (const part of (request.headers.get("cookie") ?? "").split(";")) {
    const i = part.indexOf("=");
    if (i <= 0) continue;
    const name = part.slice(0, i).trim();
    if (!out.has(name)) out.set(name, part.slice(i + 1).trim());
  }
  return out;
}

const stampOf = (kind: "sqlite" | "postgresql", at = new Date()) => (kind === "sqlite" ? at.toISOString().replace("Z", "+00:00") : at.toISOString().slice(0, 23));
const ts = (kind: "sqlite" | "postgresql") => (kind === "sqlite" ? "?" : "?::timestamp(3)");

/** Who the request is: the browsers it speaks for (none: a stranger). No side effect. */
export async function identity(request: Request): Promise<Identity> {
  const cookies = cookiesOf(request);
  const sql = await getSql();
  let primary: string | null = null;
  const token = cookies.get(BROWSER_COOKIE);
  if (token && token.length >= 20 && token.length <= 200) {
    const rows = await sql.all<{ id: string }>("SELECT id FROM browser WHERE token_hash = ?", [hashToken(token)]);
    primary = rows[0]?.id ?? null;
  }
  const hashes: string[] = [];
  for (const [name, value] of cookies) {
    if (DEVICE_COOKIE.test(name) && value.length >= 20 && value.length <= 200) hashes.push(hashToken(value));
    if (hashes.length >= MAX_DEVICE_COOKIES) break;
  }
  const auth = request.headers.get("authorization");
  if (auth && /^bearer\s+\S{20,200}$/i.test(auth.trim())) hashes.push(hashToken(auth.trim().replace(/^bearer\s+/i, "")));
  const browsers = new Set<string>(primary ? [primary] : []);
  const legacy = new Set<string>();
  const games = new Set<string>();
  if (hashes.length) {
    const marks = hashes.map(() => "?").join(", ");
    const rows = await sql.all<{ game_id: string; browser_id: string | null; token_hash: string | null }>(
      `SELECT d.game_id, d.browser_id, b.token_hash FROM device d LEFT JOIN browser b ON b.id = d.browser_id
       WHERE d.token_hash IN (${marks}) AND d.revoked = false`,
      hashes,
    );
    for (const r of rows) {
      games.add(r.game_id);
      if (!r.browser_id) continue;
      browsers.add(r.browser_id);
      if (r.token_hash === null && r.browser_id !== primary) legacy.add(r.browser_id);
    }
  }
  return { primary, browsers: [...browsers], legacy: [...legacy], games: [...games] };
}

export interface Circles {
  identity: Identity;
  /** The circles the request's browsers are members of, oldest membership first. */
  circles: CircleInfo[];
  /** The circle it is looking at (null: a stranger, or `?circle=` naming a circle it is not in). */
  viewing: CircleInfo | null;
}

/** The circles of the request's browsers and the one it looks at. */
export async function memberCircles(request: Request, chosen?: string | null): Promise<Circles> {
  const who = await identity(request);
  if (!who.browsers.length) return { identity: who, circles: [], viewing: null };
  const sql = await getSql();
  const marks = who.browsers.map(() => "?").join(", ");
  const rows = await sql.all<{ id: string; name: string; joined: string | Date }>(
    `SELECT c.id, c.name, MIN(m.joined_at) AS joined FROM circle_member m JOIN circle c ON c.id = m.circle_id
     WHERE m.browser_id IN (${marks}) GROUP BY c.id, c.name ORDER BY MIN(m.joined_at), c.id`,
    who.browsers,
  );
  const circles = rows.map((r) => ({ id: r.id, name: r.name }));
  const pick = chosen === undefined ? new URL(request.url).searchParams.get("circle") : chosen;
  if (pick) return { identity: who, circles, viewing: circles.find((c) => c.id === pick) ?? null };
  let viewing: CircleInfo | null = null;
  if (circles.length > 1) {
    const ids = [who.primary, ...who.browsers].filter((x): x is string => !!x);
    const chose = await sql.all<{ id: string; circle_id: string | null }>(`SELECT id, circle_id FROM browser WHERE id IN (${ids.map(() => "?").join(", ")})`, ids);
    const byId = new Map(chose.map((c) => [c.id, c.circle_id]));
    for (const id of ids) {
      const c = circles.find((x) => x.id === byId.get(id));
      if (c) {
        viewing = c;
        break;
      }
    }
  }
  return { identity: who, circles, viewing: viewing ?? circles.at(-1) ?? null };
}

/** The circle a request looks at, or null (a stranger). */
export async function circleOf(request: Request): Promise<string | null> {
  return (await memberCircles(request)).viewing?.id ?? null;
}

/** Whether the request's browser is a member of circle `circleId`. */
export async function requireMember(request: Request, circleId: string | null | undefined): Promise<boolean> {
  if (!circleId) return false;
  return (await memberCircles(request)).circles.some((c) => c.id === circleId);
}

// ---------------------------------------------------------------------------------------- linking

/** The Set-Cookie header of a browser's cookie (a year, like the table devices' cookies). */
export function browserCookie(token: string, request: Request): string {
  const secure = new URL(request.url).protocol === "https:" || request.headers.get("x-forwarded-proto") === "https";
  return `${BROWSER_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Lax; Max-Age=31536000${secure ? "; Secure" : ""}`;
}

/**
 * The browser making this request, made when it has none (with the answer's Set-Cookie). Browsers
 * from before circles known by its table cookies are folded into it: their memberships and devices
 * become its own.
 */
export async function ensureBrowser(request: Request): Promise<{ id: string; setCookie?: string }> {
  const who = await identity(request);
  const sql = await getSql();
  const k = sql.kind;
  let id = who.primary;
  let setCookie: string | undefined;
  // (A legacy browser is never its own primary: it has no cookie.)
  const statements: Statement[] = [];
  if (!id) {
    const token = randomBytes(32).toString("base64url");
    id = randomUUID();
    const now = stampOf(k);
    statements.push({ sql: `INSERT INTO browser (id, token_hash, circle_id, created_at, last_seen_at) VALUES (?, ?, NULL, ${ts(k)}, ${ts(k)})`, args: [id, hashToken(token), now, now] });
    setCookie = browserCookie(token, request);
  }
  for (const old of who.legacy) {
    statements.push(
      { sql: "INSERT INTO circle_member (circle_id, browser_id, joined_at) SELECT circle_id, ?, joined_at FROM circle_member WHERE browser_id = ? ON CONFLICT (circle_id, browser_id) DO NOTHING", args: [id, old] },
      { sql: "UPDATE browser SET circle_id = (SELECT circle_id FROM browser WHERE id = ?) WHERE id = ? AND circle_id IS NULL", args: [old, id] },
      { sql: "UPDATE device SET browser_id = ? WHERE browser_id = ?", args: [id, old] },
      { sql: "UPDATE free_reading SET browser_id = ? WHERE browser_id = ?", args: [id, old] },
      { sql: "DELETE FROM browser WHERE id = ? AND token_hash IS NULL", args: [old] },
    );
  }
  if (statements.length) await sql.batch(statements);
  return { id, setCookie };
}

/** Makes `browserId` a member of `circleId` (and the circle it looks at, when it had none). */
export async function addMember(browserId: string, circleId: string): Promise<void> {
  const sql = await getSql();
  await sql.batch([
    { sql: `INSERT INTO circle_member (circle_id, browser_id, joined_at) VALUES (?, ?, ${ts(sql.kind)}) ON CONFLICT (circle_id, browser_id) DO NOTHING`, args: [circleId, browserId, stampOf(sql.kind)] },
    { sql: "UPDATE browser SET circle_id = ? WHERE id = ? AND circle_id IS NULL", args: [circleId, browserId] },
  ]);
}

/** A new circle with `browserId` its first member (and the circle it looks at). */
export async function newCircle(browserId: string, name: string): Promise<CircleInfo> {
  const sql = await getSql();
  const id = randomUUID();
  const now = stampOf(sql.kind);
  await sql.batch([
    { sql: `INSERT INTO circle (id, name, created_at) VALUES (?, ?, ${ts(sql.kind)})`, args: [id, name, now] },
    { sql: `INSERT INTO circle_member (circle_id, browser_id, joined_at) VALUES (?, ?, ${ts(sql.kind)})`, args: [id, browserId, now] },
    { sql: "UPDATE browser SET circle_id = ? WHERE id = ?", args: [id, browserId] },
  ]);
  return { id, name };
}

/** A circle's default name: the first table's players ("Ann, Ben, Cat and Dan"). */
export function circleNameFor(players: readonly string[]): string {
  const names = players.slice(0, 4);
  const text = names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names.at(-1)}` : (names[0] ?? "Our circle");
  return Array.from(players.length > 4 ? `${text} and friends` : text).slice(0, 60).join("");
}

/**
 * Where a new table (or import) by this request goes: the circle it looks at, or, for a browser in
 * none, a new circle named after the table's players. The browser is made when new.
 * `?circle=<id>` must name one of its circles (else null: the route answers 404).
 */
export async function circleForNewTable(request: Request, players: readonly string[]): Promise<{ circleId: string; browserId: string; setCookie?: string; made: boolean } | null> {
  const { circles, viewing } = await memberCircles(request);
  const asked = new URL(request.url).searchParams.get("circle");
  if (asked && !viewing) return null;
  const browser = await ensureBrowser(request);
  const existing = viewing ?? circles.at(-1);
  if (existing) return { circleId: existing.id, browserId: browser.id, setCookie: browser.setCookie, made: false };
  const made = await newCircle(browser.id, circleNameFor(players));
  return { circleId: made.id, browserId: browser.id, setCookie: browser.setCookie, made: true };
}

/**
 * Undoes `circleForNewTable`'s new circle when the table was refused (a set-up or record that broke
 * a rule): a circle with no game and no player is removed, so a refused attempt leaves no empty
 * circle behind. The browser itself stays (its cookie is on the answer).
 */
export async function discardNewCircle(place: { circleId: string; browserId: string; made: boolean }): Promise<void> {
  if (!place.made) return;
  const sql = await getSql();
  const unused = "NOT EXISTS (SELECT 1 FROM game WHERE circle_id = ?) AND NOT EXISTS (SELECT 1 FROM player WHERE circle_id = ?)";
  await sql.batch([
    { sql: `UPDATE browser SET circle_id = NULL WHERE id = ? AND circle_id = ? AND ${unused}`, args: [place.browserId, place.circleId, place.circleId, place.circleId] },
    { sql: `DELETE FROM circle_member WHERE circle_id = ? AND ${unused}`, args: [place.circleId, place.circleId, place.circleId] },
    { sql: `DELETE FROM circle WHERE id = ? AND ${unused}`, args: [place.circleId, place.circleId, place.circleId] },
  ]);
}

/**
 * Ties a new table device to the browser that holds it; a host or seat device makes that browser a
 * member of the game's circle. Returns the browser cookie to set, if the browser is new.
 */
export async function linkDevice(request: Request, deviceId: string, gameId: string, role: string, browserId?: string): Promise<string | undefined> {
  let setCookie: string | undefined;
  let id = browserId;
  if (!id) {
    const b = await ensureBrowser(request);
    id = b.id;
    setCookie = b.setCookie;
  }
  const sql = await getSql();
  await sql.batch([{ sql: "UPDATE device SET browser_id = ? WHERE id = ? AND game_id = ?", args: [id, deviceId, gameId] }]);
  if (role === "host" || role === "seat") {
    const game = await sql.all<{ circle_id: string | null }>("SELECT circle_id FROM game WHERE id = ?", [gameId]);
    if (game[0]?.circle_id) await addMember(id, game[0].circle_id);
  }
  return setCookie;
}

/**
 * A device the host gave a seat to: its browser becomes a member of the game's circle. A device
 * without a browser (a bearer-token client, a spectator from before circles) gets one of its own,
 * known by that device's credential.
 */
export async function seatGiven(deviceId: string, gameId: string): Promise<void> {
  const sql = await getSql();
  const rows = await sql.all<{ browser_id: string | null; circle_id: string | null }>(
    "SELECT d.browser_id, g.circle_id FROM device d JOIN game g ON g.id = d.game_id WHERE d.id = ? AND d.game_id = ?",
    [deviceId, gameId],
  );
  const row = rows[0];
  if (!row?.circle_id) return;
  let browserId = row.browser_id;
  if (!browserId) {
    browserId = deviceId;
    const now = stampOf(sql.kind);
    await sql.batch([
      { sql: `INSERT INTO browser (id, token_hash, circle_id, created_at, last_seen_at) VALUES (?, NULL, NULL, ${ts(sql.kind)}, ${ts(sql.kind)}) ON CONFLICT (id) DO NOTHING`, args: [browserId, now, now] },
      { sql: "UPDATE device SET browser_id = ? WHERE id = ?", args: [browserId, deviceId] },
    ]);
  }
  await addMember(browserId, row.circle_id);
}

/** A circle made for an import gets the imported table's players as its name. */
export async function nameNewCircle(circleId: string, gameId: string): Promise<void> {
  const sql = await getSql();
  const seats = await sql.all<{ name: string }>("SELECT p.name FROM game_seat s JOIN player p ON p.id = s.player_id WHERE s.game_id = ? ORDER BY s.seat", [gameId]);
  if (seats.length) await sql.batch([{ sql: "UPDATE circle SET name = ? WHERE id = ?", args: [circleNameFor(seats.map((s) => s.name)), circleId] }]);
}

// ------------------------------------------------------------------------------- what a request may see

export type Found<T> = { ok: true; value: T } | { ok: false; status: 404 | 422; id: string; error: string };

export interface CirclePlayer {
  id: number;
  name: string;
  circleId: string;
}

export interface Viewer {
  circleId: string;
  /** The browsers the request speaks for (free readings' questions and notes are theirs only). */
  browsers: string[];
  /** The browser a change is logged under (its cookie's, else the first it speaks for). */
  browser: string;
}

/** The answer for a player that is not in the request's circle, whoever asks: the same words as for a name no one used. */
export const noPlayer = (name: string): Found<never> => ({ ok: false, status: 404, id: "player/not-found", error: `No stored game or reading lists a player named "${name}".` });

/** The circle the request looks at with the browsers it speaks for, or null for a stranger. */
export async function viewerOf(request: Request): Promise<Viewer | null> {
  const { identity: who, viewing } = await memberCircles(request);
  if (!viewing) return null;
  return { circleId: viewing.id, browsers: who.browsers, browser: who.primary ?? who.browsers[0]! };
}

/**
 * The player a name (as typed or URL-decoded) stands for in
 * the circle the request looks at: 422 breaking the name rule; 404 for a stranger, another circle's
 * player, or a name no game or reading of this circle lists.
 */
export async function playerFor(request: Request, raw: string): Promise<Found<CirclePlayer & { viewer: Viewer }>> {
  const checked = checkName(raw);
  if (!checked.ok) return { ok: false, status: 422, id: checked.error.id, error: checked.error.message };
  const viewer = await viewerOf(request);
  if (!viewer) return noPlayer(checked.value);
  const sql = await getSql();
  const used = "(EXISTS (SELECT 1 FROM game_seat s WHERE s.player_id = p.id) OR EXISTS (SELECT 1 FROM free_reading f WHERE f.player_id = p.id))";
  // By name only: a row id would tell a stranger how many players other circles have.
  const rows = await sql.all<{ id: number; name: string }>(`SELECT p.id, p.name FROM player p WHERE p.circle_id = ? AND p.name_key = ? AND ${used}`, [viewer.circleId, nameKey(checked.value)]);
  if (!rows[0]) return noPlayer(checked.value);
  return { ok: true, value: { id: Number(rows[0].id), name: rows[0].name, circleId: viewer.circleId, viewer } };
}

/** A logged change of one of the request's circles (else 404, as for no such change). */
export async function changeFor(request: Request, id: string): Promise<{ circleId: string; browser: string } | null> {
  const sql = await getSql();
  const rows = await sql.all<{ circle_id: string | null }>("SELECT circle_id FROM player_change WHERE id = ?", [id]);
  const circleId = rows[0]?.circle_id;
  if (!circleId) return null;
  const { identity: who, circles } = await memberCircles(request, circleId);
  return circles.some((c) => c.id === circleId) ? { circleId, browser: who.primary ?? who.browsers[0]! } : null;
}

/** A game of the circle the request looks at (else null: 404). */
export async function gameFor(request: Request, gameId: string): Promise<{ circleId: string; browser: string } | null> {
  const viewer = await viewerOf(request);
  if (!viewer) return null;
  const sql = await getSql();
  const rows = await sql.all<{ id: string }>("SELECT id FROM game WHERE id = ? AND circle_id = ?", [gameId, viewer.circleId]);
  return rows[0] ? { circleId: viewer.circleId, browser: viewer.browser } : null;
}

/**
 * Whether a free reading's question and notes may be shown to a member of its circle: to the browser
 * that saved it only. A reading saved before circles (no saver known; anyone could read it then)
 * stays readable by the members of the circle it moved into, so nothing a household kept is lost.
 */
export const mayReadNotes = (savedBy: string | null, browsers: readonly string[]) => savedBy === null || browsers.includes(savedBy);

/**
 * Which games a request may see listed (the games list): those of its circles and the tables it
 * holds a device of (a spectator's too). A stranger sees none of anyone else's.
 */
export async function listableGames(request: Request): Promise<{ circles: string[]; games: string[] }> {
  const { identity: who, circles } = await memberCircles(request);
  return { circles: circles.map((c) => c.id), games: who.games };
}
