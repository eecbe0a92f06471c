/**
 * Share links for one reading (docs/privacy.md). A table's pages need a device of the table; the
 * host can make a link that opens one player's reading of one finished deal to anyone who has it:
 * `/games/<id>/deals/<n>/reading?share=<token>`. The token is 256 random bits (base64url), stored
 * only as its SHA-256; the host lists and revokes links (`/api/games/<id>/shares`).
 */
import { getDb } from "./db";
import { hashToken, newToken } from "./devices";

export interface ShareInfo {
  id: string;
  gameId: string;
  deal: number;
  player: string;
  createdAt: string;
  revoked: boolean;
}

type Row = { id: string; gameId: string; deal: number; player: string; createdAt: Date; revokedAt: Date | null };
const toInfo = (r: Row): ShareInfo => ({ id: r.id, gameId: r.gameId, deal: r.deal, player: r.player, createdAt: r.createdAt.toISOString(), revoked: r.revokedAt !== null });
const select = { id: true, gameId: true, deal: true, player: true, createdAt: true, revokedAt: true } as const;

/** A new link for `player`'s reading of deal `deal`; its token is returned once. */
export async function createShare(gameId: string, deal: number, player: string): Promise<{ share: ShareInfo; token: string }> {
  const prisma = await getDb();
  const token = newToken();
  const row = await prisma.readingShare.create({ data: { gameId, deal, player, tokenHash: hashToken(token) }, select });
  return { share: toInfo(row), token };
}

export async function listShares(gameId: string): Promise<ShareInfo[]> {
  const prisma = await getDb();
  return (await prisma.readingShare.findMany({ where: { gameId }, orderBy: { createdAt: "asc" }, select })).map(toInfo);
}

export async function revokeShare(gameId: string, id: string): Promise<boolean> {
  const prisma = await getDb();
  const r = await prisma.readingShare.updateMany({ where: { id, gameId, revokedAt: null }, data: { revokedAt: new Date() } });
  return r.count > 0;
}

/** The reading a share token opens (not revoked), or null. */
export async function shareByToken(token: string): Promise<ShareInfo | null> {
  if (token.length < 20 || token.length > 200) return null;
  const prisma = await getDb();
  const row = await prisma.readingShare.findUnique({ where: { tokenHash: hashToken(token) }, select });
  return row && row.revokedAt === null ? toInfo(row) : null;
}
