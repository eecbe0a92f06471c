"use client";
/**
 * The table screen's shell, the same for every game: the turn line, errors and notices, undo
 * and export. The game's own panel (./panels) draws everything else. Every tap is an action
 * sent to the API; the answer is the new view. Errors are shown in plain words, nothing is lost.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { callApi, newRequestKey } from "@/app/_components/api";
import { MeContext, WatchingContext } from "@/app/_components/watching";
import { PANELS } from "./panels";
import { useLiveStream } from "./live-stream";
import type { OutboxPage } from "./outbox";
import dynamic from "next/dynamic";
// Loaded when the host opens it: not part of the play page's first load.
const InvitePanel = dynamic(() => import("./InvitePanel").then((m) => m.InvitePanel), { ssr: false });
import type { Action, Me, SendOptions, ShellView } from "./table";
import { RulesHelp } from "./RulesHelp";
// What only some moments need (issue 30: the finish confirmation, a finished table's card, a conflict to ask about, the others' cards), loaded when first shown.
const TableExtras = dynamic(() => import("./TableExtras"), { loading: () => null });
import type { Conflict } from "./ConflictAsk";
import type { DeckStyle } from "@/lib/cards";

declare global {
  interface Window { __ftTimings?: number[]; __ftConfirmed?: number[] }
}

export function TableScreen({ id, initial, me }: { id: string; initial: ShellView; me: Me }) {
  const [view, setView] = useState<ShellView>(initial);
  // One message line at a time (issue 30): a refusal or a notice, the newer replacing the older.
  const [message, setMessage] = useState<{ kind: "error" | "notice"; text: string } | null>(null);
  const setError = useCallback((text: string) => setMessage({ kind: "error", text }), []);
  const setNotice = useCallback((text: string) => setMessage({ kind: "notice", text }), []);
  const [busy, setBusy] = useState(false);
  const [change, setChange] = useState<{ before: ShellView; kind: "undo" | "correct" } | null>(null);
  const pendingMark = useRef<number | null>(null);
  const confirmMark = useRef<number | null>(null);
  // The card just tapped, shown at once while the server records it (cleared by its answer).
  const [pending, setPending] = useState<{ card: string; player: string; prompt?: string } | null>(null);
  const viewRef = useRef(view);
  viewRef.current = view;
  // This device at the table (server/devices.ts, from the page): the host invites; a spectator only watches.
  const [inviting, setInviting] = useState(false);
  const watching = me?.role === "spectator";
  // The host's device (or a table without devices) may finish the game.
  const host = !me || me.role === "host";
  const [finishing, setFinishing] = useState(false);
  // Set once React has taken over the server's HTML, the game's panel included (it is streamed
  // as its own part of the page and may hydrate after the shell): taps before that do nothing.
  const [hydrated, setHydrated] = useState(false);
  const onReady = useCallback(() => setHydrated(true), []);

  // Measure tap → screen updated (the card shown) and tap → server-confirmed state, for the
  // browser test (reported, never asserted).
  useEffect(() => {
    if (pendingMark.current !== null && pending) {
      const started = pendingMark.current;
      pendingMark.current = null;
      requestAnimationFrame(() => (window.__ftTimings ??= []).push(performance.now() - started));
    }
  }, [pending]);
  useEffect(() => {
    if (confirmMark.current !== null) {
      const started = confirmMark.current;
      confirmMark.current = null;
      requestAnimationFrame(() => (window.__ftConfirmed ??= []).push(performance.now() - started));
    }
  }, [view]);

  const refresh = useCallback(async () => {
    const r = await callApi<ShellView>(`/api/games/${id}`);
    if (r.ok) setView(r.data);
  }, [id]);

  // Another device may record too: follow the table live (./live-stream.ts: comes back after
  // sleep, drops and restarts, and catches up when the tab is shown again).
  const link = useLiveStream(id, {
    now: () => viewRef.current,
    view(data) {
      const next = data as ShellView;
      if (next.seq > viewRef.current.seq) {
        // An undo or a correction made on another device: say who made it. Any other update
        // clears the message line: the table has moved on, so an earlier refusal or notice no
        // longer applies (and a watching device, which never taps, is not left with an old one).
        const last = next.last;
        // A seat handed to another device is said on every device ("The host gave Ann's seat to 'Spare'.").
        const said = last?.note ? last.note : last && (last.type === "undo" || last.type === "correct") && last.device !== (me?.id ?? null)
          ? `${last.by ?? "Another device"} ${last.type === "undo" ? "took back the last entry" : "corrected a card"}.` : null;
        setMessage(said ? { kind: "notice", text: said } : null);
        setView(next);
      }
    },
    outbox: () => box.current,
    removed: () => setError("The host removed this device from the table. Join again with the room code to follow it."),
  });

  // Taps the network did not carry (./outbox.ts), sent in order when the stream is back.
  const [waiting, setWaiting] = useState<string[]>([]);
  const box = useRef<OutboxPage>(null!);
  box.current = { id, view: viewRef, setView, notify: setNotice, waiting, setWaiting, me };

  // Stable across renders, always reading the latest view (the scanner calls it from its loop).
  const send = useCallback(async (action: Action, options: SendOptions = {}) => {
    const before = viewRef.current;
    setBusy(true);
    setMessage(null);
    const started = performance.now();
    if (options.pending) {
      pendingMark.current = started;
      setPending(options.pending);
    }
    confirmMark.current = started;
    // Each entry has its own key: a resend (the outbox, a lost answer) records nothing twice.
    // (newRequestKey: crypto.getRandomValues, which a phone on the laptop's plain-http address has.)
    const key = newRequestKey();
    const path = options.path ?? "actions";
    const toOutbox = async () => {
      const refused = await import("./outbox").then((m) => m.queueTap(box.current, action, path, key, before), String);
      if (refused) setError(refused);
      return !refused;
    };
    // Entries already waiting: this one goes after them (./outbox.ts).
    const r = box.current.waiting.length || !navigator.onLine ? null : await callApi<ShellView>(`/api/games/${id}/${path}`, { body: { ...action, expectedSeq: before.seq }, idempotencyKey: key });
    setBusy(false);
    setPending(null);
    if (!r || (!r.ok && !r.status)) return toOutbox();
    if (r.ok) {
      setView(r.data);
      setChange(action.type === "correct" || action.type === "undo" ? { before, kind: action.type } : null);
      return true;
    }
    pendingMark.current = null;
    confirmMark.current = null;
    if (r.status === 409) {
      setNotice("Another device recorded first. The table has been refreshed: check it and try again.");
      await refresh();
    } else setError(r.error);
    return false;
  }, [id, refresh, setError, setNotice]);

  const Panel = PANELS[view.game];
  // The same element while its props are the same: a re-render of the shell (hydrated, the link
  // line, the outbox count) must not reach a panel still waiting to hydrate, or React would draw
  // it afresh beside the server's copy.
  useEffect(() => {
    if (!Panel) setHydrated(true);
  }, [Panel]);
  const panel = useMemo(() => Panel
    ? <Panel id={id} view={view.view} table={view} me={me} change={change && { before: change.before.view, kind: change.kind }} busy={busy} send={send} pending={pending} notify={setNotice} onReady={onReady} />
    : <p role="alert">This app has no table screen for the game “{view.game}”.</p>, [Panel, id, view, me, change, busy, send, pending, onReady]);
  // The module's own view is read from the envelope's `view` (never its top-level copies).
  const { conflicts, deckStyle } = view.view as { conflicts?: Conflict[]; deckStyle?: string };

  // Under "own moves" a seat takes back only its own last entry: when the newest entry is another
  // device's (not an undo, whose target this phone cannot know), Undo would only be refused.
  const othersLast = me?.role === "seat" && me.seatRule === "own" && !!view.last && view.last.type !== "undo" && !view.last.note && view.last.device !== me.id;
  const turnText = pending ? (pending.prompt ?? "Recording…") : view.turn.prompt;

  return (
    // Typing again (a card, a bid, a hand) moves on from the last message: the picker's own "not a card I know" never stacks under an old refusal.
    <div className="mx-auto flex max-w-xl flex-col gap-3 pb-24" data-hydrated={hydrated || undefined} data-table-screen onInput={() => setMessage(null)}>
      <header className="sticky top-0 z-10 -mx-3 border-b border-stone-300 bg-stone-50/95 px-3 py-2 backdrop-blur dark:border-stone-700 dark:bg-stone-950/95" aria-label="Table status">
        {/* The turn line and the "?" side by side; the lines below take the whole width, so the "?" covers none of them. */}
        <div className="flex items-center gap-2">
          <p className="min-w-0 flex-1 text-lg font-bold" aria-live="polite" data-testid="turn">{turnText}</p>
          <RulesHelp game={view.game} expects={view.turn.expects} />
        </div>
        {waiting.length > 0 && <p data-testid="outbox">{waiting.length} waiting to send</p>}
        {link && <p role="status" data-testid="link">{link}</p>}
        {/* In the sticky bar, so a refusal shows wherever the table is scrolled to (the picker, the history). */}
        {/* Inline, not in the lazy extras: a refusal made offline on plain HTTP (no service worker to bring a chunk) must show. */}
        {message && (message.kind === "error"
          ? <div role="alert" className="mt-1 rounded-lg border border-red-400 bg-red-50 p-2 text-red-900 dark:border-red-700 dark:bg-red-950 dark:text-red-100" data-testid="error">{message.text}</div>
          : <div role="status" className="mt-1 rounded-lg border border-sky-400 bg-sky-50 p-2 text-sky-900 dark:bg-sky-950 dark:text-sky-100" data-testid="notice">{message.text}</div>)}
      </header>

      {me && me.role !== "host" && (me.role === "seat"
        ? <p className="text-sm text-stone-600 dark:text-stone-400" data-testid="my-seat">This device is {me.player}&apos;s seat.</p>
        : <p className="text-sm text-stone-600 dark:text-stone-400" data-testid="watching">Watching: this device follows the table and records nothing.</p>)}
      {conflicts && conflicts.length > 0 && <TableExtras part="conflict" game={id} conflicts={conflicts} style={(deckStyle ?? "fortunes") as DeckStyle} busy={busy} send={send} />}
      {inviting && <InvitePanel id={id} players={view.players} onClose={() => setInviting(false)} />}

      {/* A spectator's device gets the watching screen: the panel leaves out every recording control. */}
      <MeContext.Provider value={me}>
        <WatchingContext.Provider value={watching}>
          {/* The end of any game (RULINGS "Ending a game"): a finished table's card first; the host's "Finish the game" after the panel. */}
          {view.status === "finished" && <TableExtras part="finished" id={id} view={view} host={host} />}
          {panel}
          {host && view.status !== "finished" && (finishing
            ? <TableExtras part="finish" id={id} seq={view.seq} busy={busy} send={send} onClose={() => setFinishing(false)} />
            : <button type="button" onClick={() => setFinishing(true)} className="self-start rounded-lg border border-stone-400 px-4 py-3 dark:border-stone-600" data-testid="finish-open">Finish the game…</button>)}
        </WatchingContext.Provider>
      </MeContext.Provider>

      <nav className="fixed inset-x-0 bottom-0 z-10 border-t border-stone-300 bg-stone-50/95 p-2 dark:border-stone-700 dark:bg-stone-950/95" aria-label="Table actions">
        <div className="mx-auto flex max-w-xl gap-2">
          {me?.role === "host" && (
            <button type="button" onClick={() => setInviting((v) => !v)} aria-expanded={inviting} className="rounded-lg border border-stone-400 px-4 py-3 font-semibold dark:border-stone-600">Invite</button>
          )}
          {watching ? <span className="flex-1 self-center text-sm text-stone-700 dark:text-stone-300">Watching</span> : (
            <button type="button" onClick={() => void send({ type: "undo" }, { path: "undo" })} disabled={busy || view.seq <= 1 || othersLast}
              title={othersLast ? "At this table a seat takes back only its own last entry" : undefined} className="flex-1 rounded-lg border border-stone-400 px-4 py-3 font-semibold disabled:opacity-40 dark:border-stone-600">
              ↶ Undo
            </button>
          )}
          <a href={`/api/games/${id}/record?download=1`} className="rounded-lg border border-stone-400 px-4 py-3 text-center dark:border-stone-600">Export</a>
        </div>
      </nav>
    </div>
  );
}
