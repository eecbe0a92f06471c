import type { SeedStep } from "./index";

/** Bump when the reference data changes shape, so code can tell which seed a database has. */
export const SEED_VERSION = "1";

export const metaStep: SeedStep = {
  name: "meta",
  async run(prisma) {
    await prisma.meta.upsert({
      where: { key: "seed_version" },
      create: { key: "seed_version", value: SEED_VERSION },
      update: { value: SEED_VERSION },
    });
    return 1;
  },
};
