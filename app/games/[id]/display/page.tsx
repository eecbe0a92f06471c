import type { Metadata } from "next";
import { cookies } from "next/headers";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { cookieName, pageDevice } from "@/server/devices";
import { gameView } from "@/server/games";
import { looksLikeId } from "@/server/http";
import { DisplayScreen } from "./DisplayScreen";

export const metadata: Metadata = { title: "Table display" };

/**
 * /games/[id]/display: the table's big screen. It shows what a spectator sees (no hand, no legal
 * cards), whatever device opens it: the host's, or a spectator's joined with the spectator link.
 */
export default async function DisplayPage({ params }: { params: Promise<{ id: string }> }) {
  await connection();
  const { id } = await params;
  if (!looksLikeId(id)) notFound();
  const who = await pageDevice(id, (await cookies()).get(cookieName(id))?.value);
  if (who.state === "missing") notFound();
  if (who.state === "join") {
    return <p className="text-2xl" data-testid="join-first">Join this table first (as a spectator, with the spectator link), then open the display.</p>;
  }
  const view = await gameView(id, { kind: "spectator" });
  if (!view) notFound();
  return <DisplayScreen id={id} initial={view} />;
}
