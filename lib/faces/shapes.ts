/**
 * The shapes the card faces are drawn with: our own simple designs, each in a 20 × 20 box centred
 * on 0,0 (x and y from −10 to 10), as SVG markup without a fill (the face sets it on a group).
 * `P` (the paper colour) punches details out of a filled shape.
 */
import { PAPER } from "./palette";

const P = PAPER;
const path = (d: string) => `<path d="${d}"/>`;
const cut = (d: string) => `<path fill="${P}" d="${d}"/>`;
const ring = (cx: number, cy: number, r: number, w = 2.2) => `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="currentColor" stroke-width="${w}"/>`;
const line = (d: string, w = 2.2) => `<path d="${d}" fill="none" stroke="currentColor" stroke-width="${w}" stroke-linecap="round"/>`;

/** Tarot suits: a budding wand, a goblet, an upright sword, a pentacle disc; the Stars' eight-point star. */
export const TAROT_SUIT: Record<string, string> = {
  W: path("M-3 9.8L-2.2-7.2A2.2 2.2 0 0 1 2.2-7.2L3 9.8Z") + path("M-1.6-3C-4-6.8-7.6-7.4-9.8-5.8-7.6-2.6-4.6-1.6-1.6-3Z") + path("M1.6 1.6C4-2.2 7.6-2.8 9.8-1.2 7.6 2 4.6 3 1.6 1.6Z") + `<circle cx="0" cy="-8" r="2.4"/>`,
  C: path("M-8.2-9H8.2C8.2-1.6 4.6 1.8 1.4 2.4V6.2C3.8 6.6 6.4 7.8 7 9.8H-7C-6.4 7.8-3.8 6.6-1.4 6.2V2.4C-4.6 1.8-8.2-1.6-8.2-9Z"),
  S: path("M0-10.6L3-6.2V2.8H-3V-6.2Z") + path("M-7.6 2.6H7.6V5.4H-7.6Z") + path("M-1.8 5.4H1.8V8.4H-1.8Z") + `<circle cx="0" cy="9" r="2"/>`,
  P: `<circle r="9.6"/>` + cut("M0-6.6L1.6-2.2L6.3-2L2.6.8L3.9 5.3L0 2.7L-3.9 5.3L-2.6.8L-6.3-2L-1.6-2.2Z"),
  T: path("M0-10L1.6-3.9L7.1-7.1L3.9-1.6L10 0L3.9 1.6L7.1 7.1L1.6 3.9L0 10L-1.6 3.9L-7.1 7.1L-3.9 1.6L-10 0L-3.9-1.6L-7.1-7.1L-1.6-3.9Z"),
};

/** Playing-card suits by tarot code letter: C Hearts, P Diamonds, S Spades, W Clubs. */
export const PLAYING_SUIT: Record<string, string> = {
  C: path("M0 9.4C-4.2 5.8-10 1.6-10-3.6-10-7.6-7.2-9.6-4.7-9.6-2.7-9.6-.9-8.3 0-6.4.9-8.3 2.7-9.6 4.7-9.6 7.2-9.6 10-7.6 10-3.6 10 1.6 4.2 5.8 0 9.4Z"),
  P: path("M0-10L7.6 0L0 10L-7.6 0Z"),
  S: path("M0-10C-4.2-6.4-10-2.6-10 1.9-10 5.4-7.6 7.1-5.1 7.1-3.3 7.1-1.7 6.3-.8 4.9-1 7-2.3 8.8-4.2 10H4.2C2.3 8.8 1 7 .8 4.9 1.7 6.3 3.3 7.1 5.1 7.1 7.6 7.1 10 5.4 10 1.9 10-2.6 4.2-6.4 0-10Z"),
  W: `<circle cx="0" cy="-5" r="4.5"/><circle cx="-5.2" cy="2.2" r="4.5"/><circle cx="5.2" cy="2.2" r="4.5"/>` + path("M-1.2 0H1.2L2.6 9.8H-2.6Z"),
};

/** Fortune Tenners symbols: A triangle, B disc, C square, D diamond (the letter sits inside). */
export const TENNERS_SYMBOL: Record<string, string> = {
  A: path("M0-9.8L9.8 8.6H-9.8Z"),
  B: `<circle r="9.6"/>`,
  C: path("M-8.6-8.6H8.6V8.6H-8.6Z"),
  D: path("M0-10.4L10.4 0L0 10.4L-10.4 0Z"),
};

/** A Black Ribbon (Jester): a bow with two tails. A Gothic Knot (Wizard): three interlaced rings. */
export const RIBBON = path("M0-1C-2.6-6.8-9.6-8.6-9.4-2.6-9.2 1.8-3.6 1.6 0-1 3.6 1.6 9.2 1.8 9.4-2.6 9.6-8.6 2.6-6.8 0-1Z") + path("M-1.4 0L-6 9.6-3.4 8.4-1.8 10 .6.4Z") + path("M1.4 0L6 9.6 3.4 8.4 1.8 10-.6.4Z") + `<circle cx="0" cy="-1" r="2"/>`;
export const KNOT = ring(0, -3.6, 5.2) + ring(-3.6, 2.6, 5.2) + ring(3.6, 2.6, 5.2);

/** One emblem per court rank, 11 to 14: a pennant, a shield, a tiara, a crown. */
export const COURT: Record<number, string> = {
  11: path("M-6.4 10V-10H-4.4V10Z") + path("M-4.4-10L8.4-5.4-4.4-.8Z"),
  12: path("M-8-9.4H8V-1C8 5 4 8.6 0 10.2-4 8.6-8 5-8-1Z") + cut("M-5-4.4L0 1 5-4.4V-1L0 4.4-5-1Z"),
  13: path("M-9 8H9V4.2C6 4 4.2 .2 4.4-4.6 2.4-1.6-2.4-1.6-4.4-4.6-4.2.2-6 4-9 4.2Z") + `<circle cx="0" cy="-6.8" r="2.4"/><circle cx="-4.6" cy="-7.4" r="1.6"/><circle cx="4.6" cy="-7.4" r="1.6"/>`,
  14: path("M-9 9H9V4.6H-9Z") + path("M-9 3.6L-9-6.6-4.4-1.4 0-10 4.4-1.4 9-6.6V3.6Z"),
};

/** One emblem for each of the 22 Stars (Major Arcana), by number. */
export const MAJOR: readonly string[] = [
  /* 0 the Fool: an open circle and a step */ ring(0, 1, 7.4) + `<circle cx="6.6" cy="-7.2" r="2.4"/>`,
  /* 1 the Magician: the lemniscate */ line("M0 0C-2.6-4.8-9-4.8-9 0-9 4.8-2.6 4.8 0 0 2.6-4.8 9-4.8 9 0 9 4.8 2.6 4.8 0 0Z"),
  /* 2 the High Priestess: two pillars and the moon */ path("M-9-9H-5.2V9H-9Z") + path("M5.2-9H9V9H5.2Z") + path("M1.6-5.2A4 4 0 1 0 1.6 3.2 3.2 3.2 0 1 1 1.6-5.2Z"),
  /* 3 the Empress: the mirror of Venus */ ring(0, -3.6, 5.6) + line("M0 2V10M-4 6.2H4"),
  /* 4 the Emperor: the throne, a squared stone */ path("M-8.4-8.4H8.4V8.4H-8.4Z") + cut("M-4.6-4.6H4.6V4.6H-4.6Z") + path("M-2-2H2V2H-2Z"),
  /* 5 the Hierophant: the triple cross */ path("M-1.1-10H1.1V10H-1.1Z") + path("M-3.4-7H3.4V-5.2H-3.4Z") + path("M-5.6-2.6H5.6V-.8H-5.6Z") + path("M-7.8 1.8H7.8V3.6H-7.8Z"),
  /* 6 the Lovers: two rings joined */ ring(-3.6, 0, 5.6) + ring(3.6, 0, 5.6),
  /* 7 the Chariot: the car on two wheels */ path("M-8.6-7.4H8.6V2H-8.6Z") + cut("M-5.8-4.6H5.8V-.8H-5.8Z") + `<circle cx="-5" cy="5.8" r="3.4"/><circle cx="5" cy="5.8" r="3.4"/>`,
  /* 8 Strength: the mountain */ path("M-10 8.6L-3.6-6.4 0-.8 3.6-9 10 8.6Z"),
  /* 9 the Hermit: the lantern */ path("M-1.2-10H1.2V-7.6H-1.2Z") + path("M-5.4-7.6H5.4L4-5H-4Z") + path("M-4.4-4.2H4.4V6.8H-4.4Z") + cut("M0-2.4L1.6 1 0 4.6-1.6 1Z") + path("M-5.6 7.4H5.6V9.4H-5.6Z"),
  /* 10 the Wheel: eight spokes */ ring(0, 0, 8.4) + line("M0-8.4V8.4M-8.4 0H8.4M-6 -6L6 6M6-6L-6 6", 1.6),
  /* 11 Justice: the scales */ path("M-1-9H1V8H-1Z") + path("M-6 9.4H6V7.6H-6Z") + line("M-8-6H8", 1.8) + path("M-10.2 0A2.6 2.6 0 0 0-5.8 0Z") + path("M5.8 0A2.6 2.6 0 0 0 10.2 0Z") + line("M-8-6L-9.4 0M-8-6-6.6 0M8-6 6.6 0M8-6 9.4 0", 0.9),
  /* 12 the Hanged Man: the tau and the fallen triangle */ path("M-8.6-9.6H8.6V-6.8H1.4V-1H-1.4V-6.8H-8.6Z") + path("M-5.4 1.2H5.4L0 9.8Z"),
  /* 13 Death: the scythe */ line("M-6.4 9.6L4.4-8.8", 2.2) + path("M4.8-9.4C-1.4-11.8-8.8-8.6-10-1.2-6-6-1.2-7.2 3.8-6.2Z"),
  /* 14 Temperance: the hourglass */ path("M-7-9.4H7V-7.8L1.2 0 7 7.8V9.4H-7V7.8L-1.2 0-7-7.8Z") + cut("M-4.2-6.6H4.2L0-1.4Z"),
  /* 15 the Devil: the horns */ path("M-8.6-9.6C-10.4-3-6.6 1.6-1.8 1.6-5.4.2-7.8-4.2-8.6-9.6Z") + path("M8.6-9.6C10.4-3 6.6 1.6 1.8 1.6 5.4.2 7.8-4.2 8.6-9.6Z") + `<circle cx="0" cy="5.6" r="4.2"/>`,
  /* 16 the Tower: the tower and the bolt */ path("M-6.4 10V-6H-7.4V-10H-4.6V-8H-2V-10H2V-8H4.6V-10H7.4V-6H6.4V10Z") + cut("M1.6-5.4L-2.4.8H.4L-1.8 7.4 3 -.4H.2Z"),
  /* 17 the Star: a great star and two small */ path("M-1-10L.6-4.2 6-7.2 2.8-2 8.6-.6 2.8 1 6 6.2.6 3.2-1 9-2.6 3.2-8 6.2-4.8 1-10.6-.6-4.8-2-8-7.2-2.6-4.2Z") + `<circle cx="7.4" cy="8.2" r="1.6"/><circle cx="-8.4" cy="-8.6" r="1.4"/>`,
  /* 18 the Moon: the crescent */ path("M3-9.5A10 10 0 1 0 3 9.5 12 12 0 0 1 3-9.5Z"),
  /* 19 the Sun: the disc with rays */ path("M0-10L1.8-6.8 5-8.7 4.9-4.9 8.7-5 6.8-1.8 10 0 6.8 1.8 8.7 5 4.9 4.9 5 8.7 1.8 6.8 0 10-1.8 6.8-5 8.7-4.9 4.9-8.7 5-6.8 1.8-10 0-6.8-1.8-8.7-5-4.9-4.9-5-8.7-1.8-6.8Z") + cut("M0-4.6A4.6 4.6 0 1 1 0 4.6 4.6 4.6 0 1 1 0-4.6Z"),
  /* 20 Judgement: the trumpet */ path("M-10-1.6H1.4L9.4-7.6V7.6L1.4 1.6H-10Z") + path("M-10-3.2H-8V3.2H-10Z"),
  /* 21 the World: the wreath and the four corners */ `<ellipse rx="5.4" ry="8.2" fill="none" stroke="currentColor" stroke-width="2.4"/>` + `<circle cx="-8.4" cy="-8.4" r="1.6"/><circle cx="8.4" cy="-8.4" r="1.6"/><circle cx="-8.4" cy="8.4" r="1.6"/><circle cx="8.4" cy="8.4" r="1.6"/>`,
];
