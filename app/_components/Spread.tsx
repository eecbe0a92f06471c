/**
 * The Fortunes spread drawn as the table, seen from the reader's seat: the partner's zones
 * across the table at the top, The Fate in the centre, the reader's Clan and Man nearest.
 */
import type { ReactNode } from "react";
import { SPREAD_ROWS as ROWS, positionsIn, type LayoutName, type Position, type ZoneName } from "@/lib/reading/positions";

export { positionsIn };

const ZONE_TONE: Record<ZoneName, string> = {
  "The Man": "border-gold-400/70",
  "The Clan": "border-gold-400/40",
  "The Future": "border-sky-500/60",
  "The Universe": "border-sky-500/60",
  "The Realm": "border-sky-500/40",
  "The Fate": "border-fuchsia-500/60",
};

export function Spread({ layout, cell, caption }: { layout: LayoutName; cell: (p: Position) => ReactNode; caption?: ReactNode }) {
  return (
    <figure className="spread space-y-2" data-layout={layout}>
      {caption && <figcaption className="text-sm text-stone-600 dark:text-zinc-400">{caption}</figcaption>}
      <div className="space-y-2">
        {ROWS[layout].map((zone) => (
          <div key={zone} role="group" aria-label={zone} className={`rounded-xl border-2 p-2 ${ZONE_TONE[zone]}`}>
            <h3 className="mb-1 text-center text-xs font-semibold uppercase tracking-wider text-stone-600 dark:text-zinc-400">{zone}</h3>
            <ol className="flex flex-wrap justify-center gap-2">
              {positionsIn(layout, zone).map((p) => (
                <li key={p.id} className="w-[calc(50%-0.25rem)] sm:w-40">{cell(p)}</li>
              ))}
            </ol>
          </div>
        ))}
      </div>
    </figure>
  );
}

export function ownerLabel(p: Position): string {
  return `${p.owner === "reader" ? "Reader" : "Partner"} ${p.index}`;
}
