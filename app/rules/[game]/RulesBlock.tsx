/** One block of How to play: a paragraph, a list, numbered steps, or a table (with card faces). */
import { CardImage } from "@/app/_components/CardImage";
import { resolveFace } from "@/lib/faces/resolve";
import type { Block, HowToPlay } from "@/lib/games/how-to-play";

export function RulesBlock({ block, faces }: { block: Block; faces: HowToPlay["faces"] }) {
  if ("p" in block) return <p>{block.p}</p>;
  if ("list" in block) return <ul className="list-disc space-y-1 pl-6">{block.list.map((x, i) => <li key={i}>{x}</li>)}</ul>;
  if ("steps" in block) return <ol className="list-decimal space-y-1 pl-6">{block.steps.map((x, i) => <li key={i}>{x}</li>)}</ol>;
  const t = block.table;
  return (
    // Focusable, so a keyboard can scroll a table wider than the phone.
    <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={t.caption}>
      <table className="w-full border-collapse text-left text-sm">
        <caption className="pb-1 text-left font-semibold">{t.caption}</caption>
        <thead>
          <tr>{t.head.map((h) => <th key={h} scope="col" className="border-b border-stone-400 px-2 py-1 dark:border-zinc-600">{h}</th>)}</tr>
        </thead>
        <tbody>
          {t.rows.map((r, i) => {
            const f = r.card && faces ? resolveFace(faces.deck, faces.style, r.card) : null;
            return (
              <tr key={i} className="border-b border-stone-300 align-top dark:border-zinc-700">
                {r.cells.map((c, j) => (
                  <td key={j} className="px-2 py-1">
                    {j === 0 && f && r.card && faces ? (
                      <span className="flex items-center gap-2">
                        <CardImage face={{ deck: faces.deck, style: faces.style, code: r.card, name: f.name ?? c }} variant="mini" decorative className="h-16 w-auto shrink-0 rounded" />
                        <strong>{c}</strong>
                      </span>
                    ) : j === 0 ? <strong>{c}</strong> : c}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
