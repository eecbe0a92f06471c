/**
 * The heavy part of teaching one photo (server/deck-teach.ts), pure computing: decode the JPEG/PNG,
 * find and flatten the cards with OpenCV (lib/recog/teach.ts), pack each card's signature. Run on
 * a worker thread (server/teach-worker.ts) so it never holds the event loop, or inline where no
 * worker can start. No database here: the caller keeps the cards.
 */
import { cvError, type CV } from "@/lib/recog/cv";
import { decodePhoto } from "@/lib/recog/decode-file";
import { rgbaMat, withMats } from "@/lib/recog/mats";
import { pack } from "@/lib/recog/signature";
import { teachFromPhoto } from "@/lib/recog/teach";
import type { Quad } from "@/lib/recog/geometry";

export interface TeachJob { bytes: Uint8Array; count: number; aspect: number | null; maxPixels: number }

export type TeachJobAnswer =
  | { ok: true; found: Quad[]; cards: Uint8Array[]; aspect: number; width: number; height: number }
  | { ok: false; id: "deck/count"; found: Quad[]; width: number; height: number }
  | { ok: false; id: "deck/photo-unreadable" | "deck/failed" | "deck/too-slow"; error?: string };

export function runTeachJob(cv: CV, job: TeachJob): TeachJobAnswer {
  let img;
  try {
    img = decodePhoto(job.bytes, job.maxPixels);
  } catch {
    return { ok: false, id: "deck/photo-unreadable" };
  }
  let r;
  try {
    r = withMats((keep) => teachFromPhoto(cv, keep(rgbaMat(cv, img)), job.count, job.aspect ? { aspect: job.aspect } : {}));
  } catch (e) {
    throw cvError(cv, e);
  }
  if (!r.ok) return { ok: false, id: "deck/count", found: r.found, width: img.width, height: img.height };
  return { ok: true, found: r.found, cards: r.signatures.map(pack), aspect: r.aspect, width: img.width, height: img.height };
}
