import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { gameView } from "@/server/games";
import { tableVisitor } from "../visitor";
import { DisplayScreen } from "./DisplayScreen";

export const metadata: Metadata = { title: "Table display" };

/**
 * /games/[id]/display: the table's big screen. It shows what a spectator sees (no hand, no legal
 * cards), whatever device opens it: the host's, or a spectator's joined with the spectator link.
 */
export default async function DisplayPage({ params }: { params: Promise<{ id: string }> }) {
  const { id, who } = await tableVisitor(params);
  if (who.state === "join") {
    return <p className="text-2xl" data-testid="join-first">Join this table first (as a spectator, with the spectator link), then open the display.</p>;
  }
  const view = await gameView(id, { kind: "spectator" });
  if (!view) notFound();
  return <DisplayScreen id={id} initial={view} />;
}
