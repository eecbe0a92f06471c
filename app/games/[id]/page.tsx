import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { gameKindName } from "@/app/_components/game-labels";
import { gameView } from "@/server/games";
import { looksLikeId } from "@/server/http";
import { TableScreen } from "./TableScreen";

export const metadata: Metadata = { title: "At the table" };

export default async function GamePage({ params }: { params: Promise<{ id: string }> }) {
  await connection();
  const { id } = await params;
  const view = looksLikeId(id) ? await gameView(id) : null;
  if (!view) notFound();
  return (
    <div className="-mx-1 -my-4">
      <h1 className="sr-only">{gameKindName(view.game)}: {view.players.join(", ")}</h1>
      <TableScreen id={id} initial={view} />
    </div>
  );
}
