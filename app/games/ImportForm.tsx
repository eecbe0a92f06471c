"use client";
/** Import a game record (CONTRACT.md JSON) from a file or pasted text. */
import { useRouter } from "next/navigation";
import { useRef, useState } from "react";
import { newRequestKey } from "@/app/_components/api";

export function ImportForm() {
  const router = useRouter();
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  // The same record sent again (a retry after a lost answer) carries the same key: one game, not two.
  const lastKey = useRef<{ body: string; key: string } | null>(null);

  async function importText(body: string) {
    setError(null);
    if (lastKey.current?.body !== body) lastKey.current = { body, key: newRequestKey() };
    let res: Response;
    try {
      res = await fetch("/api/games/import", { method: "POST", headers: { "content-type": "application/json", "idempotency-key": lastKey.current.key }, body });
    } catch {
      setError("Could not reach the app. Check the connection and try again.");
      return;
    }
    const json = await res.json().catch(() => ({}));
    if (!res.ok) { setError(json.error ?? `Import failed (${res.status}).`); return; }
    router.push(`/games/${json.id}`);
  }

  return (
    <form className="space-y-2" onSubmit={(e) => { e.preventDefault(); void importText(text); }}>
      <label className="block">
        <span className="font-semibold">Import a game record</span>
        <input type="file" accept="application/json,.json" className="mt-1 block text-sm" aria-label="Record file"
          onChange={async (e) => { const f = e.target.files?.[0]; if (f) await importText(await f.text()); }} />
      </label>
      <label className="block">
        <span className="text-sm">…or paste its JSON</span>
        <textarea value={text} onChange={(e) => setText(e.target.value)} rows={3} name="record"
          className="mt-1 block w-full rounded-lg border border-stone-400 bg-white p-2 font-mono text-xs text-stone-900 dark:border-zinc-600 dark:bg-zinc-900 dark:text-zinc-100" />
      </label>
      {error && <p role="alert" className="text-sm text-red-700 dark:text-red-400">{error}</p>}
      <button type="submit" disabled={!text.trim()} className="min-h-11 rounded-lg border border-stone-400 px-4 font-semibold disabled:opacity-40 dark:border-zinc-600">Import</button>
    </form>
  );
}
