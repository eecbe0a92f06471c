"use client";
/** Set up a Fortunes game: four players clockwise, the first dealer, deck style and house rules. */
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { callApi } from "@/app/_components/api";

type Kind = "none" | "pre-look" | "ante" | "bid" | "target";
const SEATS = ["First player", "Second (clockwise)", "Third (across from the first)", "Fourth"];

export function NewGameForm() {
  const router = useRouter();
  const [players, setPlayers] = useState(["", "", "", ""]);
  const [known, setKnown] = useState<string[]>([]);
  const [dealer, setDealer] = useState(0);
  const [deckStyle, setDeckStyle] = useState<"fortunes" | "rws" | "thoth">("fortunes");
  const [starsAfterBroken, setStarsAfterBroken] = useState(true);
  const [kind, setKind] = useState<Kind>("none");
  const [ante, setAnte] = useState(1);
  const [target, setTarget] = useState(41);
  const [exact, setExact] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    void callApi<{ name: string }[]>("/api/players").then((r) => r.ok && setKnown(r.data.map((p) => p.name)));
  }, []);

  const names = players.map((p) => p.trim());
  const ready = names.every(Boolean);
  const d = names[dealer] || SEATS[dealer];
  const summary = ready
    ? `${d} deals and leads the first trick. High: ${names[dealer]} & ${names[(dealer + 2) % 4]}. Low: ${names[(dealer + 1) % 4]} & ${names[(dealer + 3) % 4]}.`
    : "Name all four players to see who is High and Low.";

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    setError(null);
    const betting = kind === "none" ? { kind } : kind === "bid" ? { kind } : kind === "target" ? { kind, target, exact } : { kind, ante };
    setBusy(true);
    const r = await callApi<{ id: string }>("/api/games", { body: { game: "fortunes", players: names, dealer, deckStyle, options: { starsAfterBroken, betting } } });
    setBusy(false);
    if (!r.ok) { setError(r.error); return; }
    router.push(`/games/${r.data.id}`);
  }

  const field = "mt-1 block w-full rounded-lg border border-stone-400 bg-white px-3 py-2 text-base text-stone-900 dark:border-zinc-600 dark:bg-zinc-900 dark:text-zinc-100";
  return (
    <form onSubmit={submit} className="space-y-6" aria-describedby="setup-summary">
      <fieldset className="space-y-3">
        <legend className="text-lg font-semibold">Players, clockwise around the table</legend>
        <datalist id="known-players">{known.map((n) => <option key={n} value={n} />)}</datalist>
        {players.map((p, i) => (
          <label key={i} className="block">
            <span className="text-sm">{SEATS[i]}</span>
            <input required list="known-players" name={`player-${i}`} value={p} maxLength={40} autoComplete="off"
              onChange={(e) => setPlayers(players.map((x, j) => (j === i ? e.target.value : x)))} className={field} />
          </label>
        ))}
        <label className="block">
          <span className="text-sm">First dealer</span>
          <select name="dealer" value={dealer} onChange={(e) => setDealer(Number(e.target.value))} className={field}>
            {players.map((p, i) => <option key={i} value={i}>{p.trim() || SEATS[i]}</option>)}
          </select>
        </label>
      </fieldset>

      <fieldset className="space-y-3">
        <legend className="text-lg font-semibold">Deck and house rules</legend>
        <label className="block">
          <span className="text-sm">Card names</span>
          <select name="deckStyle" value={deckStyle} onChange={(e) => setDeckStyle(e.target.value as typeof deckStyle)} className={field}>
            <option value="fortunes">Fortunes (Herald, Knight, Riga, Righ; Stars)</option>
            <option value="rws">Rider-Waite-Smith (Page, Knight, Queen, King)</option>
            <option value="thoth">Thoth (Princess, Prince, Queen, Knight)</option>
          </select>
        </label>
        <label className="flex items-start gap-2">
          <input type="checkbox" name="starsAfterBroken" checked={starsAfterBroken} onChange={(e) => setStarsAfterBroken(e.target.checked)} className="mt-1 h-5 w-5" />
          <span>Once Stars are broken, anyone may play a Star instead of following suit <span className="text-sm text-stone-500">(default on; off: a Star only when void in the led suit)</span></span>
        </label>
      </fieldset>

      <fieldset className="space-y-2">
        <legend className="text-lg font-semibold">Betting</legend>
        {([
          ["none", "No betting"],
          ["pre-look", "Stakes before looking at hands (settled as an ante)"],
          ["ante", "Ante: stay, raise or fold at every trick; the top scorer takes the pot"],
          ["bid", "Bids: each player bids tricks; a team short of its bid scores 0"],
          ["target", "Play to a target score"],
        ] as const).map(([value, label]) => (
          <label key={value} className="flex items-start gap-2">
            <input type="radio" name="betting" value={value} checked={kind === value} onChange={() => setKind(value)} className="mt-1 h-5 w-5" />
            <span>{label}</span>
          </label>
        ))}
        {(kind === "ante" || kind === "pre-look") && (
          <label className="block pl-7">
            <span className="text-sm">Opening ante</span>
            <input type="number" name="ante" min={1} value={ante} onChange={(e) => setAnte(Number(e.target.value))} className={field} />
          </label>
        )}
        {kind === "target" && (
          <div className="space-y-2 pl-7">
            <label className="block">
              <span className="text-sm">Target points</span>
              <input type="number" name="target" min={1} value={target} onChange={(e) => setTarget(Number(e.target.value))} className={field} />
            </label>
            <label className="flex items-center gap-2">
              <input type="checkbox" name="exact" checked={exact} onChange={(e) => setExact(e.target.checked)} className="h-5 w-5" />
              <span>Exact: going over the target busts (that deal&rsquo;s points are not added)</span>
            </label>
          </div>
        )}
      </fieldset>

      <p id="setup-summary" className="rounded-lg bg-stone-100 p-3 dark:bg-zinc-900" data-testid="setup-summary" aria-live="polite">{summary}</p>
      {error && <p role="alert" className="rounded-lg border border-red-400 bg-red-50 p-3 text-red-900 dark:bg-red-950 dark:text-red-100">{error}</p>}
      <button type="submit" disabled={busy} className="w-full rounded-lg bg-gold-400 px-4 py-3 text-lg font-semibold text-zinc-950 hover:bg-gold-300 disabled:opacity-50">
        Start the game
      </button>
    </form>
  );
}
