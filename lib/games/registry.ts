/**
 * Every game the table keeps, by id. Adding a game = its folder under lib/games/, one line
 * here, and its panel under app/games/[id]/panels/.
 */
import type { AnyGameModule, GameId } from "./module";
import { fortunesModule } from "./fortunes/module";
import { forteyOneModule } from "./fortey-one/module";
import { fortuneTennersModule } from "./fortune-tenners/module";
import { fortunoModule } from "./fortuno/module";

const MODULES: Partial<Record<GameId, AnyGameModule>> = {
  fortunes: fortunesModule,
  "fortey-one": forteyOneModule,
  "fortune-tenners": fortuneTennersModule,
  fortuno: fortunoModule,
};

/** The module of a game id, or null for an unknown (or not yet built) game. */
export function gameModule(id: unknown): AnyGameModule | null {
  return typeof id === "string" && Object.prototype.hasOwnProperty.call(MODULES, id) ? MODULES[id as GameId] ?? null : null;
}

/** The modules in the order the new-game page offers them. */
export function allGames(): AnyGameModule[] {
  return Object.values(MODULES).filter((m): m is AnyGameModule => !!m);
}
