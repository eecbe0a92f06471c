/**
 * The window event a table's stream raises when the host started the table's rematch (the server's
 * `event: rematch`): the page's rematch follower (./rematch-follow.ts) looks at once instead of at
 * its next few-second look. Its own tiny module, so the stream's code does not bring the follower.
 */
export const REMATCH_EVENT = "ft:rematch";

export function announceRematch(): void {
  window.dispatchEvent(new Event(REMATCH_EVENT));
}
