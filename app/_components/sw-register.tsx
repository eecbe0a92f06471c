/**
 * Registers the service worker (GET /sw.js: app/sw.ts built by Serwist, docs/offline.md) once the page has loaded: an inline
 * snippet of a few bytes, so no page's first-load JavaScript grows. Production builds only (a
 * worker caching pages would get in the way of `next dev`).
 */
const SNIPPET = "if('serviceWorker'in navigator)addEventListener('load',function(){navigator.serviceWorker.register('/sw.js').catch(function(){})})";

export function ServiceWorkerRegistration() {
  if (process.env.NODE_ENV !== "production") return null;
  return <script dangerouslySetInnerHTML={{ __html: SNIPPET }} />;
}
