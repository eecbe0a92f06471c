/** Hand-computed golden records (test/fixtures/fortuno): each expected file says why in "_why". */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { foldActions } from "../fold";
import { fortunoModule as m } from "./module";
import type { FortunoAction, FortunoState } from "./types";

const DIR = join(__dirname, "../../../test/fixtures/fortuno");
const names = readdirSync(DIR).filter((f) => f.endsWith(".json") && !f.endsWith(".expected.json"));

describe("golden records (hand-computed: each expected file says why in _why)", () => {
  it("there are some", () => expect(names.length).toBeGreaterThanOrEqual(3));
  for (const file of names) {
    it(file, () => {
      const record = JSON.parse(readFileSync(join(DIR, file), "utf8"));
      const { _why, ...expected } = JSON.parse(readFileSync(join(DIR, file.replace(/\.json$/, ".expected.json")), "utf8"));
      expect(_why).toBeTruthy();
      const r = m.recordToActions(record);
      if (!r.ok) throw new Error(r.error.message);
      const s = foldActions<FortunoState, FortunoAction>(m, r.value.setup, r.value.actions);
      if (!s.ok) throw new Error(s.error.message);
      const got = m.result(s.value);
      // Violation messages are prose: compare event, player and rule.
      expect(got.deals.map((d) => d.violations.map(({ message: _m, ...v }) => v))).toEqual(expected.deals.map((d: { violations: unknown[] }) => d.violations));
      const strip = (x: { deals: { violations: unknown }[] }) => ({ ...x, deals: x.deals.map((d) => ({ ...d, violations: null })) });
      expect(strip(got)).toEqual(strip(expected));
    });
  }
});
