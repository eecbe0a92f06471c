/**
 * Whether a panel shows its own rematch button (Fortunes' "Rematch (Ben deals)", Tenners' "Play
 * again…"): RematchButton claims it while it is on screen, and the finished card (../Finished.tsx)
 * then offers no second one. A tiny store read with useSyncExternalStore, so the card follows the
 * panel's end-of-match part when that loads after it.
 */
import { useEffect, useSyncExternalStore } from "react";

let claims = 0;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => { listeners.delete(listener); };
}

/** Claims the rematch for as long as the calling component is mounted and `shown` holds. */
export function useClaimOwnRematch(shown: boolean): void {
  useEffect(() => {
    if (!shown) return undefined;
    claims += 1;
    emit();
    return () => {
      claims -= 1;
      emit();
    };
  }, [shown]);
}

/** True while some panel shows its own rematch button. */
export function useOwnRematchShown(): boolean {
  return useSyncExternalStore(subscribe, () => claims > 0, () => false);
}
