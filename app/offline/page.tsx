/**
 * /offline: what the service worker (app/sw.ts) shows for a page this device never opened while it
 * had a network. Static, precached with each build.
 */
import type { Metadata } from "next";
import Link from "next/link";

export const metadata: Metadata = { title: "Offline" };
export const dynamic = "force-static";

export default function OfflinePage() {
  return (
    <div className="mx-auto max-w-xl space-y-4" data-testid="offline-page">
      <h1 className="font-serif text-2xl font-semibold">Offline</h1>
      <p>This device has no connection to the table now, and this page was not opened here while it had one, so there is no copy of it.</p>
      <p>The tables this device had open, the card meanings and the free reading still open without a network.</p>
      <ul className="flex flex-wrap gap-3">
        <li><Link className="inline-flex min-h-11 items-center underline" href="/">Home</Link></li>
        <li><Link className="inline-flex min-h-11 items-center underline" href="/reference">Card meanings</Link></li>
        <li><Link className="inline-flex min-h-11 items-center underline" href="/reading">A free reading</Link></li>
      </ul>
    </div>
  );
}
