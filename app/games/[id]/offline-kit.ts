/**
 * What an open table keeps while it is online, so it goes on working through a Wi-Fi drop even
 * with no service worker (a phone on the laptop's plain-HTTP address): loaded by the stream's
 * supervisor (./live-supervisor.ts) a few seconds after the page, never on its first load, and only
 * on a device that taps (the host, a seat, a table without devices): a spectator's phone never
 * records a card, so it keeps none of this (offline it shows the table as last seen).
 *
 * - The game's rules: the offline fold's worker for this table's game (/fold/<game>.js, built per
 *   game by scripts/build-folds.mjs) is started now and kept running, so a tap made offline is
 *   folded at once (./outbox.ts asks it) without fetching anything.
 * - The card picker's parser (loaded on first use otherwise).
 * - The table's message line and occasional parts (./TableExtras: a refusal made offline must be
 *   shown, and on plain HTTP there is no service worker to bring the chunk).
 * - The card faces the table can show: every card of each face deck and style on the page, in the
 *   sizes the table draws, fetched once into the browser's cache (the service worker's too, where
 *   there is one), so a card first played offline still shows its face. They are the table's least
 *   urgent bytes: fetched one at a time, at low priority, when the page is idle, well after it
 *   opened; and a deck kept once on this device is not asked for again on the next table or reload
 *   (a note in localStorage, FACES_KEPT).
 */

declare global {
  interface Window { __ftFoldReady?: string; __ftFacesKept?: number }
}

const workers = new Map<string, { worker: Worker; ready: Promise<boolean> }>();

/** The fold's worker for `game`, started once per page (null when the browser cannot start one). */
export function foldWorker(game: string): { worker: Worker; ready: Promise<boolean> } | null {
  if (!/^[a-z0-9-]+$/.test(game)) return null;
  let w = workers.get(game);
  if (w) return w;
  try {
    const worker = new Worker(`/fold/${game}.js`);
    const ready = new Promise<boolean>((resolve) => {
      const heard = (e: MessageEvent<{ ready?: string | null }>) => {
        if (!e.data || !("ready" in e.data)) return;
        worker.removeEventListener("message", heard);
        const ok = e.data.ready === game;
        if (ok) window.__ftFoldReady = game;
        resolve(ok);
      };
      worker.addEventListener("message", heard);
      // A worker whose file could not be had (offline before it was ever kept): try again next time.
      worker.addEventListener("error", () => {
        if (workers.get(game)?.worker === worker) workers.delete(game);
        resolve(false);
      }, { once: true });
    });
    workers.set(game, (w = { worker, ready }));
    return w;
  } catch {
    return null;
  }
}

const FACE = /^\/faces\/([a-z0-9-]+)\/([a-z0-9-]+)\/(mini|plain|full)\/[A-Z0-9]+\.svg(\?.*)?$/;

/** Resolves when the page is idle (or after `within` ms at most), so a tap never waits behind a face. */
const idle = (within = 2000) =>
  new Promise<void>((resolve) => {
    if (typeof requestIdleCallback === "function") requestIdleCallback(() => resolve(), { timeout: within });
    else setTimeout(resolve, 50);
  });

/** Fetches `urls` one at a time, each when the page is idle, at low priority; returns how many answered. */
async function fetchGently(urls: string[]): Promise<number> {
  let ok = 0;
  for (const url of urls) {
    await idle();
    if (!navigator.onLine) break;
    try {
      if ((await fetch(url, { credentials: "same-origin", priority: "low" } as RequestInit)).ok) ok++;
    } catch {
      break;
    }
  }
  return ok;
}

/** Which face sets this device has kept, and when (localStorage: `deck/style|variants|query` → ms). */
const FACES_KEPT = "ft-faces-kept";
/** A kept set is trusted this long, then checked again (cheap: the browser's caches answer). */
const FACES_KEPT_MS = 24 * 3600 * 1000;
type KeptFaces = Record<string, { at: number; count: number }>;
const keptFaces = (): KeptFaces => {
  try {
    return (JSON.parse(localStorage.getItem(FACES_KEPT) ?? "{}") as KeptFaces) ?? {};
  } catch {
    return {};
  }
};
const noteKept = (set: string, count: number) => {
  try {
    const all = keptFaces();
    for (const [k, v] of Object.entries(all)) if (!(Date.now() - v.at < FACES_KEPT_MS)) delete all[k];
    all[set] = { at: Date.now(), count };
    localStorage.setItem(FACES_KEPT, JSON.stringify(all));
  } catch {
    // storage full or refused: fetched again next time (from the browser's cache)
  }
};

/** Keeps the faces the table on `root` can show (every card of each deck and style it draws). */
export async function keepFaces(root: ParentNode = document): Promise<number> {
  const decks = new Map<string, { variants: Set<string>; query: string }>();
  for (const img of root.querySelectorAll<HTMLImageElement>("img[data-face]")) {
    const m = FACE.exec(new URL(img.src, location.href).pathname + new URL(img.src, location.href).search);
    if (!m) continue;
    const key = `${m[1]}/${m[2]}`;
    const d = decks.get(key) ?? { variants: new Set(["mini", "plain"]), query: m[4] ?? "" };
    d.variants.add(m[3]!);
    decks.set(key, d);
  }
  let kept = 0;
  const already = keptFaces();
  for (const [key, d] of decks) {
    const set = `${key}|${[...d.variants].sort().join(",")}|${d.query}`;
    const known = already[set];
    if (known && Date.now() - known.at < FACES_KEPT_MS) {
      kept += known.count;
      continue;
    }
    let codes: string[];
    try {
      const r = await fetch(`/faces/${key}/codes.json`, { credentials: "same-origin", priority: "low" } as RequestInit);
      if (!r.ok) continue;
      codes = ((await r.json()) as { codes: string[] }).codes;
    } catch {
      break;
    }
    const urls = [...d.variants].flatMap((v) => codes.map((c) => `/faces/${key}/${v}/${c}.svg${d.query}`));
    const got = await fetchGently(urls);
    kept += got;
    if (got === urls.length) noteKept(set, got);
  }
  window.__ftFacesKept = kept;
  return kept;
}

let kept = false;
/** Faces wait this long after the rules (then for the page to be idle): a table's first moments
 * are for its taps, not for a hundred-odd small images (which the browser then keeps for good). */
const FACES_AFTER_MS = 8000;
/**
 * All of it, once per page, while online, on a device that taps (`role`: this device at the table,
 * null for a table without devices). A spectator keeps nothing: it never records a card.
 */
export function keepForOffline(game: string, role: "host" | "seat" | "spectator" | null = null): void {
  if (kept || !navigator.onLine || role === "spectator") return;
  kept = true;
  foldWorker(game);
  // The card picker reads a typed card with this (loaded on first use): loaded now, it works offline too.
  void import("@/lib/cards/parse").catch(() => {});
  void import("./TableExtras").catch(() => {});
  setTimeout(() => { if (navigator.onLine) void keepFaces().catch(() => {}); }, FACES_AFTER_MS);
}
