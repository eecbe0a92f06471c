// @ts-check
import { withSerwist } from "@serwist/turbopack";

/** @type {import("next").NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Native and driver packages stay in node_modules instead of the server bundle (withSerwist adds
  // esbuild, which builds the service worker at app/sw.js/route.ts).
  serverExternalPackages: ["better-sqlite3", "pg", "@prisma/adapter-better-sqlite3", "@prisma/adapter-pg"],
};

export default withSerwist(nextConfig);
