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
import { envelopeOf } from "../lib/games/envelope";
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
    const view = module.view(state, viewer) as Record<string, unknown>;
    const shell = { id: "g1234567", game: module.id, status: "active", createdAt: new Date(0).toISOString(), seq, turn: module.turn(state), players, last: null };
    const now = envelopeOf(view, shell);
    const copied = { ...view, ...shell, view };
    rows.push(`| ${module.label} | ${label} | ${kb(bytes(now))} | ${kb(event(now))} | ${kb(bytes(copied))} |`);
  }
}
console.log(rows.join("\n"));
