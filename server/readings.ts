/** Readings of a game's deals: the saved snapshot when there is one, else built from the game now. */
import { buildReadingSnapshot, type ReadingSnapshot } from "@/lib/reading/snapshot";
import { resultOf } from "@/lib/records/fortunes";
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
  const { state } = loaded;
  const d = state.deals[deal - 1];
  if (!d || !d.end) return null;
  const saved = (await listDealReadings(gameId)).filter((r) => r.deal === deal);
  const players = [...state.players];
  if (saved.length === 4) {
    return { gameId, deal, players, deckStyle: state.deckStyle, readings: saved.map((r) => r.snapshot as unknown as ReadingSnapshot), saved: true };
  }
  const result = resultOf(state).deals[deal - 1];
  return { gameId, deal, players, deckStyle: state.deckStyle, readings: result.readings.map((r) => buildReadingSnapshot(r, state.deckStyle)), saved: false };
}
