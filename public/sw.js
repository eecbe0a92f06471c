/*
 * Fortunes Table's service worker (docs/offline.md). Plain JavaScript served from public/ as it is:
 * no bundler step, so `next build` (Turbopack) cannot silently leave it out, and `npm start` serves
 * it at /sw.js like any public file.
 *
 * - Install: caches the app shell (home, reference, free reading, the manifest and icons) and every
 *   /_next/static file those pages name, so they open offline even if never visited.
 * - Static files (/_next/static/…: content-hashed, immutable; icons): cache first.
 * - Pages (navigations): network first, the answer kept; offline, the page as last seen. Pages
 *   added later (the rules pages, cards of the reference, every table this device had open) are
 *   cached the same way when first opened: no fixed list to keep in step.
 * - GET /api/games/<id> and the reference data: network first, last answer kept for offline.
 * - /fold-worker.js (the offline fold, which a table page starts at its first tap offline): kept
 *   from the first time this device opens a table, network first after that.
 * - Never touched: writes, the live stream, anything of another origin.
 */
const VERSION = "v1";
const STATIC = `ft-static-${VERSION}`;
const PAGES = `ft-pages-${VERSION}`;
const DATA = `ft-data-${VERSION}`;
const SHELL = ["/", "/reference", "/reading", "/manifest.webmanifest", "/icons/icon-192.png", "/icons/icon-512.png", "/favicon.svg"];

/**
 * Every /_next/static file a page or a script names: an HTML page's scripts, styles and fonts, and
 * the chunks a script loads later (a part of the play page loaded only when first needed, such as
 * the outbox, must be here before the network goes).
 */
const assetsOf = (text) => [...new Set((text.match(/static\/(?:chunks|css|media)\/[A-Za-z0-9_.~\-/]+\.(?:js|css|woff2|png|svg)/g) || []).map((p) => `/_next/${p}`))];

/** Caches what a script names, in the background, each file once per worker. */
const crawled = new Set();
async function crawl(text, depth = 0) {
  if (depth > 3) return;
  const cache = await caches.open(STATIC);
  for (const url of assetsOf(text)) {
    if (crawled.has(url)) continue;
    crawled.add(url);
    try {
      let res = await cache.match(url);
      if (!res) {
        res = await fetch(url);
        if (!res.ok) continue;
        await cache.put(url, res.clone());
      }
      if (url.endsWith(".js")) await crawl(await res.text(), depth + 1);
    } catch {
      // offline or gone: fetched when first needed
    }
  }
}

/** The offline fold's worker: kept once a table is open here (the page asks for it only offline). */
const FOLD = "/fold-worker.js";
async function keepFold() {
  try {
    const cache = await caches.open(STATIC);
    if (await cache.match(FOLD)) return;
    const res = await fetch(FOLD, { cache: "no-store" });
    if (res.ok) await cache.put(FOLD, res);
  } catch {
    // offline: kept next time
  }
}
const isTable = (path) => /^\/games\/[0-9a-f-]{36}$/i.test(path);

self.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      const pages = await caches.open(PAGES);
      const statics = await caches.open(STATIC);
      const assets = new Set();
      await Promise.all(
        SHELL.map(async (url) => {
          try {
            const res = await fetch(url, { cache: "no-store" });
            if (!res.ok) return;
            const isPage = (res.headers.get("content-type") || "").includes("text/html");
            if (isPage) for (const a of assetsOf(await res.clone().text())) assets.add(a);
            await (isPage ? pages : statics).put(url, res);
          } catch {
            // Offline while installing: the runtime caching fills in later.
          }
        }),
      );
      await Promise.all([...assets].map((a) => statics.add(a).catch(() => {})));
      await crawl([...assets].join("\n")).catch(() => {});
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const keep = new Set([STATIC, PAGES, DATA]);
      for (const name of await caches.keys()) if (name.startsWith("ft-") && !keep.has(name)) await caches.delete(name);
      await self.clients.claim();
      // The pages open now were loaded before this worker: keep them and what their scripts load later.
      const open = await self.clients.matchAll({ type: "window" });
      if (open.some((c) => isTable(new URL(c.url).pathname))) await keepFold();
      const pages = await caches.open(PAGES);
      await Promise.all(open.map(async (client) => {
        try {
          const url = new URL(client.url);
          if (url.origin !== self.location.origin) return;
          const res = await fetch(url.pathname, { credentials: "same-origin" });
          if (!res.ok) return;
          await pages.put(url.origin + url.pathname, res.clone());
          await crawl(await res.text());
        } catch {
          // offline: nothing to keep
        }
      }));
    })(),
  );
});

const OFFLINE_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Offline · Fortunes Table</title></head>
<body style="font-family:system-ui,sans-serif;background:#09090b;color:#f4f4f5;padding:2rem;max-width:36rem;margin:auto">
<h1>Offline</h1><p>This page was not opened on this device while it had a network, so there is no copy of it here.</p>
<p><a style="color:#d4a84a" href="/">The home page</a> · <a style="color:#d4a84a" href="/reference">The reference</a> · <a style="color:#d4a84a" href="/reading">A free reading</a></p></body></html>`;

/** Network first; a good answer is kept; offline, the kept one (stamped with when it was kept). */
async function networkFirst(request, cacheName, key) {
  const cache = await caches.open(cacheName);
  try {
    const res = await fetch(request);
    if (res.ok && !res.redirected) {
      const copy = res.clone();
      const headers = new Headers(copy.headers);
      headers.set("x-ft-saved", String(Date.now()));
      const body = await copy.blob();
      await cache.put(key, new Response(body, { status: copy.status, statusText: copy.statusText, headers }));
    }
    return res;
  } catch (error) {
    const hit = await cache.match(key);
    if (hit) return hit;
    throw error;
  }
}

async function cacheFirst(event) {
  const request = event.request;
  const cache = await caches.open(STATIC);
  const hit = await cache.match(request);
  if (hit) return hit;
  const res = await fetch(request);
  if (res.ok) {
    await cache.put(request, res.clone());
    if (request.url.endsWith(".js")) event.waitUntil(res.clone().text().then((t) => crawl(t)).catch(() => {}));
  }
  return res;
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  const path = url.pathname;
  if (path.endsWith("/stream") || path === "/sw.js") return;
  if (path.startsWith("/_next/static/") || path.startsWith("/icons/") || path === "/favicon.svg") {
    event.respondWith(cacheFirst(event));
    return;
  }
  if (request.mode === "navigate") {
    const key = url.origin + path;
    if (isTable(path)) event.waitUntil(keepFold());
    event.respondWith(
      networkFirst(request, PAGES, key).then((res) => {
        // The page's scripts (and the chunks they load later) kept for offline.
        if (res.ok) event.waitUntil(res.clone().text().then((t) => crawl(t)).catch(() => {}));
        return res;
      }).catch(async () => (await caches.match(key)) || new Response(OFFLINE_PAGE, { status: 503, headers: { "content-type": "text/html; charset=utf-8" } })),
    );
    return;
  }
  if (path === "/fold-worker.js") {
    event.respondWith(networkFirst(request, STATIC, url.origin + path));
    return;
  }
  if (/^\/api\/games\/[0-9a-f-]{36}$/i.test(path) || path.startsWith("/api/cards") || path === "/api/zones" || path === "/manifest.webmanifest") {
    event.respondWith(networkFirst(request, DATA, url.origin + path + url.search));
  }
});
