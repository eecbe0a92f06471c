/** The house-rules form of each game on the new-game page. Adding a game: one line here. */
import type { OptionsEntry } from "./types";
import { fortunesOptions } from "./fortunes";
import { forteyOneOptions } from "./fortey-one";
import { fortuneTennersOptions } from "./fortune-tenners";
import { fortunoOptions } from "./fortuno";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const OPTION_FORMS: Record<string, OptionsEntry<any>> = {
  fortunes: fortunesOptions,
  "fortey-one": forteyOneOptions,
  "fortune-tenners": fortuneTennersOptions,
  fortuno: fortunoOptions,
};
