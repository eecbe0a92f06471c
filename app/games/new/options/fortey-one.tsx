"use client";
/** Fortey-One has no house rules: only the card names (the generic deck select) matter. */
import type { OptionsEntry } from "./types";

function Form() {
  return (
    <p className="text-sm text-stone-700 dark:text-zinc-300">
      No house rules: ♥ Hearts are always trump, bids run from 1 to 13 and must total at least 11 (else the same dealer deals again), and a partnership wins with one player at 41 and the partner above 0.
    </p>
  );
}

export const forteyOneOptions: OptionsEntry<Record<string, never>> = {
  defaults: {},
  Form,
  summary(names, dealer) {
    if (names.length !== 4 || !names.every(Boolean)) return "Name all four players to see who deals, who bids first and the partnerships.";
    const right = names[(dealer + 1) % 4];
    return `${names[dealer]} deals. ${right} bids first and leads. Partners: ${names[0]} & ${names[2]}, ${names[1]} & ${names[3]}. Play goes counter-clockwise.`;
  },
  toApi: () => ({}),
};
