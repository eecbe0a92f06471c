/**
 * The envelope every device gets for a table (GET /api/games/<id>, each stream event, each
 * action's answer), built the same way by the server and by a phone's offline fold:
 *
 *   { id, game, status, createdAt, seq, turn, players, last, view }
 *
 * and nothing else at the top. The shell's fields are the same for every game (`players`: the
 * names as set up); `view` is the module's own view for this viewer, with two fields every game
 * has: `standings` (where the sides stand now, best first: the preview of a finish) and
 * `finished` (null while the game goes on; once over, how it ended: lib/games/finish.ts).
 */
import type { Finished, Standing } from "./finish";
import type { AnyGameModule, TurnInfo, Viewer } from "./module";

/** Who made the newest entry: its type, the device's label (`by`) and id; a seat note's words. */
export interface LastEntry { type: string; by: string | null; device: string | null; note?: string }

export interface Shell {
  id: string;
  game: string;
  /** The stored game's status: "active" or "finished". */
  status: string;
  createdAt: string;
  seq: number;
  turn: TurnInfo;
  /** The players' names in the game's seating order. */
  players: string[];
  last: LastEntry | null;
}

/** What `view` holds besides the module's own fields. */
export interface TableFields {
  standings: Standing[];
  finished: Finished | null;
}

export type Envelope<V = Record<string, unknown>> = Shell & { view: V & TableFields };

/** The `view` a device gets: the module's own view of `state` for `viewer`, with standings and finished. */
export function tableView(module: AnyGameModule, state: unknown, viewer: Viewer): Record<string, unknown> & TableFields {
  const own = module.view(state, viewer) as Record<string, unknown>;
  return { ...own, standings: module.standings(state), finished: module.finished(state) };
}

/** The envelope: the shell's eight fields and `view` (from tableView), nothing else at the top. */
export function envelopeOf<V extends Record<string, unknown> & TableFields>(view: V, shell: Shell): Envelope<V> {
  const { id, game, status, createdAt, seq, turn, players, last } = shell;
  return { id, game, status, createdAt, seq, turn, players, last, view };
}
