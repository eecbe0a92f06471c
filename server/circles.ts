/**
 * A circle's own settings, for its members (server/access.ts decides who they are): its name, its
 * members (the browsers that made or sat at its tables), a member leaving or removed by another,
 * and which circle a browser looks at. Renames and removals go into the circle's history and can be
 * undone there (server/player-changes.ts). See docs/privacy.md "Circles".
 */
import { getSql, sqlTime } from "./db";
import { memberCircles, type CircleInfo } from "./access";
import { logStatement, type ChangeRow, type Outcome } from "./player-changes";

export interface Member {
  id: string;
  /** How the member's devices are labelled at the circle's tables ("Ann's phone, Host"). */
  label: string;
  /** This very browser. */
  you: boolean;
  joinedAt: string;
}

const no = (): Outcome<never> => ({ ok: false, status: 404, id: "circle/not-found", error: "There is no such circle." });

/** The request's circles (with how many members each) and the one it looks at. */
export async function circlesOf(request: Request): Promise<{ circles: (CircleInfo & { members: number; viewing: boolean })[]; viewing: string | null }> {
  const { circles, viewing } = await memberCircles(request);
  if (!circles.length) return { circles: [], viewing: null };
  const sql = await getSql();
  const counts = await sql.all<{ circle_id: string; n: number }>(
    `SELECT circle_id, COUNT(*) AS n FROM circle_member WHERE circle_id IN (${circles.map(() => "?").join(", ")}) GROUP BY circle_id`,
    circles.map((c) => c.id),
  );
  const n = new Map(counts.map((c) => [c.circle_id, Number(c.n)]));
  return { circles: circles.map((c) => ({ ...c, members: n.get(c.id) ?? 0, viewing: c.id === viewing?.id })), viewing: viewing?.id ?? null };
}

/** A circle of the request's with its members; null when it is not one of its circles. */
export async function circleDetail(request: Request, circleId: string): Promise<(CircleInfo & { members: Member[] }) | null> {
  const { identity: who, circles } = await memberCircles(request, circleId);
  const circle = circles.find((c) => c.id === circleId);
  if (!circle) return null;
  const sql = await getSql();
  const rows = await sql.all<{ browser_id: string; joined_at: string | Date }>("SELECT browser_id, joined_at FROM circle_member WHERE circle_id = ? ORDER BY joined_at, browser_id", [circleId]);
  const labels = await sql.all<{ browser_id: string; label: string; role: string }>(
    `SELECT DISTINCT d.browser_id, d.label, d.role FROM device d JOIN game g ON g.id = d.game_id
     WHERE g.circle_id = ? AND d.revoked = false AND d.browser_id IN (SELECT browser_id FROM circle_member WHERE circle_id = ?)`,
    [circleId, circleId],
  );
  const byBrowser = new Map<string, string[]>();
  for (const l of labels) {
    const list = byBrowser.get(l.browser_id) ?? [];
    if (!list.includes(l.label) && list.length < 3) list.push(l.label);
    byBrowser.set(l.browser_id, list);
  }
  return {
    ...circle,
    members: rows.map((r) => ({ id: r.browser_id, label: byBrowser.get(r.browser_id)?.join(", ") || "A device", you: who.browsers.includes(r.browser_id), joinedAt: sqlTime(r.joined_at).toISOString() })),
  };
}

/** The browser looks at this circle from now on (pages and API default to it). */
export async function selectCircle(request: Request, circleId: string): Promise<boolean> {
  const { identity: who, circles } = await memberCircles(request, circleId);
  if (!circles.some((c) => c.id === circleId)) return false;
  const sql = await getSql();
  const ids = who.primary ? [who.primary] : who.browsers;
  await sql.batch(ids.map((id) => ({ sql: "UPDATE browser SET circle_id = ? WHERE id = ?", args: [circleId, id] })));
  return true;
}

/** Renames the circle (logged, undoable). */
export async function renameCircle(request: Request, circleId: string, name: string): Promise<Outcome<ChangeRow>> {
  const detail = await circleDetail(request, circleId);
  if (!detail) return no();
  const clean = Array.from(name.replace(/[\p{Cc}\p{Cf}\u2028\u2029]/gu, "").replace(/\s+/g, " ").trim()).slice(0, 60).join("");
  if (!clean) return { ok: false, status: 422, id: "circle/name", error: "A circle needs a name." };
  if (clean === detail.name) return { ok: false, status: 422, id: "circle/same", error: `The circle is already called ${clean}.` };
  const { identity: who } = await memberCircles(request, circleId);
  const sql = await getSql();
  const entry = await logStatement(circleId, "circle", detail.name, clean, { oldName: detail.name, newName: clean }, who.primary ?? who.browsers[0] ?? null);
  await sql.batch([{ sql: "UPDATE circle SET name = ? WHERE id = ?", args: [clean, circleId] }, entry]);
  return { ok: true, value: { id: entry.id, kind: "circle", from: detail.name, to: clean, at: new Date().toISOString(), undoneAt: null } };
}

/**
 * A member leaves the circle (`member` omitted or this browser's own) or is removed by another:
 * its browser (and any older browser it was known by) stops being a member. Logged; a remaining
 * member can undo it.
 */
export async function removeMember(request: Request, circleId: string, member?: string): Promise<Outcome<ChangeRow>> {
  const detail = await circleDetail(request, circleId);
  if (!detail) return no();
  const target = member === undefined ? detail.members.filter((m) => m.you) : detail.members.filter((m) => m.id === member);
  if (!target.length) return { ok: false, status: 404, id: "circle/no-member", error: "There is no such member of this circle." };
  const { identity: who } = await memberCircles(request, circleId);
  const sql = await getSql();
  const browsers = target.map((m) => m.id);
  const label = target[0]!.you ? `${target[0]!.label} (left)` : target[0]!.label;
  const entry = await logStatement(circleId, "member", label, "", { browsers }, who.primary ?? who.browsers[0] ?? null);
  await sql.batch([
    { sql: `DELETE FROM circle_member WHERE circle_id = ? AND browser_id IN (${browsers.map(() => "?").join(", ")})`, args: [circleId, ...browsers] },
    { sql: `UPDATE browser SET circle_id = NULL WHERE circle_id = ? AND id IN (${browsers.map(() => "?").join(", ")})`, args: [circleId, ...browsers] },
    entry,
  ]);
  return { ok: true, value: { id: entry.id, kind: "member", from: label, to: "", at: new Date().toISOString(), undoneAt: null } };
}
