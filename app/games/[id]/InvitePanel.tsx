"use client";
/**
 * The host's "Invite": the join address as a QR code (made on the server with our own encoder,
 * lib/scan/qr.ts), the room code to type, the spectator link, and the devices at the table:
 * hand a seat to a device, remove one, and the seat rule (anyone's moves or each seat its own).
 * The address is one the server really listens on (server/address.ts); when the phones cannot
 * reach it (the app listens on this machine only), Invite says so and how to change it instead.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { callApi } from "@/app/_components/api";
import { DisplayInvite } from "./DisplayInvite";

interface Device { id: string; role: "host" | "seat" | "spectator"; player: string | null; label: string; revoked: boolean; lastSeenAt: string }
interface Summary { roomCode: string; watchCode: string; seatRule: "anyone" | "own"; devices: Device[]; nextCursor: string | null; total: number; spectators: number; devicesPerTable: number; joinUrl: string; watchUrl: string; qrSvg: string | null; unreachable: string | null; removed?: number }

/** Spectators listed at first, and per "Show more" (the server sends at most 200 a page). */
const PAGE = 50;
const PAGE_MAX = 200;

const DEVICES_POLL_MS = 2500;

export function InvitePanel({ id, players, onClose }: { id: string; players: string[]; onClose: () => void }) {
  const [data, setData] = useState<Summary | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [limit, setLimit] = useState(PAGE);
  const [confirming, setConfirming] = useState(false);
  // Opened from the bar at the bottom: bring it into view wherever the table was scrolled to.
  const box = useRef<HTMLElement>(null);
  // Braces: scrollIntoView returns a Promise in current Chromium, and a value returned from an
  // effect is called as its cleanup on unmount (closing Invite crashed the table).
  useEffect(() => {
    box.current?.scrollIntoView({ block: "start" });
  }, []);
  const load = useCallback(async () => {
    const r = await callApi<Summary>(`/api/games/${id}/devices?limit=${limit}`);
    if (r.ok) setData(r.data);
    else setError(r.error);
  }, [id, limit]);
  // Loaded when opened, then again every few seconds while open (and the page is in view), so a
  // device that joins appears in the list without a reload.
  useEffect(() => {
    void load();
    const timer = window.setInterval(() => {
      if (document.visibilityState === "visible") void load();
    }, DEVICES_POLL_MS);
    return () => window.clearInterval(timer);
  }, [load]);
  const op = async (body: Record<string, unknown>) => {
    const r = await callApi<Summary>(`/api/games/${id}/devices`, { body });
    if (r.ok) {
      setData(r.data);
      setNote(r.data.removed === undefined ? null : r.data.removed === 1 ? "1 spectator removed." : `${r.data.removed} spectators removed.`);
    } else setError(r.error);
  };

  return (
    <section ref={box} aria-label="Invite" className="scroll-mt-24 space-y-3 rounded-lg border border-stone-300 p-3 dark:border-stone-700" data-testid="invite">
      <div className="flex items-center justify-between">
        <h2 className="text-lg font-bold">Invite</h2>
        <button type="button" onClick={onClose} className="min-h-11 rounded-lg border border-stone-400 px-4 dark:border-stone-600">Close</button>
      </div>
      {error && <p role="alert" className="text-red-700 dark:text-red-300">{error}</p>}
      {data && (
        <>
          {data.unreachable ? (
            <p role="alert" className="rounded-lg border border-amber-500 bg-amber-50 p-2 text-amber-950 dark:bg-amber-950 dark:text-amber-100" data-testid="invite-unreachable">{data.unreachable}</p>
          ) : data.qrSvg && <div className="mx-auto w-56 max-w-full bg-white p-1" data-testid="invite-qr" dangerouslySetInnerHTML={{ __html: data.qrSvg }} />}
          <p className="text-center">Room code <strong className="font-mono text-3xl tracking-[0.25em]" data-testid="room-code">{data.roomCode}</strong></p>
          <p className="text-center text-sm"><span className="break-all" data-testid="join-url">{data.joinUrl}</span> · or open <span className="whitespace-nowrap font-mono">/join</span> and type the code</p>
          <p className="break-all text-sm">Spectators (watch only): <a className="underline" href={data.watchUrl} data-testid="watch-link">{data.watchUrl}</a></p>
          <DisplayInvite id={id} />
          <label className="flex min-h-11 items-center gap-2">
            <input type="checkbox" className="size-5 shrink-0" checked={data.seatRule === "own"} onChange={(e) => void op({ op: "rule", seatRule: e.target.checked ? "own" : "anyone" })} />
            Seats may record only their own moves
          </label>
          <p className="text-sm text-stone-600 dark:text-stone-400" data-testid="device-count">
            {data.total} of {data.devicesPerTable} devices{data.spectators ? `, ${data.spectators} watching` : ""}.
            {data.nextCursor && ` Showing ${data.devices.filter((d) => d.role === "spectator").length} of the spectators.`}
          </p>
          {data.spectators > 0 && !confirming && (
            <button type="button" data-testid="remove-spectators" onClick={() => setConfirming(true)} className="min-h-11 w-full rounded-lg border border-red-400 px-4 text-red-800 dark:text-red-300">
              Remove all spectators ({data.spectators})
            </button>
          )}
          {data.spectators > 0 && confirming && (
            <div role="group" aria-label="Remove all spectators?" className="space-y-2 rounded-lg border border-red-400 p-3">
              <p>Remove all {data.spectators} spectators? Seats and this device stay. Anyone removed can join again with the code.</p>
              <div className="flex gap-2">
                <button type="button" data-testid="remove-spectators-yes" onClick={() => { setConfirming(false); void op({ op: "remove-spectators" }); }} className="min-h-11 flex-1 whitespace-nowrap rounded-lg bg-red-700 px-2 font-semibold text-white">Remove them</button>
                <button type="button" onClick={() => setConfirming(false)} className="min-h-11 flex-1 whitespace-nowrap rounded-lg border border-stone-400 px-2 dark:border-stone-600">Keep them</button>
              </div>
            </div>
          )}
          {note && <p role="status" className="text-sm">{note}</p>}
          <ul className="divide-y divide-stone-300 dark:divide-stone-700" aria-label="Devices">
            {data.devices.filter((d) => !d.revoked).map((d) => (
              <li key={d.id} className="flex flex-wrap items-center gap-2 py-2">
                <span className="flex-1">{d.label} <span className="text-sm text-stone-600 dark:text-stone-400">({d.role === "seat" ? `${d.player}'s seat` : d.role === "host" ? "host: this device" : "watching"})</span></span>
                {d.role !== "host" && (
                  <>
                    <select aria-label={`Seat for ${d.label}`} value={d.role === "seat" ? (d.player ?? "") : ""} onChange={(e) => e.target.value && void op({ op: "seat", device: d.id, player: e.target.value })} className="min-h-11 rounded border border-stone-400 bg-transparent px-2 dark:border-stone-600">
                      <option value="">watching</option>
                      {players.map((p) => <option key={p} value={p}>{p}</option>)}
                    </select>
                    <button type="button" onClick={() => void op({ op: "remove", device: d.id })} className="min-h-11 rounded border border-red-400 px-3 text-red-800 dark:text-red-300">Remove</button>
                  </>
                )}
              </li>
            ))}
          </ul>
          {data.nextCursor && limit < PAGE_MAX && (
            <button type="button" onClick={() => setLimit((n) => Math.min(PAGE_MAX, n + PAGE))} className="min-h-11 w-full rounded-lg border border-stone-400 px-4 dark:border-stone-600">Show more spectators</button>
          )}
        </>
      )}
    </section>
  );
}
