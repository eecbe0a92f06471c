/** Builders for Fortunes engine tests: Ann, Ben, Cat and Dan sit clockwise; Ann deals unless told. */
import { apply, setup, type FortunesAction, type FortunesState } from "../../lib/games/fortunes";

export const PLAYERS = ["Ann", "Ben", "Cat", "Dan"];

export function game(options?: Parameters<typeof setup>[0]["options"], dealer = "Ann"): FortunesState {
  const r = setup({ players: PLAYERS, dealer, options });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** Applies actions in order; any refusal fails the test with the rule's message. */
export function run(s: FortunesState, actions: FortunesAction[]): FortunesState {
  for (const a of actions) {
    const r = apply(s, a);
    if (!r.ok) throw new Error(`${JSON.stringify(a)}: ${r.error.message}`);
    s = r.value;
  }
  return s;
}
