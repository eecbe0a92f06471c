"use client";
/**
 * "Photo of the trick": the only part on the page before it is used — a button that opens the
 * phone's own camera app (a file input: works on plain http, where the live camera cannot). The
 * reader, the decoder and the confirm step load once a photo is chosen.
 */
import dynamic from "next/dynamic";
import { useState, type ReactNode } from "react";
import type { PhotoTrickProps } from "./PhotoTrick";
import type { PhotoCardsProps } from "./PhotoCards";

const Trick = dynamic(() => import("./PhotoTrick"), { ssr: false, loading: () => <p>Reading the photo…</p> });
const Cards = dynamic(() => import("./PhotoCards"), { ssr: false, loading: () => <p>Reading the photo…</p> });

function PhotoInput({ label, children }: { label: string; children: (file: File, done: () => void, n: number) => ReactNode }) {
  const [file, setFile] = useState<File | null>(null);
  const [n, setN] = useState(0);
  return (
    <>
      <label className="flex min-h-11 w-full cursor-pointer items-center justify-center rounded-lg border border-stone-400 px-4 py-3 font-semibold has-focus-visible:outline-2 dark:border-stone-600" data-testid="photo-trick">
        <input type="file" accept="image/*" capture="environment" className="sr-only" data-testid="photo-input"
          onChange={(e) => { const f = e.target.files?.[0]; e.target.value = ""; if (f) { setFile(f); setN((k) => k + 1); } }} />
        📸 {label}
      </label>
      {file && children(file, () => setFile(null), n)}
    </>
  );
}

export function PhotoTrickButton(props: Omit<PhotoTrickProps, "file" | "onDone">) {
  return <PhotoInput label="Photo of the trick">{(file, done, n) => <Trick key={n} {...props} file={file} onDone={done} />}</PhotoInput>;
}

export function PhotoCardsButton(props: Omit<PhotoCardsProps, "file" | "onDone">) {
  return <PhotoInput label="Photo of the cards">{(file, done, n) => <Cards key={n} {...props} file={file} onDone={done} />}</PhotoInput>;
}
