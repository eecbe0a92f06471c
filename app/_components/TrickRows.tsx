/**
 * The recorded tricks of a deal as rows of small card faces, the winning card ringed; a tap on a
 * card asks the panel to correct it (the panel then shows its CorrectionForm); under "own moves" a
 * seat's phone offers only its own player's cards. Every game's trick
 * history draws its rows with this.
 */
import type { ReactNode } from "react";
import type { FaceRef } from "@/lib/faces/ref";
import { CardImage } from "./CardImage";
import { useMe, useWatching } from "./watching";
import { mayRecordFor } from "./seat-rule";

export interface TrickRow {
  number: number;
  /** Card codes, or cards with who played them. */
  cards: readonly (string | { card: string; player?: string })[];
  winningCard?: string | null;
  winner?: string | null;
}

export interface PickedCard {
  trick: number;
  position: number;
  card: string;
  player: string;
}

export function TrickRows<T extends TrickRow>({ tricks, busy, face, cardLabel, onPick, heading = (t) => `${t.number}.`, headingClass = "w-8", after }: {
  tricks: readonly T[];
  busy: boolean;
  face: (card: string) => FaceRef;
  /** The button's name: what a tap corrects, e.g. "Correct Ben's Three of Wands in trick 1". */
  cardLabel: (pick: PickedCard, won: boolean) => string;
  onPick: (pick: PickedCard) => void;
  /** The row's first cell ("1." by default) and its width class. */
  heading?: (t: T) => ReactNode;
  headingClass?: string;
  /** What follows a finished trick's cards (default "→ winner ★"). */
  after?: (t: T) => ReactNode;
}) {
  // A watching device sees the cards but corrects none.
  const watching = useWatching();
  // Under "own moves" a seat's phone corrects only its own player's cards (the server refuses the rest): the others are drawn, not offered.
  const me = useMe();
  return (
    <>
      {tricks.map((t) => (
        <li key={t.number} className="flex flex-wrap items-center gap-1">
          <span className={`${headingClass} text-stone-600 dark:text-stone-400`}>{heading(t)}</span>
          {t.cards.map((played, i) => {
            const c = typeof played === "string" ? { card: played } : played;
            const pick = { trick: t.number, position: i + 1, card: c.card, player: c.player ?? "" };
            const won = c.card === t.winningCard;
            if (watching || !mayRecordFor(me, pick.player)) {
              return (
                <span key={i} className={`rounded-md p-0.5 ${won ? "ring-[3px] ring-amber-500" : ""}`}>
                  <CardImage face={face(c.card)} variant="mini" className="h-11 w-auto" />
                </span>
              );
            }
            return (
              <button key={i} type="button" disabled={busy} onClick={() => onPick(pick)}
                className={`min-h-11 rounded-md p-0.5 ${won ? "ring-[3px] ring-amber-500" : ""}`} aria-label={cardLabel(pick, won)}>
                <CardImage face={face(c.card)} variant="mini" decorative className="h-11 w-auto" />
              </button>
            );
          })}
          {t.winner && <span className="text-stone-600 dark:text-stone-400">{after ? after(t) : <>→ {t.winner} ★</>}</span>}
        </li>
      ))}
    </>
  );
}
