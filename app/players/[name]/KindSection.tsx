/** One game kind on a player's page: its figures, never blended with another kind's. */
import Link from "next/link";
import { MIN_SHARED_GAMES, type KindPage } from "@/lib/players/aggregate";
import { cardName, type DeckStyle } from "@/lib/cards";
import { PointsChart } from "./PointsChart";

const pct = (r: number | null) => (r === null ? "—" : `${Math.round(r * 100)}%`);
const Thin = ({ children }: { children: React.ReactNode }) => <p className="text-sm text-stone-600 dark:text-zinc-400">{children}</p>;

function Figure({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <div className="rounded border border-stone-200 p-2 dark:border-zinc-800">
      <dt className="text-xs text-stone-600 dark:text-zinc-400">{label}</dt>
      <dd className="text-lg font-semibold tabular-nums">{value}</dd>
    </div>
  );
}

export function KindSection({ k, label, slug, style = "fortunes" }: { k: KindPage; label: string; slug: string; style?: DeckStyle }) {
  const hasDeals = k.deals !== undefined;
  return (
    <section aria-labelledby={`kind-${slug}`} className="space-y-4 rounded-lg border border-stone-200 p-4 dark:border-zinc-800" data-testid={`kind-${slug}`}>
      <h2 id={`kind-${slug}`} className="font-serif text-2xl font-semibold">{label}</h2>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        <Figure label="Played" value={k.played} />
        <Figure label="Finished" value={k.finished} />
        <Figure label="Won" value={k.won} />
        <Figure label="Win rate" value={pct(k.winRate)} />
        {hasDeals && <Figure label="Deals" value={k.deals} />}
        {hasDeals && <Figure label="Tricks won" value={k.tricksWon} />}
        {hasDeals && <Figure label="Points" value={k.points} />}
        {hasDeals && <Figure label="Points per deal" value={k.pointsPerDeal === null ? "—" : k.pointsPerDeal.toFixed(1)} />}
        {k.bids && <Figure label="Bids made" value={`${k.bids.made} of ${k.bids.made + k.bids.missed}`} />}
        {k.figures.map((x) => x.value !== null && <Figure key={x.key} label={x.label} value={typeof x.value === "number" ? x.value.toFixed(1) : `${x.card ? cardName(x.value.card, style) : x.value.card} (${x.value.times})`} />)}
      </dl>
      {k.finished === 0 && <Thin>No finished game yet: the win rate and winning runs come with the first.</Thin>}

      {k.bids && (
        <div className="space-y-1">
          <h3 className="font-semibold">Bid accuracy by bid</h3>
          {k.bids.made + k.bids.missed < 3 ? (
            <Thin>Too few bids yet to say how accurate they are.</Thin>
          ) : (
            <table className="text-sm">
              <thead><tr><th scope="col" className="pr-4 text-left">Bid</th><th scope="col" className="pr-4 text-right">Made</th><th scope="col" className="pr-4 text-right">Missed</th><th scope="col" className="text-right">Accuracy</th></tr></thead>
              <tbody>
                {k.bidSizes.map((b) => (
                  <tr key={b.bid}><td className="pr-4">{b.bid}</td><td className="pr-4 text-right tabular-nums">{b.made}</td><td className="pr-4 text-right tabular-nums">{b.missed}</td><td className="text-right tabular-nums">{pct(b.made / (b.made + b.missed))}</td></tr>
                ))}
              </tbody>
            </table>
          )}
        </div>
      )}

      {k.partners.length > 0 && (
        <div className="space-y-1">
          <h3 className="font-semibold">Partners</h3>
          <ul className="text-sm">
            {k.partners.map((p) => (
              <li key={p.name}>
                <Link href={`/players/${encodeURIComponent(p.name)}`} className="inline-flex min-h-11 items-center">{p.name}</Link>: {p.games} game{p.games === 1 ? "" : "s"} together, {p.won} won{p.finished ? ` of ${p.finished} finished` : ""}
              </li>
            ))}
          </ul>
        </div>
      )}

      <div className="space-y-1">
        <h3 className="font-semibold">Head to head</h3>
        {k.headToHead.length === 0 ? (
          <Thin>No opponent shares {MIN_SHARED_GAMES} games yet: head to head starts there.</Thin>
        ) : (
          <ul className="text-sm">
            {k.headToHead.map((o) => (
              <li key={o.name}>
                against <Link href={`/players/${encodeURIComponent(o.name)}`} className="inline-flex min-h-11 items-center">{o.name}</Link>: {o.games} games, {o.won} won, {o.theirWins ?? 0} won by {o.name}
              </li>
            ))}
          </ul>
        )}
      </div>

      <div className="space-y-1">
        <h3 className="font-semibold">Records</h3>
        <ul className="text-sm">
          {hasDeals && (k.bestDeal ? <li>Best deal: {k.bestDeal.points} points (deal {k.bestDeal.deal} of <Link href={`/games/${k.bestDeal.gameId}`}>a game</Link>)</li> : <li>No complete deal yet.</li>)}
          <li>Longest winning run: {k.longestWinningRun} game{k.longestWinningRun === 1 ? "" : "s"}</li>
        </ul>
      </div>

      {hasDeals && (
        <div className="space-y-1">
          <h3 className="font-semibold">Points over time</h3>
          {k.pointsOverTime.length < 2 ? <Thin>The chart starts with a second game.</Thin> : <PointsChart label={label} points={k.pointsOverTime} />}
        </div>
      )}
    </section>
  );
}
