/**
 * The phone's side of reading a taught deck: the recogniser's worker (public/recog-worker.js,
 * OpenCV loaded inside it on first use) and the taught deck's data, fetched once per phone and kept
 * in IndexedDB (works on plain http too), so a photo is read with the Wi-Fi down and never leaves
 * the phone. Loaded only with the photo step, never with a page.
 */
import type { ReadCard } from "@/lib/recog/read";

export interface TableDeck { id: string; name: string; style: string; taught: number }

let worker: Worker | null = null;
let seq = 0;
const waiting = new Map<string, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
/** How long the worker took to load OpenCV, by phase (ms): its script, then its wasm fetched, compiled and started; `at`: since the worker began. */
export interface LoadPhases { script: number; wasm: number; at: number }
let ready: Promise<LoadPhases> | null = null;
const loadedDecks = new Map<string, Promise<void>>();
/** Per read: called with each card read early (its whole outline found), before the whole photo is done. */
const early = new Map<string, (card: ReadCard, ms: number) => void>();

function post<T>(msg: Record<string, unknown>, transfer: Transferable[] = [], onCard?: (card: ReadCard, ms: number) => void): Promise<T> {
  const id = String(++seq);
  if (onCard) early.set(id, onCard);
  return new Promise<T>((resolve, reject) => {
    waiting.set(id, { resolve: resolve as (v: unknown) => void, reject });
    w().postMessage({ ...msg, id }, transfer);
  });
}

function w(): Worker {
  if (worker) return worker;
  worker = new Worker("/recog-worker.js");
  worker.onmessage = (e: MessageEvent) => {
    const m = e.data as { type: string; id?: string; message?: string; phases?: LoadPhases };
    if (m.type === "ready") { waiting.get("load")?.resolve(m.phases); waiting.delete("load"); return; }
    if (m.type === "card") { early.get(m.id!)?.((m as unknown as { card: ReadCard; ms: number }).card, (m as unknown as { ms: number }).ms); return; }
    const p = m.id ? waiting.get(m.id) : undefined;
    if (!p) return;
    waiting.delete(m.id!);
    early.delete(m.id!);
    if (m.type === "error") p.reject(new Error(m.message));
    else p.resolve(m);
  };
  worker.onerror = () => { for (const p of waiting.values()) p.reject(new Error("The card reader stopped.")); waiting.clear(); };
  return worker;
}

/** Starts loading OpenCV in the worker (call as early as a photo is likely: the button's tap). */
export function warmUp(): Promise<LoadPhases> {
  ready ??= new Promise<LoadPhases>((resolve, reject) => {
    waiting.set("load", { resolve: (v) => resolve(v as LoadPhases), reject });
    w().postMessage({ type: "load" });
  });
  // A failed load (the files not reachable offline, say) is tried again by the next call.
  ready.catch(() => { ready = null; });
  return ready;
}

// --------------------------------------------------------------------------- the deck's data, kept

const DB = "ft-decks", STORE = "data";
function idb(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const r = indexedDB.open(DB, 1);
    r.onupgradeneeded = () => r.result.createObjectStore(STORE);
    r.onsuccess = () => resolve(r.result);
    r.onerror = () => reject(r.error);
  });
}
async function kept(key: string): Promise<ArrayBuffer | null> {
  try {
    const db = await idb();
    return await new Promise((resolve) => {
      const g = db.transaction(STORE).objectStore(STORE).get(key);
      g.onsuccess = () => resolve((g.result as ArrayBuffer | undefined) ?? null);
      g.onerror = () => resolve(null);
    });
  } catch { return null; }
}
async function keep(key: string, bytes: ArrayBuffer): Promise<void> {
  try {
    const db = await idb();
    await new Promise<void>((resolve) => {
      const t = db.transaction(STORE, "readwrite");
      t.objectStore(STORE).put(bytes, key);
      t.oncomplete = () => resolve();
      t.onerror = () => resolve();
    });
  } catch { /* kept for this visit only */ }
}

const tableKey = (table: string) => `ft-table-deck:${table}`;

/** The table's taught deck (asked of the server; the last answer kept for offline use), or null. */
export async function tableDeck(table: string): Promise<TableDeck | null> {
  try {
    const res = await fetch(`/api/games/${table}/deck`, { credentials: "same-origin" });
    if (res.ok) {
      const { deck } = (await res.json()) as { deck: TableDeck | null };
      try { localStorage.setItem(tableKey(table), JSON.stringify(deck)); } catch { /* */ }
      return deck;
    }
  } catch { /* offline: the last answer */ }
  try { return JSON.parse(localStorage.getItem(tableKey(table)) ?? "null") as TableDeck | null; } catch { return null; }
}

/** Makes sure the worker holds the deck's data: from IndexedDB when this phone has it (same cards taught), else fetched once. */
export function loadDeck(deck: TableDeck): Promise<void> {
  const key = `${deck.id}:${deck.taught}`;
  let p = loadedDecks.get(key);
  if (!p) {
    p = (async () => {
      let bytes = await kept(key);
      if (!bytes) {
        const res = await fetch(`/api/decks/${deck.id}/data`, { credentials: "same-origin" });
        if (!res.ok) throw new Error("The taught deck could not be fetched: check the connection to the table and try again.");
        bytes = await res.arrayBuffer();
        await keep(key, bytes.slice(0));
      }
      await post({ type: "deck", deckId: deck.id, bytes }, [bytes]).catch((e) => { throw e; });
    })();
    p.catch(() => loadedDecks.delete(key));
    loadedDecks.set(key, p);
  }
  return p;
}

/**
 * Loads the reader ahead of the first photo for the table's taught deck, as the table's own answer
 * gave it (./photo.tsx asks once the table is up and the phone idle, never on a phone asking to save
 * data, and imports this module only when the table names a taught deck), or for the deck chosen in
 * the free reading (app/reading/TaughtDeckChoice.tsx, likewise). The
 * worker, OpenCV (0.2 MB script + 8 MB wasm, cached by the browser and the service worker) and the
 * deck's data are then ready when "Photo of the trick" is used.
 */
export async function warmTable(deck: TableDeck): Promise<void> {
  if (deck.taught === 0) return;
  await warmUp();
  await loadDeck(deck);
  (window as unknown as { __ftRecogWarm?: LoadPhases }).__ftRecogWarm = await warmUp();
}

/**
 * Reads the taught deck's cards in the photo's pixels. `onCard`: each card whose whole outline was
 * found, as soon as it is read (a first guess to show while the rest, cards placed by their keypoints,
 * is still being read); every one of them is in the result too. `trace`: the reader's notes, timed.
 */
export async function readTaught(deck: TableDeck, image: ImageData, opts: { allowed?: string[]; expect?: number; onCard?: (card: ReadCard, ms: number) => void; trace?: boolean } = {}): Promise<{ cards: ReadCard[]; ms: number; trace?: string[] }> {
  await warmUp();
  await loadDeck(deck);
  const r = await post<{ cards: ReadCard[]; ms: number; trace?: string[] }>({ type: "read", deck: deck.id, image, allowed: opts.allowed, expect: opts.expect, early: !!opts.onCard, trace: !!opts.trace }, [], opts.onCard);
  return { cards: r.cards, ms: r.ms, trace: r.trace ?? undefined };
}
