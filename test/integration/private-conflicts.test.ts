/**
 * The owner's phone is asked (RULINGS "Private-hand conflicts", issue 30): Cat entered her hand on
 * her own phone; Ann leads Wands; another device records a Pentacle for Cat while her hand holds
 * Wands. The play is judged on what the recording device may know (accepted); Cat's own seat view
 * says at once that it conflicts with her hand (`view.conflicts`); every other device's answers are
 * byte for byte those of the same table where Cat's hand would allow the card, and their module view
 * that of the table where she entered nothing. Cat may fix it with a correction from her own phone
 * (allowed under "own moves"), public like every correction; or let it stand: when the deal ends
 * the violation shows to every device. Real route handlers, a real database.
 */
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "@/test/helpers/db";
import { CookieJar } from "@/test/helpers/devices";
import { raw } from "@/test/helpers/routes";
import { prng, randomLegalDeal, type RandomDeal } from "@/lib/games/fortunes/random";

useTestDatabase();

const ctx = (id: string) => ({ params: Promise.resolve({ id }) });
const req = (url: string, body?: unknown) =>
  new Request(`http://localhost${url}`, body === undefined ? {} : { method: "POST", body: JSON.stringify(body), headers: { "content-type": "application/json" } });
const normal = (text: string) =>
  text
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, "<id>")
    .replace(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z/g, "<time>");

const PLAYERS = ["Ann", "Ben", "Cat", "Dan"];
const [ANN, CAT] = [0, 2];

/**
 * A random legal deal, dealer Ann (she leads trick 1), where Ann leads a Wand, Cat follows with a
 * Wand, and Cat plays a (non-Star) Pentacle in a later trick k. Swapping those two cards of Cat's is
 * the wrong card recorded for her in trick 1 ("but you hold Wands"); the leads do not move (in
 * Fortunes trick n is led by the player n − 1 seats from the dealer, whoever won).
 */
function scenario() {
  for (let seed = 1; seed < 5000; seed++) {
    const d: RandomDeal = randomLegalDeal(prng(seed), ANN);
    const [lead, , cats] = d.tricks[0]!;
    if (lead![0] !== "W" || cats![0] !== "W") continue;
    const k = d.tricks.findIndex((t, i) => i > 0 && t[(CAT - i + 4 * 19) % 4]![0] === "P");
    if (k < 0) continue;
    const catWand = cats!;
    const catPentacle = d.tricks[k]![(CAT - k + 4 * 19) % 4]!;
    const hand = d.tricks.map((t, i) => t[(CAT - i + 4 * 19) % 4]!);
    // The same tricks with Cat's two cards swapped: what the table records if the wrong card stands.
    const swapped = d.tricks.map((t, i) => t.map((c) => (i === 0 && c === catWand ? catPentacle : i === k && c === catPentacle ? catWand : c)));
    // A hand for Cat with no Wands at all (the others' cards stand in for hers): with it the Pentacle is fine.
    const others = d.tricks.flatMap((t, i) => t.filter((_, p) => (i + p) % 4 !== CAT)).filter((c) => c[0] !== "W" && !hand.includes(c));
    const wands = hand.filter((c) => c[0] === "W");
    const decoy = [...hand.filter((c) => c[0] !== "W"), ...others.slice(0, wands.length)];
    return { deal: d, hand, decoy, catWand, catPentacle, k: k + 1, swapped };
  }
  throw new Error("no deal found");
}

// Who plays position p (0-based) of trick n (1-based): leads go round from the dealer, Ann.
const playerAt = (n: number, p: number) => (n - 1 + p) % 4;

async function newTable(seatRule: "anyone" | "own") {
  const host = new CookieJar();
  const made = host.keep(await raw.createGame(req("/api/games", { game: "fortunes", players: PLAYERS, dealer: "Ann", seatRule })));
  expect(made.status).toBe(201);
  const { id } = (await made.json()) as { id: string };
  const codes = (await (await raw.getDevices(host.request(req(`/api/games/${id}/devices`)), ctx(id))).json()) as { roomCode: string; watchCode: string };
  const join = async (body: Record<string, unknown>) => {
    const jar = new CookieJar();
    const res = jar.keep(await raw.postJoin(req("/api/join", body)));
    expect(res.status).toBe(201);
    return jar;
  };
  const ben = await join({ code: codes.roomCode, as: "seat", player: "Ben" });
  const cat = await join({ code: codes.roomCode, as: "seat", player: "Cat" });
  const spec = await join({ code: codes.watchCode, as: "spectator" });
  const act = async (jar: CookieJar, body: unknown) => {
    const r = await raw.postAction(jar.request(req(`/api/games/${id}/actions`, body)), ctx(id));
    return { status: r.status, text: await r.text() };
  };
  const view = async (jar: CookieJar) => normal(await (await raw.getGame(jar.request(req(`/api/games/${id}`)), ctx(id))).text());
  const record = async (jar: CookieJar) => normal(await (await raw.getRecord(jar.request(req(`/api/games/${id}/record`)), ctx(id))).text());
  return { id, host, ben, cat, spec, act, view, record };
}
type Table = Awaited<ReturnType<typeof newTable>>;

interface Conflict { id: string; deal: number; trick: number; position: number; card: string; name: string; by: string; rule: string; reason: string; legal: string[]; message: string }
const conflictsOf = (text: string) => ((JSON.parse(text) as { view: { conflicts?: Conflict[] } }).view.conflicts ?? []);
const moduleView = (text: string) => JSON.stringify((JSON.parse(text) as { view: unknown }).view);
const violationsOf = (text: string) => (JSON.parse(text) as { view: { deals: { violations: { trick: number; player: string; rule: string }[] }[] } }).view.deals[0]!.violations;

const s = scenario();

describe("a play another device records against a private hand: the owner's phone is asked", () => {
  it("Ben records a Pentacle for Cat on a Wand lead: accepted; Cat's seat view names the conflict; host, Ben and a spectator answer as if her hand allowed it", async () => {
    // A: Cat's true hand (Wands in it). B: a hand of hers without Wands. C: no hand entered at all.
    const [A, B, C] = [await newTable("anyone"), await newTable("anyone"), await newTable("anyone")];
    for (const [t, cards] of [[A, s.hand], [B, s.decoy]] as const) {
      const r = await t.act(t.cat, { type: "hand", player: "Cat", cards });
      expect(r.status, r.text).toBe(200);
    }
    const steps: [keyof Pick<Table, "host" | "ben">, unknown][] = [
      ["host", { type: "play", card: s.deal.tricks[0]![0] }],
      ["ben", { type: "play", card: s.deal.tricks[0]![1] }],
      ["ben", { type: "play", card: s.catPentacle }], // for Cat: the wrong card
      ["host", { type: "play", card: s.deal.tricks[0]![3] }],
    ];
    for (const [i, [who, body]] of steps.entries()) {
      const [a, b, c] = [await A.act(A[who], body), await B.act(B[who], body), await C.act(C[who], body)];
      expect(a.status, a.text).toBe(200);
      expect(normal(a.text), `answer ${i} to ${who}`).toBe(normal(b.text));
      expect(moduleView(normal(a.text)), `answer ${i} to ${who}, module view`).toBe(moduleView(normal(c.text)));
      for (const jar of ["host", "ben", "spec"] as const) {
        const [va, vb, vc] = [await A.view(A[jar]), await B.view(B[jar]), await C.view(C[jar])];
        expect(va, `${jar}'s view after step ${i}`).toBe(vb);
        expect(moduleView(va), `${jar}'s module view after step ${i}`).toBe(moduleView(vc));
        expect(await A.record(A[jar]), `${jar}'s record after step ${i}`).toBe(await B.record(B[jar]));
        expect(va).not.toMatch(/conflicts/);
      }
    }
    // Cat's own phone: the conflict, at once, in words.
    const catA = await A.view(A.cat);
    const [conflict, ...more] = conflictsOf(catA);
    expect(more).toEqual([]);
    expect(conflict).toMatchObject({ deal: 1, trick: 1, position: 3, card: s.catPentacle, by: "Ben", rule: "play/must-follow-suit" });
    expect(conflict!.message).toMatch(new RegExp(`^Ben recorded ${conflict!.name} for you in trick 1, but the hand you entered says otherwise: Cat must follow Wands`));
    expect(conflict!.legal).toContain(s.catWand);
    expect(conflict!.legal.every((c) => c[0] === "W" || c[0] === "T")).toBe(true);
    // Nothing for Cat at the table where her hand allows the card.
    expect(conflictsOf(await B.view(B.cat))).toEqual([]);
  }, 60_000);

  it("under 'own moves' Cat fixes it from her own phone in one correction, public like every correction; Ben may not correct her card", async () => {
    const t = await newTable("own");
    expect((await t.act(t.cat, { type: "hand", player: "Cat", cards: s.hand })).status).toBe(200);
    expect((await t.act(t.host, { type: "play", card: s.deal.tricks[0]![0] })).status).toBe(200);
    expect((await t.act(t.ben, { type: "play", card: s.deal.tricks[0]![1] })).status).toBe(200);
    expect((await t.act(t.host, { type: "play", card: s.catPentacle })).status).toBe(200); // the host records it for Cat
    const [conflict] = conflictsOf(await t.view(t.cat));
    expect(conflict).toMatchObject({ trick: 1, position: 3, card: s.catPentacle, by: "The host" });
    expect(conflict!.message).toMatch(/^The host recorded .* for you in trick 1, but/);
    // Cat's own phone stays able to play on: it is Dan's turn (the conflict does not block the table).
    const fix = { type: "correct", deal: conflict!.deal, trick: conflict!.trick, position: conflict!.position, card: s.catWand };
    // Ben's seat may not correct Cat's card; Cat's seat may not correct Ben's.
    const byBen = await t.act(t.ben, fix);
    expect(byBen.status).toBe(403);
    expect(JSON.parse(byBen.text).id).toBe("device/not-yours");
    const catOnBen = await t.act(t.cat, { type: "correct", deal: 1, trick: 1, position: 2, card: "T21" });
    expect(catOnBen.status).toBe(403);
    const fixed = await t.act(t.cat, fix);
    expect(fixed.status, fixed.text).toBe(200);
    expect(conflictsOf(fixed.text)).toEqual([]);
    expect(conflictsOf(await t.view(t.cat))).toEqual([]);
    for (const jar of [t.host, t.ben, t.spec]) {
      const v = JSON.parse(await t.view(jar)) as { last: { type: string }; view: { live: { trick: { cards: { player: string; card: string }[] } } } };
      expect(v.last.type).toBe("correct");
      expect(v.view.live.trick.cards.find((c) => c.player === "Cat")!.card).toBe(s.catWand);
    }
    // A seat's own card under "own moves": Ben corrects his own, too.
    expect((await t.act(t.ben, { type: "correct", deal: 1, trick: 1, position: 2, card: s.deal.tricks[0]![1] === "T21" ? "T20" : "T21" })).status).toBe(200);
  }, 60_000);

  it("let it stand: nothing shows to the others until the deal ends, then the violation shows to every device", async () => {
    const t = await newTable("anyone");
    expect((await t.act(t.cat, { type: "hand", player: "Cat", cards: s.hand })).status).toBe(200);
    const cards = s.swapped.flatMap((trick, i) => trick.map((card, p) => ({ card, player: PLAYERS[playerAt(i + 1, p)]! })));
    const k = s.k;
    for (const [n, { card, player }] of cards.entries()) {
      // Cat's seat records its own cards after trick 1 (checked on her hand); others record the rest, Ben the wrong one.
      const jar = player === "Cat" && n > 3 && Math.floor(n / 4) + 1 !== k ? t.cat : player === "Cat" ? t.ben : t.host;
      const r = await t.act(jar, { type: "play", card });
      if (r.status !== 200 && jar === t.cat) {
        // Her own phone refuses what her hand forbids (the swap may make a later card a revoke): another device records it.
        expect(r.status, r.text).toBe(422);
        expect((await t.act(t.host, { type: "play", card })).status).toBe(200);
      } else expect(r.status, r.text).toBe(200);
      if (n === 3) {
        // Trick 1 complete: the others see no violation of Cat's in it; Cat sees her conflict.
        for (const jar2 of [t.host, t.ben, t.spec]) expect(violationsOf(await t.view(jar2)).filter((v) => v.trick === 1)).toEqual([]);
        expect(conflictsOf(await t.view(t.cat))).toHaveLength(1);
      }
    }
    for (const jar of [t.host, t.ben, t.spec, t.cat]) {
      const v = await t.view(jar);
      expect(violationsOf(v)).toContainEqual(expect.objectContaining({ trick: 1, player: "Cat", rule: "follow-suit" }));
      expect(conflictsOf(v)).toEqual([]);
    }
  }, 120_000);
});
