/**
 * The taught-deck recogniser on the phone, in a worker of its own (bundled apart by
 * scripts/build-recog-worker.mjs into public/recog-worker.js): OpenCV's JavaScript build is loaded
 * from our own public/opencv/ (its script, then its wasm compiled while it streams in; both named by
 * their content's hash) the first time it is asked to, never with a page. Messages: { type: "load" } →
 * { type: "ready", phases: { script, wasm, at } (ms) }; { type: "deck", id, deckId, bytes } →
 * { type: "deck", id, cards }; { type: "read", id, deck, image, allowed?, expect?, early?, trace? } →
 * { type: "card", id, card, ms } for each card read early (when `early`: the cards whose whole outline
 * was found, before the rest), then { type: "read", id, cards, ms, trace? } (`trace`: the reader's
 * notes, timed), or { type: "error", id, message }.
 */
import { cvError, useCv, type CV } from "@/lib/recog/cv";
import { parseDeckData } from "@/lib/recog/deck-data";
import { rgbaMat, withMats } from "@/lib/recog/mats";
import { readCards, type TaughtDeck } from "@/lib/recog/read";

type Scope = { postMessage: (m: unknown) => void; onmessage: ((e: MessageEvent) => void) | null; cv?: unknown; importScripts: (url: string) => void };
const scope = self as unknown as Scope;

/** OpenCV's script, named by its content's hash (scripts/build-recog-worker.mjs defines it). */
declare const OPENCV_JS: string;

let cv: Promise<CV> | null = null;
const decks = new Map<string, TaughtDeck>();
/** How long loading took, by phase (ms, measured here): the script fetched and run, then the wasm fetched, compiled and started. */
let phases: { script: number; wasm: number; at: number } | null = null;

function load(): Promise<CV> {
  cv ??= (async () => {
    const t0 = performance.now();
    scope.importScripts(OPENCV_JS);
    const t1 = performance.now();
    const c = await useCv(scope.cv);
    // `at`: ms since this worker started (its time origin), so the page can tell the worker's own start-up too.
    phases = { script: t1 - t0, wasm: performance.now() - t1, at: performance.now() };
    return c;
  })();
  // A failed load (offline, say) is tried again on the next message.
  cv.catch(() => { cv = null; });
  return cv;
}

scope.onmessage = async (e: MessageEvent) => {
  const m = e.data as { type: string; id?: string; deckId?: string; bytes?: ArrayBuffer; deck?: string; image?: ImageData; allowed?: string[]; expect?: number; early?: boolean; trace?: boolean };
  try {
    if (m.type === "load") {
      await load();
      scope.postMessage({ type: "ready", phases });
    } else if (m.type === "deck") {
      const t = performance.now();
      const deck = parseDeckData(new Uint8Array(m.bytes!));
      decks.set(m.deckId!, deck);
      scope.postMessage({ type: "deck", id: m.id, cards: deck.cards.length, ms: performance.now() - t });
    } else if (m.type === "read") {
      const c = await load();
      const deck = decks.get(m.deck!);
      if (!deck) throw new Error("the deck's data is not loaded");
      const t = performance.now();
      const allowed = m.allowed ? new Set(m.allowed) : null;
      const trace: string[] | null = m.trace ? [] : null;
      let cards;
      try {
        cards = withMats((keep) => readCards(c, keep(rgbaMat(c, m.image!)), deck, {
          allowed: allowed ? (code) => allowed.has(code) : undefined, expect: m.expect,
          // Each card whose whole outline was found goes out as soon as it is read: a first guess to show.
          onCard: m.early ? (card) => scope.postMessage({ type: "card", id: m.id, card, ms: performance.now() - t }) : undefined,
          debug: trace ? (note) => trace!.push(`${(performance.now() - t).toFixed(0)} ms ${note}`) : undefined,
        }));
      } catch (err) {
        throw cvError(c, err);
      }
      scope.postMessage({ type: "read", id: m.id, cards, ms: performance.now() - t, trace });
    }
  } catch (err) {
    scope.postMessage({ type: "error", id: m.type === "load" ? "load" : m.id, message: err instanceof Error ? err.message : String(err) });
  }
};
