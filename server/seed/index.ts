/**
 * Reference data the app needs in every database, written by `npm start` (scripts/seed.ts) after the
 * migrations. Every step must be idempotent: it runs on every start, so use upserts keyed on natural ids.
 *
 * To add reference data (cards, zones …): write `server/seed/<topic>.ts` exporting a SeedStep and add it
 * to SEED_STEPS below. Steps run in order, each in its own call; a failing step stops the start.
 */
import type { Db } from "../db";
import { metaStep } from "./meta";
import { zonesStep } from "./zones";
import { cardsStep } from "./cards";

export interface SeedStep {
  /** Shown in the start log, e.g. "cards". */
  name: string;
  /** Write the data; return how many rows were written or checked (for the log). */
  run(prisma: Db): Promise<number>;
}

export const SEED_STEPS: SeedStep[] = [metaStep, zonesStep, cardsStep];

export async function seed(prisma: Db, log: (line: string) => void = () => {}): Promise<void> {
  for (const step of SEED_STEPS) {
    const started = performance.now();
    const rows = await step.run(prisma);
    log(`seed ${step.name}: ${rows} rows in ${Math.round(performance.now() - started)} ms`);
  }
}
