/**
 * A trick game's module (lib/games/module.ts) from what is its own: the core fills in what every
 * trick game answers alike: its name, whose move an action is (the seat rule), the deal in
 * progress, and what of an entry is private (hands entered with `hand` actions, kept in records
 * under `deals[].hands`).
 */
import { actorByTurn } from "../common/actor";
import { dealHandsPrivacy } from "../common/privacy";
import type { GameModule } from "../module";
import type { TrickTarget } from "./locate";

type Filled = "name" | "actor" | "deal" | "privacy";

export type TrickGameSpec<S, A extends { type: string }, R, Res, V, D> = Omit<GameModule<S, A, R, Res, V, TrickTarget>, Filled> & {
  /** The deals (rounds) of a state, the one in progress last. */
  deals(state: S): readonly D[];
  /** Whether a deal is over (its hands, entered privately, may then be seen). */
  dealOver(deal: D): boolean;
  /** Action types made in any order by the player they name (a `hand` always is). */
  named?: readonly string[];
};

export function trickGame<S, A extends { type: string }, R, Res, V, D>(spec: TrickGameSpec<S, A, R, Res, V, D>): GameModule<S, A, R, Res, V, TrickTarget> {
  const { deals, dealOver, named, ...own } = spec;
  return {
    ...own,
    name: spec.label,
    actor: actorByTurn((state: S) => spec.turn(state), ["hand", ...(named ?? [])]),
    deal(state) {
      const all = deals(state);
      const d = all[all.length - 1];
      return { number: all.length, over: !d || dealOver(d) };
    },
    privacy: dealHandsPrivacy as unknown as GameModule<S, A, R, Res, V, TrickTarget>["privacy"],
  };
}
