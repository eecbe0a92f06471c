import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { journalOf } from "@/lib/players/journal";
import { deviceStyle } from "@/app/_components/device-style.server";
import { playerFor } from "@/server/access";
import { decodeCursor, readingsPage } from "@/server/journal";
import { playerPageData } from "@/server/players";
import { circleChanges } from "@/server/player-changes";
import { pageRequest } from "../page-request";
import { gameKindName, shortDate } from "../../_components/game-labels";
import { JournalSection } from "./JournalSection";
import { KindSection } from "./KindSection";
import { InPlaySection } from "./InPlay";
import { inPlayOf } from "@/server/in-play";

const decode = (s: string) => {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
};

export async function generateMetadata({ params }: { params: Promise<{ name: string }> }): Promise<Metadata> {
  return { title: decode((await params).name) };
}

/** Readings the journal's summary (cards that keep coming up, balance, outcomes) is made of: the newest. */
const SUMMARY_READINGS = 200;

/**
 * A player's page: statistics per game kind, and their reading journal, a page at a time (the
 * newest 50 first; earlier and later pages by link). Only for member browsers of the player's
 * circle (server/access.ts); anyone else gets the same "not found" as for a name no one used.
 */
export default async function PlayerPage({ params, searchParams }: { params: Promise<{ name: string }>; searchParams: Promise<{ before?: string; after?: string }> }) {
  await connection();
  const raw = decode((await params).name);
  const found = await playerFor(await pageRequest(`/players/${encodeURIComponent(raw)}`), raw);
  if (!found.ok) notFound();
  const p = found.value;
  const q = await searchParams;
  const before = typeof q.before === "string" ? decodeCursor(q.before) : null;
  const after = typeof q.after === "string" ? decodeCursor(q.after) : null;
  const [page, shown, recent, changes, inPlay, device] = await Promise.all([
    playerPageData(p),
    readingsPage(p.id, p.viewer.browsers, before ? { before } : after ? { after } : { last: true }),
    readingsPage(p.id, p.viewer.browsers, { last: true, limit: SUMMARY_READINGS }),
    circleChanges(p.circleId, p.name, { limit: 50 }),
    inPlayOf(p.id),
    deviceStyle(),
  ]);
  // Each reading lists its cards in the style it was made in; what sums them up (cards that keep
  // coming up, suits, a favourite trump) is named in this device's style, else the newest reading's.
  const style = device ?? recent.readings.at(-1)?.style ?? "fortunes";
  const journal = { ...journalOf(recent.readings, style), readings: shown.readings };
  const enc = encodeURIComponent(page.name);
  return (
    <div className="space-y-6">
      <div className="space-y-1">
        <p className="text-sm"><Link href="/players" className="inline-flex min-h-11 items-center">← Players</Link></p>
        <h1 className="font-serif text-3xl font-semibold">{page.name}</h1>
        <p className="text-stone-700 dark:text-zinc-300" data-testid="player-totals">
          {page.totals.played} game{page.totals.played === 1 ? "" : "s"}, {page.totals.finished} finished, {page.totals.won} won
          {page.lastPlayed ? ` · last played ${shortDate(new Date(page.lastPlayed))}` : ""}
        </p>
      </div>
      <InPlaySection games={inPlay} label={gameKindName} />
      {page.kinds.map((k) => <KindSection key={k.kind} k={k} label={gameKindName(k.kind)} slug={k.kind} style={style} />)}
      <JournalSection journal={journal} summaryOf={recent.readings.length} earlier={shown.previous ? `?before=${shown.previous}` : null} later={shown.next ? `?after=${shown.next}` : null} style={style} device={device ?? "fortunes"} />
      {changes.changes.length > 0 && (
        <section aria-labelledby="changes" className="space-y-2">
          <h2 id="changes" className="font-serif text-xl font-semibold">Name history</h2>
          <ul className="text-sm">
            {changes.changes.map((c) => (
              <li key={c.id}>
                {shortDate(new Date(c.at))}: {c.kind === "merge" ? `${c.from} merged into ${c.to}` : `${c.from} renamed ${c.to}`}
                {c.undoneAt ? ` (undone ${shortDate(new Date(c.undoneAt))})` : ""}
              </li>
            ))}
          </ul>
        </section>
      )}
      <p className="text-sm">
        <a href={`/api/players/${enc}/export.csv`} className="inline-flex min-h-11 items-center underline">Finished games as CSV</a>
        {" · "}
        <a href={`/api/players/${enc}/export.bgstats.json`} className="inline-flex min-h-11 items-center underline">for BG Stats</a>
      </p>
    </div>
  );
}
