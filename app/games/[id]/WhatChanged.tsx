/**
 * After an undo or a correction: what it changed, in plain sentences, for every game alike. The
 * sentences are the module's (`describe` and `changes` of lib/games/<game>/describe.ts, which a
 * panel passes in from its lazy extras); this draws them (ChangesBox).
 */
import { ChangesBox } from "@/app/_components/ChangesBox";
import type { ChangeWords } from "@/lib/games/module";

export function WhatChanged<V>({ describe, words, before, after, kind }: {
  describe: (before: V, after: V) => string[];
  words: ChangeWords;
  before: V;
  after: V;
  kind: "undo" | "correct";
}) {
  const changes = describe(before, after);
  return words.always
    ? <ChangesBox changes={changes} heading={kind === "undo" ? "Undone" : "Corrected"} none={words.none} />
    : <ChangesBox changes={changes} none={words.none} hideEmpty={kind !== "correct"} />;
}
