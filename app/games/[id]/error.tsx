"use client";
/** A game that fails to load: say so in plain words and offer a way on, never a bare 500 page. */

export default function GameError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <div className="mx-auto max-w-xl space-y-3 py-6" role="alert">
      <h1 className="text-xl font-bold">This game could not be opened</h1>
      <p>Something went wrong while reading it from the database. Nothing has been changed or lost by this page.</p>
      {error.digest && <p className="text-sm text-stone-600 dark:text-stone-400">Reference: {error.digest}</p>}
      <div className="flex gap-2">
        <button type="button" onClick={() => reset()} className="rounded-lg bg-amber-700 px-4 py-3 font-semibold text-white">Try again</button>
        <a href="/games" className="rounded-lg border border-stone-400 px-4 py-3 dark:border-stone-600">All games</a>
      </div>
    </div>
  );
}
