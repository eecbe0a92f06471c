/**
 * Live updates between devices: who is watching which game, and a nudge when a game's log grows.
 *
 * A nudge carries the game id and the new sequence number only — never a view, a card or a name —
 * so nothing private travels this way; each open stream then builds its own viewer's view.
 * - One app instance (SQLite): an in-process channel.
 * - Several instances behind one PostgreSQL: every instance LISTENs on one dedicated connection
 *   (channel `fortunes_game`) and NOTIFYs after each write, so a device on instance A sees a tap
 *   made on instance B within the database's notification latency.
 */
import pg from "pg";
import { databaseKind, databaseUrl } from "./db";

export interface Nudge {
  game: string;
  seq: number;
}

type Listener = (n: Nudge) => void;

const CHANNEL = "fortunes_game";

interface LiveState {
  listeners: Map<string, Set<Listener>>;
  client: pg.Client | null;
  connecting: Promise<pg.Client | null> | null;
  /** Open streams, for the health page and the load test. */
  streams: number;
  /** Newest seq per game waiting to be NOTIFYed, and whether a NOTIFY is under way. */
  outbox: Map<string, number>;
  flushing: boolean;
}

// One state per process, even when Next loads this module in more than one bundle.
const g = globalThis as unknown as { __ftLive?: LiveState };
const live: LiveState = (g.__ftLive ??= { listeners: new Map(), client: null, connecting: null, streams: 0, outbox: new Map(), flushing: false });

function dispatch(n: Nudge) {
  const set = live.listeners.get(n.game);
  if (!set) return;
  for (const fn of [...set]) {
    try {
      fn(n);
    } catch {
      // A listener that fails (its client went away) must not stop the others.
    }
  }
}

const isPostgres = () => {
  try {
    return databaseKind(databaseUrl()) === "postgresql";
  } catch {
    return false;
  }
};

/** The dedicated LISTEN connection (PostgreSQL only), opened on first use and reopened after a drop. */
async function listener(): Promise<pg.Client | null> {
  if (!isPostgres()) return null;
  if (live.client) return live.client;
  live.connecting ??= (async () => {
    const client = new pg.Client({ connectionString: databaseUrl() });
    const reset = () => {
      if (live.client === client) live.client = null;
      live.connecting = null;
      client.removeAllListeners();
      client.end().catch(() => {});
    };
    try {
      await client.connect();
      client.on("notification", (msg) => {
        if (msg.channel !== CHANNEL || !msg.payload) return;
        const [game, seq] = msg.payload.split(" ");
        const n = Number(seq);
        if (game && Number.isInteger(n)) dispatch({ game, seq: n });
      });
      client.on("error", reset);
      client.on("end", reset);
      await client.query(`LISTEN ${CHANNEL}`);
      live.client = client;
      return client;
    } catch {
      reset();
      return null;
    }
  })();
  return live.connecting;
}

/** Calls `fn` whenever game `game` gets a new event (on this instance or, with PostgreSQL, any). */
export function subscribe(game: string, fn: Listener): () => void {
  let set = live.listeners.get(game);
  if (!set) live.listeners.set(game, (set = new Set()));
  set.add(fn);
  live.streams++;
  void listener();
  return () => {
    live.streams--;
    set!.delete(fn);
    if (set!.size === 0) live.listeners.delete(game);
  };
}

/**
 * Tells every watcher that `game` now has `seq` events: devices on this instance at once, and with
 * PostgreSQL every other instance through NOTIFY. Notifications are coalesced: while one round trip
 * is under way, later nudges wait and go together in the next (only a game's newest seq matters),
 * so a busy table never queues one NOTIFY per tap behind the write path.
 */
export async function publish(game: string, seq: number): Promise<void> {
  dispatch({ game, seq });
  if (!isPostgres()) return;
  const newest = live.outbox.get(game);
  if (newest === undefined || seq > newest) live.outbox.set(game, seq);
  if (live.flushing) return;
  live.flushing = true;
  try {
    while (live.outbox.size) {
      const batch = [...live.outbox].map(([g, n]) => `${g} ${n}`);
      live.outbox.clear();
      const client = await listener();
      if (!client) break;
      try {
        await client.query(`SELECT pg_notify('${CHANNEL}', x) FROM unnest($1::text[]) AS x`, [batch]);
      } catch {
        break; // the connection dropped: it reopens on the next nudge; this instance's devices already know
      }
    }
  } finally {
    live.flushing = false;
  }
}

export const openStreams = () => live.streams;
