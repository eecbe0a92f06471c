/**
 * The offline fold in a worker of its own (docs/offline.md): the games' modules are a bundle apart
 * from the page's, so bringing them in never weighs on the play page nor reshapes its chunks.
 * Asked with the kept record, the waiting taps and the new one; answers ./offline-fold.ts's result.
 */
import { gameModule } from "@/lib/games/registry";
import { foldTaps, viewerFor, type FoldRequest } from "./offline-fold";

const scope = self as unknown as { onmessage: ((e: MessageEvent<FoldRequest & { ask: number }>) => void) | null; postMessage(m: unknown): void };

scope.onmessage = (e) => {
  const { ask, game, record, waiting, next, me, current } = e.data;
  let result = null;
  try {
    const module = gameModule(game);
    result = module ? foldTaps(module, record, waiting, next, viewerFor(me), current) : null;
  } catch {
    result = null;
  }
  scope.postMessage({ ask, result });
};
