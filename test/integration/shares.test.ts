/**
 * Share links for one reading (docs/privacy.md), against the real route handlers and a real
 * database: host only, only for a finished deal's reading, an unguessable token stored hashed,
 * revocable.
 */
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "@/test/helpers/db";
import { CookieJar } from "@/test/helpers/devices";
import { raw } from "@/test/helpers/routes";
import { dealActions } from "@/test/helpers/tables";
import { GET as getShares, POST as postShares } from "@/app/api/games/[id]/shares/route";
import { shareByToken } from "@/server/shares";
import { hashToken } from "@/server/devices";

const db = useTestDatabase();
const ctx = (id: string) => ({ params: Promise.resolve({ id }) });
const req = (url: string, body?: unknown) =>
  new Request(`http://localhost${url}`, body === undefined ? {} : { method: "POST", body: JSON.stringify(body), headers: { "content-type": "application/json" } });

describe("share links for one reading", () => {
  it("the host makes one for a finished deal's reading; seats and strangers cannot; the token opens that reading only until revoked", async () => {
    const host = new CookieJar();
    const made = host.keep(await raw.createGame(req("/api/games", { game: "fortunes", players: ["Ann", "Ben", "Cat", "Dan"], dealer: "Ann" })));
    const { id } = (await made.json()) as { id: string };
    const codes = (await (await raw.getDevices(host.request(req(`/api/games/${id}/devices`)), ctx(id))).json()) as { roomCode: string };
    const ben = new CookieJar();
    ben.keep(await raw.postJoin(req("/api/join", { code: codes.roomCode, as: "seat", player: "Ben" })));
    // No reading before the deal is over.
    expect((await postShares(host.request(req(`/api/games/${id}/shares`, { op: "create", deal: 1, player: "Ben" })), ctx(id))).status).toBe(404);
    for (const a of dealActions(3)) expect((await raw.postAction(host.request(req(`/api/games/${id}/actions`, a)), ctx(id))).status).toBe(200);
    expect((await postShares(ben.request(req(`/api/games/${id}/shares`, { op: "create", deal: 1, player: "Ben" })), ctx(id))).status).toBe(403);
    expect((await postShares(req(`/api/games/${id}/shares`, { op: "create", deal: 1, player: "Ben" }), ctx(id))).status).toBe(401);
    const res = await postShares(host.request(req(`/api/games/${id}/shares`, { op: "create", deal: 1, player: "ben" })), ctx(id));
    expect(res.status).toBe(201);
    const { token, path, share } = (await res.json()) as { token: string; path: string; share: { id: string; player: string } };
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(path).toBe(`/games/${id}/deals/1/reading?share=${token}`);
    expect(share.player).toBe("Ben");
    const stored = await db.prisma.readingShare.findMany({ select: { tokenHash: true } });
    expect(stored).toEqual([{ tokenHash: hashToken(token) }]);
    expect(await shareByToken(token)).toMatchObject({ gameId: id, deal: 1, player: "Ben", revoked: false });
    expect(await shareByToken("x".repeat(43))).toBeNull();
    const list = (await (await getShares(host.request(req(`/api/games/${id}/shares`)), ctx(id))).json()) as { shares: unknown[] };
    expect(list.shares).toHaveLength(1);
    const revoked = await postShares(host.request(req(`/api/games/${id}/shares`, { op: "revoke", share: share.id })), ctx(id));
    expect(revoked.status).toBe(200);
    expect(await shareByToken(token)).toBeNull();
    expect((await postShares(host.request(req(`/api/games/${id}/shares`, { op: "revoke", share: share.id })), ctx(id))).status).toBe(404);
  });
});
