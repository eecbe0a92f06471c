"use client";
/**
 * A panel's own "Rematch (Ben deals)" at the end of a match (Fortunes, Fortey-One), on the host's
 * device (or a table without devices) only: it asks the server for the table's rematch
 * (POST /api/games/<id>/rematch with the dealer the deal passes to), so every other device of the
 * table follows it (../rematch-follow.ts). Other devices show nothing here: the finished card
 * says that they follow the host's rematch.
 */
import { useState } from "react";
import { useMe } from "@/app/_components/watching";
import { startRematch } from "../rematch-follow";
import { useClaimOwnRematch } from "./own-rematch";

export function RematchButton({ id, dealer, label, className }: { id: string; dealer: number; label: string; className: string }) {
  const me = useMe();
  const [starting, setStarting] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const shown = !me || me.role === "host";
  // The finished card offers no second rematch while this one is on screen.
  useClaimOwnRematch(shown);
  if (!shown) return null;
  const go = async () => {
    setStarting(true);
    const error = await startRematch(id, dealer);
    if (error) { setProblem(error); setStarting(false); }
  };
  return (
    <>
      <button type="button" disabled={starting} onClick={() => void go()} className={className}>{label}</button>
      {problem && <p role="alert" className="w-full text-sm text-red-700 dark:text-red-400">{problem}</p>}
    </>
  );
}
