import { describe, expect, it } from "vitest";
import { checkNames, nameKey } from "./names";

describe("one name rule: invisible format characters do not make another player", () => {
  it("names differing by a zero-width joiner, non-joiner, word joiner or soft hyphen are one player", () => {
    for (const sneaky of ["An\u200dn", "Ann\u200c", "\u2060Ann", "An\u00adn"]) {
      expect(nameKey(sneaky)).toBe(nameKey("Ann"));
      const r = checkNames(["Ann", sneaky, "Cat", "Dan"]);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.id).toBe("name/duplicate");
    }
    expect(checkNames(["Ann", "Ben", "Cat", "Dan"]).ok).toBe(true);
  });
});
