"use client";
/**
 * A part of a page that the server draws and the browser loads later (next/dynamic) shows its
 * buttons before React has taken them over, and a tap in that moment does nothing. `gate` keeps
 * every control of the part disabled (a `<fieldset disabled>` that takes no room) until the part
 * itself has hydrated; in a part first drawn in the browser they are live at once.
 */
import { useSyncExternalStore, type ComponentType } from "react";

const subscribe = () => () => {};

/** False while React takes over the server's HTML, true after it and in any browser-only render. */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribe, () => true, () => false);
}

export function gate<P extends object>(Inner: ComponentType<P>): ComponentType<P> {
  function Gated(props: P) {
    const hydrated = useHydrated();
    return (
      <fieldset disabled={!hydrated} className="contents">
        <Inner {...props} />
      </fieldset>
    );
  }
  Gated.displayName = `Gated(${Inner.displayName ?? Inner.name ?? "part"})`;
  return Gated;
}
