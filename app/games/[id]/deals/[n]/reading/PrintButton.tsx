"use client";
export function PrintButton() {
  return (
    <button type="button" onClick={() => window.print()} className="rounded-full border border-stone-300 px-3 py-1 text-sm dark:border-zinc-700">
      Print
    </button>
  );
}
