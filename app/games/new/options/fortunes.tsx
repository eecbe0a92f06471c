"use client";
/** Fortunes house rules: Stars after they are broken, and the betting variant. */
import type { OptionsEntry, OptionsFormProps } from "./types";

type Kind = "none" | "pre-look" | "ante" | "bid" | "target";
export interface FortunesFormOptions { starsAfterBroken: boolean; kind: Kind; ante: number; target: number; exact: boolean }

const field = "mt-1 block min-h-11 w-full rounded-lg border border-stone-400 bg-white px-3 py-2 text-base text-stone-900 dark:border-zinc-600 dark:bg-zinc-900 dark:text-zinc-100";

function Form({ options: o, setOptions }: OptionsFormProps<FortunesFormOptions>) {
  const set = (patch: Partial<FortunesFormOptions>) => setOptions({ ...o, ...patch });
  return (
    <>
      <label className="flex min-h-11 items-start gap-2">
        <input type="checkbox" name="starsAfterBroken" checked={o.starsAfterBroken} onChange={(e) => set({ starsAfterBroken: e.target.checked })} className="mt-1 h-5 w-5 shrink-0" />
        <span>Once Stars are broken, anyone may play a Star instead of following suit <span className="text-sm text-stone-600 dark:text-stone-400">(default on; off: a Star only when void in the led suit)</span></span>
      </label>
      <fieldset className="space-y-2">
        <legend className="text-lg font-semibold">Betting</legend>
        {([
          ["none", "No betting"],
          ["pre-look", "Stakes before looking at hands (settled as an ante)"],
          ["ante", "Ante: stay, raise or fold at every trick; the top scorer takes the pot"],
          ["bid", "Bids: each player bids tricks; a team short of its bid scores 0"],
          ["target", "Play to a target score"],
        ] as const).map(([value, label]) => (
          <label key={value} className="flex min-h-11 items-start gap-2">
            <input type="radio" name="betting" value={value} checked={o.kind === value} onChange={() => set({ kind: value })} className="mt-1 h-5 w-5 shrink-0" />
            <span>{label}</span>
          </label>
        ))}
        {(o.kind === "ante" || o.kind === "pre-look") && (
          <label className="block pl-7">
            <span className="text-sm">Opening ante</span>
            <input type="number" name="ante" min={1} value={o.ante} onChange={(e) => set({ ante: Number(e.target.value) })} className={field} />
          </label>
        )}
        {o.kind === "target" && (
          <div className="space-y-2 pl-7">
            <label className="block">
              <span className="text-sm">Target points</span>
              <input type="number" name="target" min={1} value={o.target} onChange={(e) => set({ target: Number(e.target.value) })} className={field} />
            </label>
            <label className="flex min-h-11 items-center gap-2">
              <input type="checkbox" name="exact" checked={o.exact} onChange={(e) => set({ exact: e.target.checked })} className="h-5 w-5 shrink-0" />
              <span>Exact: going over the target busts (that deal&rsquo;s points are not added)</span>
            </label>
          </div>
        )}
      </fieldset>
    </>
  );
}

export const fortunesOptions: OptionsEntry<FortunesFormOptions> = {
  defaults: { starsAfterBroken: true, kind: "none", ante: 1, target: 41, exact: false },
  Form,
  summary(names, dealer) {
    if (!names.every(Boolean)) return "Name all four players to see who is High and Low.";
    return `${names[dealer]} deals and leads the first trick. High: ${names[dealer]} & ${names[(dealer + 2) % 4]}. Low: ${names[(dealer + 1) % 4]} & ${names[(dealer + 3) % 4]}.`;
  },
  toApi: (o) => fortunesApiOptions(o),
};

/** The options the API takes, from the form's fields. */
export function fortunesApiOptions(o: FortunesFormOptions) {
  const betting = o.kind === "none" || o.kind === "bid" ? { kind: o.kind } : o.kind === "target" ? { kind: o.kind, target: o.target, exact: o.exact } : { kind: o.kind, ante: o.ante };
  return { starsAfterBroken: o.starsAfterBroken, betting };
}
