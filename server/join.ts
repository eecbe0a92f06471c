/**
 * Joining a table by its room code (a seat or a spectator's place) or its spectator code (a
 * spectator's place only). Wrong codes are counted per client address: more than
 * JOIN_FAILURES_PER_MINUTE from one address answer 429 to that address for the rest of the
 * minute, so the codes cannot be walked through; JOIN_FAILURES_GLOBAL_PER_MINUTE over all
 * addresses on this instance is the last line (one stranger no longer locks every table's joins).
 */
import { gameState } from "./games";
import { nameKey } from "@/lib/games/common/names";
import { createDevice, findByCode, setCookieHeader, takenSeats, type DeviceInfo } from "./devices";

export const JOIN_FAILURES_PER_MINUTE = Number(process.env.JOIN_FAILURES_PER_MINUTE ?? 60);

export const JOIN_FAILURES_GLOBAL_PER_MINUTE = Number(process.env.JOIN_FAILURES_GLOBAL_PER_MINUTE ?? JOIN_FAILURES_PER_MINUTE * 10);

/** The header app/api/dispatch.ts sets to the connection's address (any the client sent is removed first). */
export const CLIENT_ADDRESS_HEADER = "x-ft-client-address";
const failures = ((globalThis as typeof globalThis & { __ftJoinFailures?: { minute: number; count: number; by: Map<string, number> } }).__ftJoinFailures ??= { minute: 0, count: 0, by: new Map() });

function fresh() {
  failures.by ??= new Map();
  const minute = Math.floor(Date.now() / 60_000);
  if (failures.minute !== minute) Object.assign(failures, { minute, count: 0, by: new Map() });
}
function tooMany(client: string): boolean {
  fresh();
  return failures.count >= JOIN_FAILURES_GLOBAL_PER_MINUTE || (failures.by.get(client) ?? 0) >= JOIN_FAILURES_PER_MINUTE;
}
const failed = (client: string) => {
  fresh();
  failures.count++;
  if (failures.by.size < 100_000) failures.by.set(client, (failures.by.get(client) ?? 0) + 1);
};
/** Who is asking, for the wrong-code limit: the connection's address, or one shared bucket when unknown. */
export const clientOf = (request: Request) => request.headers.get(CLIENT_ADDRESS_HEADER) ?? "unknown";

export type JoinFail = { ok: false; status: 400 | 403 | 404 | 409 | 429; id: string; error: string };
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
export async function invitation(code: string, client = "unknown"): Promise<{ ok: true; value: Invitation } | JoinFail> {
  if (tooMany(client)) return no(429, "join/too-many", "Too many wrong codes just now. Wait a minute and try again.");
  const found = await findByCode(code);
  const state = found ? await gameState(found.gameId) : null;
  if (!found || !state) {
    failed(client);
    return no(404, "join/unknown-code", "No table has that code. Check it on the host's screen.");
  }
  const players = state.module.settings(state.state).players;
  return { ok: true, value: { game: found.gameId, kind: found.kind, gameKind: state.module.id, gameLabel: state.module.label, players, taken: await takenSeats(found.gameId) } };
}

/** A new device at the table the code opens: `as` a seat (room code only) or a spectator. */
export async function join(request: Request, input: { code: string; as: "seat" | "spectator"; player?: string; label?: string }): Promise<{ ok: true; device: DeviceInfo; setCookie: string } | JoinFail> {
  const inv = await invitation(input.code, clientOf(request));
  if (!inv.ok) return inv;
  const { game, kind, players, taken } = inv.value;
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
