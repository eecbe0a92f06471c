/**
 * A correction's target is parsed with the table's game's own schema (its module's
 * `correctionTarget`, issue 27): for every game, a target that game's schema refuses is a 400 in
 * plain words that records nothing, a well-formed one that points at no card is a 422, and none is
 * ever a 500. The games are taken from the registry, so a new game is checked too.
 */
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "@/test/helpers/db";
import { createGame, postAction, ctx } from "@/test/helpers/routes";
import { allGames } from "@/lib/games/registry";
import type { AnyGameModule } from "@/lib/games/module";

const db = useTestDatabase();
const post = (url: string, body: unknown) => new Request(`http://test${url}`, { method: "POST", body: JSON.stringify(body), headers: { "content-type": "application/json" } });

async function action(id: string, body: unknown) {
  const res = await postAction(post(`/api/games/${id}/actions`, body), ctx(id));
  return { status: res.status, json: (await res.json()) as { error?: string; id?: string } };
}

/** A game of `m` with its first cards recorded (a random legal game's first actions). */
async function tableOf(m: AnyGameModule): Promise<{ id: string; card: string }> {
  const game = m.random(11);
  const res = await createGame(post("/api/games", { game: m.id, players: game.setup.players, dealer: game.setup.dealer, options: game.setup.options }));
  expect(res.status).toBe(201);
  const { id } = (await res.json()) as { id: string };
  for (const a of game.actions.slice(0, 12)) expect((await action(id, a)).status).toBe(200);
  return { id, card: m.deck.codes()[0]! };
}

/** Targets, each malformed for some games: wrong types, places no game has, fields of one game's shape. */
const candidates = (card: string): Record<string, unknown>[] => [
  {},
  { trick: 1, position: 1 },
  { trick: 1, position: 1, card: 7 },
  { trick: 1, position: 1, card: "" },
  { deal: 0, trick: 1, position: 1, event: 1, card },
  { deal: "1", trick: 1, position: 1, event: 1, card },
  { trick: 1, position: 99, event: 1, card },
  { trick: 1.5, position: 1, card },
  { trick: -1, position: 1, card },
  { trick: 0, position: 1, card },
  { event: 0, card },
  { event: "2", card },
];

describe("correction targets, per game", () => {
  it.each(allGames().map((m) => [m.id, m] as const))("%s: a target its schema refuses is a plain 400 that records nothing; a well-formed one is the rules' to judge", async (_, m) => {
    const { id, card } = await tableOf(m);
    const count = () => db.prisma.gameEvent.count({ where: { gameId: id } });
    let refused = 0;
    for (const target of candidates(card)) {
      const before = await count();
      const r = await action(id, { type: "correct", ...target });
      const what = `${m.id} ${JSON.stringify(target)} → ${r.status} ${JSON.stringify(r.json)}`;
      if (!m.correctionTarget.safeParse(target).success) {
        refused++;
        expect(r.status, what).toBe(400);
        expect(r.json.id, what).toBe("request/invalid");
        expect(r.json.error, what).toMatch(/^[a-z].{4,200}$/i);
        expect(await count(), what).toBe(before);
      } else {
        // Well-formed: the rules find the card (a real fix, recorded) or say why not (422).
        expect([200, 422], what).toContain(r.status);
      }
    }
    expect(refused).toBeGreaterThanOrEqual(7);
    // Well-formed for every game, pointing at a deal that is not there: 422.
    const nowhere = await action(id, { type: "correct", deal: 99, trick: 1, position: 1, event: 1, card });
    expect(nowhere.status).toBe(422);
    expect(nowhere.json.id).toBe("correct/no-such-card");
  });

  it("the same target is malformed for one game and well-formed for another: each table's own schema decides", () => {
    const byGame = allGames().map((m) => candidates("X").map((t) => m.correctionTarget.safeParse(t).success).join(""));
    expect(new Set(byGame).size).toBeGreaterThan(1);
  });
});
