/**
 * Teaching a deck from one photo (POST /api/decks/<id>/photos): the photo is decoded (JPEG or PNG,
 * pure JavaScript), its cards found and flattened by lib/recog with OpenCV's JavaScript build
 * (loaded once per process, ~0.6 s), and, when it holds exactly the cards listed, each card's
 * signature kept. The photo itself is never stored.
 */
import { cvError } from "@/lib/recog/cv";
import { loadCvNode } from "@/lib/recog/cv-node";
import { decodePhoto, sniff } from "@/lib/recog/decode-file";
import { rgbaMat, withMats } from "@/lib/recog/mats";
import { pack } from "@/lib/recog/signature";
import { teachFromPhoto } from "@/lib/recog/teach";
import type { Quad } from "@/lib/recog/geometry";
import { keepCards, taughtCodes, type DeckRow } from "./decks";

/** Largest photo body: a 12 MP phone JPEG, with room. */
export const PHOTO_BODY_LIMIT = 16 * 1024 * 1024;
/** Largest photo in pixels. */
export const PHOTO_MAX_PIXELS = 40e6;

export type TeachResult =
  | { ok: true; taught: string[]; remaining: number; found: Quad[]; width: number; height: number }
  | { ok: false; status: 415 | 422 | 503; error: string; id: string; retryAfter?: number; found?: number; outlines?: Quad[]; width?: number; height?: number };

/**
 * Photos taught at once by this process: one at a time (each holds the event loop 1–5 s), a few
 * more wait their turn, and any beyond are answered 503 at once rather than piling up.
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
  let img;
  try {
    img = decodePhoto(bytes, PHOTO_MAX_PIXELS);
  } catch {
    return { ok: false, status: 422, error: "The photo could not be read: send a whole JPEG or PNG file of at most 40 megapixels.", id: "deck/photo-unreadable" };
  }
  const cv = await loadCvNode();
  let r;
  try {
    r = withMats((keep) => teachFromPhoto(cv, keep(rgbaMat(cv, img)), codes.length, deck.aspect ? { aspect: deck.aspect } : {}));
  } catch (e) {
    throw cvError(cv, e);
  }
  if (!r.ok) {
    const n = r.found.length;
    return {
      ok: false, status: 422, id: "deck/count", found: n, outlines: r.found, width: img.width, height: img.height,
      error: `Found ${n} card${n === 1 ? "" : "s"} in the photo, but ${codes.length} ${codes.length === 1 ? "was" : "were"} listed: nothing was kept. Lay the cards apart on a darker surface, all in view, and take the photo again.`,
    };
  }
  await keepCards(deck.id, r.signatures.map((s, i) => ({ code: codes[i], data: pack(s) })), r.aspect);
  const all = await taughtCodes(deck.id);
  return { ok: true, taught: codes, remaining: 78 - all.length, found: r.found, width: img.width, height: img.height };
}
