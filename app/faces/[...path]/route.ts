/**
 * GET /faces/{deck}/{style}/{mini|plain|full}/{code}.svg: one card's face as an SVG image, drawn
 * by lib/faces/face.ts. The play page and the free reading's picker show faces this way, so their
 * JavaScript carries no drawing; a face never changes within a FACE_VERSION, so it is cached for
 * good (the URL carries ?v=).
 */
import { faceSvg, type FaceVariant } from "@/lib/faces/face";
import { resolveFace } from "@/lib/faces/resolve";
import { faceCodes } from "@/lib/faces/codes";

export async function GET(_request: Request, { params }: { params: Promise<{ path: string[] }> }): Promise<Response> {
  const path = (await params).path ?? [];
  // /faces/{deck}/{style}/codes.json: every card the deck draws in the style (a table keeps them for offline).
  if (path.length === 3 && path[2] === "codes.json") {
    const codes = /^[a-z0-9-]{1,40}$/.test(path[0]!) && /^[a-z0-9-]{1,40}$/.test(path[1]!) ? faceCodes(path[0]!, path[1]!) : [];
    if (!codes.length) return new Response("No such face deck.", { status: 404, headers: { "content-type": "text/plain; charset=utf-8" } });
    return Response.json({ codes }, { headers: { "cache-control": "public, max-age=3600" } });
  }
  const m = path.length === 4 ? /^([A-Z0-9]{2,3})\.svg$/.exec(path[3]) : null;
  const variant = path[2] as FaceVariant;
  const input = m && ["mini", "plain", "full"].includes(variant) ? resolveFace(path[0], path[1], m[1]) : null;
  if (!input) return new Response("No such card face.", { status: 404, headers: { "content-type": "text/plain; charset=utf-8" } });
  return new Response(faceSvg({ ...input, variant }), {
    headers: { "content-type": "image/svg+xml; charset=utf-8", "cache-control": "public, max-age=31536000, immutable" },
  });
}
