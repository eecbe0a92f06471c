import { describe, expect, it } from "vitest";
import { getMeta } from "@/server/data";
import { SEED_STEPS, seed } from "@/server/seed";
import { SEED_VERSION } from "@/server/seed/meta";
import { useTestDatabase } from "@/test/helpers/db";

const db = useTestDatabase();

describe("seed", () => {
  it("writes the reference data and can run again without changing it", async () => {
    const lines: string[] = [];
    await seed(db.prisma, (line) => lines.push(line));
    expect(lines).toHaveLength(SEED_STEPS.length);
    const counts = async () => ({ cards: await db.prisma.cardInfo.count(), zones: await db.prisma.zonePosition.count(), meta: await db.prisma.meta.count() });
    const first = await counts();
    await seed(db.prisma);
    expect(await counts()).toEqual(first);
    expect(await getMeta("seed_version")).toBe(SEED_VERSION);
  });
});
