"use client";
export function PrintButton() {
  return (
    <button type="button" onClick={() => window.print()} className="min-h-11 rounded-full border border-stone-300 px-4 text-sm dark:border-zinc-700">
      Print
    </button>
  );
}
