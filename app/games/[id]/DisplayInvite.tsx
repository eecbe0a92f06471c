"use client";
/**
 * Invite's "Table display": a link and its own QR code that open the display straight on a
 * tablet or TV that has not joined (it joins as a spectator: watch only), and a link to open it
 * on this device. Loaded with Invite, never with the play page.
 */
import { useEffect, useState } from "react";
import { callApi } from "@/app/_components/api";

export function DisplayInvite({ id }: { id: string }) {
  const [d, setD] = useState<{ displayUrl: string | null; displayQrSvg: string | null; unreachable?: string | null } | null>(null);
  // The QR code is drawn once the section is opened (Invite's own QR code stays the only one).
  const [open, setOpen] = useState(false);
  useEffect(() => {
    let gone = false;
    void callApi<{ displayUrl: string | null; displayQrSvg: string | null; unreachable?: string | null }>(`/api/games/${id}/devices`).then((r) => { if (!gone && r.ok) setD(r.data); });
    return () => { gone = true; };
  }, [id]);
  if (!d?.displayUrl) return null;
  return (
    <details className="rounded-lg border border-stone-300 p-2 dark:border-stone-700" data-testid="display-invite" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary className="min-h-11 cursor-pointer py-2 font-semibold">Table display (tablet or TV)</summary>
      <p className="text-sm">Scan on the tablet or TV, or open the link there: it shows the seats, the cards played and the scores, and records nothing.</p>
      {d.unreachable && <p className="text-sm font-semibold" data-testid="display-unreachable">Only this machine can open it now (see above).</p>}
      {open && d.displayQrSvg && !d.unreachable && <div className="mx-auto my-2 w-48 max-w-full bg-white p-1" dangerouslySetInnerHTML={{ __html: d.displayQrSvg }} />}
      <p className="break-all text-sm"><a className="underline" href={d.displayUrl} data-testid="display-link">{d.displayUrl}</a></p>
      <p className="mt-2"><a className="inline-flex min-h-11 items-center underline" href={`/games/${id}/display`}>Open the display on this device</a></p>
    </details>
  );
}
