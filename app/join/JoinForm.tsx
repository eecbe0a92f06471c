"use client";
/**
 * Joining a table: type the room code (or come from the QR code's /join/<code>), then take a free
 * seat or watch. A spectator's code offers watching only. The device's secret comes back as an
 * HTTP-only cookie; the address never carries it.
 */
import { useEffect, useState } from "react";
import { useRouter } from "next/navigation";
import { callApi } from "@/app/_components/api";

interface Invitation { game: string; kind: "room" | "watch"; gameKind: string; gameLabel: string; players: string[]; taken: string[] }

export function JoinForm({ initialCode = "" }: { initialCode?: string }) {
  const router = useRouter();
  const [code, setCode] = useState(initialCode);
  const [inv, setInv] = useState<Invitation | null>(null);
  const [label, setLabel] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const look = async (c: string) => {
    setError(null);
    setBusy(true);
    const r = await callApi<Invitation>(`/api/join/${encodeURIComponent(c.trim())}`);
    setBusy(false);
    if (r.ok) setInv(r.data);
    else setError(r.error);
  };
  useEffect(() => {
    if (initialCode) void look(initialCode);
  }, [initialCode]);

  const join = async (as: "seat" | "spectator", player?: string) => {
    setBusy(true);
    setError(null);
    const r = await callApi<{ game: string }>("/api/join", { body: { code: code.trim(), as, player, label: label.trim() || undefined } });
    setBusy(false);
    if (!r.ok) {
      setError(r.error);
      if (r.status === 409) void look(code);
      return;
    }
    router.push(`/games/${r.data.game}`);
  };

  return (
    <div className="mx-auto max-w-md space-y-4">
      {!inv && (
        <form className="space-y-3" onSubmit={(e) => { e.preventDefault(); void look(code); }}>
          <label className="block">
            <span className="mb-1 block font-semibold">Room code</span>
            <input
              name="code" value={code} onChange={(e) => setCode(e.target.value.toUpperCase())} autoComplete="off" autoCapitalize="characters" spellCheck={false}
              inputMode="text" maxLength={14} placeholder="e.g. HK7M XA3P"
              className="w-full rounded-lg border border-stone-400 bg-transparent px-3 py-3 font-mono text-2xl tracking-[0.3em] dark:border-stone-600"
            />
          </label>
          <button type="submit" disabled={busy || !code.trim()} className="w-full rounded-lg bg-amber-700 px-4 py-3 font-semibold text-white disabled:opacity-50">Find the table</button>
        </form>
      )}
      {error && <p role="alert" className="rounded-lg border border-red-400 bg-red-50 p-3 text-red-900 dark:border-red-700 dark:bg-red-950 dark:text-red-100">{error}</p>}
      {inv && (
        <div className="space-y-3" data-testid="join-choices">
          <p className="text-lg">{inv.gameLabel} with {inv.players.join(", ")}.</p>
          <label className="block">
            <span className="mb-1 block text-sm">This device&apos;s name (optional, shown to the table)</span>
            <input value={label} onChange={(e) => setLabel(e.target.value)} maxLength={40} placeholder="e.g. Ann's phone" className="w-full rounded-lg border border-stone-400 bg-transparent px-3 py-2 dark:border-stone-600" />
          </label>
          {inv.kind === "room" && (
            <fieldset className="space-y-2">
              <legend className="mb-1 font-semibold">Take a seat</legend>
              {inv.players.map((p) => {
                const taken = inv.taken.some((t) => t.toLowerCase() === p.toLowerCase());
                return (
                  <button key={p} type="button" disabled={busy || taken} onClick={() => void join("seat", p)} className="block w-full rounded-lg border border-stone-400 px-4 py-3 text-left font-semibold disabled:opacity-40 dark:border-stone-600">
                    {p}{taken ? " — taken" : ""}
                  </button>
                );
              })}
            </fieldset>
          )}
          <button type="button" disabled={busy} onClick={() => void join("spectator")} className="w-full rounded-lg border border-stone-400 px-4 py-3 dark:border-stone-600">
            Watch only
          </button>
        </div>
      )}
    </div>
  );
}
