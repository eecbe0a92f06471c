/** GET /api/games/[id]/stream: Server-Sent Events of a table, against a real database. */
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "@/test/helpers/db";
import { POST as raw_createGame } from "@/app/api/games/route";
import { POST as raw_postAction } from "@/app/api/games/[id]/actions/route";
import { GET as raw_stream } from "@/app/api/games/[id]/stream/route";
import { POST as raw_postRematch } from "@/app/api/games/[id]/rematch/route";
import { openStreams } from "@/server/live";
import { hostJar } from "@/test/helpers/devices";
const createGame = hostJar.wrap(raw_createGame);
const postAction = hostJar.wrap(raw_postAction);
const stream = hostJar.wrap(raw_stream);
const postRematch = hostJar.wrap(raw_postRematch);

useTestDatabase();
const post = (url: string, body: unknown) => new Request(`http://localhost${url}`, { method: "POST", body: JSON.stringify(body), headers: { "content-type": "application/json" } });
const ctx = (id: string) => ({ params: Promise.resolve({ id }) });

async function newGame() {
  const res = await createGame(post("/api/games", { game: "fortunes", players: ["Ann", "Ben", "Cat", "Dan"] }));
  return ((await res.json()) as { id: string }).id;
}

/** Reads SSE messages (event, id, data) from a response body as they come. */
function reader(res: Response) {
  const r = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  // One read at a time: a read left waiting by a timeout is picked up again by the next call.
  let pending: Promise<ReadableStreamReadResult<Uint8Array>> | null = null;
  return async function next(timeoutMs = 3000): Promise<{ event?: string; id?: string; data?: string; comment?: string }> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const end = buffer.indexOf("\n\n");
      if (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const msg: Record<string, string> = {};
        for (const line of block.split("\n")) {
          if (line.startsWith(":")) msg.comment = line.slice(1).trim();
          else {
            const i = line.indexOf(":");
            msg[line.slice(0, i)] = (msg[line.slice(0, i)] ? msg[line.slice(0, i)] + "\n" : "") + line.slice(i + 1).trimStart();
          }
        }
        if (msg.retry && !msg.event) continue;
        return msg;
      }
      const left = deadline - Date.now();
      if (left <= 0) throw new Error("no message in time");
      pending ??= r.read();
      const chunk = await Promise.race([pending, new Promise<never>((_, no) => setTimeout(() => no(new Error("no message in time")), left))]);
      pending = null;
      if (chunk.done) throw new Error("stream ended");
      buffer += decoder.decode(chunk.value, { stream: true });
    }
  };
}

describe("the table's live stream", () => {
  it("sends the view now, then every new event's view with its seq as the event id; closes cleanly", async () => {
    const id = await newGame();
    const abort = new AbortController();
    const res = await stream(new Request(`http://localhost/api/games/${id}/stream`, { signal: abort.signal }), ctx(id));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/event-stream/);
    expect(res.headers.get("cache-control")).toContain("no-transform");
    const next = reader(res);
    const first = await next();
    expect(first).toMatchObject({ event: "view", id: "1" });
    expect(JSON.parse(first.data!).turn).toMatchObject({ player: "Ann", expects: "play" });
    const before = openStreams();
    expect(before).toBeGreaterThan(0);

    const played = await postAction(post(`/api/games/${id}/actions`, { type: "play", card: "W07" }), ctx(id));
    expect(played.status).toBe(200);
    const second = await next();
    expect(second).toMatchObject({ event: "view", id: "2" });
    expect(JSON.parse(second.data!).view.live.trick.cards[0]).toMatchObject({ player: "Ann", card: "W07" });

    await postAction(post(`/api/games/${id}/actions`, { type: "undo" }), ctx(id));
    const third = await next();
    expect(third.id).toBe("3");
    expect(JSON.parse(third.data!).view.live.trick.cards).toEqual([]);

    abort.abort();
    await new Promise((r) => setTimeout(r, 20));
    expect(openStreams()).toBe(before - 1);
  });
  it("a reconnect with Last-Event-ID gets nothing it already has, then only what is new", async () => {
    const id = await newGame();
    await postAction(post(`/api/games/${id}/actions`, { type: "play", card: "W07" }), ctx(id));
    const abort = new AbortController();
    const res = await stream(new Request(`http://localhost/api/games/${id}/stream`, { signal: abort.signal, headers: { "last-event-id": "2" } }), ctx(id));
    const next = reader(res);
    await expect(next(300)).rejects.toThrow(/no message/);
    await postAction(post(`/api/games/${id}/actions`, { type: "play", card: "W08" }), ctx(id));
    expect(await next()).toMatchObject({ event: "view", id: "3" });
    abort.abort();
  });
  it("the host's rematch sends `event: rematch` to the old table's streams (its devices then follow it), and no view", async () => {
    const id = await newGame();
    const abort = new AbortController();
    const res = await stream(new Request(`http://localhost/api/games/${id}/stream`, { signal: abort.signal }), ctx(id));
    const next = reader(res);
    expect(await next()).toMatchObject({ event: "view", id: "1" });
    const made = await postRematch(post(`/api/games/${id}/rematch`, {}), ctx(id));
    expect(made.status).toBe(201);
    expect(await next()).toEqual({ event: "rematch", data: "{}" });
    // Asked again: the same rematch, nothing more on the stream.
    expect((await postRematch(post(`/api/games/${id}/rematch`, {}), ctx(id))).status).toBe(200);
    await expect(next(300)).rejects.toThrow(/no message/);
    abort.abort();
  });
  it("an unknown game is a 404, not a stream", async () => {
    const res = await stream(new Request("http://localhost/api/games/00000000-0000-0000-0000-000000000000/stream"), ctx("00000000-0000-0000-0000-000000000000"));
    expect(res.status).toBe(404);
  });
});

describe.runIf(process.env.PG_TEST_URL)("several app instances on one PostgreSQL", () => {
  it("each write is NOTIFYed on channel fortunes_game with the game id and seq only, for other instances to hear", async () => {
    const pg = (await import("pg")).default;
    const other = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await other.connect();
    const heard: string[] = [];
    other.on("notification", (m) => { if (m.channel === "fortunes_game" && m.payload) heard.push(m.payload); });
    await other.query("LISTEN fortunes_game");
    try {
      const id = await newGame();
      await postAction(post(`/api/games/${id}/actions`, { type: "play", card: "W07" }), ctx(id));
      await postAction(post(`/api/games/${id}/actions`, { type: "play", card: "W08" }), ctx(id));
      const deadline = Date.now() + 3000;
      while (!heard.includes(`${id} 3`) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      expect(heard).toContain(`${id} 3`);
      for (const p of heard.filter((x) => x.startsWith(id))) expect(p).toMatch(/^[0-9a-f-]{36} \d+$/);
      // The host's rematch: the old table's id and the word "rematch", nothing else.
      expect((await postRematch(post(`/api/games/${id}/rematch`, {}), ctx(id))).status).toBe(201);
      const until = Date.now() + 3000;
      while (!heard.includes(`${id} rematch`) && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
      expect(heard).toContain(`${id} rematch`);
    } finally {
      await other.end();
    }
  });
});
