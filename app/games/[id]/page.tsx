import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { gameKindName } from "@/app/_components/game-labels";
import { viewerOf } from "@/server/devices";
import { gameView } from "@/server/games";
import { TableScreen } from "./TableScreen";
import { PlainHttpNote } from "./PlainHttpNote";
import { tableVisitor } from "./visitor";
import { visitorTag } from "@/lib/offline/viewer-tag";

export const metadata: Metadata = { title: "At the table" };

export default async function GamePage({ params }: { params: Promise<{ id: string }> }) {
  // Who is looking: this browser's device at this table (server/devices.ts), or nobody yet.
  const { id, who } = await tableVisitor(params);
  if (who.state === "join") {
    return (
      <div className="mx-auto max-w-md space-y-4 py-6" data-testid="join-first" data-ft-viewer={visitorTag(who)}>
        <h1 className="text-2xl font-bold">Join this table first</h1>
        <p>This table is kept by its host&apos;s device. Type the room code shown under the host&apos;s “Invite”, or scan its QR code.</p>
        <a href="/join" className="inline-block rounded-lg bg-amber-700 px-4 py-3 font-semibold text-white">Enter a room code</a>
      </div>
    );
  }
  const device = who.device;
  const view = await gameView(id, viewerOf(device));
  if (!view) notFound();
  const me = device ? { id: device.id, role: device.role, player: device.player, label: device.label, seatRule: who.access.seatRule } : null;
  return (
    // data-ft-viewer: who this page was drawn for; the service worker keeps it for that viewer only.
    <div className="-mx-1 -my-4" data-ft-viewer={visitorTag(who)}>
      <h1 className="sr-only">{gameKindName(view.game)}: {view.players.join(", ")}</h1>
      <PlainHttpNote />
      <TableScreen id={id} initial={view} me={me} />
    </div>
  );
}
