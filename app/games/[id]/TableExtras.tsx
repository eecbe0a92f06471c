"use client";
/**
 * The table's parts that only some moments need (issue 30), in one chunk loaded when first shown,
 * so the play page's first load pays for one import: the host's finish confirmation, a finished
 * table's card, the owner's phone asked about a conflict, a seat's or spectator's "whose phone" line, and the message line.
 */
import type { DeckStyle } from "@/lib/cards";
import ConflictAsk, { type Conflict } from "./ConflictAsk";
import FinishDialog from "./FinishDialog";
import Finished from "./Finished";
import type { Send, ShellView } from "./table";

export type ExtrasProps =
  | { part: "finish"; id: string; seq: number; busy: boolean; send: Send; onClose: () => void }
  | { part: "finished"; id: string; view: ShellView; host: boolean }
  | { part: "conflict"; game: string; conflicts: Conflict[]; style: DeckStyle; busy: boolean; send: Send }
  | { part: "message"; kind: "error" | "notice"; text: string }
  | { part: "whose"; me: { role: string; player: string | null } };

export default function TableExtras(props: ExtrasProps) {
  if (props.part === "finish") return <FinishDialog {...props} />;
  if (props.part === "finished") return <Finished {...props} />;
  // The one message line (a refusal, or a notice: another device's undo or correction, a lost race):
  // only after something happened, so not in the first load (a tap fetches this chunk while the server answers).
  if (props.part === "message") return props.kind === "error"
    ? <div role="alert" className="mt-1 rounded-lg border border-red-400 bg-red-50 p-2 text-red-900 dark:border-red-700 dark:bg-red-950 dark:text-red-100" data-testid="error">{props.text}</div>
    : <div role="status" className="mt-1 rounded-lg border border-sky-400 bg-sky-50 p-2 text-sky-900 dark:bg-sky-950 dark:text-sky-100" data-testid="notice">{props.text}</div>;
  // Whose phone this is: a seat's or a spectator's (the host's needs no line).
  if (props.part === "whose") return props.me.role === "seat"
    ? <p className="text-sm text-stone-600 dark:text-stone-400" data-testid="my-seat">This device is {props.me.player}&apos;s seat.</p>
    : <p className="text-sm text-stone-600 dark:text-stone-400" data-testid="watching">Watching: this device follows the table and records nothing.</p>;
  return <ConflictAsk {...props} />;
}
