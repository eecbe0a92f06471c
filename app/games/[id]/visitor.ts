import { cookies } from "next/headers";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { cookieName, pageDevice } from "@/server/devices";
import { looksLikeId } from "@/server/http";

/**
 * For a table's pages: the game id and who is looking (this browser's device at the table, or
 * `join` when the table has devices and this browser is not one). An unknown game is a 404.
 */
export async function tableVisitor(params: Promise<{ id: string }>) {
  await connection();
  const { id } = await params;
  if (!looksLikeId(id)) notFound();
  const who = await pageDevice(id, (await cookies()).get(cookieName(id))?.value);
  if (who.state === "missing") notFound();
  return { id, who };
}
