/** Reference JSON for other tools, read from the seeded database. */
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "@/test/helpers/db";
import { seed } from "@/server/seed";
import { GET as zones } from "@/app/api/zones/route";

const db = useTestDatabase();

describe("GET /api/zones", () => {
  it("lists every position of the seed's tables, in order, after seeding", async () => {
    await seed(db.prisma);
    await seed(db.prisma); // idempotent
    const body = await (await zones()).json();
    expect(body.positions).toHaveLength(23);
    expect(body.positions[0]).toMatchObject({ id: "man-1", zone: "The Man", position: "The Self", meaning: "Root, Origin", correspondence: "The World", sphere: "10" });
    expect(body.positions.find((p: { id: string }) => p.id === "universe-2")).toMatchObject({ position: "Tír inna n-Óc", correspondence: "The Man (Water-Bearer)", sphere: "water" });
    expect(body.zones.map((z: { name: string }) => z.name)).toEqual(["The Man", "The Clan", "The Future", "The Universe", "The Realm", "The Fate"]);
    expect(Object.keys(body.layouts)).toEqual(["simple", "broader", "fate"]);
  });
});
