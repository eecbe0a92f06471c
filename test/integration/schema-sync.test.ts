/** prisma/schema.prisma (SQLite) and prisma/postgres/schema.prisma must declare the same models. */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "@/test/helpers/prisma-cli";

/** Model blocks (with their doc comments) by name, whitespace-normalised; generator/datasource left out. */
function modelsOf(file: string): Map<string, string> {
  const text = fs.readFileSync(path.join(ROOT, file), "utf8");
  const models = new Map<string, string>();
  for (const match of text.matchAll(/((?:^\/\/\/.*\n)*)^(model|enum|view|type)\s+(\w+)\s*\{([^}]*)\}/gm)) {
    const [, docs = "", keyword, name = "", body = ""] = match;
    const lines = body.split("\n").map((l) => l.trim().replace(/\s+/g, " ")).filter(Boolean);
    models.set(`${keyword} ${name}`, [docs.trim(), ...lines].join("\n"));
  }
  return models;
}

describe("schema files", () => {
  const sqlite = modelsOf("prisma/schema.prisma");
  const postgres = modelsOf("prisma/postgres/schema.prisma");

  it("declare the same models", () => {
    expect([...postgres.keys()].sort()).toEqual([...sqlite.keys()].sort());
    expect(sqlite.size).toBeGreaterThanOrEqual(8);
  });

  it("declare each model identically (fields, attributes, docs)", () => {
    for (const [name, body] of sqlite) expect(postgres.get(name), name).toBe(body);
  });

  it("map every model to a snake_case table", () => {
    for (const [name, body] of sqlite) {
      if (!name.startsWith("model ")) continue;
      expect(body, name).toMatch(/@@map\("[a-z][a-z0-9_]*"\)/);
    }
  });
});
