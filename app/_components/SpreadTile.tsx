/**
 * One card of a spread: its face (turned toward the partner when ill-disposed, as it lies on the
 * table), its name and disposition; the reading opens below it. Used by a deal's readings and
 * the free reading.
 */
import type { ReactNode } from "react";
import type { FaceInput } from "@/lib/faces/face";
import { CardFace } from "./CardFace";

export function SpreadTile({ face, name, disposition, label, children }: {
  face: Omit<FaceInput, "variant">;
  name: string;
  disposition: "well" | "ill";
  /** Whose trick and where it lies, e.g. "Reader 1 · The Self". */
  label: string;
  /** What opens below: the line, the interpretation, the position's meaning. */
  children: ReactNode;
}) {
  const ill = disposition === "ill";
  return (
    <details className="group h-full rounded-lg bg-white shadow-sm open:ring-2 open:ring-gold-400 dark:bg-zinc-800" data-card={face.code} data-disposition={disposition}>
      <summary className="cursor-pointer list-none p-2">
        <span className="block text-xs text-stone-600 dark:text-zinc-400">{label}</span>
        <span className="mt-1 flex items-center gap-2">
          <CardFace {...face} name={name} variant="full" decorative className={`w-16 shrink-0 drop-shadow-sm ${ill ? "rotate-180" : ""}`} />
          <span className="min-w-0">
            <span className={`block text-sm font-semibold ${ill ? "text-red-800 dark:text-red-300" : "text-emerald-900 dark:text-emerald-200"}`}>{name}</span>
            <span className="mt-0.5 block text-xs">{ill ? "ill-disposed: turned toward the partner" : "well-disposed: facing the reader"}</span>
          </span>
        </span>
      </summary>
      <div className="space-y-1 border-t border-stone-200 p-2 text-sm dark:border-zinc-700">{children}</div>
    </details>
  );
}
