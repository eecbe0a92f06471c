/**
 * The circles migration on a database with data (SQLite; PostgreSQL too when PG_TEST_URL is set):
 * everything moves into one circle and nothing is lost; every host and seat device (not a spectator,
 * not a removed one) becomes a member, known by its table cookie; such a browser keeps its players
 * through its next table, which gives it a cookie of its own.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { deployMigrations } from "@/scripts/prisma/deploy.mjs";
import { resetDb } from "@/server/db";
import { CookieJar } from "@/test/helpers/devices";
import { nameCtx, raw } from "@/test/helpers/routes";

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "fortunes-circles-mig-"));
const pgAdmin = process.env.PG_TEST_URL;
const pgName = `fortunes_circ_${crypto.randomUUID().replace(/-/g, "").slice(0, 12)}`;
afterAll(async () => {
  await resetDb();
  fs.rmSync(tmp, { recursive: true, force: true });
  if (pgAdmin) {
    const { default: pg } = await import("pg");
    const c = new pg.Client({ connectionString: pgAdmin });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS "${pgName}" WITH (FORCE)`);
    await c.end();
  }
});

const kind = pgAdmin ? "postgresql" : "sqlite";
const url = pgAdmin ? Object.assign(new URL(pgAdmin), { pathname: `/${pgName}` }).toString() : `file:${path.join(tmp, "old.db")}`;
const migrations = pgAdmin ? "prisma/postgres/migrations" : "prisma/migrations";

/** Runs SQL statements on the database directly (the app's code expects the new schema). */
async function run(statements: string[]): Promise<void> {
  if (kind === "sqlite") {
    const { default: Database } = await import("better-sqlite3");
    const db = new Database(url.slice("file:".length));
    try {
      for (const s of statements) db.prepare(s).run();
    } finally {
      db.close();
    }
    return;
  }
  const { default: pg } = await import("pg");
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    for (const s of statements) await c.query(s);
  } finally {
    await c.end();
  }
}

const hash = (t: string) => crypto.createHash("sha256").update(t).digest("hex");
const token = (name: string) => crypto.createHash("sha256").update(`token of ${name}`).digest("base64url");
const cookie = (gameId: string, name: string) => `ft_${gameId.replace(/-/g, "")}=${token(name)}`;
const G1 = "11111111-1111-4111-8111-111111111111";
const G2 = "22222222-2222-4222-8222-222222222222";

describe(`circles migration (${kind})`, () => {
  it("moves an installation's data into one circle and makes its host and seat devices members", async () => {
    // The schema as it was before circles (every migration that sorts before it: issue 30's free_reading.style too).
    const circlesDir = migrations.includes("postgres") ? "20261127120010_circles" : "20261127120000_circles";
    const before = path.join(tmp, "before");
    for (const name of fs.readdirSync(migrations).filter((n) => /^\d/.test(n) && n < circlesDir)) fs.cpSync(path.join(migrations, name), path.join(before, name), { recursive: true });
    if (pgAdmin) {
      const { default: pg } = await import("pg");
      const c = new pg.Client({ connectionString: pgAdmin });
      await c.connect();
      await c.query(`CREATE DATABASE "${pgName}"`);
      await c.end();
    }
    await deployMigrations({ url, dir: before });
    const setup = (players: string[]) => JSON.stringify({ players, options: {} }).replaceAll("'", "''");
    const now = kind === "sqlite" ? "'2026-01-01T10:00:00.000+00:00'" : "'2026-01-01 10:00:00'";
    await run([
      `INSERT INTO player (name, name_key, created_at) VALUES ('Ann', 'ann', ${now}), ('Ben', 'ben', ${now}), ('Cat', 'cat', ${now}), ('Dan', 'dan', ${now}), ('Eve', 'eve', ${now})`,
      ...[G1, G2].map((g) => `INSERT INTO game (id, kind, options, status, deck_style, created_at, updated_at) VALUES ('${g}', 'fortunes', '{}', 'active', 'classic', ${now}, ${now})`),
      ...[[G1, ["ann", "ben", "cat", "dan"]], [G2, ["ann", "ben", "cat", "eve"]]].flatMap(([g, keys]) =>
        (keys as string[]).map((k, i) => `INSERT INTO game_seat (game_id, seat, player_id) SELECT '${g}', ${i}, id FROM player WHERE name_key = '${k}'`)),
      `INSERT INTO game_event (game_id, seq, type, payload, created_at) VALUES ('${G1}', 1, 'setup', '${setup(["Ann", "Ben", "Cat", "Dan"])}', ${now}), ('${G2}', 1, 'setup', '${setup(["Ann", "Ben", "Cat", "Eve"])}', ${now})`,
      `INSERT INTO device (id, game_id, token_hash, role, player, label, revoked) VALUES
        ('d-host', '${G1}', '${hash(token("host"))}', 'host', NULL, 'Host', false),
        ('d-seat', '${G1}', '${hash(token("seat"))}', 'seat', 'Ben', 'Ben''s phone', false),
        ('d-watch', '${G1}', '${hash(token("watch"))}', 'spectator', NULL, 'Spectator', false),
        ('d-gone', '${G2}', '${hash(token("gone"))}', 'seat', NULL, 'Old phone', true)`,
      `INSERT INTO free_reading (id, player_id, spread, question, date, notes, cards) SELECT 'f1', id, 'one-card', 'Old question', '2025-12-31', NULL, '[{"position":"Now","card":"T16","disposition":"well"}]' FROM player WHERE name_key = 'ann'`,
      `INSERT INTO player_change (id, kind, from_name, to_name, data, created_at) VALUES ('c1', 'rename', 'Edith', 'Eve', '{"playerId":5,"oldName":"Edith","newName":"Eve"}', ${now})`,
    ]);
    const applied = await deployMigrations({ url });
    // Circles, then whatever came after it (decks).
    expect(applied.applied).toEqual(fs.readdirSync(migrations).filter((n) => /^\d/.test(n) && n >= circlesDir).sort());
    expect(applied.applied[0]).toBe(circlesDir);

    process.env.DATABASE_URL = url;
    await resetDb();
    const { getDb } = await import("@/server/db");
    const prisma = await getDb();
    const circles = await prisma.circle.findMany();
    expect(circles).toHaveLength(1);
    const c = circles[0]!.id;
    expect(await prisma.game.count({ where: { circleId: c } })).toBe(2);
    expect(await prisma.player.count({ where: { circleId: c } })).toBe(5);
    expect(await prisma.playerChange.findMany({ select: { circleId: true, number: true } })).toEqual([{ circleId: c, number: 1 }]);
    expect((await prisma.circleMember.findMany({ orderBy: { browserId: "asc" } })).map((m) => m.browserId)).toEqual(["d-host", "d-seat"]);
    expect((await prisma.device.findMany({ orderBy: { id: "asc" }, select: { id: true, browserId: true } }))).toEqual([
      { id: "d-gone", browserId: null }, { id: "d-host", browserId: "d-host" }, { id: "d-seat", browserId: "d-seat" }, { id: "d-watch", browserId: null },
    ]);

    // The host's and the seat's browsers see their players by their table cookies; the spectator and the removed device do not.
    const ann = (headers: Record<string, string>) => raw.getPlayer(new Request("http://test/api/players/Ann", { headers }), nameCtx("Ann"));
    expect((await ann({ cookie: cookie(G1, "host") })).status).toBe(200);
    expect((await (await ann({ cookie: cookie(G1, "seat") })).json()).totals.played).toBe(2);
    expect((await ann({ cookie: cookie(G1, "watch") })).status).toBe(404);
    expect((await ann({ cookie: cookie(G2, "gone") })).status).toBe(404);
    // A free reading from before circles (no saver known) is still its circle's to read.
    const journal = await (await raw.playerReadings(new Request("http://test/api/players/Ann/readings", { headers: { cookie: cookie(G1, "seat") } }), nameCtx("Ann"))).json();
    expect(journal.readings).toMatchObject([{ kind: "free", question: "Old question" }]);
    expect((await ann({})).status).toBe(404);
    const history = await (await raw.changes(new Request("http://test/api/players/changes", { headers: { cookie: cookie(G1, "host") } }))).json();
    expect(history.changes.map((x: { from: string; to: string }) => `${x.from}→${x.to}`)).toEqual(["Edith→Eve"]);

    // Its next table gives the host's browser a cookie of its own, in the same circle, with everything it had.
    const jar = new CookieJar();
    jar.cookies.set(`ft_${G1.replace(/-/g, "")}`, token("host"));
    const made = jar.keep(await raw.createGame(jar.request(new Request("http://test/api/games", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ game: "fortunes", players: ["Ann", "Ben", "Cat", "Fay"] }) }))));
    expect(made.status).toBe(201);
    expect(jar.cookies.has("ft_browser")).toBe(true);
    expect(await prisma.circle.count()).toBe(1);
    const only = new Request("http://test/api/players/Ann", { headers: { cookie: `ft_browser=${jar.cookies.get("ft_browser")}` } });
    expect((await (await raw.getPlayer(only, nameCtx("Ann"))).json()).totals.played).toBe(3);
    expect(await prisma.browser.count({ where: { id: "d-host" } })).toBe(0); // folded into the new one
  });
});
