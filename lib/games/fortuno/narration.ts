/** Words for the log: one line an event, in the table's deck style. */
import type { Deal, FortunoEvent } from "./types";
import { eventKind } from "./checks";
import { name } from "./piles";

/**
 * One line of the event log: what happened, then what it did, without saying the card twice
 * ("Ann flips Five of Wands — Ann plays on it.", not "… — Flipped Five of Wands: Ann plays on it.").
 */
export function logLine(what: string, notes: readonly string[]): string {
  if (notes.length === 0) return what;
  const [first, ...rest] = notes;
  if (first.startsWith(what)) return notes.join(" ");
  const named = /^(?:Flipped )?([^:]+): (.+)$/s.exec(first);
  const effect = named && what.includes(named[1]) ? named[2][0].toUpperCase() + named[2].slice(1) : first;
  return `${what} — ${[effect, ...rest].join(" ")}`;
}

export function describeEvent(ev: FortunoEvent, before: Deal, style = "thoth"): string {
  const who = (p?: string) => p ?? before.turn ?? "?";
  const e = ev as Record<string, unknown>;
  switch (eventKind(ev)) {
    case "flip": return `${who()} flips ${name(e.flip as string, style)}${e.as ? ` as ${name(e.as as string, style)}` : ""}${e.lover ? ` (lover ${e.lover})` : ""}`;
    case "play": {
      const cards = Array.isArray(e.play) ? (e.play as string[]) : [e.play as string];
      return `${who(e.player as string | undefined)} plays ${cards.map((x) => name(x, style)).join(", ")}${e.as ? ` as ${name(e.as as string, style)}` : ""}${e.lover ? ` (lover ${e.lover})` : ""}${Array.isArray(e.stack) && e.stack.length ? ` with ${(e.stack as string[]).map((x) => name(x, style)).join(", ")}` : ""}`;
    }
    case "draw": return `${who(e.player as string | undefined)} draws ${e.draw}`;
    case "slap": return `Slap: ${e.slap}`;
    case "steal": return `${e.player} steals with ${name(e.steal as string, style)}`;
    case "seats": return `Seats: ${(e.seats as string[]).join(", ")}`;
    case "eliminated": return `${e.eliminated} is eliminated`;
    case "tower": return `The Tower: ${(e.tower as string[]).join(" ↔ ")}`;
    case "devil": return e.devil ? `The Devil takes ${e.devil}'s offer` : "The Devil takes nothing";
    case "jaccuse": return `J'accuse! ${e.jaccuse} (${e.guilty ? "guilty" : "innocent"})`;
    case "moon": return `The Moon asks ${e.moon}${e.request ? ` for ${e.request}` : ""}: ${e.has ? "given" : "none"}`;
    case "fortuno": return `${e.fortuno}: "Fortuno!"`;
    case "accuse": return `${who(e.player as string | undefined)} accuses ${e.accuse} (${e.caught ? "caught" : "innocent"})`;
    case "rps": return `Rock-paper-scissors: ${e.rps} wins`;
    case "ritual": return `${e.ritual} shows The Devil`;
    case "removed": return `${who()} draws ${name(e.removed as string, style)} (removed)`;
    case "pass": return `${who()} passes`;
  }
}
