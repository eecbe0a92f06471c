/**
 * Merge and rename of players by a member browser of their circle, each logged and undoable; bad
 * input changes nothing, and anyone else (no credential, another circle's host) gets 404.
 * Figures by hand from the Tenners tie record (test/fixtures/fortune-tenners/three-complete-tie,
 * worked in player-stats.test.ts): the player in Ann's seat scores 1100 over 20 rounds with 70
 * tricks and shares the win.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "@/test/helpers/db";
import { CookieJar, hostJar } from "@/test/helpers/devices";
import { importRecord, raw } from "@/test/helpers/routes";
import { GET as getPlayer } from "@/app/api/players/[name]/route";
import { POST as mergeRoute } from "@/app/api/players/[name]/merge/route";
import { POST as renameRoute } from "@/app/api/players/[name]/rename/route";
import { POST as undoRoute } from "@/app/api/players/changes/[id]/undo/route";
import { GET as changesRoute } from "@/app/api/players/changes/route";

useTestDatabase();

const text = readFileSync(join(process.cwd(), "test/fixtures/fortune-tenners/three-complete-tie.json"), "utf8");
const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  new Request(`http://test${url}`, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) });
const nameCtx = (name: string) => ({ params: Promise.resolve({ name }) });
const tenners = async (name: string) => {
  const res = await asHost.get(new Request(`http://test/api/players/${encodeURIComponent(name)}`), nameCtx(name));
  return res.status === 200 ? (await res.json()).games["fortune-tenners"] : res.status;
};
const asHost = { merge: hostJar.wrap(mergeRoute), rename: hostJar.wrap(renameRoute), undo: hostJar.wrap(undoRoute), changes: hostJar.wrap(changesRoute), get: hostJar.wrap(getPlayer) };

// One game as played: Ann 1100 (won, tie), 70 tricks, 20 rounds, 20 predictions made.
const ONE = { played: 1, finished: 1, won: 1, deals: 20, tricksWon: 70, points: 1100, bids: { made: 20, missed: 0 } };
// Two such games: every figure doubled.
const TWO = { played: 2, finished: 2, won: 2, deals: 40, tricksWon: 140, points: 2200, bids: { made: 40, missed: 0 } };

describe("merge and rename", () => {
  let otherToken = "";
  it("imports: Ann's game, Annie's game (the same record with Ann's seat as Annie), and a table of strangers", async () => {
    expect((await importRecord(post("/api/games/import", JSON.parse(text)))).status).toBe(201);
    const annie = JSON.parse(text.replaceAll('"Ann"', '"Annie"'));
    expect(annie.players).toEqual(["Annie", "Ben", "Cat"]);
    expect((await importRecord(post("/api/games/import", { ...annie, players: ["Annie", "Bob", "Cy"], deals: JSON.parse(JSON.stringify(annie.deals).replaceAll('"Ben"', '"Bob"').replaceAll('"Cat"', '"Cy"')) }))).status).toBe(201);
    // Another device hosts a table where neither Ann nor Annie sits.
    const jar = new CookieJar();
    const res = jar.keep(await raw.importRecord(post("/api/games/import", JSON.parse(text.replaceAll('"Ann"', '"Zoe"').replaceAll('"Ben"', '"Yan"').replaceAll('"Cat"', '"Xia"')))));
    expect(res.status).toBe(201);
    otherToken = jar.token((await res.json()).id)!;
    expect(await tenners("Ann")).toEqual(ONE);
    expect(await tenners("Annie")).toEqual(ONE);
  });

  it("refuses bad merges and changes nothing", async () => {
    const cases: [string, unknown, number][] = [
      ["Annie", "Annie", 422], // into themselves
      ["Annie", " annie ", 422], // the same name under the name rule
      ["Annie", "Zed", 404], // into an unknown name
      ["Zed", "Ann", 404], // an unknown name
      ["Annie", "x".repeat(41), 422], // breaks the name rule
      ["x".repeat(41), "Ann", 422],
      ["Annie", 7, 422], // not a name at all
    ];
    for (const [from, into, status] of cases) {
      const res = await asHost.merge(post(`/api/players/${encodeURIComponent(from)}/merge`, { into }), nameCtx(from));
      expect(res.status, `${from} → ${String(into).slice(0, 12)}`).toBe(status);
      expect((await res.json()).error).toBeTruthy();
    }
    // Ann and Ben sat at the same table: two people, never merged.
    expect((await asHost.merge(post("/api/players/Ben/merge", { into: "Ann" }), nameCtx("Ben"))).status).toBe(422);
    // No credential at all, and the host of a table of another circle: Annie does not exist for them (404).
    expect((await mergeRoute(post("/api/players/Annie/merge", { into: "Ann" }), nameCtx("Annie"))).status).toBe(404);
    expect((await mergeRoute(post("/api/players/Annie/merge", { into: "Ann" }, { authorization: `Bearer ${otherToken}` }), nameCtx("Annie"))).status).toBe(404);
    expect(await tenners("Ann")).toEqual(ONE);
    expect(await tenners("Annie")).toEqual(ONE);
    expect((await (await asHost.changes(new Request("http://test/api/players/changes"))).json()).changes).toEqual([]);
  });

  let mergeId = "";
  it("a host merges Annie into Ann: every game follows, logged under both names; undo puts it back", async () => {
    const res = await asHost.merge(post("/api/players/Annie/merge", { into: "ann" }), nameCtx("Annie"));
    expect(res.status).toBe(201);
    const { change } = await res.json();
    expect(change).toMatchObject({ kind: "merge", from: "Annie", to: "Ann", undoneAt: null });
    mergeId = change.id;
    expect(await tenners("Ann")).toEqual(TWO);
    expect(await tenners("Annie")).toBe(404);
    for (const name of ["Annie", "Ann"]) {
      const log = (await (await asHost.changes(new Request(`http://test/api/players/changes?name=${name}`))).json()).changes;
      expect(log.map((c: { id: string }) => c.id)).toEqual([mergeId]);
    }
    // Undo needs a member of the circle too: to anyone else the change does not exist.
    expect((await undoRoute(post(`/api/players/changes/${mergeId}/undo`, {}), { params: Promise.resolve({ id: mergeId }) })).status).toBe(404);
    expect((await undoRoute(post(`/api/players/changes/${mergeId}/undo`, {}, { authorization: `Bearer ${otherToken}` }), { params: Promise.resolve({ id: mergeId }) })).status).toBe(404);
    const undone = await asHost.undo(post(`/api/players/changes/${mergeId}/undo`, {}), { params: Promise.resolve({ id: mergeId }) });
    expect(undone.status).toBe(200);
    expect((await undone.json()).change.undoneAt).toBeTruthy();
    expect(await tenners("Ann")).toEqual(ONE);
    expect(await tenners("Annie")).toEqual(ONE);
    // Once only.
    expect((await asHost.undo(post(`/api/players/changes/${mergeId}/undo`, {}), { params: Promise.resolve({ id: mergeId }) })).status).toBe(409);
    const unknown = "00000000-0000-0000-0000-000000000000";
    expect((await asHost.undo(post(`/api/players/changes/${unknown}/undo`, {}), { params: Promise.resolve({ id: unknown }) })).status).toBe(404);
  });

  it("a host renames a player everywhere, and undoes it", async () => {
    // Bad renames change nothing.
    expect((await asHost.rename(post("/api/players/Ann/rename", { to: "Ben" }), nameCtx("Ann"))).status).toBe(422); // another player's name
    expect((await asHost.rename(post("/api/players/Ann/rename", { to: "bad\u0001" }), nameCtx("Ann"))).status).toBe(422);
    expect((await asHost.rename(post("/api/players/Zed/rename", { to: "Zoe" }), nameCtx("Zed"))).status).toBe(404);
    expect((await renameRoute(post("/api/players/Ann/rename", { to: "Ann Lee" }, { authorization: `Bearer ${otherToken}` }), nameCtx("Ann"))).status).toBe(404);
    expect(await tenners("Ann")).toEqual(ONE);

    const res = await asHost.rename(post("/api/players/Ann/rename", { to: "Ann  Lee" }), nameCtx("Ann"));
    expect(res.status).toBe(201);
    const { change } = await res.json();
    expect(change).toMatchObject({ kind: "rename", from: "Ann", to: "Ann Lee" });
    expect(await tenners("Ann Lee")).toEqual(ONE);
    expect(await tenners("Ann")).toBe(404);
    const body = await (await asHost.get(new Request("http://test/api/players/ann%20lee"), nameCtx("ann lee"))).json();
    expect(body.name).toBe("Ann Lee");
    expect((await asHost.undo(post(`/api/players/changes/${change.id}/undo`, {}), { params: Promise.resolve({ id: change.id }) })).status).toBe(200);
    expect(await tenners("Ann")).toEqual(ONE);
    expect(await tenners("Ann Lee")).toBe(404);
  });
});
