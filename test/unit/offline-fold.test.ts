import { describe, expect, it } from "vitest";
import { gameModule } from "@/lib/games/registry";
import { foldTaps, viewerFor } from "@/app/games/[id]/offline-fold";
import type { ShellView } from "@/app/games/[id]/table";

const fortunes = gameModule("fortunes")!;
const setup = { players: ["Ann", "Ben", "Cat", "Dan"], dealer: "Ann" };
const first = fortunes.setup(setup);
if (!first.ok) throw new Error(first.error.message);
// The record of a table with nothing played yet, as GET /api/games/<id>/record serves it.
const record = fortunes.toRecord(first.value);
const screen: ShellView = {
  id: "t1", game: "fortunes", status: "active", createdAt: "2026-11-27T20:00:00.000Z", seq: 1, players: setup.players,
  turn: { player: "Ann", expects: "play", prompt: "Ann to play" }, last: null, view: { standings: [], finished: null },
};
const play = (card: string, player?: string) => ({ path: "actions", action: { type: "play", card, ...(player ? { player } : {}) } });

describe("the offline fold", () => {
  it("a tap folded on the kept record gives the next player's prompt, the seq unchanged", () => {
    const r = foldTaps(fortunes, record, [], play("W07", "Ann"), { kind: "table" }, screen);
    expect(r?.ok).toBe(true);
    if (!r?.ok) return;
    // Clockwise from Ann: Ben plays next; the server's seq stays for expectedSeq.
    expect(r.view.turn.player).toBe("Ben");
    expect(r.view.turn.prompt).toMatch(/^Ben/);
    expect(r.view.seq).toBe(1);
    expect(r.view.id).toBe("t1");
  });

  it("the folded envelope is the server's shape: nine fields at the top, the module's view under `view`, the screen's old one gone", () => {
    const stale = { ...screen, live: { trick: null }, view: { live: { trick: null }, standings: [], finished: null } } as ShellView;
    const r = foldTaps(fortunes, record, [], play("W07", "Ann"), { kind: "table" }, stale);
    expect(r?.ok).toBe(true);
    if (!r?.ok) return;
    expect(Object.keys(r.view)).toEqual(["id", "game", "status", "createdAt", "seq", "turn", "players", "last", "view"]);
    const v = r.view as ShellView<{ live: { trick: { cards: unknown[] } } }>;
    expect(v.view.live.trick.cards).toEqual([expect.objectContaining({ player: "Ann", card: "W07" })]);
    expect(v.view.standings).toEqual([{ players: ["Ann", "Cat"], points: 0 }, { players: ["Ben", "Dan"], points: 0 }]);
    expect(v.view.finished).toBeNull();
    expect(v.players).toEqual(setup.players);
    expect(v.createdAt).toBe(screen.createdAt);
  });

  it("waiting taps fold before the new one: after Ann's and Ben's cards it is Cat's turn", () => {
    const r = foldTaps(fortunes, record, [play("W07", "Ann")], play("W08"), { kind: "table" }, screen);
    expect(r?.ok && r.view.turn.player).toBe("Cat");
  });

  it("a card already played (waiting) is refused with the module's words", () => {
    const r = foldTaps(fortunes, record, [play("W07", "Ann")], play("W07"), { kind: "table" }, screen);
    expect(r?.ok).toBe(false);
    if (r && !r.ok) expect(r.error).toMatch(/already played in trick 1 by Ann/);
  });

  it("the wrong player is refused", () => {
    const r = foldTaps(fortunes, record, [], play("W07", "Cat"), { kind: "table" }, screen);
    expect(r?.ok).toBe(false);
  });

  it("an undo waiting takes back the tap before it", () => {
    const r = foldTaps(fortunes, record, [play("W07", "Ann"), { path: "undo", action: { type: "undo" } }], play("W07", "Ann"), { kind: "table" }, screen);
    expect(r?.ok && r.view.turn.player).toBe("Ben");
  });

  it("no answer (null) when the record does not read", () => {
    expect(foldTaps(fortunes, { game: "nonsense" }, [], play("W07"), { kind: "table" }, screen)).toBeNull();
  });

  it("the viewer is the server's: host and no device the table, a seat its player, else a spectator", () => {
    expect(viewerFor(null)).toEqual({ kind: "table" });
    expect(viewerFor({ id: "d", role: "host", player: null, label: "x" })).toEqual({ kind: "table" });
    expect(viewerFor({ id: "d", role: "seat", player: "Ben", label: "x" })).toEqual({ kind: "seat", player: "Ben" });
    expect(viewerFor({ id: "d", role: "spectator", player: null, label: "x" })).toEqual({ kind: "spectator" });
  });
});
