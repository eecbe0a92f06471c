"use client";
/**
 * The circle's controls on /players (docs/players.md "Circles"): which circle to look at (only when
 * this browser is in more than one), undo of a change in the history, and the members list's
 * rename, leave and remove. Each posts to the API and redraws the page; a refusal is said in words.
 */
import { useRouter } from "next/navigation";
import { useState } from "react";
import { callApi } from "../_components/api";

function useAction() {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  async function run(url: string, body: unknown, done?: string) {
    setBusy(true);
    setMessage(null);
    const r = await callApi<unknown>(url, { body });
    setBusy(false);
    if (!r.ok) setMessage(r.error);
    else {
      if (done) setMessage(done);
      router.refresh();
    }
  }
  return { busy, message, run };
}

export function CircleSwitcher({ circles, viewing }: { circles: { id: string; name: string }[]; viewing: string }) {
  const { busy, message, run } = useAction();
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm" data-testid="circle-switcher">
      <label htmlFor="circle" className="font-semibold">Circle</label>
      <select id="circle" value={viewing} disabled={busy} onChange={(e) => void run(`/api/circles/${e.target.value}`, { op: "select" })}
        className="min-h-11 rounded border border-stone-300 bg-white px-2 dark:border-zinc-700 dark:bg-zinc-900">
        {circles.map((c) => <option key={c.id} value={c.id}>{c.name}</option>)}
      </select>
      {message && <p role="alert">{message}</p>}
    </div>
  );
}

export function UndoButton({ id, what }: { id: string; what: string }) {
  const { busy, message, run } = useAction();
  return (
    <>
      <button type="button" disabled={busy} onClick={() => void run(`/api/players/changes/${id}/undo`, {})} aria-label={`Undo ${what}`}
        className="ml-2 inline-flex min-h-11 items-center rounded border border-stone-300 px-3 dark:border-zinc-700">Undo</button>
      {message && <span role="alert" className="block text-red-800 dark:text-red-300">{message}</span>}
    </>
  );
}

export function CircleMembers({ circle, members }: { circle: { id: string; name: string }; members: { id: string; label: string; you: boolean }[] }) {
  const { busy, message, run } = useAction();
  const [name, setName] = useState(circle.name);
  return (
    <div className="space-y-3 text-sm">
      <form className="flex flex-wrap items-end gap-2" onSubmit={(e) => { e.preventDefault(); void run(`/api/circles/${circle.id}`, { op: "rename", name }); }}>
        <label className="flex flex-col gap-1">
          <span className="font-semibold">Circle name</span>
          <input value={name} maxLength={60} onChange={(e) => setName(e.target.value)} className="min-h-11 rounded border border-stone-300 bg-white px-2 dark:border-zinc-700 dark:bg-zinc-900" />
        </label>
        <button type="submit" disabled={busy || name.trim() === circle.name} className="inline-flex min-h-11 items-center rounded border border-stone-300 px-3 dark:border-zinc-700">Rename</button>
      </form>
      <ul className="divide-y divide-stone-200 dark:divide-zinc-800" data-testid="circle-members">
        {members.map((m) => (
          <li key={m.id} className="flex flex-wrap items-center justify-between gap-2 py-1">
            <span>{m.label}{m.you ? " (this device)" : ""}</span>
            {m.you ? (
              <button type="button" disabled={busy} onClick={() => void run(`/api/circles/${circle.id}`, { op: "leave" })} className="inline-flex min-h-11 items-center rounded border border-stone-300 px-3 dark:border-zinc-700">Leave this circle</button>
            ) : (
              <button type="button" disabled={busy} onClick={() => void run(`/api/circles/${circle.id}`, { op: "remove", member: m.id })} aria-label={`Remove ${m.label} from the circle`} className="inline-flex min-h-11 items-center rounded border border-stone-300 px-3 dark:border-zinc-700">Remove</button>
            )}
          </li>
        ))}
      </ul>
      {message && <p role="alert">{message}</p>}
    </div>
  );
}
