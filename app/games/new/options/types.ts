/** A game's house-rules form on the new-game page: controlled, with a one-line summary. */
import type { ComponentType } from "react";

export interface OptionsFormProps<O> {
  options: O;
  setOptions: (o: O) => void;
}

export interface OptionsEntry<O = Record<string, unknown>> {
  defaults: O;
  Form: ComponentType<OptionsFormProps<O>>;
  /** What the set-up means at the table, e.g. who deals and who is High. */
  summary(names: string[], dealer: number, options: O): string;
  /** The options as the API takes them (default: as they are). */
  toApi?(options: O): unknown;
  /** A random first dealer (e.g. Fortune Tenners' "random first move"), or null. */
  randomDealer?(options: O): boolean;
}
