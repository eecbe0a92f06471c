"use client";
/** The host's "share this reading" button: makes a link for this one reading (revocable from the same place). */
import { useState } from "react";

export function ShareReading({ gameId, deal, player }: { gameId: string; deal: number; player: string }) {
  const [link, setLink] = useState<{ url: string; id: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function post(body: unknown) {
    setBusy(true);
    setError(null);
    try {
      const res = await fetch(`/api/games/${gameId}/shares`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
      const json = (await res.json()) as { error?: string; path?: string; share?: { id: string } };
      if (!res.ok) throw new Error(json.error ?? "That did not work.");
      return json;
    } catch (e) {
      setError(e instanceof Error ? e.message : "That did not work.");
      return null;
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="space-y-2 print:hidden" aria-label="Share this reading">
      {!link ? (
        <button type="button" disabled={busy} data-testid="share-reading" className="min-h-11 rounded-lg border border-stone-400 px-4"
          onClick={async () => {
            const r = await post({ op: "create", deal, player });
            if (r?.path && r.share) setLink({ url: `${window.location.origin}${r.path}`, id: r.share.id });
          }}>
          Share {player}&rsquo;s reading
        </button>
      ) : (
        <div className="space-y-2">
          <label className="block text-sm">
            Link to this one reading (anyone with it can open it)
            <input readOnly value={link.url} data-testid="share-link" className="mt-1 block min-h-11 w-full rounded border border-stone-400 px-2" onFocus={(e) => e.currentTarget.select()} />
          </label>
          <button type="button" disabled={busy} data-testid="share-revoke" className="min-h-11 rounded-lg border border-stone-400 px-4"
            onClick={async () => {
              if (await post({ op: "revoke", share: link.id })) setLink(null);
            }}>
            Revoke the link
          </button>
        </div>
      )}
      {error && <p role="alert" className="text-sm text-red-700 dark:text-red-400">{error}</p>}
    </section>
  );
}
