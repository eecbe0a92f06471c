/** Pieces shared by every game's record schema (../shared/CONTRACT.md). Extra fields are allowed. */
import { z } from "zod";
import { isCardCode } from "../cards";

export const cardCode = z.string().refine(isCardCode, { error: (issue) => `unknown card code "${String(issue.input)}"` });

/** One line naming the first problem, for exit code 2 and HTTP 400. */
export function describeZodError(e: z.ZodError): string {
  const issue = e.issues[0];
  const path = issue.path.length ? issue.path.join(".") : "record";
  return `${path}: ${issue.message}`;
}

/** The envelope every record shares, whatever the game. */
export const recordEnvelopeSchema = z
  .object({ game: z.string(), players: z.array(z.unknown()), options: z.unknown().optional(), deals: z.array(z.unknown()) })
  .loose();
