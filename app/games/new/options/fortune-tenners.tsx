"use client";
/**
 * Fortune Tenners house rules (seed 002 "Hosting a Game"): fitting guesses, first move, the
 * blind first round, and for a tarot deck the four Major Arcana that play the Black Ribbons.
 */
import { DEFAULT_TAROT_RIBBONS, MAJOR_CHOICES } from "@/lib/games/fortune-tenners/deck";
import type { OptionsEntry, OptionsFormProps } from "./types";

export interface TennersFormOptions {
  fittingGuesses: boolean;
  blindFirstRound: boolean;
  firstMove: "first" | "random";
  tarotRibbons: string[];
}

const field = "mt-1 block w-full min-h-11 rounded-lg border border-stone-400 bg-white px-3 py-2 text-base text-stone-900 dark:border-zinc-600 dark:bg-zinc-900 dark:text-zinc-100";
const hint = "block text-sm text-stone-600 dark:text-zinc-400";

function Form({ options: o, setOptions }: OptionsFormProps<TennersFormOptions>) {
  const set = (patch: Partial<TennersFormOptions>) => setOptions({ ...o, ...patch });
  /** Choosing a card another Ribbon already uses swaps the two, so the four stay different. */
  const setRibbon = (i: number, code: string) => {
    const next = [...o.tarotRibbons];
    const j = next.indexOf(code);
    if (j >= 0 && j !== i) next[j] = next[i];
    next[i] = code;
    set({ tarotRibbons: next });
  };
  return (
    <>
      <label className="flex min-h-11 items-start gap-2">
        <input type="checkbox" name="fittingGuesses" checked={o.fittingGuesses} onChange={(e) => set({ fittingGuesses: e.target.checked })} className="mt-1 h-5 w-5 shrink-0" />
        <span>Fitting guesses
          <span className={hint}>On: the last player may predict any number. Off: the predictions may not add up to the round&rsquo;s tricks, so at least one player must be wrong (that one number is shown as unavailable).</span>
        </span>
      </label>
      <fieldset className="space-y-1">
        <legend className="font-semibold">First move</legend>
        <label className="flex min-h-11 items-start gap-2">
          <input type="radio" name="firstMove" value="first" checked={o.firstMove === "first"} onChange={() => set({ firstMove: "first" })} className="mt-1 h-5 w-5 shrink-0" />
          <span>The first player in the list <span className={hint}>(the last player deals round 1, unless you choose another first dealer above)</span></span>
        </label>
        <label className="flex min-h-11 items-start gap-2">
          <input type="radio" name="firstMove" value="random" checked={o.firstMove === "random"} onChange={() => set({ firstMove: "random" })} className="mt-1 h-5 w-5 shrink-0" />
          <span>A random player <span className={hint}>(the first dealer is drawn when the game starts)</span></span>
        </label>
      </fieldset>
      <label className="flex min-h-11 items-start gap-2">
        <input type="checkbox" name="blindFirstRound" checked={o.blindFirstRound} onChange={(e) => set({ blindFirstRound: e.target.checked })} className="mt-1 h-5 w-5 shrink-0" />
        <span>Blind first round
          <span className={hint}>In the one-card round everyone holds their card to their forehead: you see every card but your own.</span>
        </span>
      </label>
      <details className="rounded-lg border border-stone-300 p-3 dark:border-zinc-700">
        <summary className="min-h-11 cursor-pointer py-2 font-semibold">Tarot deck: the four Black Ribbon cards</summary>
        <p className={hint}>Only with a tarot deck. The four Kings are the Gothic Knots; these four Major Arcana are the Black Ribbons; the other Major Arcana stay in the box.</p>
        <div className="mt-2 grid grid-cols-2 gap-2">
          {o.tarotRibbons.map((code, i) => (
            <label key={i} className="block">
              <span className="text-sm">Black Ribbon {i + 1}</span>
              <select name={`ribbon-${i}`} value={code} onChange={(e) => setRibbon(i, e.target.value)} className={field}>
                {MAJOR_CHOICES.map((m) => <option key={m.code} value={m.code}>{m.name}</option>)}
              </select>
            </label>
          ))}
        </div>
      </details>
    </>
  );
}

export const fortuneTennersOptions: OptionsEntry<TennersFormOptions> = {
  defaults: { fittingGuesses: true, blindFirstRound: false, firstMove: "first", tarotRibbons: [...DEFAULT_TAROT_RIBBONS] },
  Form,
  summary(names, dealer, o) {
    const n = names.length;
    const rounds = `${60 / n} rounds.`;
    const extras = `${o.fittingGuesses ? "" : " Fitting guesses off: the last prediction may not make the total fit."}${o.blindFirstRound ? " Round 1 is played blind." : ""}`;
    if (o.firstMove === "random") return `A random player deals round 1 (1 card each); the next player clockwise predicts first and leads. ${rounds}${extras}`;
    if (!names.every(Boolean)) return `Name all ${n} players to see who deals and who leads.`;
    return `${names[dealer]} deals round 1 (1 card each). ${names[(dealer + 1) % n]} predicts first and leads. ${rounds}${extras}`;
  },
  randomDealer: (o) => o.firstMove === "random",
};
