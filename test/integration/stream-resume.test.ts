/**
 * The stream's side of "streams that come back" (issue 20): a fresh EventSource resumes with
 * `?lastEventId=` (it cannot set Last-Event-ID itself), and the server sends `event: beat` often
 * enough for the client's 30 s silence timeout (here every second, STREAM_HEARTBEAT_MS).
 */
import { afterAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "@/test/helpers/db";
import { hostJar } from "@/test/helpers/devices";

const savedBeat = process.env.STREAM_HEARTBEAT_MS;
process.env.STREAM_HEARTBEAT_MS = "1000";
afterAll(() => {
  if (savedBeat === undefined) delete process.env.STREAM_HEARTBEAT_MS;
  else process.env.STREAM_HEARTBEAT_MS = savedBeat;
});
useTestDatabase();
const post = (url: string, body: unknown) => new Request(`http://localhost${url}`, { method: "POST", body: JSON.stringify(body), headers: { "content-type": "application/json" } });
const ctx = (id: string) => ({ params: Promise.resolve({ id }) });

async function routes() {
  const [{ POST: createGame }, { POST: postAction }, { GET: stream }] = await Promise.all([
    import("@/app/api/games/route"), import("@/app/api/games/[id]/actions/route"), import("@/app/api/games/[id]/stream/route"),
  ]);
  return { createGame: hostJar.wrap(createGame), postAction: hostJar.wrap(postAction), stream: hostJar.wrap(stream) };
}

/** The SSE blocks of a body, as "event id" strings, read for `ms`. */
async function blocks(res: Response, ms: number): Promise<string[]> {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let text = "";
  const stop = Date.now() + ms;
  for (;;) {
    const left = stop - Date.now();
    if (left <= 0) break;
    const chunk = await Promise.race([reader.read(), new Promise<null>((r) => setTimeout(() => r(null), left))]);
    if (!chunk || chunk.done) break;
    text += decoder.decode(chunk.value, { stream: true });
  }
  void reader.cancel().catch(() => {});
  return text.split("\n\n").filter((b) => b.includes("event:")).map((b) => {
    const field = (name: string) => b.split("\n").find((l) => l.startsWith(`${name}:`))?.slice(name.length + 1).trim() ?? "";
    return `${field("event")} ${field("id")}`.trim();
  });
}

describe("resuming and heartbeats", () => {
  it("?lastEventId= at the current seq sends no view, only beats; one behind sends the current view", async () => {
    const r = await routes();
    const created = await r.createGame(post("/api/games", { game: "fortunes", players: ["Ann", "Ben", "Cat", "Dan"] }));
    const { id } = (await created.json()) as { id: string };
    await r.postAction(post(`/api/games/${id}/actions`, { type: "play", card: "W07" }), ctx(id));
    const abort = new AbortController();
    const upToDate = await r.stream(new Request(`http://localhost/api/games/${id}/stream?lastEventId=2`, { signal: abort.signal }), ctx(id));
    const seen = await blocks(upToDate, 2300);
    abort.abort();
    expect(seen.filter((b) => b.startsWith("view"))).toEqual([]);
    expect(seen.filter((b) => b === "beat").length).toBeGreaterThanOrEqual(2);
    const abort2 = new AbortController();
    const behind = await r.stream(new Request(`http://localhost/api/games/${id}/stream?lastEventId=1`, { signal: abort2.signal }), ctx(id));
    const got = await blocks(behind, 300);
    abort2.abort();
    expect(got).toEqual(["view 2"]);
  });
});
