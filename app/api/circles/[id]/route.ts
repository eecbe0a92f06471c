/**
 * GET /api/circles/[id]: one of this browser's circles with its members
 * `{ id, name, members: [{ id, label, you, joinedAt }] }`.
 * POST /api/circles/[id] `{ op: "select" }` (look at this circle from now on) · `{ op: "rename", name }`
 * · `{ op: "leave" }` · `{ op: "remove", member }` (another member's browser). Renames and removals
 * are logged in the circle's history (201 `{ change }`, undoable). 404 for anyone not a member.
 */
import { z } from "zod";
import { route } from "@/server/guard";
import { jsonError, readBody } from "@/server/http";
import { circleDetail, removeMember, renameCircle, selectCircle } from "@/server/circles";
import { changeAnswer } from "@/server/player-routes";

type Ctx = { params: Promise<{ id: string }> };
const missing = () => jsonError(404, "There is no such circle.", "circle/not-found");
const isId = (id: string) => /^[0-9a-f-]{36}$/i.test(id);

export const GET = route(async (request: Request, { params }: Ctx) => {
  const { id } = await params;
  const detail = isId(id) ? await circleDetail(request, id) : null;
  return detail ? Response.json(detail) : missing();
});

const opSchema = z.discriminatedUnion("op", [
  z.object({ op: z.literal("select") }),
  z.object({ op: z.literal("rename"), name: z.string().max(200) }),
  z.object({ op: z.literal("leave") }),
  z.object({ op: z.literal("remove"), member: z.string().max(60) }),
]);

export const POST = route(async (request: Request, { params }: Ctx) => {
  const { id } = await params;
  if (!isId(id)) return missing();
  const body = await readBody(request, opSchema);
  if (!body.ok) return body.response;
  const op = body.value;
  if (op.op === "select") return (await selectCircle(request, id)) ? Response.json({ viewing: id }) : missing();
  if (op.op === "rename") return changeAnswer(await renameCircle(request, id, op.name), 201);
  return changeAnswer(await removeMember(request, id, op.op === "remove" ? op.member : undefined), 201);
});
