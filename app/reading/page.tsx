import type { Metadata } from "next";
import { Spread, ownerLabel } from "@/app/_components/Spread";
import { cardName, type DeckStyle } from "@/lib/cards";
import { positionLine } from "@/lib/reading/compose";
import { CARDS } from "@/lib/reading/cards-data";
import { freeReading } from "@/lib/reading/free";

export const metadata: Metadata = { title: "Free reading" };

export default async function FreeReadingPage({ searchParams }: { searchParams: Promise<{ me?: string; partner?: string; style?: string }> }) {
  const { me = "", partner = "", style: s = "fortunes" } = await searchParams;
  const style = (["fortunes", "rws", "thoth"].includes(s) ? s : "fortunes") as DeckStyle;
  const reading = me || partner ? freeReading(me, partner, style) : null;
  const field = "mt-1 block w-full rounded-lg border border-stone-400 bg-white p-2 text-stone-900 dark:border-zinc-600 dark:bg-zinc-900 dark:text-zinc-100";
  return (
    <div className="space-y-6">
      <header className="space-y-2">
        <h1 className="font-serif text-3xl font-semibold">A free reading</h1>
        <p className="max-w-prose text-stone-700 dark:text-zinc-300">
          For readers who lay their spreads with physical cards: list the cards in the order they fell, yours and your
          partner&rsquo;s. Write <b>ill</b> after a card that lies ill-disposed (turned toward your partner). The link of the
          result can be shared.
        </p>
      </header>
      <form action="/reading" className="grid gap-3 sm:grid-cols-2">
        <label>Your cards (one per line)<textarea name="me" defaultValue={me} rows={7} className={field} placeholder={"Ace of Cups\nt21\nRiga of Swords ill"} /></label>
        <label>Your partner&rsquo;s cards<textarea name="partner" defaultValue={partner} rows={7} className={field} placeholder={"w7\nThe Moon ill"} /></label>
        <label className="sm:col-span-2">Card names
          <select name="style" defaultValue={style} className={field}>
            <option value="fortunes">Fortunes</option><option value="rws">Rider-Waite-Smith</option><option value="thoth">Thoth</option>
          </select>
        </label>
        <button type="submit" className="rounded-lg bg-gold-400 px-4 py-2 font-semibold text-zinc-950 sm:col-span-2">Lay out the spread</button>
      </form>
      {reading && (
        <section aria-labelledby="result" className="space-y-3">
          <h2 id="result" className="text-2xl font-semibold">The {reading.layout} layout</h2>
          {reading.problems.length > 0 && (
            <ul role="alert" className="list-disc rounded-lg border border-orange-400 bg-orange-50 p-3 pl-8 text-orange-950 dark:bg-orange-950 dark:text-orange-100">
              {reading.problems.map((p, i) => <li key={i}>{p}</li>)}
            </ul>
          )}
          <Spread
            layout={reading.layout}
            cell={(p) => {
              const c = reading.cards.find((x) => x.owner === p.owner && x.index === p.index);
              if (!c) return <div className="min-h-16 rounded-lg border border-dashed border-stone-300 p-2 text-center text-xs text-stone-500 dark:border-zinc-700">{p.position}</div>;
              const name = cardName(c.card, style);
              return (
                <div className="rounded-lg bg-white p-2 text-sm shadow-sm dark:bg-zinc-800" data-card={c.card}>
                  <p className="text-xs text-stone-500">{ownerLabel(p)} · {p.position}</p>
                  <p className={`my-1 rounded border px-2 py-2 text-center font-semibold ${c.disposition === "ill" ? "rotate-180 border-red-400" : "border-emerald-500"}`}>{name}</p>
                  <p>{positionLine(c.card, c.disposition, p, name)}</p>
                  <p className="mt-1 text-xs text-stone-600 dark:text-zinc-400">{CARDS[c.card][c.disposition]}</p>
                </div>
              );
            }}
          />
          {reading.cards.some((c) => !c.position) && (
            <p>Beyond the layout: {reading.cards.filter((c) => !c.position).map((c) => cardName(c.card, style)).join(", ")}.</p>
          )}
        </section>
      )}
    </div>
  );
}
