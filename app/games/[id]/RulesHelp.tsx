/**
 * The table's "?": opens How to play at the part for the current step (/rules/<game>#<expects>;
 * every turn `expects` value has an anchor there). A plain link: no script of its own.
 */
export function RulesHelp({ game, expects }: { game: string; expects: string }) {
  return (
    <a href={`/rules/${game}#${expects}`} aria-label="How to play?" title="How to play" data-testid="rules-help"
      className="inline-flex size-11 shrink-0 items-center justify-center rounded-full border border-stone-400 text-xl font-bold dark:border-stone-500">?</a>
  );
}
