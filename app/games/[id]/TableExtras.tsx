"use client";
/**
 * The table's parts that only some moments need (issue 30), in one chunk loaded when first shown,
 * so the play page's first load pays for one import: the host's finish confirmation, a finished
 * table's card, the owner's phone asked about a conflict. (The message line and the "whose phone"
 * line are in TableScreen itself: a refusal made offline on plain HTTP must show without a chunk.)
 */
import type { DeckStyle } from "@/lib/cards";
import ConflictAsk, { type Conflict } from "./ConflictAsk";
import FinishDialog from "./FinishDialog";
import Finished from "./Finished";
import type { Send, ShellView } from "./table";

export type ExtrasProps =
  | { part: "finish"; id: string; seq: number; busy: boolean; send: Send; onClose: () => void }
  | { part: "finished"; id: string; view: ShellView; host: boolean }
  | { part: "conflict"; game: string; conflicts: Conflict[]; style: DeckStyle; busy: boolean; send: Send };

export default function TableExtras(props: ExtrasProps) {
  if (props.part === "finish") return <FinishDialog {...props} />;
  if (props.part === "finished") return <Finished {...props} />;
  return <ConflictAsk {...props} />;
}
