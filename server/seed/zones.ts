import { POSITIONS, ZONES } from "@/lib/reading/positions";
import type { SeedStep } from "./index";

/** The Fortunes spread's positions, exactly as the seed's Divination tables give them. */
export const zonesStep: SeedStep = {
  name: "zones",
  async run(prisma) {
    for (const [order, p] of POSITIONS.entries()) {
      const zone = ZONES.find((z) => z.name === p.zone)!;
      const data = { ...p, order, zoneLabel: zone.label, layouts: [...p.layouts] };
      await prisma.zonePosition.upsert({ where: { id: p.id }, create: { id: p.id, data }, update: { data } });
    }
    return POSITIONS.length;
  },
};
