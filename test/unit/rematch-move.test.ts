/**
 * The host's page both starts the rematch and follows it (app/games/[id]/rematch-follow.ts): it must
 * move to the new table once. Two `location.assign`s in a row abort the first navigation (a CI run
 * of the Fortey-One browser test failed on exactly that: net::ERR_ABORTED after "Rematch").
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

type Mod = typeof import("@/app/games/[id]/rematch-follow");

const OLD = "11111111-1111-4111-8111-111111111111";
const NEW = "22222222-2222-4222-8222-222222222222";

let assigned: string[];
let calls: string[];
let releaseStart: (() => void) | null;
let rematchExists: boolean;
const saved = { window: (globalThis as { window?: unknown }).window, fetch: globalThis.fetch };

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

async function load(): Promise<Mod> {
  vi.resetModules();
  return import("@/app/games/[id]/rematch-follow");
}

beforeEach(() => {
  assigned = [];
  calls = [];
  releaseStart = null;
  rematchExists = false;
  (globalThis as { window?: unknown }).window = { location: { assign: (url: string) => { assigned.push(url); } } };
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? "GET";
    calls.push(`${method} ${url}`);
    if (url === `/api/games/${OLD}/rematch` && method === "POST") {
      // The host's request: the rematch exists at once, but the answer is held until released.
      rematchExists = true;
      await new Promise<void>((resolve) => { releaseStart = resolve; });
      return json(201, { id: NEW });
    }
    if (url === `/api/games/${OLD}/rematch`) return rematchExists ? json(200, { id: NEW }) : json(404, { error: "No rematch yet." });
    if (url === `/api/games/${OLD}/rematch/follow`) return json(200, { id: NEW, role: "host", player: null });
    return json(404, { error: "?" });
  }) as typeof fetch;
});

afterEach(() => {
  (globalThis as { window?: unknown }).window = saved.window;
  globalThis.fetch = saved.fetch;
  vi.resetModules();
});

async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 1000 && !check(); i++) await new Promise((r) => setTimeout(r, 1));
  expect(check()).toBe(true);
}

describe("the host's page moves to its rematch once", () => {
  it("a look while the host's own request is out asks nothing; the page moves once, to the new table", async () => {
    const m = await load();
    const started = m.startRematch(OLD, 2);
    await until(() => releaseStart !== null);
    // The follow loop's turn comes while the POST's answer is on its way.
    expect(await m.lookForRematch(OLD, "table")).toBe("wait");
    expect(calls).toEqual([`POST /api/games/${OLD}/rematch`]);
    releaseStart!();
    expect(await started).toBeNull();
    expect(assigned).toEqual([`/games/${NEW}`]);
    // A look after the page is on its way asks nothing and moves nothing.
    expect(await m.lookForRematch(OLD, "table")).toBe("wait");
    expect(assigned).toEqual([`/games/${NEW}`]);
    expect(calls).toHaveLength(1);
  });

  it("a look that found the rematch first moves the page; the host's own answer then moves nothing", async () => {
    const m = await load();
    rematchExists = true; // started from another of the host's devices
    expect(await m.lookForRematch(OLD, "display")).toEqual({ moved: NEW });
    expect(assigned).toEqual([`/games/${NEW}/display`]);
    expect(await m.startRematch(OLD)).toBeNull();
    expect(assigned).toEqual([`/games/${NEW}/display`]);
    expect(calls).toEqual([`GET /api/games/${OLD}/rematch`, `POST /api/games/${OLD}/rematch/follow`]);
  });

  it("a refused rematch says why and lets the loop look again", async () => {
    const m = await load();
    globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      calls.push(`${init?.method ?? "GET"} ${String(input)}`);
      return json(409, { error: "This game is not finished." });
    }) as typeof fetch;
    expect(await m.startRematch(OLD)).toBe("This game is not finished.");
    expect(assigned).toEqual([]);
    expect(await m.lookForRematch(OLD, "table")).toBe("wait");
    expect(calls).toEqual([`POST /api/games/${OLD}/rematch`, `GET /api/games/${OLD}/rematch`]);
  });
});
