/**
 * What an open table keeps while it is online, so it goes on working through a Wi-Fi drop even
 * with no service worker (a phone on the laptop's plain-HTTP address): loaded by the stream's
 * supervisor (./live-supervisor.ts) a few seconds after the page, never on its first load.
 *
 * - The game's rules: the offline fold's worker for this table's game (/fold/<game>.js, built per
 *   game by scripts/build-folds.mjs) is started now and kept running, so a tap made offline is
 *   folded at once (./outbox.ts asks it) without fetching anything.
 * - The card picker's parser (loaded on first use otherwise).
 * - The card faces the table can show: every card of each face deck and style on the page, in the
 *   sizes the table draws, fetched once into the browser's cache (the service worker's too, where
 *   there is one), so a card first played offline still shows its face.
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

/** Fetches `urls` two at a time (into the browser's caches), gently; returns how many answered. */
async function fetchAll(urls: string[], lanes = 2): Promise<number> {
  let next = 0;
  let ok = 0;
  const lane = async () => {
    while (next < urls.length) {
      const url = urls[next++]!;
      try {
        if ((await fetch(url, { credentials: "same-origin" })).ok) ok++;
      } catch {
        return;
      }
    }
  };
  await Promise.all(Array.from({ length: lanes }, lane));
  return ok;
}

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
  const urls: string[] = [];
  for (const [key, d] of decks) {
    try {
      const r = await fetch(`/faces/${key}/codes.json`, { credentials: "same-origin" });
      if (!r.ok) continue;
      const { codes } = (await r.json()) as { codes: string[] };
      for (const v of d.variants) for (const c of codes) urls.push(`/faces/${key}/${v}/${c}.svg${d.query}`);
    } catch {
      return 0;
    }
  }
  const kept = await fetchAll(urls);
  window.__ftFacesKept = kept;
  return kept;
}

let kept = false;
/** Faces wait this long after the rules: a table's first moments are for its taps, not for a
 * hundred-odd small images (which the browser then keeps for good). */
const FACES_AFTER_MS = 8000;
/** All of it, once per page, while online. */
export function keepForOffline(game: string): void {
  if (kept || !navigator.onLine) return;
  kept = true;
  foldWorker(game);
  // The card picker reads a typed card with this (loaded on first use): loaded now, it works offline too.
  void import("@/lib/cards/parse").catch(() => {});
  setTimeout(() => { if (navigator.onLine) void keepFaces().catch(() => {}); }, FACES_AFTER_MS);
}
