import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { SiteHeader } from "./_components/site-header";
import { ThemeScript } from "./_components/theme-script";
import { DeckStyleScript } from "./_components/deck-style-script";
import { ServiceWorkerRegistration } from "./_components/sw-register";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "Fortunes Table", template: "%s · Fortunes Table" },
  description: "A companion for tarot-deck card games at a real table: seats, tricks, scores and the reading each deal leaves.",
  icons: { icon: "/favicon.svg" },
};

export const viewport: Viewport = {
  width: "device-width",
  initialScale: 1,
  themeColor: [
    { media: "(prefers-color-scheme: dark)", color: "#09090b" },
    { media: "(prefers-color-scheme: light)", color: "#fafaf9" },
  ],
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    // suppressHydrationWarning: the theme script may remove "dark" before React hydrates.
    <html lang="en" className="dark" suppressHydrationWarning>
      <head>
        <ThemeScript />
        <DeckStyleScript />
        <ServiceWorkerRegistration />
      </head>
      <body>
        <a
          href="#main"
          className="sr-only rounded bg-gold-400 px-3 py-2 font-medium text-zinc-950 focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50"
        >
          Skip to content
        </a>
        <SiteHeader />
        <main id="main" tabIndex={-1} className="mx-auto max-w-4xl px-4 py-8 focus:outline-none">
          {children}
        </main>
      </body>
    </html>
  );
}
