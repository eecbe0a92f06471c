"use client";
/**
 * "Photo of the trick": the only part on the play page before it is used — a button that opens
 * the phone's own camera app (a file input: works on plain http, where the live camera cannot).
 * The reader, the decoder and the confirm step (./PhotoTrick) load once a photo is chosen.
 * Kept this small on purpose: the play page's first-load JavaScript budget.
 */
import dynamic from "next/dynamic";
import { useEffect, useState } from "react";
import type { PhotoTrickProps } from "./PhotoTrick";
import type { TableDeck } from "./recog-client";
import { whenIdle } from "./when-idle";

const Trick = dynamic(() => import("./PhotoTrick"), { ssr: false });
const warmed = new Set<string>();

/**
 * Once the table is up and the phone idle, a table that names a taught deck gets its reader loaded
 * (./recog-client warmTable), so the first photo is read at once. A table without one loads nothing more.
 */
function useWarm(id: string) {
  useEffect(() => {
    if (warmed.has(id)) return;
    warmed.add(id);
    // The deck this answer names is the one warmed: asked once, not again by the reader.
    const cancel = whenIdle(() => void fetch(`/api/games/${id}/deck`).then((r) => (r.ok ? r.json() : null))
      .then((j: { deck?: TableDeck | null } | null) => (j?.deck?.taught ? import("./recog-client").then((m) => m.warmTable(j.deck!)) : undefined))
      .catch(() => {}));
    return () => { if (!cancel()) warmed.delete(id); };
  }, [id]);
}

export function PhotoTrickButton(props: Omit<PhotoTrickProps, "file" | "onDone">) {
  const [file, setFile] = useState<[File, number] | null>(null);
  useWarm(props.id);
  return (
    <>
      <label className="flex min-h-11 w-full cursor-pointer items-center justify-center rounded-lg border border-stone-400 px-4 py-3 font-semibold has-focus-visible:outline-2 dark:border-stone-600" data-testid="photo-trick">
        <input type="file" accept="image/*" capture="environment" className="sr-only" data-testid="photo-input"
          onChange={(e) => { const f = e.target.files?.[0]; e.target.value = ""; if (f) setFile([f, Date.now()]); }} />
        📸 Photo of the trick
      </label>
      {file && <Trick key={file[1]} {...props} file={file[0]} onDone={() => setFile(null)} />}
    </>
  );
}
