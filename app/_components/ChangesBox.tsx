/**
 * After an undo or a correction: what it changed, in plain sentences. Each game's panel works out
 * its own sentences; this draws them the same way everywhere (a live status region).
 */
export function ChangesBox({ changes, heading = "What changed", none, hideEmpty = false }: {
  changes: readonly string[];
  heading?: string;
  /** Said when nothing changed. */
  none: string;
  /** Show nothing at all when nothing changed (an undo that moved nothing worth saying). */
  hideEmpty?: boolean;
}) {
  if (hideEmpty && changes.length === 0) return null;
  return (
    <section role="status" aria-label="What changed" className="rounded-lg border border-sky-400 bg-sky-50 p-3 text-sm text-sky-950 dark:bg-sky-950 dark:text-sky-100" data-testid="changes">
      <h2 className="font-semibold">{heading}</h2>
      {changes.length ? <ul className="list-disc pl-5">{changes.map((c, i) => <li key={i}>{c}</li>)}</ul> : <p>{none}</p>}
    </section>
  );
}
