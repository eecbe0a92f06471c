/**
 * Joining a table by its room code (a seat or a spectator's place) or its spectator code (a
 * spectator's place only), so that a crowd cannot lock anyone out:
 *
 * - A wrong code counts against the address that sent it (JOIN_WRONG_PER_ADDRESS, 20 in 10 minutes,
 *   and JOIN_WRONG_PER_ADDRESS_DAY, 100 a day; IPv6 per /64)
 *   and, when the request names a table (`game` in the body or the query, or a device cookie of
 *   that table), against that table (JOIN_WRONG_PER_TABLE). An address over its limit is refused
 *   every code, right or wrong, until its block ends (otherwise the refusal itself would tell a
 *   guesser which codes are right); a guess at a table already over its limit blocks the guessing
 *   address at once.
 * - Nothing counts over all addresses: a device that presents a right code from an address that
 *   has not guessed wrong is never refused because other addresses did (the old global limit let
 *   eleven addresses lock every table's joins).
 * - Codes are long enough that guessing cannot succeed within these limits: docs/limits.md.
 * - A table holds at most DEVICES_PER_TABLE devices not removed, spectators included
 *   (`join/table-full`, 429): the host removes all spectators at once from Invite.
 *
 * The counters are server/limits.ts's (rate-limiter-flexible), shared by instances on PostgreSQL.
 */
import { gameState } from "./games";
import { nameKey } from "@/lib/games/common/names";
import { countDevices, createDevice, findByCode, setCookieHeader, takenSeats, type DeviceInfo } from "./devices";
import { addressKey, block, blockedFor, count, limitOf, CLIENT_ADDRESS_HEADER } from "./limits";

export { CLIENT_ADDRESS_HEADER };

/** Devices (not removed) one table may hold, host, seats and spectators together (DEVICES_PER_TABLE, 100). */
export const devicesPerTable = () => Math.max(2, Number(process.env.DEVICES_PER_TABLE) || 100);

/** Wrong codes one address may send in JOIN_WRONG window (see server/limits.ts joinWrongPerAddress). */
export const JOIN_FAILURES_PER_ADDRESS = () => limitOf("joinWrongPerAddress").points;

/**
 * Who is asking, for the wrong-code limit: the connection's address (IPv6 per /64), or one shared
 * bucket for requests made in this process without one.
 */
export const clientOf = (request: Request) => addressKey(request.headers.get(CLIENT_ADDRESS_HEADER)) ?? "unknown";

/** The table a join request says it is aimed at: `game` given, or the first device cookie it carries. */
export function tableNamed(request: Request, game?: string | null): string | null {
  const id = game ?? new URL(request.url).searchParams.get("game");
  if (id && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return id.toLowerCase();
  const m = /(?:^|;)\s*ft_([0-9a-f]{32})=/i.exec(request.headers.get("cookie") ?? "");
  if (!m) return null;
  const h = m[1]!.toLowerCase();
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

const wait = (s: number) => (s < 90 ? `${s} seconds` : s < 5400 ? `${Math.ceil(s / 60)} minutes` : `${Math.ceil(s / 3600)} hours`);

export type JoinFail = { ok: false; status: 400 | 403 | 404 | 409 | 429; id: string; error: string; retryAfter?: number };
/** A refusal as the JSON answer (with Retry-After when it is a limit). */
export const joinError = (f: JoinFail) =>
  Response.json({ error: f.error, id: f.id, ...(f.retryAfter ? { retryAfter: f.retryAfter } : {}) }, { status: f.status, headers: f.retryAfter ? { "retry-after": String(f.retryAfter) } : {} });

const no = (status: JoinFail["status"], id: string, error: string): JoinFail => ({ ok: false, status, id, error });

export interface Invitation {
  game: string;
  kind: "room" | "watch";
  gameKind: string;
  /** The game's name on screen, from its module. */
  gameLabel: string;
  players: string[];
  taken: string[];
}

/** What a code opens: the game, its players and which seats a device holds already. */
export async function invitation(code: string, client = "unknown", table: string | null = null): Promise<{ ok: true; value: Invitation } | JoinFail> {
  const blocked = Math.max(await blockedFor("joinWrongPerAddress", client), await blockedFor("joinWrongPerAddressDay", client));
  if (blocked > 0) return { ...no(429, "join/too-many", `Too many wrong codes from this network address. Wait ${wait(blocked)} and try again.`), retryAfter: blocked };
  const found = await findByCode(code);
  const state = found ? await gameState(found.gameId) : null;
  if (!found || !state) {
    await Promise.all([count("joinWrongPerAddress", client), count("joinWrongPerAddressDay", client)]);
    // A guess at a table others have been guessing at: this address stops here.
    if (table && (await blockedFor("joinWrongPerTable", table)) > 0) await block("joinWrongPerAddress", client);
    else if (table) await count("joinWrongPerTable", table);
    return no(404, "join/unknown-code", "No table has that code. Check it on the host's screen.");
  }
  const players = state.module.settings(state.state).players;
  return { ok: true, value: { game: found.gameId, kind: found.kind, gameKind: state.module.id, gameLabel: state.module.label, players, taken: await takenSeats(found.gameId) } };
}

/** A new device at the table the code opens: `as` a seat (room code only) or a spectator. */
export async function join(request: Request, input: { code: string; as: "seat" | "spectator"; player?: string; label?: string; game?: string }): Promise<{ ok: true; device: DeviceInfo; setCookie: string } | JoinFail> {
  const inv = await invitation(input.code, clientOf(request), tableNamed(request, input.game));
  if (!inv.ok) return inv;
  return oneAtATime(inv.value.game, () => joinTable(request, input, inv.value));
}

/** Joins of one table one after another in this process, so the device count is exact. */
const queues = ((globalThis as typeof globalThis & { __ftJoinQueues?: Map<string, Promise<unknown>> }).__ftJoinQueues ??= new Map());
function oneAtATime<T>(game: string, fn: () => Promise<T>): Promise<T> {
  const before = queues.get(game) ?? Promise.resolve();
  const mine = before.then(fn, fn);
  const tail = mine.catch(() => {});
  queues.set(game, tail);
  void tail.then(() => {
    if (queues.get(game) === tail) queues.delete(game);
  });
  return mine;
}

async function joinTable(request: Request, input: { as: "seat" | "spectator"; player?: string; label?: string }, inv: Invitation): Promise<{ ok: true; device: DeviceInfo; setCookie: string } | JoinFail> {
  const most = devicesPerTable();
  if ((await countDevices(inv.game)) >= most) {
    return { ...no(429, "join/table-full", `This table already has ${most} devices. The host can remove the spectators (Invite → Remove all spectators) to make room.`), retryAfter: 60 };
  }
  const { game, kind, players } = inv;
  const taken = await takenSeats(game);
  // At most 40 characters, counted whole: slicing UTF-16 units could keep half of an emoji, which
  // the database stores as replacement characters.
  const label = Array.from((input.label ?? "").replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, "").trim()).slice(0, 40).join("");
  if (input.as === "seat") {
    if (kind !== "room") return no(403, "join/watch-only", "This is a spectator's link: it lets you watch, not take a seat.");
    const player = players.find((p) => nameKey(p) === nameKey(input.player ?? ""));
    if (!player) return no(400, "join/unknown-player", `There is no player "${input.player ?? ""}" at this table.`);
    if (taken.some((t) => nameKey(t) === nameKey(player))) return no(409, "join/seat-taken", `${player}'s seat is taken by another device. The host can hand it over.`);
    const { device, token } = await createDevice(game, "seat", player, label || `${player}'s phone`);
    return { ok: true, device, setCookie: setCookieHeader(game, token, request) };
  }
  const { device, token } = await createDevice(game, "spectator", null, label || "Spectator");
  return { ok: true, device, setCookie: setCookieHeader(game, token, request) };
}
