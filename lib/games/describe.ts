/**
 * What an undo or a correction changed, in plain sentences: each module's `describe(before,
 * after)` (lib/games/<game>/describe.ts) compares the table's view before and after it; the
 * sentences every game says alike are here. The panels draw the sentences with one component
 * (app/games/[id]/WhatChanged.tsx), so no panel works them out.
 */

/** A rule problem as a view lists it. */
export interface ProblemLike {
  trick: number;
  player: string;
  rule: string;
  message: string;
}

const key = (v: ProblemLike) => `${v.trick}|${v.player}|${v.rule}`;

/** "New rule problem: …" for each problem only after has, "Resolved: …" for each only before had. */
export function problemChanges(before: readonly ProblemLike[], after: readonly ProblemLike[]): string[] {
  const was = new Set(before.map(key)), now = new Set(after.map(key));
  return [
    ...after.filter((v) => !was.has(key(v))).map((v) => `New rule problem: ${v.message}`),
    ...before.filter((v) => !now.has(key(v))).map((v) => `Resolved: ${v.message}`),
  ];
}
