import type { Metadata } from "next";
import Link from "next/link";
import { connection } from "next/server";
import { CardFace } from "@/app/_components/CardFace";
import { suitName, type Suit } from "@/lib/cards";
import { pageStyle } from "@/app/_components/device-style.server";
import { SUITS } from "@/lib/reading/cards-data";
import { allCards, searchIn } from "@/server/reference";
import { StyleNav } from "./style-nav";
import { styleLinks, withStyle } from "./style-link";

export const metadata: Metadata = { title: "Reference" };

const SUIT_ORDER: Suit[] = ["T", "W", "C", "S", "P"];

/** Each suit in plain words, for someone learning the cards. */
const SUIT_INTRO: Record<Suit, string> = {
  T: "The 22 trumps, numbered 0 to 21: the big turns of a life, larger than any one day. When one lands in a reading, give it more weight than the cards around it.",
  W: "Fire. What you want and go after: energy, ambition, new ventures, nerve. Wands ask what you are starting and whether you have the drive to finish.",
  C: "Water. What you feel: love, friendship, longing, grief, imagination. Cups ask what you care for and what moves you.",
  S: "Air. What you think and say: decisions, arguments, truth and the pain it can bring. Swords ask what you have decided and what it costs.",
  P: "Earth. What you can touch: money, work, the body, home and what you build. This suit is Pentacles in the Fortunes and Rider-Waite-Smith decks, Disks in the Thoth deck, Coins in the Marseille deck.",
};

export default async function ReferencePage({ searchParams }: { searchParams: Promise<{ q?: string; style?: string }> }) {
  await connection();
  const sp = await searchParams;
  const q = typeof sp.q === "string" ? sp.q.slice(0, 100) : "";
  const { style, device } = await pageStyle(sp.style);
  const all = await allCards(style);
  const found = q.trim() ? searchIn(all, q, style) : { cards: all, disposition: null };
  const cards = found.cards;
  const side = found.disposition;
  const bySuit = q.trim()
    ? [{ suit: "" as const, cards }]
    : SUIT_ORDER.map((s) => ({ suit: s, cards: cards.filter((c) => c.suit === s) })).filter((g) => g.cards.length);
  return (
    <div className="space-y-6">
      <header className="space-y-2">
        <h1 className="font-serif text-3xl font-semibold">Cards and the spread</h1>
        <p className="text-stone-700 dark:text-zinc-300">
          Every card with its names in the Fortunes, Rider-Waite-Smith, Thoth and Marseille decks, what it says
          well-disposed (upright, its light side) and ill-disposed (reversed, its shadow side), and its correspondences.
          Choose the deck you own: the names, texts and correspondences follow the card printed at each number. See
          also <Link href="/reference/zones">the spread&rsquo;s zones and positions</Link> and{" "}
          <Link href="/reading">a reading of your own</Link>.
        </p>
        <StyleNav style={style} links={styleLinks((s) => withStyle("/reference", s, q ? { q } : {}, device))} />
      </header>
      <form role="search" className="flex gap-2" action="/reference">
        <label htmlFor="card-search" className="sr-only">Search cards</label>
        <input id="card-search" type="search" name="q" defaultValue={q} placeholder="A name, numeral or word: Lust, XVI, money…"
          className="min-w-0 flex-1 rounded-lg border border-stone-400 bg-white px-3 py-2 text-stone-900 dark:border-zinc-600 dark:bg-zinc-900 dark:text-zinc-100" />
        {style !== device && <input type="hidden" name="style" value={style} />}
        <button type="submit" className="min-h-11 rounded-lg bg-gold-400 px-4 py-2 font-semibold text-zinc-950">Search</button>
      </form>
      <p className="text-sm text-stone-700 dark:text-zinc-300" aria-live="polite" data-testid="card-count">
        {q ? `${cards.length} card${cards.length === 1 ? "" : "s"} match “${q}”${side ? `, shown ${side === "ill" ? "ill-disposed (reversed)" : "well-disposed (upright)"}` : ""}.` : "All 78 cards."}
      </p>
      {bySuit.map((g) => (
        <section key={g.suit || "found"} aria-labelledby={`suit-${g.suit || "found"}`} className="space-y-2">
          <h2 id={`suit-${g.suit || "found"}`} className="text-xl font-semibold">{g.suit ? suitName(g.suit, style) : "Found"}</h2>
          {g.suit && <p className="max-w-prose text-stone-700 dark:text-zinc-300" data-testid={`suit-intro-${g.suit}`}>{SUIT_INTRO[g.suit]}{g.suit !== "T" ? ` Element: ${SUITS[g.suit].element}.` : ""}</p>}
          <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3">
            {g.cards.map((c) => (
              <li key={c.code}>
                <Link href={withStyle(`/reference/cards/${c.code}`, style, {}, device)} className="flex items-start gap-3 rounded-lg border border-stone-200 p-3 no-underline hover:bg-stone-100 dark:border-zinc-800 dark:hover:bg-zinc-900" data-card={c.code}>
                  <CardFace code={c.code} style={style} variant="mini" decorative className={`h-14 w-auto shrink-0 ${side === "ill" ? "rotate-180" : ""}`} />
                  <span className="min-w-0">
                    <span className="font-semibold">{c.name}</span>
                    <span className="mt-1 block text-sm text-stone-700 dark:text-zinc-300">{c.keywords[side ?? "well"].join(", ")}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
