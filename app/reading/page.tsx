import type { Metadata } from "next";
import { Spread, ownerLabel } from "@/app/_components/Spread";
import { SpreadTile } from "@/app/_components/SpreadTile";
import { cardName, type DeckStyle } from "@/lib/cards";
import { positionLine } from "@/lib/reading/compose";
import { CARDS } from "@/lib/reading/cards-data";
import { freeQuery, freeReading, freeSummary } from "@/lib/reading/free";
import { FreeReadingBuilder } from "./FreeReadingBuilder";
import { ResultActions } from "./ResultActions";
import "./free-reading.css";

export const metadata: Metadata = { title: "Free reading" };

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v.join("\n") : v ?? "");

export default async function FreeReadingPage({ searchParams }: { searchParams: Promise<{ me?: string | string[]; partner?: string | string[]; style?: string | string[] }> }) {
  const q = await searchParams;
  const me = one(q.me), partner = one(q.partner), s = one(q.style) || "fortunes";
  const style = (["fortunes", "rws", "thoth"].includes(s) ? s : "fortunes") as DeckStyle;
  const reading = me || partner ? freeReading(me, partner, style) : null;
  const entries = (reading?.cards ?? []).map(({ card, disposition, owner }) => ({ card, disposition, owner }));
  const href = `/reading?${freeQuery(entries, style)}`;
  const title = reading ? `A free reading: the ${reading.layout} layout` : "A free reading";
  return (
    <div className="free-reading space-y-6">
      <header className="space-y-2">
        <h1 className="font-serif text-3xl font-semibold">A free reading</h1>
        <p className="max-w-prose text-stone-700 dark:text-zinc-300 print:hidden">
          For readers who lay their spreads with physical cards: tap (or scan) the cards in the order they fell, yours and your
          partner&rsquo;s, and turn a card <b>ill-disposed</b> with one tap when it lies turned toward your partner. Then lay out
          the spread: its link holds the whole reading, to share, print or save as a picture.
        </p>
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
                  <p>{positionLine(c.card, c.disposition, p, name)}</p>
                  <p className="text-xs text-stone-600 dark:text-zinc-400">{CARDS[c.card][c.disposition]}</p>
                </SpreadTile>
              );
            }}
          />
          <h3 className="text-lg font-semibold">The reading, card by card</h3>
          <ol className="max-w-prose list-decimal space-y-1 pl-6" data-testid="free-lines">
            {reading.cards.map((c) => (
              <li key={c.card}><b>{cardName(c.card, style)}</b> ({c.owner === "reader" ? "yours" : "your partner’s"}, {c.disposition}-disposed): {positionLine(c.card, c.disposition, c.position, cardName(c.card, style))}</li>
            ))}
          </ol>
        </section>
      )}
      <FreeReadingBuilder initial={entries} style={style} title={reading ? "Change the cards" : "Lay your cards"} />
    </div>
  );
}
