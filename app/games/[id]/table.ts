/** What the table shell gives each game's panel. */
import type { Envelope } from "@/lib/games/envelope";
import type { TableFields } from "@/lib/games/envelope";

export type Action = Record<string, unknown> & { type: string };

/**
 * A table as every device gets it (lib/games/envelope.ts): `{ id, game, status, createdAt, seq,
 * turn, players, last, view }`, the module's own view under `view`.
 */
export type ShellView<V = unknown> = Envelope<V>;

/** This device at the table (null: a game without devices), from the page; never in an answer. */
export type Me = { id: string; role: "host" | "seat" | "spectator"; player: string | null; label: string; seatRule?: "anyone" | "own" } | null;

export interface SendOptions {
  /** Route after /api/games/[id]/ (default "actions"). */
  path?: string;
  /** Shown at once while the server records the action, e.g. the card just tapped. */
  pending?: { card: string; player: string; prompt?: string };
}

export type Send = (action: Action, options?: SendOptions) => Promise<boolean>;

/** The module's view as a panel reads it: the game's own fields and those every game's view has. */
export type PanelView<V> = V & TableFields;

export interface PanelProps<V = Record<string, unknown>> {
  id: string;
  /** The module's own view of the table (`table.view`). */
  view: PanelView<V>;
  /** The whole envelope: seq, the shell's turn (with its prompt), the players' names, the last entry. */
  table: ShellView<V>;
  /** This device at the table (null: a game without devices). */
  me: Me;
  /** Set after an undo or a correction: the view before it, so the panel can say what changed. */
  change: { before: PanelView<V>; kind: "undo" | "correct" } | null;
  busy: boolean;
  send: Send;
  /** The card being recorded (shown at once), or null. */
  pending: { card: string; player: string } | null;
  /** Shows a notice in the shell (e.g. the scanner is unavailable). */
  notify: (message: string) => void;
  /** Called once the panel has hydrated (./panels/index.tsx). */
  onReady?: () => void;
}
