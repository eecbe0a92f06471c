/**
 * Finishing a game over the API (RULINGS "Ending a game", CONTRACT "Finishing a game"), against a
 * real database: the host finishes (a seat or a spectator may not: 403), the stored game is then
 * finished and takes nothing but the host's undo of the finish (422 otherwise), its record says so
 * and imports back, and the player statistics and exports count it at once.
 */
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "@/test/helpers/db";
import { CookieJar } from "@/test/helpers/devices";
import { POST as createGame } from "@/app/api/games/route";
import { GET as getGame } from "@/app/api/games/[id]/route";
import { POST as postAction } from "@/app/api/games/[id]/actions/route";
import { POST as postUndo } from "@/app/api/games/[id]/undo/route";
import { GET as getRecord } from "@/app/api/games/[id]/record/route";
import { GET as getDevices } from "@/app/api/games/[id]/devices/route";
import { POST as postJoin } from "@/app/api/join/route";
import { POST as importRecord } from "@/app/api/games/import/route";
import { GET as getPlayer } from "@/app/api/players/[name]/route";
import { GET as playerCsv } from "@/app/api/players/[name]/export.csv/route";

const db = useTestDatabase();
const ctx = (id: string) => ({ params: Promise.resolve({ id }) });
const req = (url: string, body?: unknown) =>
  new Request(`http://localhost${url}`, { method: body === undefined ? "GET" : "POST", body: body === undefined ? undefined : JSON.stringify(body), headers: body === undefined ? {} : { "content-type": "application/json" } });

async function newTable(players = ["Ann", "Ben", "Cat", "Dan"]) {
  const host = new CookieJar();
  const res = host.keep(await createGame(req("/api/games", { game: "fortunes", players, dealer: players[0] })));
  expect(res.status).toBe(201);
  const { id } = (await res.json()) as { id: string };
  const codes = (await (await getDevices(host.request(req(`/api/games/${id}/devices`)), ctx(id))).json()) as { roomCode: string; watchCode: string };
  return { id, host, ...codes };
}
async function join(code: string, as: "seat" | "spectator", player?: string) {
  const jar = new CookieJar();
  const res = jar.keep(await postJoin(req("/api/join", { code, as, player })));
  expect(res.status).toBe(201);
  return jar;
}
async function act(jar: CookieJar, id: string, body: unknown) {
  const res = await postAction(jar.request(req(`/api/games/${id}/actions`, body)), ctx(id));
  return { status: res.status, json: await res.json() };
}
const status = async (id: string) => (await db.prisma.game.findUnique({ where: { id } }))!.status;

describe("finishing a game", () => {
  it("the host finishes; the game is finished and takes only the host's undo of the finish", async () => {
    const t = await newTable();
    const seat = await join(t.roomCode, "seat", "Ben");
    const watcher = await join(t.watchCode, "spectator");
    // Trick 1 (Ann deals and leads, High = Ann + Cat): W10, W02, W14, W03. High trick: Cat's W14 wins,
    // well-disposed, 2 points. Then the host finishes mid-deal: the deal stops and counts for nothing.
    for (const card of ["W10", "W02", "W14", "W03"]) expect((await act(t.host, t.id, { type: "play", card })).status).toBe(200);

    expect(await act(seat, t.id, { type: "finish" })).toMatchObject({ status: 403, json: { id: "device/not-host" } });
    expect((await act(watcher, t.id, { type: "finish" })).status).toBe(403);
    const fin = await act(t.host, t.id, { type: "finish", expectedSeq: 5 });
    expect(fin.status).toBe(200);
    expect(fin.json).toMatchObject({ seq: 6, status: "finished", turn: { player: null, expects: "none" } });
    expect(fin.json.view.finished).toEqual({ early: true, standings: [{ players: ["Ann", "Cat"], points: 0 }, { players: ["Ben", "Dan"], points: 0 }] });
    expect(await status(t.id)).toBe("finished");

    // Nothing but an undo of the finish, and that only from the host.
    const events = await db.prisma.gameEvent.count({ where: { gameId: t.id } });
    expect(await act(t.host, t.id, { type: "play", card: "C01" })).toMatchObject({ status: 422, json: { id: "game/finished" } });
    expect(await act(t.host, t.id, { type: "correct", trick: 1, position: 1, card: "W09" })).toMatchObject({ status: 422, json: { id: "game/finished" } });
    expect(await act(t.host, t.id, { type: "finish" })).toMatchObject({ status: 422, json: { id: "game/finished" } });
    expect((await postUndo(seat.request(req(`/api/games/${t.id}/undo`, {})), ctx(t.id))).status).toBe(403);
    expect(await db.prisma.gameEvent.count({ where: { gameId: t.id } })).toBe(events);

    const undo = await postUndo(t.host.request(req(`/api/games/${t.id}/undo`, {})), ctx(t.id));
    expect(undo.status).toBe(200);
    // Back where it was: trick 2, led by Ben (the player one seat on from the dealer).
    expect(await undo.json()).toMatchObject({ status: "active", turn: { player: "Ben", expects: "play" } });
    expect(await status(t.id)).toBe("active");
    expect((await act(t.host, t.id, { type: "play", card: "C01" })).status).toBe(200);
  });

  it("the finished game's record says so, imports back finished, and counts in statistics and exports at once", async () => {
    const t = await newTable(["Ivy", "Jo", "Kit", "Lu"]);
    // One trick, then the finish: the stopped deal counts nothing, the match is level at 0, all four share.
    for (const card of ["W10", "W02", "W14", "W03"]) await act(t.host, t.id, { type: "play", card });
    expect((await act(t.host, t.id, { type: "finish" })).status).toBe(200);
    const record = await (await getRecord(t.host.request(req(`/api/games/${t.id}/record`)), ctx(t.id))).json();
    expect(record.finish).toBe(true);
    expect(record.deals[0]).not.toHaveProperty("end");

    // Imported by the same browser, so both games are in its circle (docs/circles.md).
    const importer = t.host;
    const imported = importer.keep(await importRecord(importer.request(req("/api/games/import", record))));
    expect(imported.status).toBe(201);
    const { id } = (await imported.json()) as { id: string };
    expect(await status(id)).toBe("finished");
    const view = await (await getGame(importer.request(req(`/api/games/${id}`)), ctx(id))).json();
    expect(view.view.match.winner).toEqual(["Ivy", "Jo", "Kit", "Lu"]);

    const ivy = await (await getPlayer(t.host.request(req("/api/players/Ivy")), { params: Promise.resolve({ name: "Ivy" }) })).json();
    // Two finished games (the table and its import), each shared by all four: both won; no complete deal.
    expect(ivy.games.fortunes).toMatchObject({ played: 2, finished: 2, won: 2, deals: 0 });
    expect(ivy.totals).toEqual({ played: 2, finished: 2, won: 2 });
    const csv = await (await playerCsv(t.host.request(req("/api/players/Ivy/export.csv")), { params: Promise.resolve({ name: "Ivy" }) })).text();
    // A browser outside the circle learns nothing of Ivy.
    expect((await getPlayer(req("/api/players/Ivy"), { params: Promise.resolve({ name: "Ivy" }) })).status).toBe(404);
    expect(csv.trim().split("\r\n")).toHaveLength(1 + 2 * 4);
  });
});
