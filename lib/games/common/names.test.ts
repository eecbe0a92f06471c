import { describe, expect, it } from "vitest";
import { checkAmong, checkName, checkNames, looksLike, nameKey } from "./names";

const refused = (raw: unknown) => {
  const r = checkName(raw);
  return r.ok ? null : r.error.id;
};

describe("one name rule: invisible format characters do not make another player", () => {
  it("invisible characters never make a second Ann: refused outright, and ignored by the key", () => {
    for (const sneaky of ["An\u200dn", "Ann\u200c", "\u2060Ann", "An\u00adn", "Ann\ufe0f", "A\u034fnn"]) {
      expect(nameKey(sneaky)).toBe(nameKey("Ann"));
      expect(refused(sneaky), JSON.stringify(sneaky)).toBe("name/invisible");
      expect(checkNames(["Ann", sneaky, "Cat", "Dan"]).ok).toBe(false);
    }
    expect(checkNames(["Ann", "Ben", "Cat", "Dan"]).ok).toBe(true);
  });
});

describe("one name rule, strict where it matters (issue 28)", () => {
  it("refuses bidi marks and controls, blank-looking and empty names, with the character named", () => {
    expect(refused("Ann\u061c")).toBe("name/bidi");
    for (const c of ["\u200e", "\u200f", "\u202a", "\u202b", "\u202c", "\u202d", "\u202e", "\u2066", "\u2067", "\u2068", "\u2069"]) expect(refused(`An${c}n`)).toBe("name/bidi");
    const bidi = checkName("Ann\u061c");
    expect(!bidi.ok && bidi.error.message).toContain("U+061C");
    expect(refused("\u2060")).toBe("name/empty"); // its key would be empty
    expect(refused("\u3164")).toBe("name/empty"); // Hangul filler: looks blank
    for (const blank of ["\u115f", "\u1160", "\uffa0", "\u2800", "\u200b", "\ufeff", " \u3164 ", "\u00ad"]) expect(refused(blank), JSON.stringify(blank)).toBe("name/empty");
    expect(refused("Ann\u3164")).toBe("name/blank");
    expect(refused("Ann\u2800Lee")).toBe("name/blank");
    for (const cf of ["\u2061", "\u2062", "\u2063", "\u2064", "\u180e", "\u0600", "\ufff9", "\u{e0001}"]) expect(refused(`An${cf}n`), cf.codePointAt(0)!.toString(16)).not.toBeNull();
    expect(refused("")).toBe("name/empty");
    expect(refused("bad\u0001")).toBe("name/control");
    expect(refused("x".repeat(41))).toBe("name/too-long");
  });

  it("keeps what real names need: accents, other scripts with their joiners, emoji", () => {
    for (const good of ["Zoë", "José", "Łukasz", "Анна", "Ωμέγα", "王芳", "فاطمه\u200cزهرا", "क्\u200dष", "Ann 👩\u200d🚀", "Ben ❤\ufe0f", "Cat 👍🏽", "Dan 🏴\u{e0067}\u{e0062}\u{e0065}\u{e006e}\u{e0067}\u{e007f}", "O'Neil", "Anne-Marie"]) {
      expect(refused(good), JSON.stringify(good)).toBeNull();
    }
    expect(checkName("  Ann \t Lee ").ok && checkName("  Ann \t Lee ")).toEqual({ ok: true, value: "Ann Lee" });
  });

  it("refuses a name that looks like another at the table, naming the other", () => {
    const r = checkNames(["Ann", "\u0410nn", "Cat", "Dan"]); // Cyrillic А
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.id).toBe("name/lookalike");
      expect(r.error.message).toContain("'\u0410nn' looks like 'Ann'");
    }
    expect(looksLike("\u0412en", "Ben")).toBe(true); // Cyrillic В
    expect(looksLike("\uff2aoe", "Joe")).toBe(true); // fullwidth Ｊ
    expect(looksLike("Ann", "ann")).toBe(false); // the same player, not a look-alike
    expect(looksLike("Zoë", "Zoe")).toBe(false); // the accent shows
    expect(looksLike("Ian", "Lan")).toBe(false);
    expect(checkNames(["Ann", "Ben", "Zoë", "Zoe"]).ok).toBe(true);
  });

  it("checks new names against a circle's players: the same key is that player, a look-alike is refused", () => {
    expect(checkAmong(["Ann", "Eve"], ["Ann", "Ben"]).ok).toBe(true);
    expect(checkAmong(["ANN"], ["Ann"]).ok).toBe(true);
    const r = checkAmong(["\u0410nn"], ["Ben", "Ann"]);
    expect(!r.ok && r.error.message).toMatch(/^'\u0410nn' looks like 'Ann'/);
  });
});
