/**
 * GET /api/games/[id]/stream: Server-Sent Events of one table. Every new event of the game sends
 * `event: view` with `id: <seq>` and this viewer's view as data; `event: beat` every 15 s
 * (STREAM_HEARTBEAT_MS) keeps proxies from closing the stream and tells the client the stream is
 * alive (it reconnects after 30 s of silence: app/games/[id]/live-stream.ts). A client that
 * reconnects with `Last-Event-ID` (the browser's own retry) or `?lastEventId=` (a fresh
 * EventSource, which cannot set headers) gets the current view at once only when it has missed
 * something. `event: rematch` says that the host started the table's rematch (the page then asks
 * GET …/rematch and follows it). Not compressed, not buffered.
 *
 * Each stream sends its own device's view (a seat's, a spectator's or the host's table), so a hand
 * entered privately never travels to another device. A device removed by the host is cut off at
 * once (`event: removed`). 401 without a credential (a game with devices).
 *
 * Limits (server/live.ts holdStream, docs/limits.md): one stream per device and kind — a device
 * that opens another replaces its old one, which gets `event: replaced` and is closed (the page
 * does not reopen it until it is shown again); per table 503, per address 429, per process 503
 * (or the biggest holder's oldest stream makes room), each with Retry-After.
 */
import { gameView, gameViewAt } from "@/server/games";
import { atTable, deviceByToken, tokenOf, viewerOf } from "@/server/devices";
import { route } from "@/server/guard";
import { jsonError } from "@/server/http";
import { holdStream, subscribe, type StreamEnd } from "@/server/live";
import { clientAddress, take, tooMany, type Charge } from "@/server/limits";
import type { Viewer } from "@/lib/games/module";

export const dynamic = "force-dynamic";

/**
 * Well under the client's 30 s silence timeout: one lost beat is not yet a reconnect. Read when a
 * stream opens (not when the module loads), so a setting changed in a running process applies.
 */
const heartbeatMs = () => Math.max(1000, Number(process.env.STREAM_HEARTBEAT_MS) || 15_000);

/** A view as one stream message: its seq and the message's text. */
type Message = { seq: number; text: string } | null;
const messageOf = (view: { seq: number } | null): Message => (view ? { seq: view.seq, text: `event: view\nid: ${view.seq}\ndata: ${JSON.stringify(view)}\n\n` } : null);

/**
 * One message per game, seq and viewer, shared by every stream that needs it: 500 spectators of one
 * table cost one view and one JSON text per action, not 500 (the view itself is built once per seq
 * and kind of viewer for every answer: server/privacy.ts), and read from the game's cache without a
 * database round trip when it holds the seq the update announces (server/games.ts gameViewAt).
 */
type Shared = Map<string, { seq: number; views: Map<string, Promise<Message>> }>;
const sharedViews: Shared = ((globalThis as typeof globalThis & { __ftStreamViews?: Shared }).__ftStreamViews ??= new Map());
function viewAt(id: string, seq: number, viewer: Viewer): Promise<Message> {
  let m = sharedViews.get(id);
  if (!m || m.seq < seq) {
    if (sharedViews.size > 1000) sharedViews.clear();
    sharedViews.set(id, (m = { seq, views: new Map() }));
  }
  if (m.seq > seq) return gameViewAt(id, seq, viewer).then(messageOf, () => null);
  const key = JSON.stringify(viewer);
  let view = m.views.get(key);
  if (!view) m.views.set(key, (view = gameViewAt(id, seq, viewer).then(messageOf, () => null)));
  return view;
}

export const GET = route(atTable("read", async (request, id, { device }): Promise<Response> => {
  // `?view=spectator`: the table display asks for no more than a spectator sees, whoever it is.
  const asSpectator = new URL(request.url).searchParams.get("view") === "spectator";
  const viewer = asSpectator ? ({ kind: "spectator" } as const) : viewerOf(device);
  const token = device ? tokenOf(request, id) : null;
  // How often this device and address open streams (a loop of reopenings is refused cheaply), then a
  // place (before any view is built): a refused stream costs the server nothing more.
  const address = clientAddress(request);
  const charges: Charge[] = [...(device ? [{ name: "streamOpensPerDevice" as const, key: device.id }] : []), ...(address ? [{ name: "streamOpensPerAddress" as const, key: address }] : [])];
  const taken = await take(charges);
  if (!taken.ok) return tooMany(taken.name, taken.retryAfter);
  let ending: StreamEnd | null = null;
  let endNow = (why: StreamEnd) => void (ending ??= why);
  const place = holdStream({ game: id, device: device?.id ?? null, kind: asSpectator ? "display" : "table", address, end: (why) => endNow(why) });
  if (!place.ok) return Response.json({ error: place.error, id: place.id, retryAfter: place.retryAfter }, { status: place.status, headers: { "retry-after": String(place.retryAfter) } });
  const first = await gameView(id, viewer).catch(() => null);
  if (!first) {
    place.release();
    return jsonError(404, `There is no game ${id}.`, "game/not-found");
  }
  const lastSeen = Number(request.headers.get("last-event-id") ?? new URL(request.url).searchParams.get("lastEventId") ?? NaN);
  const encoder = new TextEncoder();
  let cleanup = () => {};

  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      let sent = Number.isInteger(lastSeen) ? lastSeen : -1;
      // This device's place at the table: when the host hands its seat on, the page is told (it
      // drops what it kept for the old place and reloads as what it is now).
      let seatPlace = device ? `${device.role}:${device.player ?? ""}` : "";
      let closed = false;
      let toldRematch = false;
      let sending: Promise<void> = Promise.resolve();
      const write = (text: string) => {
        if (closed) return;
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          cleanup();
        }
      };
      const sendView = (message: NonNullable<Message>) => {
        if (message.seq === sent) return;
        sent = message.seq;
        write(message.text);
      };
      // Reconnect advice for the browser, then the view now (unless the client already has it).
      write(`retry: 2000\n\n`);
      sendView(messageOf(first)!);
      const unsubscribe = subscribe(id, (n) => {
        // The host started this table's rematch: the page asks where it is (app/games/[id]/rematch-follow.ts).
        // Said once (with PostgreSQL this instance hears its own NOTIFY too).
        if (n.rematch) {
          if (!toldRematch) write(`event: rematch\ndata: {}\n\n`);
          toldRematch = true;
          return;
        }
        // The same nudge may come twice (this instance, then PostgreSQL's echo): only newer ones count.
        if (n.seq <= sent) return;
        // One view at a time, in order; a burst of taps ends with the latest view.
        sending = sending.then(async () => {
          if (closed) return;
          let still = null;
          if (token) {
            still = await deviceByToken(token).catch(() => null);
            if (!still || still.revoked) {
              write(`event: removed\ndata: {}\n\n`);
              cleanup();
              return;
            }
            const now = `${still.role}:${still.player ?? ""}`;
            if (now !== seatPlace) {
              seatPlace = now;
              write(`event: viewer\ndata: ${JSON.stringify({ role: still.role, player: still.player })}\n\n`);
            }
          }
          const view = await viewAt(id, n.seq, still && !asSpectator ? viewerOf(still) : viewer);
          if (view) sendView(view);
        });
      });
      const beat = setInterval(() => write(`event: beat\ndata: {}\n\n`), heartbeatMs());
      cleanup = () => {
        if (closed) return;
        closed = true;
        place.release();
        clearInterval(beat);
        unsubscribe();
        try {
          controller.close();
        } catch {
          // already closed
        }
      };
      request.signal.addEventListener("abort", () => cleanup(), { once: true });
      // Replaced by this device's newer stream, removed by the host, or making room: say so, then close.
      endNow = (why) => {
        write(`event: ${why === "removed" ? "removed" : "replaced"}\ndata: ${JSON.stringify({ reason: why })}\n\n`);
        cleanup();
      };
      if (ending) endNow(ending);
      else if (request.signal.aborted) cleanup();
    },
    cancel() {
      cleanup();
    },
  });

  return new Response(stream, {
    headers: {
      "content-type": "text/event-stream; charset=utf-8",
      // no-transform: no compression (it would buffer); X-Accel-Buffering: no proxy buffering.
      "cache-control": "no-cache, no-transform",
      "x-accel-buffering": "no",
      connection: "keep-alive",
    },
  });
}), { stream: true });
