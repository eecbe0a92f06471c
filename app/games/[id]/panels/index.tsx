/**
 * One panel per game, loaded only for the game on screen (the play page stays light).
 * Adding a game: its panel folder here and one line below.
 */
import dynamic from "next/dynamic";
import type { ComponentType } from "react";
import type { PanelProps } from "../table";

const loading = () => <p className="p-3">Loading the table…</p>;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const PANELS: Record<string, ComponentType<PanelProps<any>>> = {
  fortunes: dynamic(() => import("./fortunes/FortunesPanel"), { loading }),
  "fortey-one": dynamic(() => import("./fortey-one/ForteyOnePanel"), { loading }),
  "fortune-tenners": dynamic(() => import("./fortune-tenners/TennersPanel"), { loading }),
  fortuno: dynamic(() => import("./fortuno/FortunoPanel"), { loading }),
};
