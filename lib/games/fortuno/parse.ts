/** Fortuno cards from typed words in the table's style (Thoth or Rider-Waite-Smith). */
import { parseCard } from "../../cards/parse";
import type { CardCode } from "../../cards";

/**
 * A code from typed words in a style. Thoth tables may call Adjustment "Justice" and Lust
 * "Strength" (the same cards in Thoth's numbering: VIII and XI); Rider-Waite-Smith prints
 * Strength at VIII and Justice at XI, which the common parser already reads.
 */
const THOTH_ALIASES: Record<string, CardCode> = { justice: "T08", strength: "T11", fortitude: "T11" };
export function parseFortunoCard(text: string, style = "thoth"): CardCode | null {
  const key = String(text ?? "").toLowerCase().replace(/\s+/g, " ").trim();
  if (style !== "rws" && THOTH_ALIASES[key]) return THOTH_ALIASES[key];
  const r = parseCard(text, { style: style === "rws" ? "rws" : "thoth" });
  return r.ok ? r.value : null;
}

