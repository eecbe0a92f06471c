"use client";
/** "Open all" / "Close all" for the card-by-card list of a reading: every <details> inside the element with `target`'s id. */
import { useState } from "react";

export function OpenAll({ target }: { target: string }) {
  const [open, setOpen] = useState(false);
  const toggle = () => {
    const next = !open;
    document.getElementById(target)?.querySelectorAll("details").forEach((d) => { d.open = next; });
    setOpen(next);
  };
  return (
    <button type="button" onClick={toggle} aria-controls={target} data-testid="open-all"
      className="min-h-11 rounded-full border border-stone-300 px-4 text-sm dark:border-zinc-700">
      {open ? "Close all" : "Open all"}
    </button>
  );
}
