/**
 * What every part of the game service shares: its answers (`ServiceResult`, `fail`) and the
 * per-game queue that runs one game's writes one after another (server/games.ts).
 */
type FailStatus = 400 | 403 | 404 | 409 | 413 | 422 | 503;
export type ServiceResult<T> = { ok: true; value: T } | { ok: false; status: FailStatus; error: string; id: string };

export const fail = (status: FailStatus, id: string, error: string) => ({ ok: false as const, status, id, error });

// Kept on globalThis: `npm start` loads server/ twice (Next's bundle for pages, app/api/dispatch.ts
// for the API), and both must see one queue per game.
const queues = ((globalThis as typeof globalThis & { __fortunesQueues?: Map<string, { tail: Promise<unknown>; size: number }> }).__fortunesQueues ??= new Map());

/** At most this many requests wait for one game; more get 503 (a client gone wild, not a table). */
const QUEUE_LIMIT = 200;

/** Runs `fn` after every earlier call with the same key has finished (one game's writes in order). */
export function serialize<T>(key: string, fn: () => Promise<T>): Promise<T> | null {
  const q = queues.get(key) ?? { tail: Promise.resolve(), size: 0 };
  if (q.size >= QUEUE_LIMIT) return null;
  q.size++;
  const run = q.tail.then(fn, fn);
  q.tail = run.then(
    () => {},
    () => {},
  );
  queues.set(key, q);
  void q.tail.then(() => {
    if (--q.size === 0 && queues.get(key) === q) queues.delete(key);
  });
  return run;
}

export const busy = () => fail(503, "game/busy", "This game has too many requests waiting. Try again in a moment.");
