/**
 * Regression tests for issue 23's attacks on private hands (docs/privacy.md), against the real
 * route handlers and a real database: refusals naming hidden cards, a seat handed over to read a
 * hand, corrections publishing hand facts, "own" bypassed by naming yourself.
 */
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "@/test/helpers/db";
import { CookieJar } from "@/test/helpers/devices";
import { raw } from "@/test/helpers/routes";

const db = useTestDatabase();
const ctx = (id: string) => ({ params: Promise.resolve({ id }) });
const req = (url: string, body?: unknown) =>
  new Request(`http://localhost${url}`, body === undefined ? {} : { method: "POST", body: JSON.stringify(body), headers: { "content-type": "application/json" } });

async function newTable(body: Record<string, unknown>) {
  const host = new CookieJar();
  const res = host.keep(await raw.createGame(req("/api/games", body)));
  expect(res.status).toBe(201);
  const { id } = (await res.json()) as { id: string };
  const codes = (await (await raw.getDevices(host.request(req(`/api/games/${id}/devices`)), ctx(id))).json()) as { roomCode: string; watchCode: string };
  const join = async (as: "seat" | "spectator", player?: string, label?: string) => {
    const jar = new CookieJar();
    const r = jar.keep(await raw.postJoin(req("/api/join", { code: as === "seat" ? codes.roomCode : codes.watchCode, as, player, label })));
    expect(r.status).toBe(201);
    if (!label) return { jar, device: { id: "" } };
    const list = (await (await raw.getDevices(host.request(req(`/api/games/${id}/devices`)), ctx(id))).json()) as { devices: { id: string; label: string }[] };
    return { jar, device: list.devices.find((d) => d.label === label)! };
  };
  const act = async (jar: CookieJar, body: unknown) => {
    const r = await raw.postAction(jar.request(req(`/api/games/${id}/actions`, body)), ctx(id));
    return { status: r.status, json: (await r.json()) as Record<string, unknown> };
  };
  const view = async (jar: CookieJar) => (await (await raw.getGame(jar.request(req(`/api/games/${id}`)), ctx(id))).json()) as Record<string, unknown>;
  const record = async (jar: CookieJar) => JSON.stringify(await (await raw.getRecord(jar.request(req(`/api/games/${id}/record`)), ctx(id))).json());
  return { id, host, join, act, view, record };
}

// Fortey-One: Ann's 13 cards entered on her own phone are the 13 Clubs (codes W01…W14, no W12).
const FORTEY = { game: "fortey-one", players: ["Ann", "Ben", "Cat", "Dan"], dealer: "Dan" };
const FORTEY_ANN_DEALS = { ...FORTEY, dealer: "Ann" };

describe("refusals never name hidden cards", () => {
  it("a hand for Ben naming Ann's hidden cards is answered as if Ann had entered nothing (host and Ben's own seat)", async () => {
    const t = await newTable({ ...FORTEY, seatRule: "own" });
    const ann = await t.join("seat", "Ann");
    const ben = await t.join("seat", "Ben");
    const annCards = ["W01", "W02", "W03", "W04", "W05", "W06", "W07", "W08", "W09", "W10", "W11", "W13", "W14"];
    const entered = await t.act(ann.jar, { type: "hand", player: "Ann", cards: annCards });
    expect(entered.status, JSON.stringify(entered.json)).toBe(200);
    const seq = (await t.view(t.host)).seq;
    // Ben's hand with one of Ann's clubs, and the same with a card nobody has entered: alike.
    const others = ["P01", "P02", "P03", "P04", "P05", "P06", "P07", "P08", "P09", "P10", "P11", "P13"];
    for (const jar of [t.host, ben.jar]) {
      const withHidden = await t.act(jar, { type: "hand", player: "Ben", cards: [...others, "W07"] });
      expect(JSON.stringify(withHidden.json)).not.toMatch(/already in|Ann's hand|entered for Ann/);
      expect(withHidden.json.id).not.toBe("hand/duplicate");
      if (withHidden.status === 200) await raw.postUndo(t.host.request(req(`/api/games/${t.id}/undo`, {})), ctx(t.id));
      const withFree = await t.act(jar, { type: "hand", player: "Ben", cards: [...others, "P14"] });
      expect(withFree.status).toBe(withHidden.status);
      if (withFree.status === 200) await raw.postUndo(t.host.request(req(`/api/games/${t.id}/undo`, {})), ctx(t.id));
    }
    expect(Number((await t.view(t.host)).seq)).toBeGreaterThan(Number(seq));
    // Ann's own phone still hears the specific reason.
    const own = await t.act(ann.jar, { type: "hand", player: "Ann", cards: [...annCards.slice(1), "W02"] });
    expect(own.status).toBe(422);
  });

  it("a play of Ann's hidden card for another player never says it is in Ann's hand", async () => {
    const t = await newTable(FORTEY_ANN_DEALS);
    const ann = await t.join("seat", "Ann");
    await t.act(ann.jar, { type: "hand", player: "Ann", cards: ["W01", "W02", "W03", "W04", "W05", "W06", "W07", "W08", "W09", "W10", "W11", "W13", "W14"] });
    for (let i = 0; i < 4; i++) expect((await t.act(t.host, { type: "bid", tricks: 3 })).status).toBe(200);
    const turn = (await t.view(t.host)).turn as { player: string };
    expect(turn.player).not.toBe("Ann");
    const play = await t.act(t.host, { type: "play", card: "W09" });
    expect(JSON.stringify(play.json)).not.toMatch(/Ann's entered hand|hand entered for Ann/);
    expect(play.status).toBe(200);
    const spec = await t.join("spectator");
    expect(JSON.stringify(await t.view(spec.jar))).not.toMatch(/hand entered for Ann/);
    expect(JSON.stringify(await t.view(t.host))).not.toMatch(/hand entered for Ann/);
    expect(await t.record(spec.jar)).not.toMatch(/hand entered for Ann/);
    // Ann's own phone sees the violation her hand proves.
    expect(JSON.stringify(await t.view(ann.jar))).toMatch(/but it is in the hand entered for Ann/);
  });
});

describe("corrections do not publish hand facts", () => {
  it("a host correction to a card of Ann's hidden hand shows the violation to Ann only while the deal goes on", async () => {
    const t = await newTable(FORTEY_ANN_DEALS);
    const ann = await t.join("seat", "Ann");
    const spec = await t.join("spectator");
    await t.act(ann.jar, { type: "hand", player: "Ann", cards: ["W01", "W02", "W03", "W04", "W05", "W06", "W07", "W08", "W09", "W10", "W11", "W13", "W14"] });
    for (let i = 0; i < 4; i++) await t.act(t.host, { type: "bid", tricks: 3 });
    const leader = ((await t.view(t.host)).turn as { player: string }).player;
    expect(leader).not.toBe("Ann");
    expect((await t.act(t.host, { type: "play", card: "C05" })).status).toBe(200);
    const fixed = await t.act(t.host, { type: "correct", deal: 1, trick: 1, position: 1, card: "W02" });
    expect(fixed.status, JSON.stringify(fixed.json)).toBe(200);
    for (const jar of [t.host, spec.jar]) {
      expect(JSON.stringify(await t.view(jar))).not.toMatch(/hand entered for Ann/);
      expect(await t.record(jar)).not.toMatch(/hand entered for Ann/);
    }
    expect(JSON.stringify(await t.view(ann.jar))).toMatch(/in trick 1, but it is in the hand entered for Ann/);
  });
});

describe("seats are never handed over silently", () => {
  it("the host hands Ann's seat to a spare device: the spare does not get Ann's hand, and every device sees a note", async () => {
    const t = await newTable(FORTEY);
    const ann = await t.join("seat", "Ann");
    const spec = await t.join("spectator");
    const annCards = ["W01", "W02", "W03", "W04", "W05", "W06", "W07", "W08", "W09", "W10", "W11", "W13", "W14"];
    await t.act(ann.jar, { type: "hand", player: "Ann", cards: annCards });
    const held = (v: Record<string, unknown>) => (v as { view: { hand?: unknown } }).view.hand ?? null;
    expect(held(await t.view(ann.jar))).toHaveLength(13);
    const spare = await t.join("spectator", undefined, "Spare");
    const moved = await raw.postDevices(t.host.request(req(`/api/games/${t.id}/devices`, { op: "seat", device: spare.device.id, player: "Ann" })), ctx(t.id));
    expect(moved.status).toBe(200);
    const spareView = await t.view(spare.jar);
    const seen = await raw.getGame(spare.jar.request(req(`/api/games/${t.id}`)), ctx(t.id));
    expect(seen.headers.get("x-ft-viewer")).toBe(`${spare.device.id}:seat:Ann`);
    expect(held(spareView)).toBeNull();
    expect(JSON.stringify(spareView)).toMatch(/"handsEntered":\[\]/);
    expect(await t.record(spare.jar)).not.toMatch(/"hands"/);
    for (const jar of [t.host, spec.jar, ann.jar, spare.jar]) {
      expect(((await t.view(jar)).last as { note?: string }).note).toBe("The host gave Ann's seat to 'Spare'.");
    }
    const stored = await db.prisma.gameEvent.findMany({ where: { gameId: t.id, type: "seat" } });
    expect(stored).toHaveLength(1);
    // Undo cannot bring the hand back for the new device (a note is never taken back).
    await raw.postUndo(t.host.request(req(`/api/games/${t.id}/undo`, {})), ctx(t.id));
    expect(held(await t.view(spare.jar))).toBeNull();
    // The new device enters the hand again.
    expect((await t.act(spare.jar, { type: "hand", player: "Ann", cards: annCards })).status).toBe(200);
    expect(held(await t.view(spare.jar))).toHaveLength(13);
    // A client cannot write a seat note itself.
    expect((await t.act(t.host, { type: "seat", player: "Ann", to: "Mallory" })).status).toBe(400);
  });
});

describe("the seat rule judges the action as the module parsed it", () => {
  it("Ben's seat under 'own' naming himself on Dan's redeal is refused (403), as without the name", async () => {
    const t = await newTable({ ...FORTEY, seatRule: "own" });
    const ben = await t.join("seat", "Ben");
    for (let i = 0; i < 4; i++) expect((await t.act(t.host, { type: "bid", tricks: 1 })).status).toBe(200);
    expect(((await t.view(t.host)).turn as { player: string; expects: string })).toMatchObject({ player: "Dan", expects: "redeal" });
    const named = await t.act(ben.jar, { type: "redeal", player: "Ben", dealer: "Ben" });
    expect(named.status).toBe(403);
    expect(named.json.id).toBe("device/not-yours");
    expect((await t.act(ben.jar, { type: "redeal", dealer: "Ben" })).status).toBe(403);
  });

  it("Fortunes: setAside and endDeal naming the seat's own player are judged as the module parses them", async () => {
    const t = await newTable({ game: "fortunes", players: ["Ann", "Ben", "Cat", "Dan"], dealer: "Ann", seatRule: "own" });
    const ben = await t.join("seat", "Ben");
    const turn = ((await t.view(t.host)).turn as { player: string | null }).player;
    expect(turn).not.toBe("Ben");
    for (const body of [{ type: "setAside", player: "Ben", cards: ["W01", "W02"] }, { type: "endDeal", player: "Ben" }]) {
      const named = await t.act(ben.jar, body);
      const { player: _, ...plain } = body;
      const unnamed = await t.act(ben.jar, plain);
      expect(named.status, JSON.stringify(body)).toBe(unnamed.status);
      if (turn) expect(named.status).toBe(403);
    }
  });
});
