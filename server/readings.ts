/** Readings of a game's deals: the saved snapshot when there is one, else built from the game now. */
import type { ReadingSnapshot } from "@/lib/reading/snapshot";
import { listDealReadings } from "./data";
import { gameState } from "./games";

export interface DealReadings {
  gameId: string;
  deal: number;
  players: string[];
  deckStyle: string;
  readings: ReadingSnapshot[];
  /** True when these were read from what was saved as the deal ended. */
  saved: boolean;
}

export async function dealReadings(gameId: string, deal: number): Promise<DealReadings | null> {
  const loaded = await gameState(gameId);
  if (!loaded) return null;
  const { module, state } = loaded;
  const artifact = module.artifacts?.(state).find((a) => a.deal === deal);
  if (!artifact) return null;
  const { players, deckStyle } = module.settings(state);
  const saved = (await listDealReadings(gameId)).filter((r) => r.deal === deal);
  if (saved.length === players.length) {
    return { gameId, deal, players, deckStyle, readings: saved.map((r) => r.snapshot as unknown as ReadingSnapshot), saved: true };
  }
  return { gameId, deal, players, deckStyle, readings: artifact.readings().map((r) => r.snapshot as ReadingSnapshot), saved: false };
}
