/**
 * After a game (issue #30): where it stands as the host is about to finish it, and a rematch.
 * - `standingsOf`: the standings a finish would give now (module `standings`: the deal or round
 *   in progress counts for nothing, RULINGS "Ending a game"), shown in the host's confirmation
 *   before `{ type: "finish" }` is posted; `running` says whether something in progress would stop.
 * - `rematchInput`: the set-up of a new game with the same game, players (same seats), options and
 *   deck style, the first dealer moved on one seat clockwise (the dealer rotation goes on).
 */
import { gameState, type NewGameInput } from "./games";
import { deleteGame, getGame } from "./data";
import { getDb } from "./db";
import { linkDevice } from "./access";
import { publishRematch } from "./live";
import { jsonError } from "./http";
import { createDevice, deviceByToken, setCookieHeader, takenSeats, tokenOf, withCookie, type DeviceInfo, type Role } from "./devices";
import { nameKey } from "@/lib/games/common/names";
import type { Standing } from "@/lib/games/finish";

export interface StandingsNow {
  /** Best first; Fortuno: `points` are cards in hand (fewest first). */
  standings: Standing[];
  /** The game is already over (won or finished): a finish would add nothing. */
  over: boolean;
  /** What the numbers count: "points", or (Fortuno) "cards in hand"; `unitOne` when the number is 1. */
  unit: string;
  unitOne: string;
  /** The turn's prompt now (a deal in progress when it expects a play, a bid…). */
  prompt: string;
}

export async function standingsOf(id: string): Promise<StandingsNow | null> {
  const g = await gameState(id);
  if (!g) return null;
  return { standings: g.module.standings(g.state), over: g.module.isOver(g.state), unit: g.module.standingsUnit?.other ?? "points", unitOne: g.module.standingsUnit?.one ?? "point", prompt: g.module.turn(g.state).prompt };
}

/** The rematch's set-up, and the circle it is played in (the old table's: its players stay the circle's). */
export async function rematchInput(id: string, seatRule: "anyone" | "own"): Promise<(NewGameInput & { circleId: string | undefined }) | null> {
  const [g, row] = await Promise.all([gameState(id), getGame(id)]);
  if (!g) return null;
  const s = g.module.settings(g.state);
  const n = s.players.length;
  const dealer = n > 0 ? (((s.dealer ?? 0) + 1) % n + n) % n : undefined;
  return { game: g.module.id, players: [...s.players], dealer, options: s.options as NewGameInput["options"], deckStyle: s.deckStyle, seatRule, circleId: row?.circleId ?? undefined };
}

/**
 * Rematch moves the phones (issue 30): the old table remembers its rematch (`game.next_game_id`),
 * and every device of the old table (host, seats, spectators, the display) follows it with
 * `followRematch`: a seat whose player plays the rematch keeps that place (unless another device
 * holds it there already), every other device watches. A device that holds a place at the new
 * table already (the host that asked) keeps it. One follow at a time per new table, so two phones
 * of one player cannot both take the seat.
 */
export async function linkRematch(oldId: string, nextId: string): Promise<boolean> {
  const prisma = await getDb();
  const { count } = await prisma.game.updateMany({ where: { id: oldId, nextGameId: null }, data: { nextGameId: nextId } });
  return count === 1;
}

/**
 * Starts a table's rematch once: `make` runs only while the table has none, one start at a time per
 * table on this instance (two host devices tapping "Rematch" together, or a retry with a new key,
 * get the one rematch). `make` gives the new game's id, or an answer that ends the request (a
 * refusal). When another instance linked its rematch first, the one made here is deleted and the
 * device follows that one; `made` answers for the rematch this request made and linked.
 */
export function startRematchOnce(request: Request, oldId: string, device: DeviceInfo | null, make: () => Promise<string | Response>, made: (nextId: string) => Promise<Response>): Promise<Response> {
  const follow = () => followAnswer(request, oldId, device, (f) => ({ id: f.id }));
  return oneAtATime(`start:${oldId}`, async () => {
    if (await rematchOf(oldId)) return follow();
    const next = await make();
    if (typeof next !== "string") return next;
    if (!(await linkRematch(oldId, next))) {
      await deleteGame(next);
      return follow();
    }
    void publishRematch(oldId).catch(() => {}); // the old table's devices follow at once (server/live.ts)
    return made(next);
  });
}

/** The old table's rematch, if the host started one. */
export async function rematchOf(oldId: string): Promise<string | null> {
  const prisma = await getDb();
  const row = await prisma.game.findUnique({ where: { id: oldId }, select: { nextGameId: true } });
  return row?.nextGameId ?? null;
}

export type Followed = { ok: true; id: string; role: Role; player: string | null; setCookie?: string; deviceId?: string } | { ok: false; status: 404; id: string; error: string };

const followQueues = ((globalThis as typeof globalThis & { __ftFollowQueues?: Map<string, Promise<unknown>> }).__ftFollowQueues ??= new Map());
function oneAtATime<T>(key: string, fn: () => Promise<T>): Promise<T> {
  const mine = (followQueues.get(key) ?? Promise.resolve()).then(fn, fn);
  const tail = mine.catch(() => {});
  followQueues.set(key, tail);
  void tail.then(() => { if (followQueues.get(key) === tail) followQueues.delete(key); });
  return mine;
}

export async function followRematch(request: Request, oldId: string, device: DeviceInfo | null): Promise<Followed> {
  const next = await rematchOf(oldId);
  const g = next ? await gameState(next) : null;
  if (!next || !g) return { ok: false, status: 404, id: "rematch/none", error: "The host has not started a rematch of this table." };
  return oneAtATime(next, async () => {
    // Already at the new table (the host that asked, or a second tap): nothing new.
    const token = tokenOf(request, next);
    const held = token ? await deviceByToken(token) : null;
    if (held && !held.revoked && held.gameId === next) return { ok: true, id: next, role: held.role, player: held.player };
    const players = g.module.settings(g.state).players;
    const taken = await takenSeats(next);
    const mine = device?.role === "seat" && device.player ? players.find((p) => nameKey(p) === nameKey(device.player!)) : undefined;
    const seat = mine && !taken.some((t) => nameKey(t) === nameKey(mine)) ? mine : null;
    const label = device?.label && device.role !== "host" ? device.label : seat ? `${seat}'s phone` : "Spectator";
    const made = await createDevice(next, seat ? "seat" : "spectator", seat, label);
    return { ok: true, id: next, role: made.device.role, player: made.device.player, setCookie: setCookieHeader(next, made.token, request), deviceId: made.device.id };
  });
}

/**
 * The answer to a device following the rematch (POST …/rematch/follow, or the host asking again
 * for a rematch already made): its place at the new table, the new table's device cookie, and a
 * seat's browser made a member of the circle (as a join does). `body` picks what the answer says.
 */
export async function followAnswer(request: Request, oldId: string, device: DeviceInfo | null, body: (f: { id: string; role: Role; player: string | null }) => object, status = 200): Promise<Response> {
  const f = await followRematch(request, oldId, device);
  if (!f.ok) return jsonError(f.status, f.error, f.id);
  const browserCookie = f.deviceId ? await linkDevice(request, f.deviceId, f.id, f.role) : undefined;
  return withCookie(Response.json(body(f), { status, headers: f.setCookie ? { "set-cookie": f.setCookie } : {} }), browserCookie);
}
