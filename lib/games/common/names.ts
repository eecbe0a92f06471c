/**
 * The one rule for player names, shared by set-up, import, records, every game and renames
 * (docs/players.md "The name rule"):
 * - trimmed, inner runs of white space (no-break spaces included) made one space, 1 to 40 characters;
 * - no control characters, no bidirectional controls or marks (U+061C, U+200E/F, U+202A–E,
 *   U+2066–9), no invisible format characters (U+2060, U+00AD, U+200B … every Cf) except a joiner
 *   where a script or an emoji needs one, no variation selector except after an emoji or ideograph;
 * - not blank to the eye (U+3164, U+115F/U+1160, U+FFA0, the braille blank U+2800 …);
 * - two names are one player when their keys match (`nameKey`: case, spacing and invisible
 *   characters ignored), and a name that only LOOKS like another (`'Аnn'` with a Cyrillic А beside
 *   `'Ann'`) is refused: UTS #39 skeletons with Unicode's confusables data (the `unhomoglyph`
 *   package), compared as typed and lower-cased.
 *
 * `displayName` and `nameKey` live in ./name-key.ts (re-exported here), so pages can use them
 * without the confusables table (~100 KB).
 */
import unhomoglyph from "unhomoglyph";
import { err, ok, type Result } from "../../result";
import { displayName, nameKey } from "./name-key";

export { displayName, nameKey };

export const MAX_NAME_LENGTH = 40;

/** Half of a UTF-16 pair on its own: not text (a database would store it as U+FFFD or refuse it). */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\p{Cc}\u2028\u2029]/u;
const BIDI = /\p{Bidi_Control}/u;
/** Characters that draw nothing, or draw as a blank: Hangul fillers, the braille blank, and the like. */
const LOOKS_BLANK = /[\u115f\u1160\u3164\uffa0\u2800\u17b4\u17b5\u180e]/u;
const INVISIBLE = /[\p{Cf}\p{Default_Ignorable_Code_Point}]/u;
const WHITE = /[\s\u00a0\u2000-\u200b\u202f\u205f\u3000\ufeff]/u;
/** Letters and marks of scripts whose writing needs a zero-width joiner or non-joiner (not Latin, Greek, Cyrillic). */
const JOINING_LETTER = /^(?![\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}])[\p{L}\p{M}]$/u;
const EMOJI_PART = /^[\p{Extended_Pictographic}\p{Emoji_Modifier}\p{Emoji_Component}\ufe0f]$/u;
const IDEOGRAPH = /^[\p{Ideographic}\p{Script=Han}]$/u;

const hex = (c: string) => `U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}`;

/** Whether the invisible character at `i` of `chars` stands where writing needs it. */
function invisibleAllowed(chars: readonly string[], i: number): boolean {
  const c = chars[i]!;
  const prev = chars[i - 1] ?? "";
  const next = chars[i + 1] ?? "";
  if (c === "\u200d") return (EMOJI_PART.test(prev) && EMOJI_PART.test(next)) || (JOINING_LETTER.test(prev) && JOINING_LETTER.test(next));
  if (c === "\u200c") return JOINING_LETTER.test(prev) && JOINING_LETTER.test(next);
  if (c === "\ufe0e" || c === "\ufe0f") return /^\p{Emoji}$/u.test(prev);
  const cp = c.codePointAt(0)!;
  if ((cp >= 0xfe00 && cp <= 0xfe0d) || (cp >= 0xe0100 && cp <= 0xe01ef)) return IDEOGRAPH.test(prev);
  // Emoji tag sequences (the flags of England, Scotland, Wales): tags after the black flag.
  if (cp >= 0xe0020 && cp <= 0xe007f) return prev === "\u{1f3f4}" || (prev.codePointAt(0) ?? 0) >= 0xe0020 && (prev.codePointAt(0) ?? 0) <= 0xe007e;
  return false;
}

/** Checks one name and returns it as shown. */
export function checkName(raw: unknown): Result<string> {
  if (typeof raw !== "string" || LONE_SURROGATE.test(raw)) return err("name/invalid", "A player's name must be text.");
  // Tabs and line breaks are white space to collapse; other control characters are refused.
  const text = raw.replace(/[\t\n\r]/g, " ");
  if (CONTROL.test(text)) return err("name/control", "A name cannot contain control characters.");
  const bidi = text.match(BIDI);
  if (bidi) return err("name/bidi", `A name cannot contain direction marks or overrides (${hex(bidi[0])}): they can make it read as another name.`);
  const name = displayName(text);
  const chars = [...name];
  if (!chars.some((c) => !WHITE.test(c) && !INVISIBLE.test(c) && !LOOKS_BLANK.test(c))) {
    return err("name/empty", name ? "That name is blank to the eye: every player needs a name the others can read." : "Every player needs a name.");
  }
  const blank = chars.find((c) => LOOKS_BLANK.test(c));
  if (blank) return err("name/blank", `A name cannot contain characters that look blank (${hex(blank)}).`);
  const hidden = chars.findIndex((c, i) => INVISIBLE.test(c) && !invisibleAllowed(chars, i));
  if (hidden >= 0) return err("name/invisible", `A name cannot contain invisible characters (${hex(chars[hidden]!)}).`);
  if (chars.length > MAX_NAME_LENGTH) return err("name/too-long", `Names are at most ${MAX_NAME_LENGTH} characters ("${chars.slice(0, 12).join("")}…" is longer).`);
  return ok(name);
}

/**
 * The UTS #39 skeleton of a name: decomposed (NFD), default-ignorable code points removed, each
 * character replaced by its prototype from Unicode's confusables data (the `unhomoglyph` package),
 * decomposed again. Two names with one skeleton look alike.
 */
export function skeleton(name: string): string {
  return unhomoglyph(displayName(name).normalize("NFD").replace(/\p{Default_Ignorable_Code_Point}/gu, "")).normalize("NFD");
}

/** Whether two names that are not the same player look alike (as typed, or both lower-cased). */
export function looksLike(a: string, b: string): boolean {
  if (nameKey(a) === nameKey(b)) return false;
  return skeleton(a) === skeleton(b) || skeleton(a.toLocaleLowerCase("en")) === skeleton(b.toLocaleLowerCase("en"));
}

/** The first of `others` that `name` looks like without being the same player, or null. */
export function lookalikeOf(name: string, others: Iterable<string>): string | null {
  const key = nameKey(name);
  const shapes = [skeleton(name), skeleton(name.toLocaleLowerCase("en"))];
  for (const o of others) {
    if (nameKey(o) === key) continue;
    if (skeleton(o) === shapes[0] || skeleton(o.toLocaleLowerCase("en")) === shapes[1]) return o;
  }
  return null;
}

/** The refusal for a name that looks like another: "'Аnn' looks like 'Ann'. …". */
export const lookalikeError = (name: string, other: string, where = "Every player needs a name that looks different.") =>
  err("name/lookalike", `'${name}' looks like '${other}'. ${where}`, { name, other });

/** Checks a list of names (one table's): each valid, all different by key and to the eye. */
export function checkNames(raw: readonly unknown[]): Result<string[]> {
  const names: string[] = [];
  const seen = new Map<string, string>();
  for (const r of raw) {
    const c = checkName(r);
    if (!c.ok) return c;
    const key = nameKey(c.value);
    const other = seen.get(key);
    if (other !== undefined) return err("name/duplicate", `"${other}" and "${c.value}" are the same name: every player needs a different one.`);
    const like = lookalikeOf(c.value, names);
    if (like !== null) return lookalikeError(c.value, like);
    seen.set(key, c.value);
    names.push(c.value);
  }
  return ok(names);
}

/**
 * Checks names new to a circle against its players: a name with the key of one of them is that
 * player; one that only looks like one of them is refused, naming the other.
 */
export function checkAmong(names: readonly string[], known: readonly string[]): Result<string[]> {
  const keys = new Set(known.map(nameKey));
  for (const n of names) {
    if (keys.has(nameKey(n))) continue;
    const like = lookalikeOf(n, known);
    if (like !== null) return lookalikeError(n, like, `${like} plays here already: use that name, or one that looks different.`);
  }
  return ok([...names]);
}
