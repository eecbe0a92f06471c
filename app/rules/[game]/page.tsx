import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { GAME_IDS, gameModule } from "@/lib/games/registry";
import { RulesBlock } from "./RulesBlock";

/** One page per registered game, built at build time. */
export function generateStaticParams() {
  return GAME_IDS.map((game) => ({ game }));
}
export const dynamicParams = false;

export async function generateMetadata({ params }: { params: Promise<{ game: string }> }): Promise<Metadata> {
  const m = gameModule((await params).game);
  return { title: m ? `How to play ${m.label}` : "How to play" };
}

/**
 * /rules/<game id>: How to play, from the module's lazily loaded text (lib/games/<game>/how-to-play.ts).
 * Each section has a stable anchor (its id) and one anchor per turn `expects` value it explains,
 * so the table's "?" opens /rules/<id>#<expects>. Server-rendered, no script.
 */
export default async function RulesPage({ params }: { params: Promise<{ game: string }> }) {
  const m = gameModule((await params).game);
  if (!m) notFound();
  const rules = await m.howToPlay();
  const ids = new Set(rules.sections.map((s) => s.id));
  return (
    <article className="mx-auto max-w-2xl space-y-5" data-testid="rules">
      <header className="space-y-2">
        <p className="text-sm"><Link href="/rules" className="inline-flex min-h-11 items-center underline">How to play: all games</Link></p>
        <h1 className="font-serif text-3xl font-semibold">How to play {m.label}</h1>
        <p>{rules.intro}</p>
        <p className="font-semibold">{rules.needs}</p>
        <nav aria-label="On this page">
          <ul className="flex flex-wrap gap-x-3 text-sm">
            {rules.sections.map((s) => <li key={s.id}><a href={`#${s.id}`} className="inline-flex min-h-11 items-center underline">{s.title}</a></li>)}
          </ul>
        </nav>
      </header>
      {rules.sections.map((s) => (
        <section key={s.id} id={s.id} aria-labelledby={`${s.id}-h`} className="scroll-mt-4 space-y-2">
          {(s.expects ?? []).filter((e) => !ids.has(e) && e !== s.id).map((e) => <span key={e} id={e} className="block scroll-mt-4" />)}
          <h2 id={`${s.id}-h`} className="font-serif text-2xl font-semibold">{s.title}</h2>
          {s.blocks.map((b, i) => <RulesBlock key={i} block={b} faces={rules.faces} />)}
        </section>
      ))}
      <p><Link href={`/games/new?game=${m.id}`} className="inline-flex min-h-11 items-center rounded-lg bg-amber-700 px-4 font-semibold text-white">Start a game of {m.label}</Link></p>
    </article>
  );
}
