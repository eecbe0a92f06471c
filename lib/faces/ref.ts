/**
 * A face by reference: where the browser fetches a card's face as an SVG image (app/faces), so
 * that pages which draw faces in the browser (the play page, the free reading's picker) carry no
 * drawing code. The same drawing (lib/faces/face.ts) serves it; the name travels with the
 * reference for the image's alt text.
 */
/** "tarot" (the shared tarot faces) or a face deck a game's module names in `deck.faces`. */
export type FaceDeckRef = string;
export type FaceVariantRef = "mini" | "plain" | "full";

export interface FaceRef {
  /** tarot (fortunes | rws | thoth), or a game's own face deck with its styles (lib/faces/resolve.ts). */
  deck: FaceDeckRef;
  style: string;
  code: string;
  /** The card's full name in the style. */
  name: string;
}

/** Bumped whenever the drawing changes: the images are cached for good under each version. */
export const FACE_VERSION = 1;

export const faceUrl = (f: FaceRef, variant: FaceVariantRef): string =>
  `/faces/${f.deck}/${f.style}/${variant}/${f.code}.svg?v=${FACE_VERSION}`;
