import type { Metadata } from "next";
import Link from "next/link";
import { Fragment } from "react";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { CardFace } from "@/app/_components/CardFace";
import { findCard } from "@/server/reference";

export async function generateMetadata({ params }: { params: Promise<{ code: string }> }): Promise<Metadata> {
  const card = await findCard((await params).code).catch(() => null);
  return { title: card ? card.names.fortunes : "Card" };
}

export default async function CardPage({ params }: { params: Promise<{ code: string }> }) {
  await connection();
  const card = await findCard((await params).code);
  if (!card) notFound();
  const corr = Object.entries(card.correspondences ?? {}).filter(([, v]) => v !== undefined && v !== "");
  const LABEL: Record<string, string> = { element: "Element", astrology: "Astrology", hebrew: "Hebrew letter", number: "Number" };
  return (
    <article className="space-y-6">
      <p className="text-sm"><Link href="/reference">← All cards</Link></p>
      <header>
        <h1 className="font-serif text-3xl font-semibold">{card.names.fortunes}</h1>
        <p className="text-stone-600 dark:text-zinc-400">Code {card.code} · {card.suitName}</p>
      </header>
      <section aria-labelledby="names">
        <h2 id="names" className="text-lg font-semibold">Names</h2>
        <ul className="mt-2 grid grid-cols-3 gap-3 sm:max-w-lg" data-testid="faces">
          {(["fortunes", "rws", "thoth"] as const).map((style) => (
            <li key={style} className="space-y-1 text-center">
              <CardFace code={card.code} style={style} variant="full" className="mx-auto w-full max-w-40 drop-shadow" />
              <span className="block text-xs text-stone-600 dark:text-zinc-400">{style === "fortunes" ? "Fortunes" : style === "rws" ? "Rider-Waite-Smith" : "Thoth"}</span>
              <span className="block text-sm font-medium">{card.names[style]}</span>
            </li>
          ))}
        </ul>
      </section>
      <div className="grid gap-4 sm:grid-cols-2">
        <section aria-labelledby="well" className="rounded-xl border-2 border-emerald-500/60 p-4">
          <h2 id="well" className="text-lg font-semibold">Well-disposed</h2>
          <p className="text-sm text-stone-600 dark:text-zinc-400">{card.keywords.well.join(" · ")}</p>
          <p className="mt-2" data-testid="well">{card.well}</p>
        </section>
        <section aria-labelledby="ill" className="rounded-xl border-2 border-red-500/60 p-4">
          <h2 id="ill" className="text-lg font-semibold">Ill-disposed</h2>
          <p className="text-sm text-stone-600 dark:text-zinc-400">{card.keywords.ill.join(" · ")}</p>
          <p className="mt-2" data-testid="ill">{card.ill}</p>
        </section>
      </div>
      {corr.length > 0 && (
        <section aria-labelledby="corr">
          <h2 id="corr" className="text-lg font-semibold">Correspondences</h2>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4">
            {corr.map(([k, v]) => <Fragment key={k}><dt>{LABEL[k] ?? k}</dt><dd>{String(v)}</dd></Fragment>)}
          </dl>
        </section>
      )}
    </article>
  );
}
