/**
 * Reading the cards of a taught deck in a photo (the phone's "Photo of the trick", the free reading,
 * a camera frame): find every card (find.ts), flatten it from the sharpest copy of the photo, rank
 * the taught cards by look, check the best few with ORB keypoints (match.ts), and say how sure it
 * is. A card is "sure" only when the keypoints of the best card agree strongly and clearly more
 * than any other card's; otherwise it comes back unsure with its best guesses, for one tap.
 */
import type { CV, Mat } from "./cv";
import { withMats } from "./mats";
import { findCards, type FoundCard } from "./find";
import { area, centre, halfTurn, portrait, rotationOf, type Quad } from "./geometry";
import { buildIndex, frameOf, locateCards, overlaps, type FeatureIndex, type Located } from "./locate";
import { fitCards } from "./fit";
import { inliersOf, rankByLook, type Candidate, type TaughtCard } from "./match";
import { flatten, signatureOf, FW } from "./signature";

export interface TaughtDeck {
  /** The cards' height over width. */
  aspect: number;
  cards: TaughtCard[];
}

export interface ReadCard {
  /** Corners in the photo's pixels: top-left, top-right, bottom-right, bottom-left of the card as printed (its best guess's way up). */
  quad: Quad;
  /** Centre in the photo's pixels. */
  x: number;
  y: number;
  /** Degrees the card's top edge is turned clockwise from upright, as seen (−180…180), as a sticker's. */
  rotation: number;
  /** The best guess (null: no taught card fits at all). */
  code: string | null;
  /** Sure enough to show without the "unsure" mark. */
  sure: boolean;
  /** Best guesses, best first (the first is `code`), at most four. */
  guesses: string[];
  /** Rebuilt from part of a card (overlapped or covered). */
  partial: boolean;
  /** Keypoint agreement of the best guess and of the next card (for benches). */
  inliers: number;
  runnerUp: number;
}

export interface ReadOptions {
  /** Only these cards can be in the photo (the game's deck less the cards already recorded in the deal). */
  allowed?: (code: string) => boolean;
  /** Longest side the photo is searched for cards at (default 1200 px). */
  findSide?: number;
  /** How many cards the photo should hold (sizes the cards when they all touch). */
  expect?: number;
  /** How many of the best-looking cards are checked by keypoints (default 5). */
  check?: number;
  /**
   * Also place taught cards by their keypoints (locate.ts) when the outlines found fewer cards than
   * expected or some only in part (cards touching or overlapping): default true.
   */
  locate?: boolean;
  /** Longest side the photo is searched for keypoints at, when cards are placed by them (default 1800 px). */
  locateSide?: number;
  debug?: (note: string) => void;
  /**
   * A first guess to show early (the same reading comes back in the result): each card whose whole
   * outline was found, read before cards are placed by keypoints; then each card placed firmly by
   * its keypoints (cards touching, whose outlines merge) that reads sure, as soon as it is placed,
   * while the other candidates are still tried (rarely, a card placed later on more keypoints takes
   * its place); then the other cards placed firmly, before the places still missing are filled.
   */
  onCard?: (card: ReadCard) => void;
}

/** Thresholds of "sure" (bench/recog: chosen so that no wrong card was ever sure on the benches). */
export const SURE = { inliers: 14, ratio: 2.2, lead: 8, fineGap: 0.12, fineRatio: 1.4 };

/** Correlation of two z-scored fine thumbnails. */
export function fineScore(a: Float32Array, b: Float32Array): number {
  let ab = 0;
  for (let i = 0; i < a.length; i++) ab += a[i] * b[i];
  return ab / a.length;
}

/** Reads one found card: its candidates, checked, and the verdict. */
export function readOne(cv: CV, photo: Mat, found: FoundCard, deck: TaughtDeck, opts: ReadOptions = {}): ReadCard {
  const q = portrait(found.quad);
  const H = Math.round(FW * deck.aspect);
  const sig = withMats((keep) => signatureOf(cv, keep(flatten(cv, photo, q, FW, H))));
  const ranked = rankByLook(sig, deck.cards, opts.allowed);
  // The best-looking few codes (each its better way up), then both ways of the best.
  const pick: Candidate[] = [];
  for (const c of ranked) {
    if (!pick.some((p) => p.code === c.code)) pick.push(c);
    if (pick.length >= (opts.check ?? 5)) break;
  }
  const byCode = new Map(deck.cards.map((t) => [t.code, t]));
  for (const c of pick) c.inliers = inliersOf(cv, sig, byCode.get(c.code)![c.turned ? "down" : "up"], deck.aspect);
  if (pick[0]) {
    const other = ranked.find((c) => c.code === pick[0].code && c.turned !== pick[0].turned);
    if (other) { other.inliers = inliersOf(cv, sig, byCode.get(other.code)![other.turned ? "down" : "up"], deck.aspect); pick.push(other); }
  }
  const score = (c: Candidate) => c.inliers + 12 * c.look;
  pick.sort((a, b) => score(b) - score(a));
  const best = pick[0];
  const runnerUp = Math.max(0, ...pick.filter((c) => best && c.code !== best.code).map((c) => c.inliers));
  // Near twins (one pip more, a court's crown mark) share most keypoints: then the fine thumbnail
  // must prefer the best clearly over every other close candidate.
  const fineOf = (c: Candidate) => fineScore(sig.fine, byCode.get(c.code)![c.turned ? "down" : "up"].fine);
  const rivals = pick.filter((c) => best && c.code !== best.code && c.inliers >= best.inliers / SURE.ratio);
  const fineGap = best ? fineOf(best) - Math.max(-1, ...rivals.map(fineOf)) : 0;
  const keypointsClear = !!best && best.inliers >= SURE.ratio * runnerUp && best.inliers - runnerUp >= SURE.lead;
  const sure = !!best && best.inliers >= SURE.inliers && (keypointsClear || (best.inliers >= SURE.fineRatio * runnerUp && fineGap >= SURE.fineGap));
  const quad = best?.turned ? halfTurn(q) : q;
  const [x, y] = centre(quad);
  const guesses: string[] = [];
  for (const c of [...pick, ...ranked]) { if (!guesses.includes(c.code)) guesses.push(c.code); if (guesses.length >= 4) break; }
  opts.debug?.(`card at ${Math.round(x)},${Math.round(y)}: ${pick.map((c) => `${c.code}${c.turned ? "↓" : ""} ${c.look.toFixed(2)}/${c.inliers}/${fineOf(c).toFixed(2)}`).join(" ")} gap ${fineGap.toFixed(2)}`);
  return { quad, x, y, rotation: rotationOf(quad), code: best?.code ?? null, sure, guesses, partial: found.partial, inliers: best?.inliers ?? 0, runnerUp };
}

/** Keypoints a card placed by its line work needs (locate.ts): any such card, or (down to WEAK) to fill a place still missing. */
const STRONG_INLIERS = 15, WEAK_INLIERS = 10;
/** Most corner fits read for the places missing, and the keypoints a fit's face must share with its best card to take one. */
const MAX_FITS = 6, FIT_MIN_INLIERS = 8;

const indexes = new WeakMap<TaughtDeck, FeatureIndex>();
/** The deck's keypoints filed for locate.ts, made once per deck. */
export function deckIndex(deck: TaughtDeck): FeatureIndex {
  let i = indexes.get(deck);
  if (!i) indexes.set(deck, (i = buildIndex(deck.cards)));
  return i;
}

/**
 * The cards placed by their keypoints (locate.ts) merged with the outlines found: a located card
 * overlapping a whole outline by more than a third is dropped (the outline is surer); one that
 * covers a partial outline (two cards merged into one outline, or one rebuilt from part of its
 * edge) replaces it; outlines no located card covers are kept.
 */
export function mergeLocated(found: FoundCard[], located: { quad: Quad }[]): FoundCard[] {
  const whole = found.filter((f) => !f.partial);
  const placed = located.filter((l) => !whole.some((f) => overlaps(l.quad, f.quad))).map((l) => ({ quad: l.quad, partial: false }));
  return [...placed, ...found.filter((f) => !placed.some((p) => overlaps(p.quad, f.quad)))];
}

/**
 * Every card of the taught deck in an RGBA photo (a canvas's pixels; at most about 2400 px a side
 * is plenty). Coordinates come back in the photo's pixels.
 */
export function readCards(cv: CV, photo: Mat, deck: TaughtDeck, opts: ReadOptions = {}): ReadCard[] {
  return withMats((keep) => {
    const side = opts.findSide ?? 1200;
    const k = Math.min(1, side / Math.max(photo.cols, photo.rows));
    let small = photo;
    if (k < 1) {
      small = keep(new cv.Mat());
      cv.resize(photo, small, new cv.Size(Math.round(photo.cols * k), Math.round(photo.rows * k)), 0, 0, cv.INTER_AREA);
    }
    const light = keep(new cv.Mat());
    let found = findCards(cv, small, { aspect: deck.aspect, expect: opts.expect, mask: light, debug: opts.debug });
    // Whole outlines stay whole whatever is placed later (mergeLocated): read them first when asked to
    // (a first guess to show), each once.
    const reads = new Map<FoundCard, ReadCard>();
    const readAt = (f: FoundCard) => {
      let r = reads.get(f);
      if (!r) reads.set(f, (r = readOne(cv, photo, { ...f, quad: f.quad.map(([x, y]) => [x / k, y / k]) as Quad }, deck, opts)));
      return r;
    };
    const shown = new Set<FoundCard>();
    const show = (f: FoundCard) => { shown.add(f); opts.onCard!(readAt(f)); };
    if (opts.onCard) for (const f of found.filter((x) => !x.partial)) show(f);
    const short = opts.expect !== undefined ? found.length < opts.expect : found.length === 0;
    if (opts.locate !== false && deck.cards.length && (short || found.some((f) => f.partial))) {
      // Keypoints are taken at a finer scale than outlines (locateSide), in the small image's units after.
      const kl = Math.min(1, (opts.locateSide ?? 1800) / Math.max(photo.cols, photo.rows)), r = kl / k;
      const gray = keep(new cv.Mat());
      if (kl < 1) {
        const fine = keep(new cv.Mat());
        cv.resize(photo, fine, new cv.Size(Math.round(photo.cols * kl), Math.round(photo.rows * kl)), 0, 0, cv.INTER_AREA);
        cv.cvtColor(fine, gray, cv.COLOR_RGBA2GRAY);
      } else cv.cvtColor(photo, gray, cv.COLOR_RGBA2GRAY);
      const whole = found.filter((f) => !f.partial).map((f) => area(f.quad)).sort((a, b) => a - b);
      const cardArea = whole.length ? whole[Math.floor(whole.length / 2)] * r * r : 0;
      // Keypoints of the cards whose whole outline was found are left out: they are known already.
      const mask = keep(new cv.Mat(gray.rows, gray.cols, cv.CV_8UC1, new cv.Scalar(255)));
      for (const f of found.filter((x) => !x.partial)) {
        const pts = keep(cv.matFromArray(4, 1, cv.CV_32SC2, f.quad.flat().map((v) => Math.round(v * r))));
        const v = keep(new cv.MatVector());
        v.push_back(pts);
        cv.fillPoly(mask, v, new cv.Scalar(0));
      }
      const t0 = performance.now();
      const planes = found.filter((f) => !f.partial).map((f) => f.quad.map(([x, y]) => [x * r, y * r]) as Quad);
      const back = (q: Quad) => q.map(([x, y]) => [x / r, y / r]) as Quad;
      // A first guess while the other candidates are still tried: a card placed firmly, on no whole
      // outline (the rule mergeLocated drops it by) and no card shown already, that reads sure. The
      // final reading keeps it as read (the same quad is found again below) unless a better-placed
      // card took its place.
      const placed = new Map<string, FoundCard>();
      const onPlaced = opts.onCard && ((l: Located) => {
        const quad = back(l.quad);
        if (l.inliers < STRONG_INLIERS || (opts.allowed && !opts.allowed(l.code))) return;
        if (found.some((f) => !f.partial && overlaps(f.quad, quad)) || [...shown].some((f) => overlaps(f.quad, quad))) return;
        const f: FoundCard = { quad, partial: false };
        placed.set(quad.join(), f);
        if (readAt(f).sure) show(f);
      });
      const located = locateCards(cv, gray, deckIndex(deck), { aspect: deck.aspect, cardArea, debug: opts.debug, minInliers: WEAK_INLIERS, mask, features: 2500, planes, onPlaced })
        .filter((l) => !opts.allowed || opts.allowed(l.code))
        .map((l) => ({ ...l, quad: back(l.quad) }));
      opts.debug?.(`locate: ${located.length} placed in ${(performance.now() - t0).toFixed(0)} ms`);
      found = mergeLocated(found, located.filter((l) => l.inliers >= STRONG_INLIERS)).map((f) => placed.get(f.quad.join()) ?? f);
      // Cards placed firmly by their keypoints are whole now: a first guess when no outline was whole.
      if (opts.onCard) for (const f of found.filter((x) => !x.partial && !shown.has(x))) show(f);
      if (opts.expect !== undefined) {
        // Places still missing, or cards known only in part: every candidate for them (partial
        // outlines, cards fitted to the merged outline's square corners on the plane the known cards
        // show, cards placed by only a few keypoints) is read, and those reading best fill the
        // places left (a card is shown unsure unless its own face agrees strongly).
        const known = found.filter((f) => !f.partial);
        if (known.length >= opts.expect) return known.map(readAt);
        const frames = known.map((f) => frameOf(cv, portrait(f.quad), 1, deck.aspect));
        const fits = fitCards(cv, light, frames, known.map((f) => f.quad), deck.aspect, opts.debug).slice(0, MAX_FITS);
        const pool: (FoundCard & { fit?: boolean })[] = [
          ...found.filter((f) => f.partial),
          ...fits.map((f) => ({ quad: f.quad, partial: true, fit: true })),
          ...located.filter((x) => x.inliers < STRONG_INLIERS).map((l) => ({ quad: l.quad, partial: false })),
        ].filter((c) => !known.some((f) => overlaps(f.quad, c.quad)));
        opts.debug?.(`fill: ${pool.length} candidates for ${opts.expect - known.length} places`);
        const knownRead = known.map(readAt);
        const poolRead = pool.map((c) => ({ c, r: readAt(c) })).sort((a, b) => Number(b.r.sure) - Number(a.r.sure) || b.r.inliers - a.r.inliers);
        const chosen: { c: FoundCard; r: ReadCard }[] = [];
        for (const p of poolRead) {
          if (known.length + chosen.length >= opts.expect) break;
          if (chosen.some((x) => overlaps(x.c.quad, p.c.quad))) continue;
          // A corner fit is only a shape: it takes a place only when its face matches some taught card a little.
          if (p.c.fit && p.r.inliers < FIT_MIN_INLIERS) continue;
          // One deck: a card read sure already is not there twice (a second, shifted outline of it).
          if (p.r.sure && [...knownRead, ...chosen.map((x) => x.r)].some((x) => x.sure && x.code === p.r.code)) continue;
          opts.debug?.(`fill: ${p.r.code}${p.r.sure ? "" : "?"} (${p.r.inliers}/${p.r.runnerUp})`);
          chosen.push(p);
        }
        return [...knownRead, ...chosen.map((x) => x.r)];
      }
    }
    return found.map(readAt);
  });
}
