/** Exports of finished games (a player's or the whole installation's): CSV and BG Stats JSON. */
import { gameModule } from "@/lib/games/registry";
import { toBgStats, toCsv, type ExportGame } from "@/lib/players/export";
import { storedGames } from "./players";

async function exportGames(playerId?: number): Promise<ExportGame[]> {
  return (await storedGames(playerId)).map((g) => ({ ...g, label: gameModule(g.kind)?.label ?? g.kind }));
}

const safeFile = (name: string) => name.replace(/[^A-Za-z0-9._-]+/g, "_").slice(0, 60) || "player";

export async function exportResponse(format: "csv" | "bgstats", player?: { id: number; name: string }): Promise<Response> {
  const games = await exportGames(player?.id);
  const base = player ? `fortunes-table-${safeFile(player.name)}` : "fortunes-table";
  if (format === "csv") {
    return new Response(toCsv(games), { headers: { "content-type": "text/csv; charset=utf-8", "content-disposition": `attachment; filename="${base}.csv"` } });
  }
  return new Response(JSON.stringify(toBgStats(games), null, 1), { headers: { "content-type": "application/json; charset=utf-8", "content-disposition": `attachment; filename="${base}.bgstats.json"` } });
}
