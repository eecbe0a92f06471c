/**
 * GET /sw.js: the service worker (app/sw.ts), bundled by Serwist (@serwist/turbopack) when
 * `next build` prerenders this route, with the precache list of that build's files: every
 * /_next/static file, public/ (less the scanner's wasm and the per-game folds, fetched when a table
 * needs them) and /offline. Served from the site's root, so its scope is the whole site.
 */
import { randomUUID } from "node:crypto";
import { createSerwistRoute } from "@serwist/turbopack";

const revision = randomUUID();
const serwist = createSerwistRoute({
  swSrc: "app/sw.ts",
  useNativeEsbuild: true,
  globIgnores: ["public/zxing/**", "public/fold/**", "public/sw.js"],
  // Made at build time but not files of public/: precached under this build's revision.
  additionalPrecacheEntries: ["/offline", "/manifest.webmanifest"].map((url) => ({ url, revision })),
  // The QR library's chunk (~450 KB, the stickers page and the scanner's fallback) is not
  // precached: kept at first use like any static file.
  maximumFileSizeToCacheInBytes: 256 * 1024,
  esbuildOptions: { sourcemap: false, format: "iife", alias: { "@": process.cwd() } },
});

export const dynamic = "force-static";
export const revalidate = false;

export function GET(request: Request): Promise<Response> {
  return serwist.GET(request, { params: Promise.resolve({ path: "sw.js" }) });
}
