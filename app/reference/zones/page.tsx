import type { Metadata } from "next";
import { Spread, ownerLabel } from "@/app/_components/Spread";
import type { LayoutName } from "@/lib/reading/positions";

export const metadata: Metadata = { title: "The spread" };

const LAYOUTS: { name: LayoutName; title: string; when: string }[] = [
  { name: "simple", title: "Simple reading", when: "Most deals: the reader won at most 7 tricks and the partner at most 4." },
  { name: "broader", title: "Broader reading", when: "When the team's cards fall outside the simple zones." },
  { name: "fate", title: "Fate reading", when: "Rare and highly significant: the team won more than fourteen tricks." },
];

export default function ZonesPage() {
  return (
    <div className="space-y-8">
      <header className="space-y-2">
        <h1 className="font-serif text-3xl font-semibold">The Fortunes spread</h1>
        <p className="max-w-prose text-stone-700 dark:text-zinc-300">
          After a deal each player lays out their team&rsquo;s won tricks, in the order won: their own in The Man and The
          Clan, their partner&rsquo;s across the table. The winning card of each trick is read, well-disposed when it faced
          its winner and ill-disposed when it was turned toward the partner. Positions, meanings, correspondences and spheres
          are those of the Fortunes rules.
        </p>
      </header>
      {LAYOUTS.map((l) => (
        <section key={l.name} aria-labelledby={`layout-${l.name}`} className="space-y-3">
          <h2 id={`layout-${l.name}`} className="text-2xl font-semibold">{l.title}</h2>
          <p className="text-stone-700 dark:text-zinc-300">{l.when}</p>
          <Spread
            layout={l.name}
            caption="Top: across the table (the partner). Bottom: nearest the reader."
            cell={(p) => (
              <div className="h-full rounded-lg bg-stone-100 p-2 text-sm dark:bg-zinc-900" data-position={p.id}>
                <p className="text-xs text-stone-600 dark:text-zinc-400">{ownerLabel(p)}</p>
                <p className="font-semibold">{p.position}</p>
                {p.meaning !== p.position && <p>{p.meaning}</p>}
                {p.correspondence && <p className="text-xs text-stone-600 dark:text-zinc-400">☍ {p.correspondence}</p>}
                {p.sphere && <p className="text-xs text-stone-600 dark:text-zinc-400">Sphere {p.sphere}</p>}
              </div>
            )}
          />
        </section>
      ))}
    </div>
  );
}
