/**
 * Who an answer about a table was made for: the device and its role there ("d1:seat:Ann",
 * "d2:spectator:", "d3:host:"), or "none" for a device that is not at the table. The server sends it
 * with every answer that depends on the device (the `x-ft-viewer` header of GET /api/games/[id], the
 * `data-ft-viewer` attribute of the table's pages); the service worker (app/sw.ts) keeps a table's
 * answers for one tag at a time and drops them all when another tag, a 401 or a 404 comes, so a
 * device offline shows only what it was allowed to see online (docs/offline.md).
 */
export interface TagDevice { id: string; role: string; player?: string | null }

export const VIEWER_HEADER = "x-ft-viewer";
export const NO_VIEWER = "none";
/** A table made before devices: anyone may read it, so its answers depend on no device. */
export const OPEN_TABLE = "open";
/** A reading opened by its share link: the answer depends on the link (the URL) alone. */
export const SHARED = "share";

export function viewerTag(device: TagDevice | null | undefined): string {
  return device ? `${device.id}:${device.role}:${encodeURIComponent(device.player ?? "")}` : NO_VIEWER;
}

/** The tag of a table page's visitor (app/games/[id]/visitor.ts): not joined, a device, or an open table. */
export function visitorTag(who: { state: string; device?: TagDevice | null }): string {
  return who.state !== "ok" ? NO_VIEWER : who.device ? viewerTag(who.device) : OPEN_TABLE;
}
