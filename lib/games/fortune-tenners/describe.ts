/** What an undo or a correction changed at a Fortune Tenners table: trumps, tricks won, points, totals. */
import type { ChangeWords } from "../module";
import type { TennersView } from "./view";

export const tennersChanges: ChangeWords = { none: "No tricks, points or totals changed." };

export function describeTenners(before: TennersView, after: TennersView): string[] {
  const out: string[] = [];
  const n = Math.min(before.overview.length, after.overview.length);
  for (let r = 0; r < n; r++) {
    const a = before.overview[r], b = after.overview[r];
    if (a.trump !== b.trump) out.push(`Round ${r + 1}: trump ${a.trump ?? "none"} → ${b.trump ?? "none"}.`);
    after.players.forEach((p, i) => {
      const x = a.cells[i], y = b.cells[i];
      if (!x || !y) return;
      if (x.won !== y.won || x.points !== y.points) {
        out.push(`Round ${r + 1}, ${p}: won ${x.won} → ${y.won}${x.points !== y.points ? `, points ${x.points ?? "–"} → ${y.points ?? "–"}` : ""}.`);
      }
    });
  }
  for (const p of after.players) {
    if (before.totals[p] !== after.totals[p]) out.push(`${p}'s total: ${before.totals[p]} → ${after.totals[p]}.`);
  }
  return out;
}
