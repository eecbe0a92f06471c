/**
 * POST /api/games/import: a CONTRACT.md record becomes a stored game → `{ id }`. The record is
 * read on a worker thread within a time budget; the same record again shortly after (or the same
 * `Idempotency-Key`) returns the game already made. 413 over 4 MB, 422 over 1,000 deals.
 */
import { importGame } from "@/server/games";
import { deviceByToken, makeHost, tokenOf } from "@/server/devices";
import { route } from "@/server/guard";
import { jsonError, readText, RECORD_BODY_LIMIT, requestKeyOf } from "@/server/http";

export const POST = route(async (request: Request) => {
  const key = requestKeyOf(request);
  if (!key.ok) return key.response;
  const text = await readText(request, RECORD_BODY_LIMIT);
  if (!text.ok) return text.response;
  const holds = async (gameId: string) => {
    const token = tokenOf(request, gameId);
    const device = token ? await deviceByToken(token) : null;
    return !!device && device.gameId === gameId && !device.revoked && device.role === "host";
  };
  const r = await importGame(text.value, { requestKey: key.value, holds });
  if (!r.ok) return jsonError(r.status, r.error, r.id);
  // A replay to the device that holds the game's credential already: no second one.
  const headers: Record<string, string> = r.value.held ? {} : { "set-cookie": await makeHost(r.value.id, request) };
  return Response.json({ id: r.value.id }, { status: 201, headers: { ...headers, ...(r.value.replayed ? { "idempotent-replayed": "true" } : {}) } });
}, { limit: RECORD_BODY_LIMIT });
