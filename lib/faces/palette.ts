/**
 * The inks of the card faces, one per suit, chosen so that every pair stays apart (CIEDE2000 ≥ 20)
 * for normal vision and under simulated protanopia, deuteranopia and tritanopia, and each is dark
 * enough on the paper (contrast ≥ 4.5:1) to print and to carry small text. Each suit also has its
 * own shape, so colour is never the only cue (lib/faces/palette.test.ts checks both).
 *
 * By tarot code letter; the 52 playing cards use the same letters (a four-colour deck: Hearts red,
 * Diamonds blue, Clubs green, Spades black) and the Tenners symbols A–D those of W, C, S, P.
 */
export const PAPER = "#fffdf7";
/** Text and outlines that are not a suit's. */
export const INK = "#1c1917";
export const EDGE = "#78716c";

export const SUIT_INK: Readonly<Record<"W" | "C" | "S" | "P" | "T", string>> = {
  W: "#008068", // Wands / Clubs: green
  C: "#c00000", // Cups / Hearts: red
  S: "#1c1917", // Swords / Spades: black
  P: "#102880", // Pentacles / Diamonds: deep blue
  T: "#8840f8", // Stars (Major Arcana): violet
};

/** Tenners symbols share the tarot suits' inks (A = Wands … D = Pentacles); Ribbons are black, Knots violet. */
export const TENNERS_INK: Readonly<Record<string, string>> = {
  A: SUIT_INK.W, B: SUIT_INK.C, C: SUIT_INK.S, D: SUIT_INK.P, R: SUIT_INK.S, K: SUIT_INK.T,
};
