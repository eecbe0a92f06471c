"use client";
/**
 * Starts a new game and opens it: the new-game form, a rematch and "Play again" all go through
 * this. One submission keeps one idempotency key, so retrying after a lost answer never makes two
 * games; a refusal (4xx) clears it, since the next attempt is a different request.
 */
import { useRouter } from "next/navigation";
import { useRef, useState } from "react";
import { callApi, newRequestKey } from "./api";

export interface NewGameBody {
  game: string;
  players: string[];
  dealer: number;
  deckStyle?: string;
  options?: unknown;
}

export function useStartGame() {
  const router = useRouter();
  const [starting, setStarting] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const key = useRef<string | null>(null);
  async function start(body: NewGameBody): Promise<void> {
    setStarting(true);
    setProblem(null);
    key.current ??= newRequestKey();
    const r = await callApi<{ id: string }>("/api/games", { body, idempotencyKey: key.current });
    setStarting(false);
    if (!r.ok) {
      if (r.status !== 0) key.current = null;
      setProblem(r.error);
      return;
    }
    router.push(`/games/${r.data.id}`);
  }
  return { starting, problem, start };
}
