/** zod schemas for what the API accepts: every body is parsed here before it reaches lib/. */
import { z } from "zod";
import { isCardCode } from "@/lib/cards";
import { fortunesOptionsSchema } from "@/lib/records/schema";

const card = z.string().trim().toUpperCase().refine(isCardCode, { error: (i) => `"${String(i.input)}" is not a card code (use codes like W07 or T21)` });
const playerName = z.string().trim().min(1, "a player needs a name").max(40, "names are at most 40 characters");

export const newGameSchema = z.object({
  game: z.literal("fortunes", { error: 'game must be "fortunes" (the other games are coming)' }),
  players: z.array(playerName).length(4, "Fortunes needs exactly four players"),
  dealer: z.union([playerName, z.number().int().min(0).max(3)]).optional(),
  options: fortunesOptionsSchema.optional(),
  deckStyle: z.enum(["fortunes", "rws", "thoth"]).optional(),
});

const seq = z.number().int().min(0);
const optPlayer = playerName.optional();

export const actionSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("play"), card, player: optPlayer, expectedSeq: seq.optional() }),
  z.object({ type: z.literal("setAside"), cards: z.array(card).min(1).max(2), expectedSeq: seq.optional() }),
  z.object({ type: z.literal("hand"), player: playerName, cards: z.array(card).length(19, "a hand has 19 cards"), expectedSeq: seq.optional() }),
  z.object({ type: z.literal("bid"), player: playerName, tricks: z.number().int().min(0).max(19), expectedSeq: seq.optional() }),
  z.object({ type: z.literal("stay"), player: optPlayer, expectedSeq: seq.optional() }),
  z.object({ type: z.literal("raise"), player: optPlayer, to: z.number().positive().finite(), expectedSeq: seq.optional() }),
  z.object({ type: z.literal("fold"), player: optPlayer, expectedSeq: seq.optional() }),
  z.object({ type: z.literal("undo"), expectedSeq: seq.optional() }),
  z.object({ type: z.literal("correct"), deal: z.number().int().min(1).optional(), trick: z.number().int().min(1).max(19), position: z.number().int().min(1).max(4), card, expectedSeq: seq.optional() }),
  z.object({ type: z.literal("endDeal"), expectedSeq: seq.optional() }),
  z.object({ type: z.literal("nextDeal"), dealer: optPlayer, expectedSeq: seq.optional() }),
], { error: (i) => (i.code === "invalid_union" ? "unknown action type (play, setAside, hand, bid, stay, raise, fold, undo, correct, endDeal, nextDeal)" : undefined) });

export const undoSchema = z.object({ expectedSeq: seq.optional() }).loose();

/** First problem of a failed parse as one plain sentence. */
export function firstIssue(e: z.ZodError): string {
  const i = e.issues[0];
  return i.path.length ? `${i.path.join(".")}: ${i.message}` : i.message;
}
