import type { MetadataRoute } from "next";

/**
 * /manifest.webmanifest: installable on a phone's home screen (docs/offline.md). The colours are
 * the dark theme's (the app's default); the light theme's bar colour comes from the layout's
 * `themeColor` media queries, which browsers prefer over the manifest's.
 */
export default function manifest(): MetadataRoute.Manifest {
  return {
    name: "Fortunes Table",
    short_name: "Fortunes",
    description: "A companion for tarot-deck card games at a real table: seats, tricks, scores and readings.",
    id: "/",
    start_url: "/",
    scope: "/",
    display: "standalone",
    orientation: "portrait",
    background_color: "#09090b",
    theme_color: "#09090b",
    categories: ["games", "entertainment"],
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icons/maskable-192.png", sizes: "192x192", type: "image/png", purpose: "maskable" },
      { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
}
