/** The Fortunes game record of ../shared/CONTRACT.md as a zod schema. Extra fields are allowed. */
import { z } from "zod";
import { DECK_STYLES } from "../../cards";
import { cardCode } from "../../records/schema";

export const bettingOptionsSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("none") }).loose(),
  z.object({ kind: z.literal("pre-look"), ante: z.number().positive().optional() }).loose(),
  z.object({ kind: z.literal("ante"), ante: z.number().positive().optional() }).loose(),
  z.object({ kind: z.literal("bid") }).loose(),
  z.object({ kind: z.literal("target"), target: z.number().int().min(1).optional(), exact: z.boolean().optional() }).loose(),
]);

export const fortunesOptionsSchema = z
  .object({ starsAfterBroken: z.boolean().optional(), betting: bettingOptionsSchema.optional() })
  .loose();

/** A betting move at the start of a trick (ante variants): "stay", "fold" or { "raise": n }. */
export const betMoveSchema = z.union([z.literal("stay"), z.literal("fold"), z.object({ raise: z.number().positive() }).loose()]);

export const fortunesDealSchema = z
  .object({
    dealer: z.string().optional(),
    discards: z.array(cardCode).max(2).optional(),
    bids: z.record(z.string(), z.number().int().min(0).max(19)).optional(),
    hands: z.record(z.string(), z.array(cardCode).length(19)).optional(),
    tricks: z.array(z.array(cardCode).min(1).max(4)).max(19),
    /** Ante variants: the moves of each trick's betting round, in play order from its leader. */
    betting: z.array(z.array(betMoveSchema).max(4)).optional(),
    /** "stopped": the table ended the deal early (a fold is read from `betting`). */
    end: z.literal("stopped").optional(),
  })
  .loose();

export const fortunesRecordSchema = z
  .object({
    game: z.literal("fortunes"),
    players: z.array(z.string().trim().min(1)).length(4, "a Fortunes record needs exactly 4 players"),
    options: fortunesOptionsSchema.optional(),
    deckStyle: z.enum(DECK_STYLES).optional(),
    deals: z.array(fortunesDealSchema),
    /** The host finished the game (lib/games/finish.ts); also read: `{ "type": "finish" }`, `"finished": true`. */
    finish: z.unknown().optional(),
  })
  .loose();

export type FortunesRecord = z.infer<typeof fortunesRecordSchema>;
export type FortunesRecordDeal = z.infer<typeof fortunesDealSchema>;
export type BetMoveRecord = z.infer<typeof betMoveSchema>;

