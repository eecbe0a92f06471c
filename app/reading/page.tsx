import type { Metadata } from "next";
import { Spread, ownerLabel } from "@/app/_components/Spread";
import { SpreadTile } from "@/app/_components/SpreadTile";
import { ReadingItem } from "@/app/_components/ReadingItem";
import { cardName, type DeckStyle } from "@/lib/cards";
import { pageStyle } from "@/app/_components/device-style.server";
import { plainMeaning, positionLine } from "@/lib/reading/compose";
import { freeQuery, freeReading, freeSummary } from "@/lib/reading/free";
import { SPREAD_INFO, isSoloSpread, soloLine, soloQuery, soloReading, soloSummary, type SpreadId } from "@/lib/reading/spreads";
import { cardIn } from "@/lib/reading/styled";
import { deepOf } from "@/lib/reading/texts";
import { FreeReadingBuilder, type Entry } from "./FreeReadingBuilder";
import { JournalSave, KeptReadings } from "./JournalSave";
import { ResultActions } from "./ResultActions";
import "./free-reading.css";

export const metadata: Metadata = { title: "A reading" };

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v.join("\n") : v ?? "");

type Params = Record<"me" | "partner" | "style" | "spread" | "cards" | "q" | "date" | "notes", string | string[] | undefined>;

export default async function FreeReadingPage({ searchParams }: { searchParams: Promise<Partial<Params>> }) {
  const q = await searchParams;
  const me = one(q.me), partner = one(q.partner);
  // The link's style, else this device's (issue 30: never Fortunes names on a Rider-Waite-Smith device).
  const { style } = await pageStyle(one(q.style));
  const spreadParam = one(q.spread);
  const extra = { q: one(q.q).slice(0, 200), date: /^\d{4}-\d{2}-\d{2}$/.test(one(q.date)) ? one(q.date) : "", notes: one(q.notes).slice(0, 1000) };
  const partnerMode = spreadParam === "fortunes" || (!isSoloSpread(spreadParam) && !!(me || partner));
  if (!partnerMode) {
    const spread = isSoloSpread(spreadParam) ? spreadParam : "three-card";
    return <SoloPage spread={spread} cards={one(q.cards)} style={style} extra={extra} />;
  }
  const reading = me || partner ? freeReading(me, partner, style) : null;
  const entries = (reading?.cards ?? []).map(({ card, disposition, owner }) => ({ card, disposition, owner }));
  const href = `/reading?${freeQuery(entries, style)}`;
  const title = reading ? `A free reading: the ${reading.layout} layout` : "A free reading";
  return (
    <div className="free-reading space-y-6">
      <header className="space-y-2">
        <h1 className="font-serif text-3xl font-semibold">A reading: the partner spread</h1>
        <p className="max-w-prose text-stone-700 dark:text-zinc-300 print:hidden">
          The spread of a Fortunes deal, for two partners: tap (or scan) the cards in the order they fell, yours and your
          partner&rsquo;s, and turn a card <b>ill-disposed</b> (its shadow side) with one tap when it lies turned toward your
          partner. Then lay out the spread: its link holds the whole reading, to share, print or save as a picture.
        </p>
        {extra.q && <p className="font-serif text-lg italic" data-testid="question">“{extra.q}”</p>}
      </header>
      {reading && (
        <section aria-labelledby="result" className="space-y-3" id="result-section">
          <h2 id="result" className="scroll-mt-4 text-2xl font-semibold">The {reading.layout} layout</h2>
          {reading.problems.length > 0 && (
            <ul role="alert" className="list-disc rounded-lg border border-orange-400 bg-orange-50 p-3 pl-8 text-orange-950 dark:bg-orange-950 dark:text-orange-100">
              {reading.problems.map((p, i) => <li key={i}>{p}</li>)}
            </ul>
          )}
          <p className="max-w-prose" data-testid="free-summary">{freeSummary(reading)}</p>
          <ResultActions href={href} layout={reading.layout} cards={entries.map((e) => ({ ...e, index: reading.cards.find((c) => c.card === e.card)!.index }))} style={style} title={title} />
          <Spread
            layout={reading.layout}
            caption="Your partner’s cards across the table; yours nearest. Ill-disposed cards are turned toward the partner. Tap a card for its reading."
            cell={(p) => {
              const c = reading.cards.find((x) => x.owner === p.owner && x.index === p.index);
              if (!c) return <div className="flex h-full min-h-20 items-center justify-center rounded-lg border border-dashed border-stone-400 p-2 text-center text-xs text-stone-600 dark:border-zinc-600 dark:text-zinc-400">{p.position}</div>;
              const name = cardName(c.card, style);
              return (
                <SpreadTile face={{ code: c.card, style }} name={name} disposition={c.disposition} label={`${ownerLabel(p)} · ${p.position}`}>
                  <p>{positionLine(c.card, c.disposition, p, name, style)}</p>
                  <p className="text-xs text-stone-700 dark:text-zinc-300">{plainMeaning(p)}</p>
                  <p>{cardIn(c.card, style)?.[c.disposition]}</p>
                </SpreadTile>
              );
            }}
          />
          <h3 className="text-lg font-semibold">The reading, card by card</h3>
          <ol className="max-w-prose list-decimal space-y-1 pl-6" data-testid="free-lines">
            {reading.cards.map((c) => (
              <li key={c.card}><b>{cardName(c.card, style)}</b> ({c.owner === "reader" ? "yours" : "your partner’s"}, {c.disposition}-disposed): {positionLine(c.card, c.disposition, c.position, cardName(c.card, style), style)}</li>
            ))}
          </ol>
          <JournalSave reading={{ spread: "fortunes", style, question: extra.q || undefined, cards: reading.cards.map((c) => ({ position: c.position?.position ?? "beyond the layout", card: c.card, disposition: c.disposition })), href, title }} />
        </section>
      )}
      <FreeReadingBuilder initial={entries} style={style} spread="fortunes" extra={extra} title={reading ? "Change the cards" : "Lay your cards"} />
    </div>
  );
}

function SoloPage({ spread, cards: cardsText, style, extra }: { spread: Exclude<SpreadId, "fortunes">; cards: string; style: DeckStyle; extra: { q: string; date: string; notes: string } }) {
  const reading = cardsText ? soloReading(spread, cardsText, style) : null;
  const entries: Entry[] = (reading?.cards ?? []).map((c) => ({ card: c.card, disposition: c.disposition, owner: "reader" }));
  const info = SPREAD_INFO[spread];
  const href = `/reading?${soloQuery(spread, entries, style, extra)}`;
  const title = `${info.label}${extra.date ? `, ${extra.date}` : ""}`;
  return (
    <div className="free-reading space-y-6">
      <header className="space-y-2">
        <h1 className="font-serif text-3xl font-semibold">A reading</h1>
        <p className="max-w-prose text-stone-700 dark:text-zinc-300 print:hidden">
          Choose a spread, then tap, type or scan the cards as you drew them, or let the page shuffle and draw for you. A card
          that came out upside down is <b>reversed</b>: read its shadow side. The link holds the whole reading.
        </p>
      </header>
      {reading && reading.cards.length > 0 && (
        <section aria-labelledby="result" className="space-y-3" id="result-section" data-spread={spread}>
          <h2 id="result" className="scroll-mt-4 text-2xl font-semibold">{info.label}</h2>
          {(extra.q || extra.date) && <p className="font-serif text-lg" data-testid="question">{extra.q ? <i>“{extra.q}”</i> : null}{extra.date ? <span className="block text-sm text-stone-700 dark:text-zinc-300">{extra.date}</span> : null}</p>}
          {reading.problems.length > 0 && (
            <ul role="alert" className="list-disc rounded-lg border border-orange-400 bg-orange-50 p-3 pl-8 text-orange-950 dark:bg-orange-950 dark:text-orange-100">
              {reading.problems.map((p, i) => <li key={i}>{p}</li>)}
            </ul>
          )}
          <p className="max-w-prose" data-testid="free-summary">{soloSummary(reading, style)}</p>
          <ol className="max-w-prose space-y-2" data-testid="free-lines">
            {reading.cards.map((c) => {
              const d = cardIn(c.card, style)!;
              return (
                <li key={c.card} data-place={c.place.position}>
                  <ReadingItem face={{ code: c.card, style }} name={d.name} disposition={c.disposition} side={c.disposition === "well" ? "upright" : "reversed"}
                    place={`${c.index}. ${c.place.position}`} plain={plainMeaning(c.place)} line={soloLine(c, style)} text={d[c.disposition]} open
                    extra={deepOf(c.card, style) ? <p><b>What to do:</b> {deepOf(c.card, style)!.advice[c.disposition]}</p> : null} />
                </li>
              );
            })}
          </ol>
          {extra.notes && <section aria-labelledby="notes"><h3 id="notes" className="text-lg font-semibold">Notes</h3><p className="whitespace-pre-line" data-testid="notes">{extra.notes}</p></section>}
          <p className="text-sm print:hidden"><a href={href} data-testid="share-link" className="break-all">Link to this reading</a></p>
          <JournalSave reading={{ spread, style, question: extra.q || undefined, date: extra.date || undefined, notes: extra.notes || undefined, cards: reading.cards.map((c) => ({ position: c.place.position, card: c.card, disposition: c.disposition })), href, title }} />
        </section>
      )}
      <FreeReadingBuilder initial={entries} style={style} spread={spread} extra={extra} title={reading ? "Change the cards" : "Lay your cards"} />
      <KeptReadings />
    </div>
  );
}
