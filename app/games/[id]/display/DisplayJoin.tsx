"use client";
/**
 * The display link opened on a device that has not joined the table: it joins as a spectator
 * with the table's spectator code from the link (never more than watching), then shows the display.
 */
import { useEffect, useState } from "react";
import { useRouter } from "next/navigation";
import { callApi } from "@/app/_components/api";

export function DisplayJoin({ id, code }: { id: string; code: string }) {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let gone = false;
    void (async () => {
      const r = await callApi<{ game: string; role: string }>("/api/join", { body: { code, as: "spectator", label: "Table display", game: id } });
      if (gone) return;
      if (!r.ok) setError(r.error);
      else if (r.data.game !== id) setError("This display link belongs to another table.");
      else router.refresh();
    })();
    return () => { gone = true; };
  }, [id, code, router]);
  return error
    ? <p role="alert" className="text-2xl" data-testid="join-first">{error} Ask the host for the display link again (Invite → Table display).</p>
    : <p role="status" className="text-2xl" data-testid="display-joining">Joining the table as a display (watch only)…</p>;
}
