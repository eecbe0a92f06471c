/**
 * The Fortunes spread, exactly as the seed's Divination tables give it: zones, positions
 * (the seed's "Court" column), meanings, astronomical correspondences and spheres.
 */
export type ZoneName = "The Man" | "The Clan" | "The Future" | "The Realm" | "The Universe" | "The Fate";
export type LayoutName = "simple" | "broader" | "fate";
export type Owner = "reader" | "partner";

export interface Position {
  /** Stable id, e.g. "man-1", "universe-4", "fate-reader-10". */
  id: string;
  zone: ZoneName;
  owner: Owner;
  /** The owner's trick number (1-based, in order of winning) that lands here. */
  index: number;
  /** The position's name (the seed's "Court" column; for The Future and The Fate, its meaning). */
  position: string;
  meaning: string;
  correspondence: string | null;
  sphere: string | null;
  /** Layouts in which this position is used. */
  layouts: readonly LayoutName[];
}

export interface Zone {
  name: ZoneName;
  owner: Owner | "shared";
  /** The seed's label: "player's Zone 1" etc. */
  label: string;
  layouts: readonly LayoutName[];
}

const ALL: readonly LayoutName[] = ["simple", "broader", "fate"];
const BROAD: readonly LayoutName[] = ["broader", "fate"];
const FATE: readonly LayoutName[] = ["fate"];

export const ZONES: readonly Zone[] = [
  { name: "The Man", owner: "reader", label: "player's Zone 1", layouts: ALL },
  { name: "The Clan", owner: "reader", label: "player's Zone 2", layouts: ALL },
  { name: "The Future", owner: "partner", label: "partner's Zone 1", layouts: ["simple"] },
  { name: "The Universe", owner: "partner", label: "partner's Zone 1", layouts: BROAD },
  { name: "The Realm", owner: "partner", label: "partner's Zone 2", layouts: BROAD },
  { name: "The Fate", owner: "shared", label: "the table's central zone", layouts: FATE },
];

const p = (
  id: string, zone: ZoneName, owner: Owner, index: number, position: string, meaning: string,
  correspondence: string | null, sphere: string | null, layouts: readonly LayoutName[],
): Position => ({ id, zone, owner, index, position, meaning, correspondence, sphere, layouts });

export const POSITIONS: readonly Position[] = [
  p("man-1", "The Man", "reader", 1, "The Self", "Root, Origin", "The World", "10", ALL),
  p("man-2", "The Man", "reader", 2, "The Astral/Aether or Collective Unconscious", "Reflection & Imagination", "Moon", "9", ALL),
  p("man-3", "The Man", "reader", 3, "The House of Magic", "Intellect and Logic: Structure", "Mercury (Nabal)", "8", ALL),
  p("man-4", "The Man", "reader", 4, "The House of Illusion (Time)", "Creativity and Sensitivity: Anarchy", "Venus (Ista)", "7", ALL),
  p("clan-5", "The Clan", "reader", 5, "The House of Consciousness", "Center and Balance: Devotion", "Sun", "6", ALL),
  p("clan-6", "The Clan", "reader", 6, "The House of War", "Movement and Change: Destruction", "Mars (Neuru)", "5", ALL),
  p("clan-7", "The Clan", "reader", 7, "The House of Peace", "Stability and Expansion: Manifestation", "Jupiter (Zenos)", "4", ALL),
  p("future-1", "The Future", "partner", 1, "Hopes", "Hopes", null, null, ["simple"]),
  p("future-2", "The Future", "partner", 2, "Fears", "Fears", null, null, ["simple"]),
  p("future-3", "The Future", "partner", 3, "Enemies", "Enemies", null, null, ["simple"]),
  p("future-4", "The Future", "partner", 4, "Allies", "Allies", null, null, ["simple"]),
  p("universe-1", "The Universe", "partner", 1, "The House of Peace", "Return to Balance: Union", "The Sphinx", "fire", BROAD),
  p("universe-2", "The Universe", "partner", 2, "Tír inna n-Óc", "Heroism and Ethics: Success", "The Man (Water-Bearer)", "water", BROAD),
  p("universe-3", "The Universe", "partner", 3, "The Grey Realms", "Inaction and Forgetfulness: Failure", "The Eagle", "air", BROAD),
  p("universe-4", "The Universe", "partner", 4, "The Abyss", "Violation of Universal Law: Separation", "The Bull", "earth", BROAD),
  p("realm-5", "The Realm", "partner", 5, "The Center", "The Eternal", null, "1", BROAD),
  p("realm-6", "The Realm", "partner", 6, "The Father's House", "Raw Power, Male Force: Creation", null, "2", BROAD),
  p("realm-7", "The Realm", "partner", 7, "The Shrine of the Goddess", "Understanding, Female Force: Conception", "Saturn (no corresponding planet)", "3", BROAD),
  p("fate-reader-8", "The Fate", "reader", 8, "The Gift (given)", "The Gift (given)", null, null, FATE),
  p("fate-reader-9", "The Fate", "reader", 9, "Shared Fate", "Shared Fate", null, null, FATE),
  p("fate-partner-8", "The Fate", "partner", 8, "The Gift (received)", "The Gift (received)", null, null, FATE),
  p("fate-reader-10", "The Fate", "reader", 10, "Outcome 1 / Trap avoided 2", "Outcome 1 / Trap avoided 2", null, null, FATE),
  p("fate-partner-10", "The Fate", "partner", 10, "Outcome 2 / Trap avoided 1", "Outcome 2 / Trap avoided 1", null, null, FATE),
];

/** The position a won trick takes in a layout, or null when it lies beyond the layout. */
export function positionFor(layout: LayoutName, owner: Owner, index: number): Position | null {
  return PLACES[layout][owner][index] ?? null;
}

const PLACES: Record<LayoutName, Record<Owner, (Position | undefined)[]>> = {
  simple: { reader: [], partner: [] },
  broader: { reader: [], partner: [] },
  fate: { reader: [], partner: [] },
};
for (const pos of POSITIONS) for (const layout of pos.layouts) PLACES[layout][pos.owner][pos.index] = pos;

/**
 * Layout by the team's trick counts: `fate` when the team won more than 14 tricks; `simple`
 * when the reader won at most 7 and the partner at most 4; otherwise `broader`.
 */
export function layoutFor(readerTricks: number, partnerTricks: number): LayoutName {
  if (readerTricks + partnerTricks > 14) return "fate";
  if (readerTricks <= 7 && partnerTricks <= 4) return "simple";
  return "broader";
}

/** The spread seen from the reader's seat: zones from across the table (the partner) down to the reader. */
export const SPREAD_ROWS: Readonly<Record<LayoutName, readonly ZoneName[]>> = {
  simple: ["The Future", "The Clan", "The Man"],
  broader: ["The Universe", "The Realm", "The Clan", "The Man"],
  fate: ["The Universe", "The Realm", "The Fate", "The Clan", "The Man"],
};

/** A zone's positions in a layout, left to right as the reader sees them. */
export function positionsIn(layout: LayoutName, zone: ZoneName): Position[] {
  const list = POSITIONS.filter((p) => p.zone === zone && p.layouts.includes(layout));
  // Partner's zones face the reader from across the table: the seed lists them highest first.
  return zone === "The Universe" || zone === "The Realm" ? [...list].reverse() : list;
}
