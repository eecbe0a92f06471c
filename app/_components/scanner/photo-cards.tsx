"use client";
/** The free reading's "Photo of the cards" button: the reader and decoder (./PhotoCards) load once a photo is chosen. */
import dynamic from "next/dynamic";
import { useState } from "react";
import type { PhotoCardsProps } from "./PhotoCards";

const Cards = dynamic(() => import("./PhotoCards"), { ssr: false, loading: () => <p>Reading the photo…</p> });

export function PhotoCardsButton(props: Omit<PhotoCardsProps, "file" | "onDone">) {
  const [file, setFile] = useState<[File, number] | null>(null);
  return (
    <>
      <label className="flex min-h-11 w-full cursor-pointer items-center justify-center rounded-lg border border-stone-400 px-4 py-2 font-semibold has-focus-visible:outline-2 dark:border-zinc-600" data-testid="photo-trick">
        <input type="file" accept="image/*" capture="environment" className="sr-only" data-testid="photo-input"
          onChange={(e) => { const f = e.target.files?.[0]; e.target.value = ""; if (f) setFile([f, Date.now()]); }} />
        📸 Photo of the cards
      </label>
      {file && <Cards key={file[1]} {...props} file={file[0]} onDone={() => setFile(null)} />}
    </>
  );
}
