// @ts-check
/** @type {import("next").NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Native and driver packages stay in node_modules instead of the server bundle; so does esbuild,
  // which builds the service worker at app/sw.js/route.ts (what @serwist/turbopack's withSerwist
  // adds, written out: importing it here cost every start 1.5-4 s).
  // OpenCV's script and wasm for the taught-deck reader (public/opencv/, scripts/build-recog-worker.mjs)
  // are named by their content's hash: a name never changes content, so browsers keep them for good.
  async headers() {
    return [{ source: "/opencv/:file", headers: [{ key: "cache-control", value: "public, max-age=31536000, immutable" }] }];
  },
  serverExternalPackages: ["better-sqlite3", "pg", "@prisma/adapter-better-sqlite3", "@prisma/adapter-pg", "esbuild", "esbuild-wasm"],
};

export default nextConfig;
