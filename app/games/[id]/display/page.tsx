import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { gameDisplay } from "@/server/games";
import { tableVisitor } from "../visitor";
import { visitorTag } from "@/lib/offline/viewer-tag";
import { DisplayScreen } from "./DisplayScreen";
import { DisplayJoin } from "./DisplayJoin";

export const metadata: Metadata = { title: "Table display", referrer: "no-referrer" };

/**
 * /games/[id]/display: the table's big screen. It shows what a spectator sees (no hand, no legal
 * cards), whatever device opens it. A device that has not joined opens it with the display link
 * from Invite (`?watch=<spectator code>`): it joins as a spectator, never more.
 */
export default async function DisplayPage({ params, searchParams }: { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { id, who } = await tableVisitor(params);
  if (who.state === "join") {
    const watch = (await searchParams).watch;
    const code = typeof watch === "string" ? watch.slice(0, 40) : "";
    if (code) return <DisplayJoin id={id} code={code} />;
    return <p className="text-2xl" data-testid="join-first" data-ft-viewer={visitorTag(who)}>Join this table first (as a spectator, with the spectator link), or open the display link from the host&apos;s Invite.</p>;
  }
  const model = await gameDisplay(id);
  if (!model) notFound();
  return <div data-ft-viewer={visitorTag(who)}><DisplayScreen id={id} initial={model} /></div>;
}
