"use client";
/**
 * Keep a reading: in the reader's journal on this server (POST /api/readings, the players'
 * journal) or on this device (localStorage). Says plainly when the server has no journal.
 */
import { useEffect, useState } from "react";

export interface JournalReading {
  spread: string;
  /** The deck style it was read in: the journal lists it in these names (issue 30). */
  style: string;
  question?: string;
  date?: string;
  notes?: string;
  cards: { position: string; card: string; disposition: "well" | "ill" }[];
  /** The page's link, kept with a reading stored on the device. */
  href: string;
  title: string;
}

const PLAYER_KEY = "ft-journal-player";
export const DEVICE_KEY = "ft-readings";

export function JournalSave({ reading }: { reading: JournalReading }) {
  const [player, setPlayer] = useState("");
  const [status, setStatus] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    try { setPlayer(localStorage.getItem(PLAYER_KEY) ?? ""); } catch { /* storage blocked */ }
  }, []);

  async function toJournal() {
    const name = player.trim();
    if (!name) return setStatus("Type your name first: the journal is kept under it.");
    setBusy(true);
    try {
      try { localStorage.setItem(PLAYER_KEY, name); } catch { /* remembered for this visit only */ }
      const { href: _href, title: _title, ...rest } = reading;
      const body = Object.fromEntries(Object.entries({ player: name, ...rest }).filter(([, v]) => v !== undefined && v !== ""));
      const res = await fetch("/api/readings", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
      if (res.status === 201) setStatus(`Saved to ${name}’s journal.`);
      else if (res.status === 404) setStatus("This device has no reading journal yet on this server: journals belong to the people who play here, and a device joins them by making a table or sitting at one. Nothing was saved there; keep the reading on this device instead.");
      else {
        const msg = await res.json().then((b: { error?: string }) => b.error).catch(() => null);
        setStatus(`The journal did not take the reading: ${msg ?? `the server answered ${res.status}`}.`);
      }
    } catch {
      setStatus("The server could not be reached. Keep the reading on this device instead.");
    } finally {
      setBusy(false);
    }
  }

  function onDevice() {
    try {
      const list = JSON.parse(localStorage.getItem(DEVICE_KEY) ?? "[]") as unknown[];
      list.unshift({ ...reading, savedAt: new Date().toISOString() });
      localStorage.setItem(DEVICE_KEY, JSON.stringify(list.slice(0, 100)));
      setStatus(`Kept on this device (${Math.min(list.length, 100)} reading${list.length === 1 ? "" : "s"} here).`);
    } catch {
      setStatus("This browser would not let the page store the reading. Copy its link instead.");
    }
  }

  const btn = "min-h-11 rounded-lg border border-stone-400 px-3 py-2 text-sm font-semibold dark:border-zinc-600";
  return (
    <section aria-labelledby="keep" className="space-y-2 print:hidden" data-testid="journal">
      <h3 id="keep" className="text-lg font-semibold">Keep this reading</h3>
      <div className="flex flex-wrap items-end gap-2">
        <label className="text-sm">Your name
          <input value={player} onChange={(e) => setPlayer(e.target.value.slice(0, 40))} autoComplete="name" className="mt-1 block min-h-11 rounded-lg border border-stone-400 bg-white px-2 text-stone-900 dark:border-zinc-600 dark:bg-zinc-900 dark:text-zinc-100" />
        </label>
        <button type="button" disabled={busy} onClick={() => void toJournal()} className={btn} data-testid="save-journal">Save to my journal</button>
        <button type="button" onClick={onDevice} className={btn} data-testid="save-device">Keep on this device</button>
        <button type="button" onClick={() => window.print()} className={btn}>Print</button>
      </div>
      <p role="status" className="text-sm text-stone-700 dark:text-zinc-300" data-testid="journal-status">{status}</p>
    </section>
  );
}

/** Readings kept on this device, newest first, as links. */
export function KeptReadings() {
  const [list, setList] = useState<{ href: string; title: string; savedAt: string; question?: string }[]>([]);
  useEffect(() => {
    try { setList(JSON.parse(localStorage.getItem(DEVICE_KEY) ?? "[]")); } catch { /* nothing kept */ }
  }, []);
  if (!list.length) return null;
  return (
    <section aria-labelledby="kept" className="space-y-1 print:hidden">
      <h2 id="kept" className="text-lg font-semibold">Kept on this device</h2>
      <ul className="space-y-1">
        {list.slice(0, 20).map((r, i) => (
          <li key={i}><a href={r.href} className="inline-flex min-h-11 items-center">{r.title}{r.question ? `: “${r.question}”` : ""} · {r.savedAt.slice(0, 10)}</a></li>
        ))}
      </ul>
    </section>
  );
}
