/**
 * One panel per game, loaded only for the game on screen (the play page stays light).
 * Adding a game: its panel folder here and one line below.
 *
 * The server streams a panel as its own part of the page, and React may reveal that part a little
 * after the shell has hydrated. `ready` tells the shell when the panel itself has hydrated
 * (TableScreen marks the table `data-hydrated` then): taps before that would do nothing, so its
 * controls stay disabled until then (app/_components/hydration-gate.tsx; the parts a panel loads
 * later are gated the same way).
 */
import dynamic from "next/dynamic";
import { useEffect, type ComponentType } from "react";
import { gate } from "@/app/_components/hydration-gate";
import type { PanelProps } from "../table";

const loading = () => <p className="p-3">Loading the table…</p>;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Panel = ComponentType<PanelProps<any>>;

function ready(load: () => Promise<{ default: Panel }>): Panel {
  return dynamic(() => load().then(({ default: Inner }) => {
    const Gated = gate(Inner);
    function Ready(props: PanelProps) {
      const { onReady } = props;
      useEffect(() => {
        onReady?.();
      }, [onReady]);
      return <Gated {...props} />;
    }
    return Ready;
  }), { loading });
}

export const PANELS: Record<string, Panel> = {
  fortunes: ready(() => import("./fortunes/FortunesPanel")),
  "fortey-one": ready(() => import("./fortey-one/ForteyOnePanel")),
  "fortune-tenners": ready(() => import("./fortune-tenners/TennersPanel")),
  fortuno: ready(() => import("./fortuno/FortunoPanel")),
};
