/**
 * The host's view of the table's devices.
 * GET `?cursor=&limit=` → `{ roomCode, watchCode, seatRule, devices: [{ id, role, player, label, createdAt, lastSeenAt, revoked }], nextCursor, total, spectators, devicesPerTable }`:
 * devices not removed, a page at a time (host and seats first, then spectators `limit` at a time,
 * 50 by default, at most 200; `nextCursor` null on the last page; server/devices.ts listDevicePage).
 * POST `{ op: "remove", device }` · `{ op: "remove-spectators" }` (every spectator at once; `removed`
 * says how many) · `{ op: "seat", device, player }` (hand a seat to a device; its
 * former holder becomes a spectator; a note "The host gave Ann's seat to 'Spare'." goes in the
 * game's log for every device, and a hand entered privately for that seat is set aside) · `{ op: "rule", seatRule: "anyone" | "own" }`.
 * Host only: 401 without a credential, 403 for a seat or spectator.
 */
import { z } from "zod";
import { assignSeat, atTable, devicesById, ensureCodes, listDevicePage, revokeDevice, revokeSpectators, setSeatRule, accessOf } from "@/server/devices";
import { devicesPerTable } from "@/server/join";
import { closeStreams } from "@/server/live";
import { gameState, noteSeatHandover } from "@/server/games";
import { seatGiven } from "@/server/access";
import { route } from "@/server/guard";
import { jsonError, readBody } from "@/server/http";
import { nameKey } from "@/lib/games/common/names";
import { inviteAddress, unreachableReason } from "@/server/address";
import { qrTextSvg } from "@/lib/scan/qr";

async function summary(id: string, request: Request, extra: Record<string, unknown> = {}) {
  const codes = await ensureCodes(id);
  const access = await accessOf(id);
  const query = new URL(request.url).searchParams;
  const page = await listDevicePage(id, { cursor: query.get("cursor"), limit: Number(query.get("limit")) || undefined });
  // An address this server really listens on (server/address.ts): PUBLIC_URL or PUBLIC_HOST, the
  // name the host device came by, or this machine's network address; with HTTPS on, the HTTPS one.
  const address = inviteAddress(request);
  const base = address.url;
  // When the phones cannot reach it (listening on loopback only, no network): no QR code that cannot work.
  const unreachable = unreachableReason(address);
  const joinUrl = codes ? `${base}/join/${codes.roomCode}` : null;
  const watchUrl = codes ? `${base}/join/${codes.watchCode}` : null;
  // The table display, opened straight on a device that has not joined: it joins as a spectator.
  const displayUrl = codes ? `${base}/games/${id}/display?watch=${codes.watchCode}` : null;
  return {
    roomCode: codes?.roomCode ?? null, watchCode: codes?.watchCode ?? null, seatRule: access?.seatRule ?? "anyone",
    devices: page.devices, nextCursor: page.nextCursor, total: page.total, spectators: page.spectators, devicesPerTable: devicesPerTable(), ...extra,
    joinUrl, watchUrl, qrSvg: joinUrl && !unreachable ? qrTextSvg(joinUrl, `QR code of ${joinUrl}`) : null,
    displayUrl, displayQrSvg: displayUrl && !unreachable ? qrTextSvg(displayUrl, "QR code of the table display link") : null,
    reachable: !unreachable, unreachable,
  };
}

export const GET = route(atTable("host", async (request, id, { access }) => {
  if (!access) return jsonError(404, "There is no such game.", "game/not-found");
  return Response.json(await summary(id, request));
}));

const opSchema = z.discriminatedUnion("op", [
  z.object({ op: z.literal("remove"), device: z.string().max(60) }),
  z.object({ op: z.literal("seat"), device: z.string().max(60), player: z.string().max(160) }),
  z.object({ op: z.literal("rule"), seatRule: z.enum(["anyone", "own"]) }),
  z.object({ op: z.literal("remove-spectators") }),
]);

export const POST = route(atTable("host", async (request, id, { access, device }) => {
  if (!access) return jsonError(404, "There is no such game.", "game/not-found");
  const body = await readBody(request, opSchema);
  if (!body.ok) return body.response;
  const op = body.value;
  if (op.op === "remove") {
    if (!(await revokeDevice(id, op.device))) return jsonError(404, "There is no such device at this table (the host's own cannot be removed).", "device/not-found");
    closeStreams(id, [op.device]);
  } else if (op.op === "remove-spectators") {
    const removed = await revokeSpectators(id);
    closeStreams(id, removed);
    return Response.json(await summary(id, request, { removed: removed.length }));
  } else if (op.op === "seat") {
    const state = await gameState(id);
    const player = state?.module.settings(state.state).players.find((p) => nameKey(p) === nameKey(op.player));
    if (!player) return jsonError(400, `There is no player "${op.player}" at this table.`, "device/unknown-player");
    if (!(await assignSeat(id, op.device, player))) return jsonError(404, "There is no such device at this table.", "device/not-found");
    await seatGiven(op.device, id); // a seat's browser is a member of the table's circle (server/access.ts)
    // Never silently: a note every device sees, which also ends a hand entered privately for that seat.
    const label = (await devicesById(id)).get(op.device)?.label ?? "another device";
    const noted = await noteSeatHandover(id, player, label, device);
    if (!noted.ok && noted.status === 503) return jsonError(503, noted.error, noted.id);
  } else await setSeatRule(id, op.seatRule);
  return Response.json(await summary(id, request));
}));
