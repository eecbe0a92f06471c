/**
 * Finished games out of the app: CSV (one row per player per game) and BG Stats' import format
 * (a JSON file of `games`, `players`, `locations` and `plays`, each play naming its game and its
 * players by reference, with a score and a winner flag per player). Pure. See docs/players.md.
 */
import type { GameStats } from "../games/stats";

export interface ExportGame {
  id: string;
  kind: string;
  /** The game's name on screen. */
  label: string;
  createdAt: string;
  updatedAt: string;
  partnerships: boolean;
  people: { playerId: number; name: string }[];
  stats: GameStats;
}

export const CSV_COLUMNS = ["game_id", "game", "date", "player", "seat", "partner", "won", "points", "deals", "tricks_won", "bids_made", "bids_missed"] as const;

/** A CSV field: quoted when it holds a comma, quote or line break; text a spreadsheet would run as a formula is prefixed with '. */
function field(v: string | number | null | undefined, text = false): string {
  if (v === null || v === undefined) return "";
  let s = String(v);
  if (text && /^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** The rows (no header) of the finished games among `games`, one per player; seats from 1. */
export function csvLines(games: readonly ExportGame[]): string[] {
  const lines: string[] = [];
  for (const g of games) {
    if (!g.stats.finished) continue;
    g.people.forEach((p, seat) => {
      const s = g.stats.seats[seat] ?? {};
      const partner = g.partnerships && g.people.length === 4 ? g.people[(seat + 2) % 4]?.name ?? "" : "";
      lines.push(
        [
          field(g.id), field(g.kind), field(g.updatedAt.slice(0, 10)), field(p.name, true), field(seat + 1), field(partner, true),
          g.stats.winners.includes(seat) ? "yes" : "no", field(s.points), field(s.deals), field(s.tricksWon), field(s.bids?.made), field(s.bids?.missed),
        ].join(","),
      );
    });
  }
  return lines;
}

/** One row per player per finished game, oldest game first; seats from 1. */
export function toCsv(games: readonly ExportGame[]): string {
  return `${[CSV_COLUMNS.join(","), ...csvLines(games)].join("\r\n")}\r\n`;
}

export interface BgStatsFile {
  about: string;
  games: { id: number; uuid: string; name: string; cooperative: boolean; highestWins: boolean; noPoints: boolean; usesTeams: boolean }[];
  players: { id: number; uuid: string; name: string; isAnonymous: boolean }[];
  locations: { id: number; uuid: string; name: string }[];
  plays: {
    uuid: string;
    gameRefId: number;
    locationRefId: number;
    playDate: string;
    durationMin: number;
    ignored: boolean;
    manualWinner: boolean;
    comments: string;
    playerScores: { playerRefId: number; score: string; winner: boolean; seatOrder: number; startPlayer: boolean; newPlayer: boolean; team?: string; rank: number }[];
  }[];
}

/** A stable UUID-shaped id from a text (BG Stats matches games, players and plays by uuid on import). */
function uuidOf(text: string): string {
  // FNV-1a, four rounds with different seeds: stable and spread out; not for security.
  const part = (seed: number) => {
    let h = 0x811c9dc5 ^ seed;
    for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
    return h.toString(16).padStart(8, "0");
  };
  const hex = part(1) + part(2) + part(3) + part(4);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

const playDate = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 19)}`;

/** What BG Stats' file lists before its plays, gathered game by game (a long export runs in pages). */
export class BgStatsIndex {
  private kinds = new Map<string, ExportGame>();
  private people = new Map<number, string>();

  constructor(readonly installation = "Fortunes Table") {}

  /** Notes the finished games of one page. */
  add(games: readonly ExportGame[]): void {
    for (const g of games) {
      if (!g.stats.finished) continue;
      if (!this.kinds.has(g.kind)) this.kinds.set(g.kind, g);
      for (const p of g.people) this.people.set(p.playerId, p.name);
    }
  }

  /** The file's head: `about`, `games`, `players`, `locations`, with the reference numbers plays use. */
  head(): { file: Omit<BgStatsFile, "plays">; gameRef: Map<string, number>; playerRef: Map<number, number> } {
    const kinds = [...this.kinds.values()];
    const gameRef = new Map(kinds.map((g, i) => [g.kind, i + 1]));
    const players = [...this.people.entries()].sort((a, b) => a[0] - b[0]);
    const playerRef = new Map(players.map(([id], i) => [id, i + 1]));
    return {
      gameRef,
      playerRef,
      file: {
        about: "Finished games of Fortunes Table in BG Stats' import format (docs/players.md)",
        games: kinds.map((g) => ({ id: gameRef.get(g.kind)!, uuid: uuidOf(`game:${g.kind}`), name: g.label, cooperative: false, highestWins: true, noPoints: !g.stats.seats.some((s) => s.points !== undefined), usesTeams: g.partnerships })),
        players: players.map(([id, name]) => ({ id: playerRef.get(id)!, uuid: uuidOf(`player:${name.toLocaleLowerCase("en")}`), name, isAnonymous: false })),
        locations: [{ id: 1, uuid: uuidOf(`location:${this.installation}`), name: this.installation }],
      },
    };
  }
}

/** One finished game as a BG Stats play. */
export function bgStatsPlay(g: ExportGame, gameRef: Map<string, number>, playerRef: Map<number, number>): BgStatsFile["plays"][number] {
  return {
    uuid: uuidOf(`play:${g.id}`),
    gameRefId: gameRef.get(g.kind)!,
    locationRefId: 1,
    playDate: playDate(g.updatedAt),
    durationMin: Math.max(0, Math.round((Date.parse(g.updatedAt) - Date.parse(g.createdAt)) / 60000)),
    ignored: false,
    manualWinner: false,
    comments: `Fortunes Table game ${g.id}`,
    playerScores: g.people.map((p, seat) => {
      const pts = g.stats.seats[seat]?.points;
      const won = g.stats.winners.includes(seat);
      return {
        playerRefId: playerRef.get(p.playerId)!,
        score: pts === undefined ? "" : String(pts),
        winner: won,
        seatOrder: seat + 1,
        startPlayer: seat === 0,
        newPlayer: false,
        ...(g.partnerships && g.people.length === 4 ? { team: seat % 2 === 0 ? "1" : "2" } : {}),
        rank: won ? 1 : 2,
      };
    }),
  };
}

/** BG Stats' import file for the finished games: one play per game, one player score per seat. */
export function toBgStats(games: readonly ExportGame[], installation = "Fortunes Table"): BgStatsFile {
  const index = new BgStatsIndex(installation);
  index.add(games);
  const { file, gameRef, playerRef } = index.head();
  return { ...file, plays: games.filter((g) => g.stats.finished).map((g) => bgStatsPlay(g, gameRef, playerRef)) };
}
