/**
 * What a JSON body may not hold even when it parses: NUL characters (PostgreSQL text and jsonb
 * refuse them), halves of UTF-16 pairs on their own (jsonb refuses them, other columns would store
 * U+FFFD), and nesting deeper than anything the API reads (deep arrays make JSON.stringify and
 * schema checks recurse until the stack runs out). One pass over the text, no allocation.
 */
export const MAX_JSON_DEPTH = 64;

export type JsonTextCheck = { ok: true } | { ok: false; id: "request/nul" | "request/surrogate" | "request/too-deep"; error: string };

const NUL = { ok: false, id: "request/nul", error: "The request holds a NUL character, which no field may contain." } as const;
const SURROGATE = { ok: false, id: "request/surrogate", error: "The request holds half of a UTF-16 surrogate pair, which is not text." } as const;
const deep = (max: number) => ({ ok: false as const, id: "request/too-deep" as const, error: `The request nests arrays and objects more than ${max} deep.` });

const hex4 = (text: string, at: number) => (/^[0-9a-fA-F]{4}$/.test(text.slice(at, at + 4)) ? parseInt(text.slice(at, at + 4), 16) : -1);

export function checkJsonText(text: string, maxDepth = MAX_JSON_DEPTH): JsonTextCheck {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0) return NUL;
    if (c >= 0xd800 && c <= 0xdfff) {
      // Raw surrogates: only a high one followed by a low one.
      const next = text.charCodeAt(i + 1);
      if (c <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
        i++;
        continue;
      }
      return SURROGATE;
    }
    if (inString) {
      if (c === 0x22) inString = false;
      else if (c === 0x5c) {
        if (text.charCodeAt(i + 1) !== 0x75) {
          i++;
          continue;
        }
        const v = hex4(text, i + 2);
        if (v === 0) return NUL;
        if (v >= 0xdc00 && v <= 0xdfff) return SURROGATE;
        if (v >= 0xd800 && v <= 0xdbff) {
          const lo = text.charCodeAt(i + 6) === 0x5c && text.charCodeAt(i + 7) === 0x75 ? hex4(text, i + 8) : -1;
          if (!(lo >= 0xdc00 && lo <= 0xdfff)) return SURROGATE;
          i += 11;
          continue;
        }
        i += 5;
      }
      continue;
    }
    if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > maxDepth) return deep(maxDepth);
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return { ok: true };
}
