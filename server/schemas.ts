/**
 * zod schemas for what the API accepts. Bodies are parsed here before they reach the service;
 * each game's own actions and options are then parsed by its module's schemas.
 */
import { z } from "zod";
import { GAME_IDS, type GameId } from "@/lib/games/registry";
import { MAX_NAME_LENGTH } from "@/lib/games/common/names";

const playerName = z.string().max(MAX_NAME_LENGTH * 4, `names are at most ${MAX_NAME_LENGTH} characters`);

export const newGameSchema = z.object({
  game: z.enum(GAME_IDS as [GameId, ...GameId[]], { error: `game must be one of ${GAME_IDS.join(", ")}` }),
  players: z.array(playerName).min(1, "name the players").max(12, "at most 12 players"),
  dealer: z.union([playerName, z.number().int().min(0).max(11)]).optional(),
  options: z.record(z.string(), z.unknown()).optional(),
  deckStyle: z.string().max(20).optional(),
  /** Which moves a seat's device may record: "anyone" (default: one shared phone keeps working) or "own". */
  seatRule: z.enum(["anyone", "own"]).optional(),
  /** A taught deck (Deck.id) whose cards "Photo of the trick" reads without stickers. */
  deck: z.string().uuid("deck is a taught deck's id").optional(),
});

const seq = z.number().int().min(0);

/**
 * An action body: `{ type, …, expectedSeq }`. Game actions are checked by the game's module
 * (`actionSchema`), and so is a correction's target (`{ type: "correct", …target }`: the module's
 * `correctionTarget`, server/games.ts), since where a card lies is said in each game's own terms.
 */
export const actionSchema = z.object({ type: z.string().min(1).max(40), expectedSeq: seq.optional() }).loose();

export const undoSchema = z.object({ expectedSeq: seq.optional() }).loose();

/** First problem of a failed parse as one plain sentence. */
export function firstIssue(e: z.ZodError): string {
  const i = e.issues[0];
  return i.path.length ? `${i.path.join(".")}: ${i.message}` : i.message;
}
