/** The deal on screen as the panel reads it from the Fortey-One view. */
export interface TrickRow { number: number; leader: string; cards: { card: string; player: string }[]; winner: string | null; winningCard: string | null }
export interface Problem { trick: number; player: string; rule: string; message: string }

export interface DealFacts {
  deal: number;
  tricks: TrickRow[];
  played: Set<string>;
  hands: string[];
  problems: Problem[];
  /** Legal cards of the player to act when their hand was entered, else null. */
  legal: string[] | null;
  /** Players who may still enter a hand (no card played yet, no hand entered). */
  canEnter: string[];
}

