/**
 * Player statistics across stored games (CONTRACT.md "Player statistics"): each game's summary
 * (its module's `stats`, lib/games/stats.ts) added up per game kind, never blended. Pure: the
 * server reads the rows, this adds them up. Knows no game: what a kind has (deals, bids,
 * partners) comes from the summaries and the module's seating, and a game's own figures (cards
 * drawn, a favourite card) from its module's `statistics`, passed in by the caller.
 */
import type { BidTally, GameStats, SeatStats, StatFigure, StatValue } from "../games/stats";

/** One stored game of the player, with their seat and who sat where. */
export interface PlayerGame {
  id: string;
  kind: string;
  /** When the game was made and last changed (ISO). */
  createdAt: string;
  updatedAt: string;
  /** The module's fixed partnerships across the table (1st+3rd, 2nd+4th). */
  partnerships: boolean;
  /** The player's seat in this game. */
  seat: number;
  /** Everyone at the table, by seat: the player id and name as stored now. */
  people: { playerId: number; name: string }[];
  stats: GameStats;
}

/** CONTRACT.md's figures for one game kind. */
export interface KindFigures {
  played: number;
  finished: number;
  won: number;
  deals?: number;
  tricksWon?: number;
  points?: number;
  bids?: BidTally;
}

export interface PlayerFigures {
  name: string;
  totals: { played: number; finished: number; won: number };
  games: Record<string, KindFigures>;
}

/** CONTRACT.md "Player statistics" for the games of one player. */
export function contractFigures(name: string, games: readonly PlayerGame[]): PlayerFigures {
  const out: PlayerFigures = { name, totals: { played: 0, finished: 0, won: 0 }, games: {} };
  for (const g of games) {
    const f = (out.games[g.kind] ??= { played: 0, finished: 0, won: 0 });
    const seat: SeatStats = g.stats.seats[g.seat] ?? {};
    f.played++;
    if (g.stats.finished) f.finished++;
    if (g.stats.finished && g.stats.winners.includes(g.seat)) f.won++;
    if (seat.deals !== undefined) {
      f.deals = (f.deals ?? 0) + seat.deals;
      f.tricksWon = (f.tricksWon ?? 0) + (seat.tricksWon ?? 0);
      f.points = (f.points ?? 0) + (seat.points ?? 0);
    }
    if (seat.bids) f.bids = { made: (f.bids?.made ?? 0) + seat.bids.made, missed: (f.bids?.missed ?? 0) + seat.bids.missed };
  }
  for (const f of Object.values(out.games)) {
    out.totals.played += f.played;
    out.totals.finished += f.finished;
    out.totals.won += f.won;
  }
  return out;
}

/** Head-to-head and partner figures appear from this many shared games (fewer is noise). */
export const MIN_SHARED_GAMES = 3;

export interface WithOther {
  name: string;
  games: number;
  /** Finished games among them. */
  finished: number;
  /** Finished games the player won. */
  won: number;
  /** Head-to-head: finished games the opponent won. */
  theirWins?: number;
}

export interface DealRecord {
  gameId: string;
  deal: number;
  points: number;
  date: string;
}

export interface PointsPoint {
  gameId: string;
  date: string;
  points: number;
  deals: number;
  won: boolean;
}

/** Everything the player page shows for one game kind. */
export interface KindPage extends KindFigures {
  kind: string;
  /** won ÷ finished, or null with no finished game. */
  winRate: number | null;
  /** points ÷ deals, or null without deals. */
  pointsPerDeal: number | null;
  /** Bid accuracy by bid size, smallest bid first. */
  bidSizes: { bid: number; made: number; missed: number }[];
  partners: WithOther[];
  /** Opponents sharing at least MIN_SHARED_GAMES games; `fewer` counts those left out. */
  headToHead: WithOther[];
  headToHeadFewer: number;
  bestDeal: DealRecord | null;
  longestWinningRun: number;
  /** One point per game with deals, oldest first. */
  pointsOverTime: PointsPoint[];
  /** The game's own figures (its module's `statistics`), in its order, with their labels. */
  figures: KindFigure[];
  lastPlayed: string;
  /** Each of `figures` under its key as well (a Fortuno page's `cardsDrawn`, `favouriteTrump`). */
  [figure: string]: unknown;
}

/** One of a game's own figures on the page: its label and value (null: nothing to show yet). */
export interface KindFigure {
  key: string;
  label: string;
  value: StatValue;
  /** The value's `card` is a card code, named in the page's deck style. */
  card?: boolean;
}

export interface PlayerPage extends PlayerFigures {
  lastPlayed: string | null;
  kinds: KindPage[];
}

const ratio = (a: number, b: number) => (b > 0 ? a / b : null);

/**
 * The player page's figures: CONTRACT's, and per kind the rest (in the order `kinds` lists);
 * `figuresOf` gives a kind's own figures (its module's `statistics`).
 */
export function playerPage(name: string, playerId: number, games: readonly PlayerGame[], kinds: readonly string[], figuresOf: (kind: string) => readonly StatFigure[] = () => []): PlayerPage {
  const figures = contractFigures(name, games);
  const sorted = [...games].sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
  const pages: KindPage[] = [];
  const order = [...kinds, ...Object.keys(figures.games).filter((k) => !kinds.includes(k))];
  for (const kind of order) {
    const f = figures.games[kind];
    if (!f) continue;
    const mine = sorted.filter((g) => g.kind === kind);
    pages.push(kindPage(kind, f, mine, playerId, figuresOf(kind)));
  }
  const last = games.reduce<string | null>((m, g) => (m === null || g.updatedAt > m ? g.updatedAt : m), null);
  return { ...figures, lastPlayed: last, kinds: pages };
}

/** A game's own figure over the player's games of its kind (lib/games/stats.ts `StatFigure`). */
export function figureValue(figure: StatFigure, seats: readonly SeatStats[]): StatValue {
  if (figure.kind === "perGame") {
    const counted = seats.map((s) => s.counts?.[figure.count]).filter((n): n is number => n !== undefined);
    return counted.length ? counted.reduce((a, b) => a + b, 0) / Math.max(1, seats.length) : null;
  }
  const sums = new Map<string, number>();
  for (const s of seats) for (const [k, n] of Object.entries(s.tallies?.[figure.tally] ?? {})) sums.set(k, (sums.get(k) ?? 0) + n);
  const top = [...sums.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0];
  return top ? { card: top[0], times: top[1] } : null;
}

function kindPage(kind: string, f: KindFigures, games: readonly PlayerGame[], playerId: number, own: readonly StatFigure[]): KindPage {
  const sizes = new Map<number, BidTally>();
  const partners = new Map<number, WithOther>();
  const rivals = new Map<number, WithOther>();
  let best: DealRecord | null = null;
  let run = 0;
  let longest = 0;
  const points: PointsPoint[] = [];
  for (const g of games) {
    const seat = g.stats.seats[g.seat] ?? {};
    const won = g.stats.finished && g.stats.winners.includes(g.seat);
    for (const [bid, t] of Object.entries(seat.bidSizes ?? {})) {
      const s = sizes.get(Number(bid)) ?? { made: 0, missed: 0 };
      sizes.set(Number(bid), { made: s.made + t.made, missed: s.missed + t.missed });
    }
    const partnerSeat = g.partnerships && g.people.length === 4 ? (g.seat + 2) % 4 : -1;
    g.people.forEach((p, i) => {
      if (i === g.seat || p.playerId === playerId) return;
      const map = i === partnerSeat ? partners : rivals;
      const o = map.get(p.playerId) ?? { name: p.name, games: 0, finished: 0, won: 0, ...(map === rivals ? { theirWins: 0 } : {}) };
      o.games++;
      if (g.stats.finished) {
        o.finished++;
        if (won) o.won++;
        if (map === rivals && g.stats.winners.includes(i)) o.theirWins = (o.theirWins ?? 0) + 1;
      }
      map.set(p.playerId, o);
    });
    (seat.dealPoints ?? []).forEach((pts, d) => {
      if (!best || pts > best.points) best = { gameId: g.id, deal: g.stats.dealNumbers?.[d] ?? d + 1, points: pts, date: g.createdAt };
    });
    if (g.stats.finished) {
      run = won ? run + 1 : 0;
      longest = Math.max(longest, run);
    }
    if (seat.deals) points.push({ gameId: g.id, date: g.createdAt, points: seat.points ?? 0, deals: seat.deals, won });
  }
  const rivalsAll = [...rivals.values()].sort((a, b) => b.games - a.games || a.name.localeCompare(b.name));
  const seats = games.map((g) => g.stats.seats[g.seat] ?? {});
  const figures: KindFigure[] = own.map((x) => ({ key: x.key, label: x.label, value: figureValue(x, seats), ...(x.kind === "favourite" && x.card ? { card: true } : {}) }));
  return {
    kind,
    ...f,
    winRate: ratio(f.won, f.finished),
    pointsPerDeal: f.deals !== undefined ? ratio(f.points ?? 0, f.deals) : null,
    bidSizes: [...sizes.entries()].sort((a, b) => a[0] - b[0]).map(([bid, t]) => ({ bid, ...t })),
    partners: [...partners.values()].sort((a, b) => b.games - a.games || a.name.localeCompare(b.name)),
    headToHead: rivalsAll.filter((r) => r.games >= MIN_SHARED_GAMES),
    headToHeadFewer: rivalsAll.filter((r) => r.games < MIN_SHARED_GAMES).length,
    bestDeal: best,
    longestWinningRun: longest,
    pointsOverTime: points,
    ...Object.fromEntries(figures.map((x) => [x.key, x.value])),
    figures,
    lastPlayed: games.reduce((m, g) => (g.updatedAt > m ? g.updatedAt : m), ""),
  };
}
