/**
 * One card of a reading, read card by card in one column: the face, the card's name and side, the
 * place it lies in with the place's plain meaning beside it; opened, the line that weighs card
 * against place and the card's own text at body size. Used by a deal's reading and the free reading.
 */
import type { ReactNode } from "react";
import type { FaceInput } from "@/lib/faces/face";
import { CardFace } from "./CardFace";

export function ReadingItem({ face, name, disposition, side, place, plain, line, text, extra, open }: {
  face: Omit<FaceInput, "variant">;
  name: string;
  disposition: "well" | "ill";
  /** How the side is worded: "well-disposed" or "upright"… */
  side: string;
  /** Whose card and where: "Your 1 · The Self", "Past". */
  place: string;
  plain?: string | null;
  line: string;
  text?: string | null;
  extra?: ReactNode;
  open?: boolean;
}) {
  const ill = disposition === "ill";
  return (
    <details className="group rounded-lg bg-white shadow-sm open:ring-2 open:ring-gold-400 dark:bg-zinc-800" data-card={face.code} data-disposition={disposition} open={open}>
      <summary className="flex min-h-11 cursor-pointer list-none items-start gap-3 p-3">
        <CardFace {...face} name={name} variant="full" decorative className={`w-14 shrink-0 drop-shadow-sm ${ill ? "rotate-180" : ""}`} />
        <span className="min-w-0 flex-1">
          <span className="block text-sm text-stone-700 dark:text-zinc-300">{place}</span>
          <span className={`block font-semibold ${ill ? "text-red-800 dark:text-red-300" : "text-emerald-900 dark:text-emerald-200"}`}>{name}, {side}</span>
          {plain && <span className="block text-sm text-stone-700 dark:text-zinc-300">{plain}</span>}
        </span>
      </summary>
      <div className="space-y-2 border-t border-stone-200 p-3 dark:border-zinc-700">
        <p>{line}</p>
        {text && <p className="text-stone-800 dark:text-zinc-200">{text}</p>}
        {extra}
      </div>
    </details>
  );
}
