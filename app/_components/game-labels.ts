/** Display names of the game kinds stored in Game.kind. Unknown kinds show as stored. */
const GAME_KIND_NAMES: Record<string, string> = {
  fortunes: "Fortunes",
  "fortey-one": "Fortey-One",
  "fortune-tenners": "Fortune Tenners",
  fortuno: "Fortuno",
};

export function gameKindName(kind: string): string {
  return GAME_KIND_NAMES[kind] ?? kind;
}

const STATUS_NAMES: Record<string, string> = { active: "In play", finished: "Finished", abandoned: "Abandoned" };

export function gameStatusName(status: string): string {
  return STATUS_NAMES[status] ?? status;
}

/** Same text on server and client: fixed locale and UTC. */
export function shortDate(date: Date): string {
  return new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" }).format(date);
}
