/**
 * The service worker's caches (app/sw.ts) and the rule that keeps a table's answers private, shared
 * with the pages that write to those caches themselves (the table's supervisor keeps the views its
 * stream brings, ./games/[id]/live-supervisor.ts). Plain browser code: no React.
 */
import { SHARED, VIEWER_HEADER } from "@/lib/offline/viewer-tag";

export const CACHE = {
  pages: "ft-pages",
  data: "ft-data",
  faces: "ft-faces",
  fold: "ft-fold",
  assets: "ft-assets",
  /** The taught-deck reader (public/recog-worker.js, our copy of OpenCV.js): cached at first use, never precached. */
  recog: "ft-recog",
} as const;

const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
const TABLE = new RegExp(`^/(?:api/)?games/(${UUID})(?:[/?#]|$)`, "i");
const TABLE_VIEW = new RegExp(`^/(?:api/)?games/(${UUID})/?(?:[?#]|$)`, "i");

const pathOf = (url: string) => {
  const u = new URL(url, "http://x");
  return `${u.pathname}${u.search}`;
};
/** The table an answer is about (its page, its pages below, its API), or null. */
export const tableOf = (url: string): string | null => TABLE.exec(pathOf(url))?.[1]?.toLowerCase() ?? null;
/** The table's own page or view (`/games/<id>`, `/api/games/<id>`): a 401 or 404 there means the device lost it. */
export const isTableView = (url: string): boolean => TABLE_VIEW.test(pathOf(url));

/** The viewer a table page was drawn for (its `data-ft-viewer`), read from the HTML. */
export const markerOf = (html: string): string | null => /data-ft-viewer="([^"]*)"/.exec(html)?.[1]?.replace(/&amp;/g, "&") ?? null;

/**
 * Drops every answer about table `id` from the pages' and data caches, except those kept for
 * viewer `keep` and pages opened by a share link (they depend on the link alone). Returns how many
 * were dropped.
 */
export async function forgetTable(store: CacheStorage, id: string, keep?: string): Promise<number> {
  let dropped = 0;
  for (const name of [CACHE.pages, CACHE.data]) {
    const cache = await store.open(name);
    for (const request of await cache.keys()) {
      if (tableOf(request.url) !== id) continue;
      const kept = (await cache.match(request))?.headers.get(VIEWER_HEADER);
      if (kept === SHARED || (keep !== undefined && kept === keep)) continue;
      if (await cache.delete(request)) dropped++;
    }
  }
  return dropped;
}
