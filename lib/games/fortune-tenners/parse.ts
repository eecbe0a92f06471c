/** Fortune Tenners cards from what a person types ("a7", "7 of A", "r2", "Seven of Wands"). */
import { toCardCode } from "../../cards/parse";
import { DEFAULT_TAROT_RIBBONS, WIZARD_COLOURS, isSymbol, tarotToTenners, type TennersCode } from "./deck";

const pad = (n: number) => String(n).padStart(2, "0");

// ---------------------------------------------------------------------------------------------
// Parsing

const RIBBON_WORDS = new Set(["r", "ribbon", "ribbons", "black ribbon", "blackribbon", "br", "jester", "jesters", "j", "jest"]);
const KNOT_WORDS = new Set(["k", "knot", "knots", "gothic knot", "gothicknot", "gk", "wizard", "wizards", "w", "wiz"]);
const NUMBER_WORDS: Record<string, number> = {
  ace: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, thirteen: 13,
};

function numberWord(w: string): number | undefined {
  if (/^\d{1,2}$/.test(w)) return Number(w);
  return NUMBER_WORDS[w];
}

function numberCard(sym: string, n: number | undefined): TennersCode | null {
  if (n === undefined || !Number.isInteger(n) || n < 1 || n > 13) return null;
  const s = sym.toUpperCase();
  return isSymbol(s) ? `${s}${pad(n)}` : null;
}

function special(word: string, n: number | undefined): TennersCode | null {
  if (n === undefined || n < 1 || n > 4) return null;
  if (RIBBON_WORDS.has(word)) return `R${n}`;
  if (KNOT_WORDS.has(word)) return `K${n}`;
  return null;
}

/**
 * A Tenners code from what a person might type: codes in any case ("a7", "A07", "r2", "K3"),
 * names in every style ("7 of A", "Black Ribbon 2", "Gothic Knot 3", "Jester 1", "Wizard 2").
 * In the tarot style also tarot names and codes ("Seven of Wands", "King of Cups", "The Fool",
 * "W07", "S14"), mapped through the table's Ribbons. Tenners codes win where the two overlap
 * ("C07" is the Tenners card C07, not the Seven of Cups).
 */
export function parseTennersCard(input: string, style: string = "tenners", ribbons: readonly string[] = DEFAULT_TAROT_RIBBONS): TennersCode | null {
  const text = String(input ?? "")
    .toLowerCase()
    .replace(/[^a-z0-9 ]+/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    // A Wizard deck's colours are the symbols A–D ("7 of blue" is A07).
    .replace(/\b(blue|red|green|yellow)\b/g, (w) => "abcd"[WIZARD_COLOURS.findIndex((c) => c.toLowerCase() === w)]);
  if (!text) return null;
  let m = /^([abcd]) ?(\d{1,2})$/.exec(text);
  if (m) return numberCard(m[1], Number(m[2]));
  m = /^(\d{1,2}) ?([abcd])$/.exec(text);
  if (m) return numberCard(m[2], Number(m[1]));
  m = /^([rk]) ?(\d)$/.exec(text);
  if (m) return special(m[1], Number(m[2]));
  // "<number> of <symbol>", "<number> <symbol>", "<symbol> <number>"
  const words = text.split(" ").filter((w) => w !== "of" && w !== "the");
  if (words.length === 2) {
    const [a, b] = words;
    if (/^[abcd]$/.test(b) && numberWord(a) !== undefined) {
      const c = numberCard(b, numberWord(a));
      if (c) return c;
    }
    if (/^[abcd]$/.test(a) && numberWord(b) !== undefined) {
      const c = numberCard(a, numberWord(b));
      if (c) return c;
    }
  }
  // "Black Ribbon 2", "Gothic Knot 3", "Jester 1", "Wizard 4", "ribbon2"
  m = /^([a-z ]+?) ?(\d)$/.exec(text);
  if (m) {
    const c = special(m[1].trim(), Number(m[2]));
    if (c && (style !== "tarot" || !/^[wcsp]$/.test(m[1].trim()))) return c;
  }
  if (style === "tarot") {
    const tarot = toCardCode(input, { style: "rws" });
    if (tarot) return tarotToTenners(tarot, ribbons);
  }
  return null;
}

