/**
 * Exports of a circle's finished games (a player's, or the whole circle's): CSV and BG Stats JSON.
 * A circle's export is streamed: its games are read a page at a time (EXPORT_PAGE, oldest first,
 * keyset on created_at and id), with a turn of the event loop between pages, so a long history
 * never holds the server up nor sits whole in memory. BG Stats' file lists its games and players
 * before the plays: one pass over the pages gathers those, a second writes the plays.
 */
import { gameModule } from "@/lib/games/registry";
import { BgStatsIndex, bgStatsPlay, csvLines, CSV_COLUMNS, type ExportGame } from "@/lib/players/export";
import { storedGames, type StoredGame } from "./players";

export const EXPORT_PAGE = 200;

const asExport = (games: StoredGame[]): ExportGame[] => games.map((g) => ({ ...g, label: gameModule(g.kind)?.label ?? g.kind }));
const yieldToLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The games of the scope, page by page. */
async function* pages(scope: { circleId: string } | { playerId: number }): AsyncGenerator<ExportGame[]> {
  if ("playerId" in scope) {
    yield asExport(await storedGames(scope));
    return;
  }
  let after: { createdAt: string; id: string } | undefined;
  for (;;) {
    const page = await storedGames({ circleId: scope.circleId, after, limit: EXPORT_PAGE });
    if (page.length) yield asExport(page);
    if (page.length < EXPORT_PAGE) return;
    const last = page.at(-1)!;
    after = { createdAt: last.createdAt, id: last.id };
    await yieldToLoop();
  }
}

const safeFile = (name: string) => name.replace(/[^A-Za-z0-9._-]+/g, "_").slice(0, 60) || "player";

function stream(parts: () => AsyncGenerator<string>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let it: AsyncGenerator<string> | null = null;
  return new ReadableStream({
    async pull(controller) {
      it ??= parts();
      const next = await it.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
    async cancel() {
      await it?.return(undefined);
    },
  });
}

async function* csvParts(scope: { circleId: string } | { playerId: number }): AsyncGenerator<string> {
  yield `${CSV_COLUMNS.join(",")}\r\n`;
  for await (const games of pages(scope)) {
    const lines = csvLines(games);
    if (lines.length) yield `${lines.join("\r\n")}\r\n`;
  }
}

async function* bgStatsParts(scope: { circleId: string } | { playerId: number }): AsyncGenerator<string> {
  const index = new BgStatsIndex();
  for await (const games of pages(scope)) index.add(games);
  const { file, gameRef, playerRef } = index.head();
  const head = JSON.stringify(file, null, 1);
  yield `${head.slice(0, head.lastIndexOf("}")).trimEnd()},\n "plays": [`;
  let first = true;
  for await (const games of pages(scope)) {
    const plays = games.filter((g) => g.stats.finished).map((g) => JSON.stringify(bgStatsPlay(g, gameRef, playerRef)));
    if (!plays.length) continue;
    yield `${first ? "\n  " : ",\n  "}${plays.join(",\n  ")}`;
    first = false;
  }
  yield `${first ? "" : "\n "}]\n}`;
}

/** The export as an answer: a circle's (`circleId`) or one player's finished games. */
export async function exportResponse(format: "csv" | "bgstats", scope: { circleId: string } | { playerId: number; name: string }): Promise<Response> {
  const base = "name" in scope ? `fortunes-table-${safeFile(scope.name)}` : "fortunes-table";
  const which = "playerId" in scope ? { playerId: scope.playerId } : { circleId: scope.circleId };
  if (format === "csv") {
    return new Response(stream(() => csvParts(which)), { headers: { "content-type": "text/csv; charset=utf-8", "content-disposition": `attachment; filename="${base}.csv"` } });
  }
  return new Response(stream(() => bgStatsParts(which)), { headers: { "content-type": "application/json; charset=utf-8", "content-disposition": `attachment; filename="${base}.bgstats.json"` } });
}
