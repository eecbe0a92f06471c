"use client";
/** Fortuno house rules: how many cards each player is dealt (the seed says six). */
import type { OptionsEntry, OptionsFormProps } from "./types";

export interface FortunoFormOptions {
  handSize: number;
}

const MIN = 1, MAX = 19;
const clamp = (n: number) => Math.min(MAX, Math.max(MIN, Math.round(n) || MIN));
const step = "min-h-11 min-w-11 rounded-lg border border-stone-400 px-3 text-xl font-semibold disabled:opacity-40 dark:border-zinc-600";

function Form({ options: o, setOptions }: OptionsFormProps<FortunoFormOptions>) {
  const set = (n: number) => setOptions({ ...o, handSize: clamp(n) });
  return (
    <div className="space-y-1">
      <label htmlFor="fortuno-hand-size" className="block font-semibold">Cards dealt to each player</label>
      <div className="flex items-center gap-2">
        <button type="button" aria-label="One card fewer" disabled={o.handSize <= MIN} onClick={() => set(o.handSize - 1)} className={step}>−</button>
        <input id="fortuno-hand-size" name="handSize" type="number" inputMode="numeric" min={MIN} max={MAX} value={o.handSize}
          onChange={(e) => set(Number(e.target.value))}
          className="min-h-11 w-20 rounded-lg border border-stone-400 bg-white px-3 py-2 text-center text-base text-stone-900 dark:border-zinc-600 dark:bg-zinc-900 dark:text-zinc-100" />
        <button type="button" aria-label="One card more" disabled={o.handSize >= MAX} onClick={() => set(o.handSize + 1)} className={step}>+</button>
      </div>
      <p className="text-sm text-stone-600 dark:text-zinc-400">The seed deals six. Fewer cards make a shorter game. The app keeps counts only, never anyone&rsquo;s hand.</p>
    </div>
  );
}

export const fortunoOptions: OptionsEntry<FortunoFormOptions> = {
  defaults: { handSize: 6 },
  Form,
  summary(names, dealer, o) {
    const n = names.length;
    if (!names.every(Boolean)) return `Name all ${n} players to see who deals and who flips first.`;
    const left = 78 - o.handSize * n;
    if (left < 1) return `${o.handSize} cards each for ${n} players leaves nothing to flip: deal fewer.`;
    return `${names[dealer]} deals ${o.handSize} card${o.handSize === 1 ? "" : "s"} each. ${names[(dealer + 1) % n]} flips first; play goes clockwise.`;
  },
  toApi: (o) => ({ handSize: o.handSize }),
};
