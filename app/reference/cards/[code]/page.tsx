import type { Metadata } from "next";
import Link from "next/link";
import { Fragment } from "react";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { CardFace } from "@/app/_components/CardFace";
import { ALL_CARDS, DECK_STYLES, DECK_STYLE_LABELS, cardName, isStar, printedAt, rankOf, romanOf } from "@/lib/cards";
import { deepOf } from "@/lib/reading/texts";
import { findCard } from "@/server/reference";
import { StyleNav } from "../../style-nav";
import { styleLinks, withStyle } from "../../style-link";
import { pageStyle } from "@/app/_components/device-style.server";

export async function generateMetadata({ params, searchParams }: { params: Promise<{ code: string }>; searchParams: Promise<{ style?: string }> }): Promise<Metadata> {
  const card = await findCard((await params).code, (await pageStyle((await searchParams).style)).style).catch(() => null);
  return { title: card ? card.name ?? card.names.fortunes : "Card" };
}

const LABEL: Record<string, string> = { element: "Element", astrology: "Astrology", hebrew: "Hebrew letter", number: "Number" };

export default async function CardPage({ params, searchParams }: { params: Promise<{ code: string }>; searchParams: Promise<{ style?: string }> }) {
  await connection();
  const { style, device } = await pageStyle((await searchParams).style);
  const card = await findCard((await params).code, style);
  if (!card) notFound();
  const corr = Object.entries(card.correspondences ?? {}).filter(([, v]) => v !== undefined && v !== "");
  const at = ALL_CARDS.indexOf(card.code);
  const prev = ALL_CARDS[(at + ALL_CARDS.length - 1) % ALL_CARDS.length];
  const next = ALL_CARDS[(at + 1) % ALL_CARDS.length];
  const identity = card.identity ?? card.code;
  // The same card in every deck: where each prints it, and what it is called there.
  const aka = DECK_STYLES.map((s) => {
    const code = printedAt(identity, s);
    return { style: s, code, name: cardName(code, s), numeral: isStar(code) ? romanOf(rankOf(code)) : null };
  });
  const name = card.name ?? card.names.fortunes;
  const deep = deepOf(card.code, style);
  return (
    <article className="space-y-6">
      <nav aria-label="Cards" className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <Link href={withStyle("/reference", style, {}, device)} className="inline-flex min-h-11 items-center">← All cards</Link>
        <span className="flex gap-2">
          <Link href={withStyle(`/reference/cards/${prev}`, style, {}, device)} rel="prev" className="inline-flex min-h-11 items-center rounded-full border border-stone-300 px-3 no-underline dark:border-zinc-700" data-testid="prev">← {cardName(prev, style)}</Link>
          <Link href={withStyle(`/reference/cards/${next}`, style, {}, device)} rel="next" className="inline-flex min-h-11 items-center rounded-full border border-stone-300 px-3 no-underline dark:border-zinc-700" data-testid="next">{cardName(next, style)} →</Link>
        </span>
      </nav>
      <header className="space-y-2">
        <h1 className="font-serif text-3xl font-semibold">{name}</h1>
        <p className="text-stone-700 dark:text-zinc-300">Code {card.code}{isStar(card.code) ? ` · printed ${romanOf(rankOf(card.code))}` : ""} · {card.suitName} · {DECK_STYLE_LABELS[style]} deck</p>
        <StyleNav style={style} links={styleLinks((s) => withStyle(`/reference/cards/${card.code}`, s, {}, device))} />
      </header>
      {deep && (
        <section aria-labelledby="image" className="max-w-prose space-y-1">
          <h2 id="image" className="text-lg font-semibold">The picture</h2>
          <p data-testid="image">{deep.image}</p>
          {deep.thothTitle && <p className="text-sm text-stone-700 dark:text-zinc-300" data-testid="thoth-title">Title in the Thoth deck: <i>{deep.thothTitle}</i></p>}
        </section>
      )}
      <section aria-labelledby="names">
        <h2 id="names" className="text-lg font-semibold">The same card in every deck</h2>
        <ul className="mt-2 grid grid-cols-2 gap-3 sm:max-w-2xl sm:grid-cols-4" data-testid="faces">
          {aka.map((a) => (
            <li key={a.style} className="space-y-1 text-center">
              <CardFace code={a.code} style={a.style} variant="full" className="mx-auto w-full max-w-32 drop-shadow" />
              <span className="block text-xs text-stone-700 dark:text-zinc-300">{DECK_STYLE_LABELS[a.style]}{a.numeral ? `, ${a.numeral}` : ""}</span>
              <span className="block text-sm font-medium">{a.name}</span>
            </li>
          ))}
        </ul>
      </section>
      <div className="grid gap-4 sm:grid-cols-2">
        <section aria-labelledby="well" className="rounded-xl border-2 border-emerald-500/60 p-4">
          <h2 id="well" className="text-lg font-semibold">Well-disposed (upright)</h2>
          <p className="text-sm text-stone-700 dark:text-zinc-300">{card.keywords.well.join(" · ")}</p>
          <p className="mt-2" data-testid="well">{card.well}</p>
          {(deep?.love || deep?.work) && <p className="mt-2" data-testid="life-well">{[deep.love?.well, deep.work?.well].filter(Boolean).join(" ")}</p>}
          {deep && <p className="mt-2"><b>What to do:</b> {deep.advice.well}</p>}
        </section>
        <section aria-labelledby="ill" className="rounded-xl border-2 border-red-500/60 p-4">
          <h2 id="ill" className="text-lg font-semibold">Ill-disposed (reversed): its shadow side</h2>
          <p className="text-sm text-stone-700 dark:text-zinc-300">{card.keywords.ill.join(" · ")}</p>
          <p className="mt-2" data-testid="ill">{card.ill}</p>
          {(deep?.love || deep?.work) && <p className="mt-2" data-testid="life-ill">{[deep.love?.ill, deep.work?.ill].filter(Boolean).join(" ")}</p>}
          {deep && <p className="mt-2"><b>What to do:</b> {deep.advice.ill}</p>}
        </section>
      </div>
      {corr.length > 0 && (
        <section aria-labelledby="corr">
          <h2 id="corr" className="text-lg font-semibold">Correspondences</h2>
          <p className="text-sm text-stone-700 dark:text-zinc-300">The traditional links between the card and the elements, the sky and the Hebrew alphabet, as the Golden Dawn set them out.</p>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4">
            {corr.map(([k, v]) => <Fragment key={k}><dt>{LABEL[k] ?? k}</dt><dd>{String(v)}</dd></Fragment>)}
          </dl>
        </section>
      )}
    </article>
  );
}
