import { gameModule } from "@/lib/games/registry";

/** The display name of a game kind stored in Game.kind (its module's label). Unknown kinds show as stored. Server only. */
export function gameKindName(kind: string): string {
  return gameModule(kind)?.label ?? kind;
}

const STATUS_NAMES: Record<string, string> = { active: "In play", finished: "Finished", abandoned: "Abandoned" };

export function gameStatusName(status: string): string {
  return STATUS_NAMES[status] ?? status;
}

/** Same text on server and client: fixed locale and UTC. */
export function shortDate(date: Date): string {
  return new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" }).format(date);
}

/** Date and time of day (UTC, as the server knows no time zone): "26 Nov 2026, 14:05 UTC". */
export function shortDateTime(date: Date): string {
  return `${shortDate(date)}, ${new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit", timeZone: "UTC" }).format(date)} UTC`;
}
