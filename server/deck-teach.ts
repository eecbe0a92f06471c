/**
 * Teaching a deck from one photo (POST /api/decks/<id>/photos): the photo is decoded (JPEG or PNG,
 * pure JavaScript), its cards found and flattened by lib/recog with OpenCV's JavaScript build
 * (on a worker thread, server/teach-worker.ts; loaded there once, ~0.6 s), and, when it holds
 * exactly the cards listed, each card's signature kept. The photo itself is never stored.
 */
import { sniff } from "@/lib/recog/decode-file";
import type { Quad } from "@/lib/recog/geometry";
import { teachOffThread } from "./teach-worker";
import { keepCards, taughtCodes, type DeckRow } from "./decks";

/** Largest photo body: a 12 MP phone JPEG, with room. */
export const PHOTO_BODY_LIMIT = 16 * 1024 * 1024;
/** Largest photo in pixels. */
export const PHOTO_MAX_PIXELS = 40e6;

export type TeachResult =
  | { ok: true; taught: string[]; remaining: number; found: Quad[]; width: number; height: number }
  | { ok: false; status: 415 | 422 | 503; error: string; id: string; retryAfter?: number; found?: number; outlines?: Quad[]; width?: number; height?: number };

/**
 * Photos taught at once by this process: one at a time (each takes a worker thread 1–5 s; the
 * event loop stays free), a few more wait their turn, and any beyond are answered 503 at once.
 */
const MAX_WAITING = 4;
let running: Promise<unknown> = Promise.resolve();
let queued = 0;

export async function teachPhoto(deck: DeckRow, codes: string[], bytes: Uint8Array, declaredType: string): Promise<TeachResult> {
  if (queued > MAX_WAITING) {
    return { ok: false, status: 503, retryAfter: 5, error: "The server is busy learning other photos. Wait a few seconds and send this one again.", id: "deck/busy" };
  }
  queued++;
  const turn = running.then(() => teachNow(deck, codes, bytes, declaredType));
  running = turn.catch(() => {});
  try {
    return await turn;
  } finally {
    queued--;
  }
}

async function teachNow(deck: DeckRow, codes: string[], bytes: Uint8Array, declaredType: string): Promise<TeachResult> {
  const type = sniff(bytes);
  if (!type || (declaredType && declaredType !== type)) {
    return { ok: false, status: 415, error: "Send the photo as a JPEG or PNG file (content-type image/jpeg or image/png).", id: "deck/photo-type" };
  }
  // Decoding and OpenCV run on the teaching worker thread (server/teach-worker.ts), off the event loop.
  const r = await teachOffThread({ bytes, count: codes.length, aspect: deck.aspect ?? null, maxPixels: PHOTO_MAX_PIXELS });
  if (!r.ok && r.id === "deck/photo-unreadable") {
    return { ok: false, status: 422, error: "The photo could not be read: send a whole JPEG or PNG file of at most 40 megapixels.", id: "deck/photo-unreadable" };
  }
  if (!r.ok && r.id === "deck/count") {
    const n = r.found.length;
    return {
      ok: false, status: 422, id: "deck/count", found: n, outlines: r.found, width: r.width, height: r.height,
      error: `Found ${n} card${n === 1 ? "" : "s"} in the photo, but ${codes.length} ${codes.length === 1 ? "was" : "were"} listed: nothing was kept. Lay the cards apart on a darker surface, all in view, and take the photo again.`,
    };
  }
  if (!r.ok) {
    return { ok: false, status: 503, retryAfter: 5, id: "deck/busy", error: r.id === "deck/too-slow" ? "Learning this photo took too long here: send a smaller photo (at most 2400 px a side), or fewer cards in it." : `The photo could not be learnt just now (${r.error ?? "the reader stopped"}): send it again.` };
  }
  await keepCards(deck.id, r.cards.map((data, i) => ({ code: codes[i], data })), r.aspect);
  const all = await taughtCodes(deck.id);
  return { ok: true, taught: codes, remaining: 78 - all.length, found: r.found, width: r.width, height: r.height };
}
