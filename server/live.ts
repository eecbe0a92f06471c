/**
 * Live updates between devices: who is watching which game, and a nudge when a game's log grows.
 *
 * A nudge carries the game id and the new sequence number only — never a view, a card or a name —
 * so nothing private travels this way; each open stream then builds its own viewer's view. The one
 * other nudge says that the host started the table's rematch (its devices then ask where it is).
 * - One app instance (SQLite): an in-process channel.
 * - Several instances behind one PostgreSQL: every instance LISTENs on one dedicated connection
 *   (channel `fortunes_game`) and NOTIFYs after each write, so a device on instance A sees a tap
 *   made on instance B within the database's notification latency.
 */
import pg from "pg";
import { databaseKind, databaseUrl } from "./db";

export interface Nudge {
  game: string;
  /** The game's newest seq; -1 for a rematch nudge. */
  seq: number;
  /** The host started this table's rematch (server/rematch.ts). */
  rematch?: true;
}

type Listener = (n: Nudge) => void;

const CHANNEL = "fortunes_game";
/** The payload's second word for a rematch nudge (else the seq). */
const REMATCH = "rematch";

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
        if (game && seq === REMATCH) dispatch({ game, seq: -1, rematch: true });
        else if (game && Number.isInteger(n)) dispatch({ game, seq: n });
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

/**
 * Tells every device following `game` that the host started its rematch (on this instance at once,
 * with PostgreSQL on every other through NOTIFY); a lost notification costs only time: the devices
 * also look every few seconds (app/games/[id]/rematch-follow.ts).
 */
export async function publishRematch(game: string): Promise<void> {
  dispatch({ game, seq: -1, rematch: true });
  const client = await listener();
  await client?.query(`SELECT pg_notify('${CHANNEL}', $1)`, [`${game} ${REMATCH}`]).catch(() => {});
}

export const openStreams = () => live.streams;

// ------------------------------------------------------------------------------------------- limits

/**
 * Open streams, with fair shares (docs/limits.md). Streams are connections this process holds, so
 * they are counted here, per process, by hand: rate-limiter-flexible counts rates, not open things.
 * - one stream per device and kind (its table, or the table display `?view=spectator`): a phone
 *   that reopens its stream replaces its own old one, which is told `event: replaced` and closed;
 * - STREAMS_PER_TABLE on one table, STREAMS_PER_ADDRESS from one address (IPv6 per /64);
 * - STREAMS_PER_PROCESS in all: when full, the address holding the most streams gives up its
 *   oldest to a newcomer that holds fewer, so one client cannot keep everyone else out.
 */
const envCount = (name: string, fallback: number) => Math.max(1, Math.floor(Number(process.env[name])) || fallback);
export const streamLimits = () => ({ perTable: envCount("STREAMS_PER_TABLE", 150), perAddress: envCount("STREAMS_PER_ADDRESS", 60), perProcess: envCount("STREAMS_PER_PROCESS", 1000) });

export type StreamEnd = "replaced" | "removed" | "evicted";

interface Held {
  n: number;
  game: string;
  device: string | null;
  slot: string | null;
  address: string | null;
  end(why: StreamEnd): void;
}

interface Registry {
  next: number;
  all: Map<number, Held>;
  bySlot: Map<string, Held>;
  perGame: Map<string, number>;
  perAddress: Map<string, Map<number, Held>>;
}
const reg: Registry = ((g as { __ftStreams?: Registry }).__ftStreams ??= { next: 1, all: new Map(), bySlot: new Map(), perGame: new Map(), perAddress: new Map() });

function drop(h: Held) {
  if (!reg.all.delete(h.n)) return;
  if (h.slot && reg.bySlot.get(h.slot) === h) reg.bySlot.delete(h.slot);
  const left = (reg.perGame.get(h.game) ?? 1) - 1;
  if (left > 0) reg.perGame.set(h.game, left);
  else reg.perGame.delete(h.game);
  if (h.address) {
    const mine = reg.perAddress.get(h.address);
    mine?.delete(h.n);
    if (mine && mine.size === 0) reg.perAddress.delete(h.address);
  }
}

export type StreamRefusal = { ok: false; status: 429 | 503; id: string; error: string; retryAfter: number };

/**
 * Takes a place for a new stream, or says why not. `end` is called when the stream must close
 * (replaced by the same device's new one, its device removed, or evicted for a fairer share).
 */
export function holdStream(s: { game: string; device: string | null; kind: string; address: string | null; end(why: StreamEnd): void }): { ok: true; release(): void } | StreamRefusal {
  const { perTable, perAddress, perProcess } = streamLimits();
  const slot = s.device ? `${s.game}|${s.device}|${s.kind}` : null;
  const old = slot ? reg.bySlot.get(slot) : undefined;
  if (old) {
    drop(old);
    old.end("replaced");
  }
  if ((reg.perGame.get(s.game) ?? 0) >= perTable) {
    return { ok: false, status: 503, id: "stream/table-full", error: `This table already has ${perTable} devices following it live. Try again in a little while.`, retryAfter: 30 };
  }
  const mine = s.address ? reg.perAddress.get(s.address)?.size ?? 0 : 0;
  if (s.address && mine >= perAddress) {
    return { ok: false, status: 429, id: "stream/too-many", error: `This network address already follows ${perAddress} tables live. Close some and try again.`, retryAfter: 30 };
  }
  if (reg.all.size >= perProcess) {
    // The fair share: the address holding the most gives up its oldest stream, when it holds more than this one would.
    let top: Map<number, Held> | undefined;
    for (const held of reg.perAddress.values()) if (!top || held.size > top.size) top = held;
    const victim = top && top.size > mine + 1 ? top.values().next().value : undefined;
    if (!victim) return { ok: false, status: 503, id: "stream/busy", error: "The server is following as many tables live as it can. Try again in a little while.", retryAfter: 30 };
    drop(victim);
    victim.end("evicted");
  }
  const held: Held = { n: reg.next++, game: s.game, device: s.device, slot, address: s.address, end: s.end };
  reg.all.set(held.n, held);
  if (slot) reg.bySlot.set(slot, held);
  reg.perGame.set(s.game, (reg.perGame.get(s.game) ?? 0) + 1);
  if (s.address) {
    let m = reg.perAddress.get(s.address);
    if (!m) reg.perAddress.set(s.address, (m = new Map()));
    m.set(held.n, held);
  }
  return { ok: true, release: () => drop(held) };
}

/** Closes the open streams of these devices at this table at once (the host removed them). */
export function closeStreams(game: string, devices: readonly string[]): void {
  if (devices.length === 0) return;
  const set = new Set(devices);
  for (const h of [...reg.all.values()]) {
    if (h.game === game && h.device && set.has(h.device)) {
      drop(h);
      h.end("removed");
    }
  }
}

/** Open streams held, for the health page, tests and the abuse bench. */
export const heldStreams = () => ({ total: reg.all.size, tables: reg.perGame.size, addresses: reg.perAddress.size });
