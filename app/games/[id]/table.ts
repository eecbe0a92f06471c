/** What the table shell gives each game's panel. */
export type Action = Record<string, unknown> & { type: string };

/** The state every game's view carries (server/games.ts adds it to the module's view). */
export interface ShellView {
  id: string;
  game: string;
  status: string;
  seq: number;
  players: string[];
  turn: { player: string | null; expects: string; prompt: string };
  deckStyle?: string;
  /** Who made the newest log entry (server/games.ts): its type and the device's label. */
  last?: { type: string; by: string | null; device: string | null; note?: string } | null;
  /** This device at the table (null: a game without devices). Only in the page's first view. */
  me?: { id: string; role: "host" | "seat" | "spectator"; player: string | null; label: string; seatRule?: "anyone" | "own" } | null;
  /** Fortune Tenners' blind round on a seat's device: the others' entered cards. */
  othersHands?: { player: string; cards: string[] }[];
}

export interface SendOptions {
  /** Route after /api/games/[id]/ (default "actions"). */
  path?: string;
  /** Shown at once while the server records the action, e.g. the card just tapped. */
  pending?: { card: string; player: string; prompt?: string };
}

export type Send = (action: Action, options?: SendOptions) => Promise<boolean>;

export interface PanelProps<V = unknown> {
  id: string;
  view: V & ShellView;
  /** Set after an undo or a correction: the view before it, so the panel can say what changed. */
  change: { before: V & ShellView; kind: "undo" | "correct" } | null;
  busy: boolean;
  send: Send;
  /** The card being recorded (shown at once), or null. */
  pending: { card: string; player: string } | null;
  /** Shows a notice in the shell (e.g. the scanner is unavailable). */
  notify: (message: string) => void;
  /** Called once the panel has hydrated (./panels/index.tsx). */
  onReady?: () => void;
}
