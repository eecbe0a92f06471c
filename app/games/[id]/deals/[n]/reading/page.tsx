import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { Spread, ownerLabel } from "@/app/_components/Spread";
import { CardFace } from "@/app/_components/CardFace";
import { OpenAll } from "@/app/_components/OpenAll";
import { ReadingItem } from "@/app/_components/ReadingItem";
import { deckStyleOr } from "@/lib/cards";
import { deepOf } from "@/lib/reading/texts";
import { looksLikeId } from "@/server/http";
import { dealReadings } from "@/server/readings";
import { shareByToken } from "@/server/shares";
import { nameKey } from "@/lib/games/common/names";
import { tableVisitor } from "../../../visitor";
import { SHARED, visitorTag } from "@/lib/offline/viewer-tag";
import { ShareReading } from "./ShareReading";
import type { SnapshotCard } from "@/lib/reading/snapshot";
import { PrintButton } from "./PrintButton";
import "./reading.css";

export const metadata: Metadata = { title: "Reading" };

const OUTCOME: Record<string, string> = { fortune: "Fortune", doom: "Doom", even: "Even" };

/**
 * One deal's readings. Like every page of a table it needs a device of the table (a stranger gets
 * "join this table first", as for the table); a share link the host made (`?share=<token>`) opens
 * the one reading it names, and nothing else of the game (docs/privacy.md).
 */
export default async function ReadingPage({ params, searchParams }: { params: Promise<{ id: string; n: string }>; searchParams: Promise<{ player?: string; share?: string }> }) {
  await connection();
  const { id, n } = await params;
  const { player, share } = await searchParams;
  const deal = Number(n);
  if (!looksLikeId(id) || !Number.isInteger(deal) || deal < 1) notFound();
  let shared: string | null = null;
  let host = false;
  // A seat's phone opens on its own player's reading (issue 30) unless another is asked for.
  let mine: string | null = null;
  // Who this page is drawn for (the service worker keeps it for that viewer only): a share link's page depends on the link alone.
  let viewer = SHARED;
  if (typeof share === "string" && share) {
    const s = await shareByToken(share);
    if (!s || s.gameId !== id || s.deal !== deal) notFound();
    shared = s.player;
  } else {
    const { who } = await tableVisitor(params);
    if (who.state === "join") {
      return (
        <div className="mx-auto max-w-md space-y-4 py-6" data-testid="join-first" data-ft-viewer={visitorTag(who)}>
          <h1 className="text-2xl font-bold">Join this table first</h1>
          <p>This table&apos;s readings are for its devices. Type the room code shown under the host&apos;s “Invite”, or ask the host for a share link of one reading.</p>
          <Link href="/join" className="inline-block rounded-lg bg-amber-700 px-4 py-3 font-semibold text-white">Enter a room code</Link>
        </div>
      );
    }
    host = who.state === "ok" && who.device?.role === "host";
    if (who.state === "ok" && who.device?.role === "seat") mine = who.device.player;
    viewer = visitorTag(who);
  }
  const data = await dealReadings(id, deal);
  if (!data) notFound();
  const wanted = shared ?? player ?? mine ?? "";
  const reading = shared ? data.readings.find((r) => nameKey(r.player) === nameKey(shared)) : (data.readings.find((r) => nameKey(r.player) === nameKey(wanted)) ?? data.readings[0]);
  if (!reading) notFound();
  const placed = new Map<string, SnapshotCard>();
  for (const c of reading.cards) if (c.zone) placed.set(`${c.owner === reading.player ? "reader" : "partner"}:${c.index}`, c);
  const well = reading.cards.filter((c) => c.disposition === "well").length;
  const style = deckStyleOr(data.deckStyle);
  const personal = reading.personal;
  const whose = (c: SnapshotCard) => (c.owner === reading.player ? "Your" : `${c.owner}'s`);

  return (
    <article className="reading space-y-4" data-ft-viewer={viewer}>
      <header className="space-y-2">
        {!shared && <p className="text-sm print:hidden"><Link href={`/games/${id}`} className="inline-flex min-h-11 items-center">← Back to the table</Link></p>}
        <h1 className="font-serif text-3xl font-semibold">Deal {deal}: {reading.player}&rsquo;s reading</h1>
        <p data-testid="reading-summary">
          <b className={reading.outcome === "fortune" ? "text-emerald-700 dark:text-emerald-400" : reading.outcome === "doom" ? "text-red-700 dark:text-red-400" : ""}>{OUTCOME[reading.outcome]}</b>
          {" "}for {reading.player} &amp; {reading.partner} ({reading.team === "high" ? "High" : "Low"} team) · {reading.layout} layout · {well} well-disposed, {reading.cards.length - well} ill-disposed
        </p>
        {personal ? (
          <section aria-label="Your reading in brief" className="max-w-prose space-y-2" data-testid="reading-text">
            <p data-testid="personal-opening">{personal.opening}</p>
            <ul className="list-disc space-y-1 pl-5" data-testid="personal-zones">
              {personal.zones.map((z) => <li key={z.zone || "none"} data-zone={z.zone} data-whose={z.whose}>{z.text}</li>)}
            </ul>
            {personal.callout && <p className="rounded-lg border-l-4 border-fuchsia-500 bg-fuchsia-50 p-2 dark:bg-fuchsia-950/40" data-testid="callout">{personal.callout}</p>}
          </section>
        ) : reading.summary && <p className="max-w-prose" data-testid="reading-text">{reading.summary.text}</p>}
        <nav aria-label="Whose reading" className="flex flex-wrap gap-2 print:hidden">
          {!shared && data.readings.map((r) => (
            <Link key={r.player} href={`?player=${encodeURIComponent(r.player)}`} aria-current={r.player === reading.player ? "page" : undefined}
              className={`inline-flex min-h-11 items-center rounded-full border px-4 text-sm no-underline ${r.player === reading.player ? "border-gold-400 bg-gold-400 text-zinc-950" : "border-stone-300 dark:border-zinc-700"}`}>
              {r.player}
            </Link>
          ))}
          <PrintButton />
        </nav>
      </header>

      <h2 className="text-xl font-semibold">The spread</h2>
      <Spread
        layout={reading.layout}
        caption={`${reading.partner}'s tricks across the table; ${reading.player}'s nearest. Ill-disposed cards are turned toward the partner.`}
        cell={(p) => {
          const c = placed.get(`${p.owner}:${p.index}`);
          if (!c) return <div className="flex h-full min-h-20 items-center justify-center rounded-lg border border-dashed border-stone-400 p-2 text-center text-xs text-stone-600 dark:border-zinc-600 dark:text-zinc-400">{p.position}<br />(empty)</div>;
          return (
            <a href={`#card-${c.owner}-${c.index}`} className="flex h-full items-center gap-2 rounded-lg bg-white p-2 text-xs no-underline shadow-sm dark:bg-zinc-800" data-position={p.id}>
              <CardFace code={c.card} style={style} name={c.name} variant="mini" decorative className={`w-8 shrink-0 ${c.disposition === "ill" ? "rotate-180" : ""}`} />
              <span className="min-w-0"><span className="block text-stone-700 dark:text-zinc-300">{ownerLabel(p)} · {p.position}</span><span className="block font-semibold">{c.name}</span></span>
            </a>
          );
        }}
      />

      <section aria-labelledby="card-by-card" className="space-y-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="card-by-card" className="text-xl font-semibold">Card by card</h2>
          <span className="print:hidden"><OpenAll target="reading-cards" /></span>
        </div>
        <ol id="reading-cards" className="max-w-prose space-y-2" data-testid="reading-cards">
          {reading.cards.map((c) => (
            <li key={`${c.owner}-${c.index}`} id={`card-${c.owner}-${c.index}`}>
              <ReadingItem face={{ code: c.card, style }} name={c.name} disposition={c.disposition}
                side={c.disposition === "well" ? "well-disposed" : "ill-disposed"}
                place={`${whose(c)} ${c.index} · ${c.position ?? "beyond the layout"}`}
                plain={c.plain ?? (c.positionMeaning && c.positionMeaning !== c.position ? c.positionMeaning : null)}
                line={c.line} text={c.interpretation}
                extra={<>{deepOf(c.card, style) && <p><b>What to do:</b> {deepOf(c.card, style)!.advice[c.disposition]}</p>}{c.positionMeaning ? <p className="text-sm text-stone-700 dark:text-zinc-300">From the rules: {c.position}: {c.positionMeaning}{c.correspondence ? `; corresponds to ${c.correspondence.replace(/\s*\(no corresponding planet\)/, "")}` : ""}{c.sphere ? `; sphere ${c.sphere}` : ""}.</p> : null}</>} />
            </li>
          ))}
        </ol>
      </section>
      <p className="text-xs text-stone-600 dark:text-zinc-400 print:hidden">{data.saved ? "Saved when the deal ended." : "Built from the game as it stands."} {shared ? "Shared by the table's host." : "Only the table's devices open this page; the host can make a link that shares this one reading."}</p>
      {host && <ShareReading gameId={id} deal={deal} player={reading.player} />}
    </article>
  );
}
