import type { Metadata } from "next";
import Link from "next/link";
import { cookies } from "next/headers";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { gameKindName } from "@/app/_components/game-labels";
import { cookieName, pageDevice, viewerOf } from "@/server/devices";
import { gameView } from "@/server/games";
import { looksLikeId } from "@/server/http";
import { TableScreen } from "./TableScreen";

export const metadata: Metadata = { title: "At the table" };

export default async function GamePage({ params }: { params: Promise<{ id: string }> }) {
  await connection();
  const { id } = await params;
  if (!looksLikeId(id)) notFound();
  // Who is looking: this browser's device at this table (server/devices.ts), or nobody yet.
  const who = await pageDevice(id, (await cookies()).get(cookieName(id))?.value);
  if (who.state === "missing") notFound();
  if (who.state === "join") {
    return (
      <div className="mx-auto max-w-md space-y-4 py-6" data-testid="join-first">
        <h1 className="text-2xl font-bold">Join this table first</h1>
        <p>This table is kept by its host&apos;s device. Type the room code shown under the host&apos;s “Invite”, or scan its QR code.</p>
        <Link href="/join" className="inline-block rounded-lg bg-amber-700 px-4 py-3 font-semibold text-white">Enter a room code</Link>
      </div>
    );
  }
  const device = who.device;
  const view = await gameView(id, viewerOf(device));
  if (!view) notFound();
  const me = device ? { id: device.id, role: device.role, player: device.player, label: device.label } : null;
  return (
    <div className="-mx-1 -my-4">
      <h1 className="sr-only">{gameKindName(view.game)}: {view.players.join(", ")}</h1>
      <TableScreen id={id} initial={{ ...view, me }} />
    </div>
  );
}
