/**
 * The taught-deck recogniser on the phone, in a worker of its own (bundled apart by
 * scripts/build-recog-worker.mjs into public/recog-worker.js): OpenCV's JavaScript build is loaded
 * from our own public/opencv/opencv.js with importScripts the first time a photo is read, never
 * with a page. Messages: { type: "load" } → { type: "ready" }; { type: "deck", id, deckId, bytes } →
 * { type: "deck", id, cards }; { type: "read", id, deck, image, allowed?, expect? } →
 * { type: "read", id, cards, ms } or { type: "error", id, message }.
 */
import { cvError, useCv, type CV } from "@/lib/recog/cv";
import { parseDeckData } from "@/lib/recog/deck-data";
import { rgbaMat, withMats } from "@/lib/recog/mats";
import { readCards, type TaughtDeck } from "@/lib/recog/read";

type Scope = { postMessage: (m: unknown) => void; onmessage: ((e: MessageEvent) => void) | null; cv?: unknown; importScripts: (url: string) => void };
const scope = self as unknown as Scope;

let cv: Promise<CV> | null = null;
const decks = new Map<string, TaughtDeck>();

function load(): Promise<CV> {
  cv ??= (async () => {
    scope.importScripts("/opencv/opencv.js");
    return useCv(scope.cv);
  })();
  return cv;
}

scope.onmessage = async (e: MessageEvent) => {
  const m = e.data as { type: string; id?: string; deckId?: string; bytes?: ArrayBuffer; deck?: string; image?: ImageData; allowed?: string[]; expect?: number };
  try {
    if (m.type === "load") {
      await load();
      scope.postMessage({ type: "ready" });
    } else if (m.type === "deck") {
      const deck = parseDeckData(new Uint8Array(m.bytes!));
      decks.set(m.deckId!, deck);
      scope.postMessage({ type: "deck", id: m.id, cards: deck.cards.length });
    } else if (m.type === "read") {
      const c = await load();
      const deck = decks.get(m.deck!);
      if (!deck) throw new Error("the deck's data is not loaded");
      const t = performance.now();
      const allowed = m.allowed ? new Set(m.allowed) : null;
      let cards;
      try {
        cards = withMats((keep) => readCards(c, keep(rgbaMat(c, m.image!)), deck, { allowed: allowed ? (code) => allowed.has(code) : undefined, expect: m.expect }));
      } catch (err) {
        throw cvError(c, err);
      }
      scope.postMessage({ type: "read", id: m.id, cards, ms: performance.now() - t });
    }
  } catch (err) {
    scope.postMessage({ type: "error", id: m.id, message: err instanceof Error ? err.message : String(err) });
  }
};
