/// <reference lib="webworker" />
/**
 * Fortunes Table's service worker (docs/offline.md), on Serwist. Built by app/sw.js/route.ts
 * (@serwist/turbopack) during `next build`, with the list of this build's files to precache.
 *
 * - Precached, with revisions (a changed file is fetched again, a file gone from the build is
 *   deleted): every /_next/static file of this build, the icons, the manifest, and /offline.
 * - Pages (navigations): network first, the answer kept; offline, the page as last seen, or /offline.
 *   The home page, the reference and the free reading are kept once the worker is active.
 * - GET /api/games/<id> and the reference data: network first, the last answer kept.
 * - Card faces (/faces/…): cache first (a face never changes within its ?v=).
 * - The offline rules fold of a game (/fold/<game>.js): network first, kept for the tables opened here.
 * - Every runtime cache expires: a number of entries and an age (ExpirationPlugin); the caches of
 *   files that never change under their URL are counted when an entry is stored, not on every use.
 * - What is private stays so: an answer about a table is kept only with the viewer it was made for
 *   (`x-ft-viewer` / `data-ft-viewer`, lib/offline/viewer-tag.ts) and never without one; an answer for
 *   another viewer (a seat handed over, a new device), for no device ("join first"), or a 401/404 for
 *   the table drops everything kept for that table. Cache keys are whole URLs, query included.
 * - Never touched: writes, the live stream, other origins, and a circle's pages (/players…: they
 *   are for the circle's members, and a device may leave it).
 */
import { CacheFirst, ExpirationPlugin, NetworkFirst, Serwist, type PrecacheEntry, type SerwistGlobalConfig, type SerwistPlugin } from "serwist";
import { NO_VIEWER, SHARED, VIEWER_HEADER } from "@/lib/offline/viewer-tag";
import { CACHE, forgetTable, isTableView, markerOf, tableOf } from "./sw-caches";

declare global {
  interface WorkerGlobalScope extends SerwistGlobalConfig {
    __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
  }
}
declare const self: ServiceWorkerGlobalScope & { __SW_MANIFEST: (PrecacheEntry | string)[] | undefined };

const DAY = 24 * 3600;
/** Pages kept at install, so they open offline without ever having been visited. */
const SHELL = ["/", "/reference", "/reading"];

const isHtml = (r: Response) => (r.headers.get("content-type") ?? "").includes("text/html");

/** Who a table answer is for: its header, or for a page the marker in its HTML. */
async function viewerOf(response: Response): Promise<string | null> {
  return response.headers.get(VIEWER_HEADER) ?? (isHtml(response) ? markerOf(await response.clone().text()) : null);
}

/** The answer with its viewer and the time it was kept in its headers. */
async function stamped(response: Response, viewer: string | null): Promise<Response> {
  const headers = new Headers(response.headers);
  if (viewer) headers.set(VIEWER_HEADER, viewer);
  headers.set("x-ft-saved", String(Date.now()));
  return new Response(await response.blob(), { status: response.status, statusText: response.statusText, headers });
}

/** Keeps a table's answers for one viewer only (see the header comment), and only good answers. */
const privateTables: SerwistPlugin = {
  async cacheWillUpdate({ request, response }) {
    if (response.status !== 200 || response.redirected) return null;
    const id = tableOf(request.url);
    if (!id) return stamped(response, null);
    const viewer = await viewerOf(response);
    // A reading opened by its share link depends on the link alone (kept under its whole URL).
    if (viewer === SHARED) return stamped(response, viewer);
    if (!viewer || viewer === NO_VIEWER) {
      await forgetTable(caches, id);
      return null;
    }
    await forgetTable(caches, id, viewer);
    return stamped(response, viewer);
  },
  async fetchDidSucceed({ request, response }) {
    if ((response.status === 401 || response.status === 404 || response.status === 410) && isTableView(request.url)) {
      const id = tableOf(request.url);
      if (id) await forgetTable(caches, id);
    }
    return response;
  },
};

const expire = (maxEntries: number, days: number) => new ExpirationPlugin({ maxEntries, maxAgeSeconds: days * DAY, purgeOnQuotaError: true });
/**
 * The same limits for caches of files that never change under their URL (a face by its ?v=, a hashed
 * script): counted and aged when an entry is stored, not each time one is used. ExpirationPlugin
 * reads every timestamp of its cache from IndexedDB on each use, and a table shows the same faces
 * hundreds of times an evening (one deal tapped through: ~28,000 IndexedDB reads in the worker).
 */
const expireWhenStored = (maxEntries: number, days: number): SerwistPlugin => {
  const plugin = expire(maxEntries, days);
  return { cacheDidUpdate: (param) => plugin.cacheDidUpdate(param) };
};
const pages = new NetworkFirst({ cacheName: CACHE.pages, networkTimeoutSeconds: 8, plugins: [privateTables, expire(80, 30)] });
const data = new NetworkFirst({ cacheName: CACHE.data, networkTimeoutSeconds: 8, plugins: [privateTables, expire(120, 30)] });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const sameOrigin = (url: URL) => url.origin === self.location.origin;

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  precacheOptions: { cleanupOutdatedCaches: true, concurrency: 6 },
  skipWaiting: true,
  clientsClaim: true,
  navigationPreload: false,
  disableDevLogs: true,
  runtimeCaching: [
    // A circle's players and journals (/players…) are for its members now: never kept, so a device
    // that leaves or is removed shows none of them offline (docs/privacy.md, circles).
    { matcher: ({ request, url }) => request.mode === "navigate" && sameOrigin(url) && !/^\/players(\/|$)/.test(url.pathname), handler: pages },
    {
      matcher: ({ url }) => sameOrigin(url) && (/^\/api\/games\/[^/]+\/?$/.test(url.pathname) && UUID.test(url.pathname.split("/")[3] ?? "")
        || url.pathname.startsWith("/api/cards") || url.pathname === "/api/zones"),
      handler: data,
    },
    { matcher: ({ url }) => sameOrigin(url) && url.pathname.startsWith("/faces/"), handler: new CacheFirst({ cacheName: CACHE.faces, plugins: [expireWhenStored(1200, 90)] }) },
    { matcher: ({ url }) => sameOrigin(url) && /^\/fold\/[a-z0-9-]+\.js$/.test(url.pathname), handler: new NetworkFirst({ cacheName: CACHE.fold, plugins: [expire(8, 60)] }) },
    // The taught-deck reader, cached when first loaded (docs/scanning.md): OpenCV's script and wasm (named by their hash, 0.2 + 8 MB) from the cache, the worker fresh when online.
    { matcher: ({ url }) => sameOrigin(url) && /^\/opencv\/opencv-[0-9a-f]+\.(js|wasm)$/.test(url.pathname), handler: new CacheFirst({ cacheName: CACHE.recog, plugins: [expireWhenStored(3, 60)] }) },
    { matcher: ({ url }) => sameOrigin(url) && url.pathname === "/recog-worker.js", handler: new NetworkFirst({ cacheName: CACHE.recog, plugins: [expire(3, 60)] }) },
    // Static files of an earlier build a page still open asks for, and the scanner's reader.
    { matcher: ({ url }) => sameOrigin(url) && (url.pathname.startsWith("/_next/static/") || url.pathname.startsWith("/zxing/")), handler: new CacheFirst({ cacheName: CACHE.assets, plugins: [expireWhenStored(200, 30)] }) },
  ],
  fallbacks: { entries: [{ url: "/offline", matcher: ({ request }) => request.destination === "document" }] },
});

/** Puts `url`, fetched now, in the pages' cache under the same rules as a navigation's answer. */
async function keepPage(url: string, event: ExtendableEvent): Promise<void> {
  try {
    const request = new Request(url, { credentials: "same-origin" });
    const response = await fetch(request);
    const kept = await privateTables.cacheWillUpdate!({ request, response, event, state: {} });
    if (kept) await (await caches.open(CACHE.pages)).put(request, kept);
  } catch {
    // offline, or gone: kept when next opened
  }
}

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    // The hand-written worker's caches (before Serwist) go.
    for (const name of await caches.keys()) if (/^ft-(static|pages|data)-v\d+$/.test(name)) await caches.delete(name);
  })());
  // Then, without holding up activation: the shell pages, and the pages open now (loaded before
  // this worker), kept as if navigated to.
  void (async () => {
    const open = await self.clients.matchAll({ type: "window" });
    const urls = new Set([...SHELL.map((p) => new URL(p, self.location.origin).href), ...open.map((c) => c.url).filter((u) => sameOrigin(new URL(u)))]);
    for (const url of urls) await keepPage(url, event);
  })();
});

serwist.addEventListeners();
