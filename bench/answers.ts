/**
 * `npm run bench:answers`: the bytes of what a device gets for a table, per game: the envelope a
 * tap answers with and GET /api/games/<id> returns (the same object), and one stream event
 * (`event: view` framing around it). Each game is a random legal game of its module, stopped
 * half-way; measured for the table (host), a seat and a spectator. "with the copy" is the
 * envelope as it was before issue #27 (the module view's fields copied beside the shell's as
 * well as under `view`), built in the same run so the two are side by side. Reported, never asserted.
 */
import { foldActions } from "../lib/games/fold";
import { allGames } from "../lib/games/registry";
import { envelopeOf, tableView } from "../lib/games/envelope";
import type { AnyGameModule, Viewer } from "../lib/games/module";

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const bytes = (o: unknown) => Buffer.byteLength(JSON.stringify(o));
const event = (o: { seq: number }) => Buffer.byteLength(`event: view\nid: ${o.seq}\ndata: ${JSON.stringify(o)}\n\n`);

function halfway(module: AnyGameModule, seed: number) {
  const g = module.random(seed);
  const actions = g.actions.slice(0, Math.ceil(g.actions.length / 2));
  const r = foldActions(module, g.setup, actions);
  if (!r.ok) throw new Error(`${module.id}: ${r.error.message}`);
  return { state: r.value, seq: actions.length + 1 };
}

const rows: string[] = ["| Game | Viewer | Answer (tap, GET) | Stream event | With the copy (before) |", "|---|---|---|---|---|"];
for (const module of allGames()) {
  const { state, seq } = halfway(module, 7);
  const players = module.settings(state).players;
  const viewers: [string, Viewer][] = [["table", { kind: "table" }], ["seat", { kind: "seat", player: players[0] }], ["spectator", { kind: "spectator" }]];
  for (const [label, viewer] of viewers) {
    const shell = { id: "g1234567", game: module.id, status: "active", createdAt: new Date(0).toISOString(), seq, turn: module.turn(state), players, last: null };
    const now = envelopeOf(tableView(module, state, viewer), shell);
    // As main built it before: the module's view (no standings/finished yet) copied beside the shell's fields.
    const own = module.view(state, viewer) as Record<string, unknown>;
    const copied = { ...own, ...shell, view: own };
    rows.push(`| ${module.label} | ${label} | ${kb(bytes(now))} | ${kb(event(now))} | ${kb(bytes(copied))} |`);
  }
}
console.log(rows.join("\n"));

// The fixtures' games as recorded (most of them finished), seen by the table: the figures issue #27 quoted.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gameModule } from "../lib/games/registry";
const FIX = new URL("../test/fixtures/", import.meta.url).pathname;
const files = [
  ...readdirSync(FIX).filter((f) => f.endsWith(".json") && !/\.(scoring|readings)\.json$/.test(f)),
  ...readdirSync(FIX, { withFileTypes: true }).filter((d) => d.isDirectory()).flatMap((d) => readdirSync(join(FIX, d.name)).filter((f) => f.endsWith(".json") && !f.endsWith(".expected.json")).map((f) => `${d.name}/${f}`)),
];
const fixtures: string[] = ["", "| Fixture | Answer now (table) | With the copy (before) |", "|---|---|---|"];
for (const f of files) {
  const record = JSON.parse(readFileSync(join(FIX, f), "utf8")) as { game?: string };
  const module = gameModule(record.game ?? "fortunes");
  if (!module) continue;
  const r = module.recordToActions(record);
  if (!r.ok) continue;
  const s = foldActions(module, r.value.setup, r.value.actions, { lenient: true });
  if (!s.ok) continue;
  const shell = { id: "g1234567", game: module.id, status: module.isOver(s.value) ? "finished" : "active", createdAt: new Date(0).toISOString(), seq: r.value.actions.length + 1, turn: module.turn(s.value), players: module.settings(s.value).players, last: null };
  const own = module.view(s.value, { kind: "table" }) as Record<string, unknown>;
  fixtures.push(`| ${f} | ${kb(bytes(envelopeOf(tableView(module, s.value, { kind: "table" }), shell)))} | ${kb(bytes({ ...own, ...shell, view: own }))} |`);
}
console.log(fixtures.join("\n"));
