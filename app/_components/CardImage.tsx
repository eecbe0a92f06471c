/**
 * A card's face as an image of its SVG (GET /faces/…, drawn by lib/faces/face.ts): what pages
 * that draw faces in the browser use, so their JavaScript stays small. The alt text is the card's
 * full name; `decorative` leaves it empty where a control or caption already says the name.
 */
import { faceUrl, type FaceRef, type FaceVariantRef } from "@/lib/faces/ref";

export function CardImage({ face, variant, className, decorative }: { face: FaceRef; variant: FaceVariantRef; className?: string; decorative?: boolean }) {
  const mini = variant === "mini";
  return (
    // eslint-disable-next-line @next/next/no-img-element
    <img src={faceUrl(face, variant)} alt={decorative ? "" : face.name} width={mini ? 50 : 100} height={mini ? 70 : 140}
      className={className} data-face={face.code} data-name={face.name} draggable={false} />
  );
}
