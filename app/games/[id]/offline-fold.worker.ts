/**
 * The offline fold in a worker of its own (docs/offline.md), one bundle per game
 * (scripts/build-folds.mjs → public/fold/<game>.js): the game's module and the fold, apart from
 * the page's bundle, so they never weigh on the play page nor reshape its chunks, and a table
 * loads its own game's rules only. Asked with the kept record, the waiting taps and the new one;
 * answers ./offline-fold.ts's result.
 */
import type { AnyGameModule } from "@/lib/games/module";
import { foldTaps, viewerFor, type FoldRequest } from "./offline-fold";

const scope = self as unknown as { onmessage: ((e: MessageEvent<FoldRequest & { ask: number }>) => void) | null; postMessage(m: unknown): void };

/** Answers fold requests for `module`'s game (a request for another game gets null: not folded). */
export function serveFold(module: AnyGameModule | undefined): void {
  scope.onmessage = (e) => {
    const { ask, game, record, waiting, next, me, current } = e.data;
    let result = null;
    try {
      result = module && module.id === game ? foldTaps(module, record, waiting, next, viewerFor(me), current) : null;
    } catch {
      result = null;
    }
    scope.postMessage({ ask, result });
  };
  // Ready: the page knows the rules are here (loaded while online).
  scope.postMessage({ ready: module?.id ?? null });
}
