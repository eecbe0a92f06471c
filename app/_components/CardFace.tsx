/**
 * A card's face as inline SVG (lib/faces/face.ts draws it), named for screen readers by the
 * card's full name. `decorative`, where a control or a caption already carries the name (a picker
 * button, a list entry), draws the same SVG as an image with empty alt text, so the face's
 * letters are not read as the control's text. No hooks: it renders the same on the server and in
 * the browser.
 */
import { cardFace, type FaceInput } from "@/lib/faces/face";

export type CardFaceProps = FaceInput & { className?: string; decorative?: boolean };

export function CardFace({ className, decorative, ...input }: CardFaceProps) {
  const f = cardFace(input);
  if (decorative) {
    const [, , w, h] = f.viewBox.split(" ");
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${f.viewBox}" width="${w}" height="${h}">${f.body}</svg>`;
    // eslint-disable-next-line @next/next/no-img-element
    return <img alt="" src={`data:image/svg+xml,${encodeURIComponent(svg)}`} className={className} data-face={input.code} data-name={f.name} draggable={false} />;
  }
  return (
    <svg
      viewBox={f.viewBox}
      className={className}
      data-face={input.code}
      data-name={f.name}
      focusable="false"
      role="img"
      aria-label={f.name}
      dangerouslySetInnerHTML={{ __html: f.body }}
    />
  );
}
