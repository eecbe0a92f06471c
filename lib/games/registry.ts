/**
 * Every game the table keeps, by id. Adding a game = its folder under lib/games/, one line
 * here, and its panel under app/games/[id]/panels/.
 */
import type { AnyGameModule } from "./module";
import { fortunesModule } from "./fortunes/module";
import { forteyOneModule } from "./fortey-one/module";
import { fortuneTennersModule } from "./fortune-tenners/module";
import { fortunoModule } from "./fortuno/module";

const MODULES = {
  fortunes: fortunesModule,
  "fortey-one": forteyOneModule,
  "fortune-tenners": fortuneTennersModule,
  fortuno: fortunoModule,
} satisfies Record<string, AnyGameModule>;

/** A registered game's id. */
export type GameId = keyof typeof MODULES;
/** Every registered id, in the order the new-game page offers the games. */
export const GAME_IDS = Object.keys(MODULES) as GameId[];
export const isGameId = (s: unknown): s is GameId => typeof s === "string" && Object.prototype.hasOwnProperty.call(MODULES, s);

/** The module of a game id, or null for an unknown (or not yet built) game. */
export function gameModule(id: unknown): AnyGameModule | null {
  return isGameId(id) ? (MODULES[id] as AnyGameModule) : null;
}

/** The modules in the order the new-game page offers them. */
export function allGames(): AnyGameModule[] {
  return GAME_IDS.map((id) => MODULES[id] as AnyGameModule);
}
