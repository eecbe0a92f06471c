/**
 * The host's view of the table's devices.
 * GET → `{ roomCode, watchCode, seatRule, devices: [{ id, role, player, label, createdAt, lastSeenAt, revoked }] }`.
 * POST `{ op: "remove", device }` · `{ op: "seat", device, player }` (hand a seat to a device; its
 * former holder becomes a spectator) · `{ op: "rule", seatRule: "anyone" | "own" }`.
 * Host only: 401 without a credential, 403 for a seat or spectator.
 */
import { z } from "zod";
import { assignSeat, atTable, ensureCodes, listDevices, revokeDevice, setSeatRule, accessOf } from "@/server/devices";
import { gameState } from "@/server/games";
import { route } from "@/server/guard";
import { jsonError, readBody } from "@/server/http";
import os from "node:os";
import { qrTextSvg } from "@/lib/scan/qr";

/**
 * The join address other devices can open: this request's own host, or, when the host device
 * uses this machine by a loopback name (localhost), its first network address (same port).
 */
function joinBase(request: Request): string {
  const host = request.headers.get("host") ?? new URL(request.url).host;
  const proto = request.headers.get("x-forwarded-proto") === "https" ? "https" : new URL(request.url).protocol.replace(":", "");
  const name = host.replace(/:\d+$/, "").replace(/^\[|\]$/g, "");
  const port = /:(\d+)$/.exec(host)?.[1];
  if (name === "localhost" || name.startsWith("127.") || name === "::1") {
    const lan = Object.values(os.networkInterfaces()).flat().find((a) => a && a.family === "IPv4" && !a.internal);
    if (lan) return `${proto}://${lan.address}${port ? `:${port}` : ""}`;
  }
  return `${proto}://${host}`;
}

async function summary(id: string, request: Request) {
  const codes = await ensureCodes(id);
  const access = await accessOf(id);
  const devices = await listDevices(id);
  const base = joinBase(request);
  const joinUrl = codes ? `${base}/join/${codes.roomCode}` : null;
  const watchUrl = codes ? `${base}/join/${codes.watchCode}` : null;
  // The table display, opened straight on a device that has not joined: it joins as a spectator.
  const displayUrl = codes ? `${base}/games/${id}/display?watch=${codes.watchCode}` : null;
  return {
    roomCode: codes?.roomCode ?? null, watchCode: codes?.watchCode ?? null, seatRule: access?.seatRule ?? "anyone", devices,
    joinUrl, watchUrl, qrSvg: joinUrl ? qrTextSvg(joinUrl, `QR code of ${joinUrl}`) : null,
    displayUrl, displayQrSvg: displayUrl ? qrTextSvg(displayUrl, "QR code of the table display link") : null,
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
]);

export const POST = route(atTable("host", async (request, id, { access }) => {
  if (!access) return jsonError(404, "There is no such game.", "game/not-found");
  const body = await readBody(request, opSchema);
  if (!body.ok) return body.response;
  const op = body.value;
  if (op.op === "remove") {
    if (!(await revokeDevice(id, op.device))) return jsonError(404, "There is no such device at this table (the host's own cannot be removed).", "device/not-found");
  } else if (op.op === "seat") {
    const state = await gameState(id);
    const player = state?.module.settings(state.state).players.find((p) => p.toLowerCase() === op.player.trim().toLowerCase());
    if (!player) return jsonError(400, `There is no player "${op.player}" at this table.`, "device/unknown-player");
    if (!(await assignSeat(id, op.device, player))) return jsonError(404, "There is no such device at this table.", "device/not-found");
  } else await setSeatRule(id, op.seatRule);
  return Response.json(await summary(id, request));
}));
