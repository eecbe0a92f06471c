/**
 * The light half of the one name rule (lib/games/common/names.ts): how a name is shown and its
 * identity. No tables of look-alike characters here, so client code (the play page) can compare
 * names without loading them: import `nameKey` from here in anything a page bundles.
 */

/** A name as shown: trimmed, inner white space collapsed to one space. */
export const displayName = (name: string): string => name.replace(/[\s\u00a0\u2000-\u200b\u202f\u205f\u3000\ufeff]+/g, " ").trim();

/**
 * The identity of a name: display form without invisible characters (format characters such as
 * the zero-width joiner, and every other default-ignorable code point: variation selectors, the
 * Hangul fillers …), lower-cased. "Ann" and "An\u200dn" have one key (the second is refused by
 * the rule anyway; older stored names keep working).
 */
export const nameKey = (name: string): string => displayName(name).replace(/[\p{Cf}\p{Default_Ignorable_Code_Point}]/gu, "").toLocaleLowerCase("en");
