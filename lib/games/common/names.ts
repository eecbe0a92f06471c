/**
 * The one rule for player names, shared by set-up, import, records and every game: trimmed,
 * inner runs of white space (no-break spaces included) made one space, no control characters
 * (nor bidirectional controls or lone UTF-16 surrogates), 1 to 40 characters. Two names are the same player when their keys match (case, spacing
 * and invisible format characters such as the zero-width joiner ignored).
 */
import { err, ok, type Result } from "../../result";

export const MAX_NAME_LENGTH = 40;

/** A name as shown: trimmed, inner white space collapsed to one space. */
export const displayName = (name: string): string => name.replace(/[\s\u00a0\u2000-\u200b\u202f\u205f\u3000\ufeff]+/g, " ").trim();

/**
 * The identity of a name: display form without invisible format characters (zero-width joiner
 * and non-joiner, word joiner, soft hyphen …: "Ann" and "An\u200dn" are one player), lower-cased.
 */
export const nameKey = (name: string): string => displayName(name).replace(/\p{Cf}/gu, "").toLocaleLowerCase("en");

// Control characters, line/paragraph separators and the invisible bidirectional controls (which
// can make a name read as another).
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
/** Half of a UTF-16 pair on its own: not text (a database would store it as U+FFFD or refuse it). */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Checks one name and returns it as shown. */
export function checkName(raw: unknown): Result<string> {
  if (typeof raw !== "string" || LONE_SURROGATE.test(raw)) return err("name/invalid", "A player's name must be text.");
  // Tabs and line breaks are white space to collapse; other control characters are refused.
  if (CONTROL.test(raw.replace(/[\t\n\r]/g, " "))) return err("name/control", "A name cannot contain control characters.");
  const name = displayName(raw);
  if (!name) return err("name/empty", "Every player needs a name.");
  if ([...name].length > MAX_NAME_LENGTH) return err("name/too-long", `Names are at most ${MAX_NAME_LENGTH} characters ("${[...name].slice(0, 12).join("")}…" is longer).`);
  return ok(name);
}

/** Checks a list of names: each valid, all different (by key). */
export function checkNames(raw: readonly unknown[]): Result<string[]> {
  const names: string[] = [];
  const seen = new Map<string, string>();
  for (const r of raw) {
    const c = checkName(r);
    if (!c.ok) return c;
    const key = nameKey(c.value);
    const other = seen.get(key);
    if (other !== undefined) return err("name/duplicate", `"${other}" and "${c.value}" are the same name: every player needs a different one.`);
    seen.set(key, c.value);
    names.push(c.value);
  }
  return ok(names);
}
