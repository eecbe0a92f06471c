"use client";
/**
 * What a reader does with a laid spread: copy its link (the whole reading is in it), print it,
 * or save a picture of it (SVG, or PNG drawn from the SVG on a canvas), made in the browser.
 */
import { useState } from "react";
import type { DeckStyle } from "@/lib/cards";
import { spreadPicture, type PictureCard } from "@/lib/reading/picture";
import type { LayoutName } from "@/lib/reading/positions";

async function toPng(svg: string): Promise<Blob> {
  const url = URL.createObjectURL(new Blob([svg], { type: "image/svg+xml" }));
  try {
    const img = new Image();
    img.src = url;
    await img.decode();
    const scale = 2;
    const canvas = document.createElement("canvas");
    canvas.width = img.naturalWidth * scale;
    canvas.height = img.naturalHeight * scale;
    canvas.getContext("2d")!.drawImage(img, 0, 0, canvas.width, canvas.height);
    return await new Promise((resolve, reject) => canvas.toBlob((b) => (b ? resolve(b) : reject(new Error("no PNG"))), "image/png"));
  } finally {
    URL.revokeObjectURL(url);
  }
}

function download(blob: Blob, filename: string) {
  const a = document.createElement("a");
  a.href = URL.createObjectURL(blob);
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(a.href), 10_000);
}

export function ResultActions({ href, layout, cards, style, title }: { href: string; layout: LayoutName; cards: PictureCard[]; style: DeckStyle; title: string }) {
  const [status, setStatus] = useState<string | null>(null);
  const btn = "min-h-11 rounded-lg border border-stone-400 px-3 py-2 text-sm font-semibold dark:border-zinc-600";

  async function copy() {
    const url = new URL(href, window.location.href).toString();
    try {
      await navigator.clipboard.writeText(url);
      setStatus("The link is copied: anyone who opens it sees this reading.");
    } catch {
      setStatus("Copy the link from the address bar (this browser would not let the page copy it).");
    }
  }

  async function save(kind: "svg" | "png") {
    const svg = spreadPicture({ layout, cards, style, title });
    try {
      download(kind === "svg" ? new Blob([svg], { type: "image/svg+xml" }) : await toPng(svg), `fortunes-spread.${kind}`);
      setStatus(`Picture saved as ${kind.toUpperCase()}.`);
    } catch {
      setStatus("The picture could not be made in this browser: try the SVG, or print the page.");
    }
  }

  return (
    <div className="space-y-1 print:hidden" data-testid="result-actions">
      <div className="flex flex-wrap gap-2">
        <button type="button" onClick={() => void copy()} className={btn}>Copy the link</button>
        <button type="button" onClick={() => window.print()} className={btn}>Print</button>
        <button type="button" onClick={() => void save("svg")} className={btn}>Save picture (SVG)</button>
        <button type="button" onClick={() => void save("png")} className={btn}>Save picture (PNG)</button>
      </div>
      <p className="text-sm"><a href={href} data-testid="share-link" className="break-all">Link to this reading</a></p>
      <p role="status" className="text-sm text-stone-700 dark:text-zinc-300">{status}</p>
    </div>
  );
}
