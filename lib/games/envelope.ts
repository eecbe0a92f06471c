/**
 * The envelope every device gets for a table (GET /api/games/<id>, the stream, each action's
 * answer), built the same way by the server and by a phone's offline fold: the shell's fields,
 * with the module's own view under `view`. The module view's fields are also copied beside the
 * shell's, where earlier clients read them (docs/api.md); a shell field keeps its name, so
 * `players` is always the names as set up (Fortuno's seat rows stay in `view.players`).
 */
import type { TurnInfo } from "./module";

export interface Shell {
  id: string;
  game: string;
  status: string;
  seq: number;
  turn: TurnInfo;
  players: string[];
}

export type Envelope<S extends Shell = Shell> = Record<string, unknown> & S & { view: Record<string, unknown> };

export function envelopeOf<S extends Shell>(view: Record<string, unknown>, shell: S): Envelope<S> {
  return { ...view, ...shell, view };
}
