import type { Metadata } from "next";
import { Spread, ownerLabel } from "@/app/_components/Spread";
import { plainMeaning } from "@/lib/reading/compose";
import { ZONE_PLAIN } from "@/lib/reading/position-sense";
import type { LayoutName, ZoneName } from "@/lib/reading/positions";

const ZONE_LIST: ZoneName[] = ["The Man", "The Clan", "The Future", "The Universe", "The Realm", "The Fate"];

/** The seed's own terms, in plain words. */
const TERMS: [string, string][] = [
  ["Well-disposed and ill-disposed", "A trick that went your team's way is laid facing its winner: read its top card upright, its light side. A trick that favoured the other side is laid turned toward the partner: read the card reversed, its shadow side."],
  ["Sphere", "The rules number the places of The Man, The Clan and The Realm from 10 down to 1, as the ten spheres of the Kabbalah's Tree of Life are numbered: 10 is the world we touch, 1 the source of everything. The higher the sphere, the closer to the everyday; the lower, the closer to the root of things. The Universe's four places take the four elements instead."],
  ["Correspondence", "Each place is tied to a planet or a sign, a traditional way of saying what kind of force works there: the Moon for dreams, Mars for struggle, Jupiter for growth. The names in brackets (Nabal, Ista, Neuru, Zenos) are the rules' own names for Mercury, Venus, Mars and Jupiter."],
  ["The Sphinx, the Man, the Eagle and the Bull", "The four living creatures that guard the corners of the heavens in old imagery (they sit in the corners of the Wheel of Fortune and the World cards), one for each element."],
  ["Tír inna n-Óc", "Irish for the Land of the Young: the otherworld of the old Irish stories, where no one ages. Here it stands for heroism, doing right, and success."],
  ["The Grey Realms and The Abyss", "Two ways of failing: by letting things slide and be forgotten, and by breaking something that should never be broken, which leaves a gulf behind."],
];

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
          are those of the Fortunes rules; under each, what the place means in plain words.
        </p>
      </header>
      <section aria-labelledby="zones" className="space-y-2">
        <h2 id="zones" className="text-2xl font-semibold">The zones</h2>
        <dl className="max-w-prose space-y-2" data-testid="zone-intros">
          {ZONE_LIST.map((z) => <div key={z}><dt className="font-semibold">{z}</dt><dd className="text-stone-700 dark:text-zinc-300">{ZONE_PLAIN[z]}</dd></div>)}
        </dl>
      </section>
      <section aria-labelledby="terms" className="space-y-2">
        <h2 id="terms" className="text-2xl font-semibold">The rules&rsquo; words, explained</h2>
        <dl className="max-w-prose space-y-2" data-testid="terms">
          {TERMS.map(([t, d]) => <div key={t}><dt className="font-semibold">{t}</dt><dd className="text-stone-700 dark:text-zinc-300">{d}</dd></div>)}
        </dl>
      </section>
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
                <p className="text-xs text-stone-700 dark:text-zinc-300">{plainMeaning(p)}</p>
                {p.correspondence && <p className="text-xs text-stone-700 dark:text-zinc-300">Corresponds to {p.correspondence}</p>}
                {p.sphere && <p className="text-xs text-stone-700 dark:text-zinc-300">{/^\d+$/.test(p.sphere) ? `Sphere ${p.sphere}` : `Element: ${p.sphere}`}</p>}
              </div>
            )}
          />
        </section>
      ))}
    </div>
  );
}
