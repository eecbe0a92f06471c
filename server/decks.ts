/**
 * Taught decks (docs/scanning.md "Teach our deck"): a group's own cards read once from photos and
 * kept as the recogniser's signatures (lib/recog), so that photos of tricks read them without
 * stickers, on the phone.
 *
 * Who may see and change a deck is decided here and only here, in `deckAccess`: a deck belongs to
 * its circle (`circleId`, docs/circles.md): the circle the browser that made it looks at. A deck
 * made by a browser with no circle yet (no table made or joined) is that browser's (the `ft_decks`
 * cookie, whose SHA-256 is the deck's `creatorHash`) until the browser is in a circle: then it joins
 * that circle. The devices at a table that names the deck may read it (to fetch its data once per
 * phone). Anyone else gets 404, as if the deck did not exist.
 */
import { randomBytes } from "node:crypto";
import { ALL_CARDS } from "@/lib/cards";
import { getDb } from "./db";
import { deviceByToken, hashToken, tokenOf } from "./devices";
import { clientAddress, take, tooMany, type Charge } from "./limits";
import { circleOf, memberCircles } from "./access";

export const DECK_STYLES = ["rws", "thoth", "marseille", "fortunes", "other"] as const;
export type TaughtDeckStyle = (typeof DECK_STYLES)[number];
export const DECK_STYLE_NAMES: Record<TaughtDeckStyle, string> = {
  rws: "Rider-Waite-Smith", thoth: "Thoth", marseille: "Marseille", fortunes: "Fortunes", other: "Another 78-card deck",
};

/** The browser's deck cookie: a secret whose hash marks the decks it made. */
export const DECK_COOKIE = "ft_decks";

export interface DeckRow { id: string; name: string; style: string; circleId: string | null; creatorHash: string; aspect: number | null; createdAt: Date }
export type DeckRight = "owner" | "table";

function cookieValue(request: Request, name: string): string | null {
  for (const part of (request.headers.get("cookie") ?? "").split(";")) {
    const i = part.indexOf("=");
    if (i > 0 && part.slice(0, i).trim() === name) return part.slice(i + 1).trim() || null;
  }
  return null;
}

/** The hash of this browser's deck secret, or null when it has none. */
export function creatorOf(request: Request): string | null {
  const t = cookieValue(request, DECK_COOKIE);
  return t && t.length >= 20 && t.length <= 200 ? hashToken(t) : null;
}

/** A new deck secret for a browser that has none: its Set-Cookie header and its hash. */
export function newCreator(request: Request): { cookie: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  const secure = new URL(request.url).protocol === "https:" || request.headers.get("x-forwarded-proto") === "https";
  return { cookie: `${DECK_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Lax; Max-Age=31536000${secure ? "; Secure" : ""}`, hash: hashToken(token) };
}

/**
 * THE access rule for decks: "owner" (may read and teach), "table" (a device at a table that names
 * the deck: may read), or null (may not know it exists: answer 404). A member of the deck's circle
 * is an owner; so is the browser that made a deck with no circle (which then joins the circle that
 * browser now looks at, if any).
 */
export async function deckAccess(request: Request, deck: DeckRow): Promise<DeckRight | null> {
  if (deck.circleId) {
    const { circles } = await memberCircles(request);
    if (circles.some((c) => c.id === deck.circleId)) return "owner";
  } else {
    const me = creatorOf(request);
    if (me && me === deck.creatorHash) {
      const circle = await circleOf(request);
      if (circle) {
        const prisma = await getDb();
        await prisma.deck.updateMany({ where: { id: deck.id, circleId: null }, data: { circleId: circle } });
        deck.circleId = circle;
      }
      return "owner";
    }
  }
  const prisma = await getDb();
  const games = await prisma.game.findMany({ where: { deckId: deck.id }, select: { id: true }, take: 200, orderBy: { createdAt: "desc" } });
  for (const g of games) {
    const token = tokenOf(request, g.id);
    if (!token) continue;
    const device = await deviceByToken(token);
    if (device && device.gameId === g.id && !device.revoked) return "table";
  }
  return null;
}

/**
 * The fair share of deck writes (server/limits.ts, docs/limits.md): decks made, or teaching photos
 * sent (each costs the server 1–5 s of work), per browser (its deck cookie) and per address; on top
 * of the write limits every POST pays (server/admission.ts). The 429 answer, or null: go on.
 * `refund` gives the points back (a deck refused with 400).
 */
export async function deckLimit(request: Request, kind: "deck" | "photo"): Promise<{ refused: Response | null; refund: () => Promise<void> }> {
  const me = creatorOf(request), address = clientAddress(request);
  const charges: Charge[] = [];
  if (me) charges.push({ name: kind === "deck" ? "decksPerBrowser" : "deckPhotosPerBrowser", key: me });
  if (address) charges.push({ name: kind === "deck" ? "decksPerAddress" : "deckPhotosPerAddress", key: address });
  const taken = await take(charges);
  if (!taken.ok) return { refused: tooMany(taken.name, taken.retryAfter), refund: async () => {} };
  return { refused: null, refund: taken.refund };
}

const select = { id: true, name: true, style: true, circleId: true, creatorHash: true, aspect: true, createdAt: true } as const;

export async function findDeck(id: string): Promise<DeckRow | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const prisma = await getDb();
  return prisma.deck.findUnique({ where: { id }, select });
}

/** The deck if this request may see it (with its right), else null. */
export async function deckFor(request: Request, id: string): Promise<{ deck: DeckRow; right: DeckRight } | null> {
  const deck = await findDeck(id);
  if (!deck) return null;
  const right = await deckAccess(request, deck);
  return right ? { deck, right } : null;
}

/** A new deck of the circle `circleId` (null: the creating browser's until it is in a circle). */
export async function createDeck(name: string, style: TaughtDeckStyle, creatorHash: string, circleId: string | null = null): Promise<string> {
  const prisma = await getDb();
  const d = await prisma.deck.create({ data: { name, style, creatorHash, circleId }, select: { id: true } });
  return d.id;
}

/** The decks this browser may see (its circles', and its own not yet in a circle), newest first, with how many cards each has learnt. */
export async function listDecks(request: Request): Promise<{ id: string; name: string; style: string; taught: number }[]> {
  const me = creatorOf(request);
  const circles = (await memberCircles(request)).circles.map((c) => c.id);
  if (!me && !circles.length) return [];
  const prisma = await getDb();
  const mine = [...(circles.length ? [{ circleId: { in: circles } }] : []), ...(me ? [{ creatorHash: me, circleId: null }] : [])];
  const rows = await prisma.deck.findMany({ where: { OR: mine }, orderBy: { createdAt: "desc" }, take: 100, select: { id: true, name: true, style: true, _count: { select: { cards: true } } } });
  return rows.map((r) => ({ id: r.id, name: r.name, style: r.style, taught: r._count.cards }));
}

export async function taughtCodes(deckId: string): Promise<string[]> {
  const prisma = await getDb();
  const rows = await prisma.deckCard.findMany({ where: { deckId }, select: { code: true } });
  const set = new Set(rows.map((r) => r.code));
  return ALL_CARDS.filter((c) => set.has(c));
}

export async function deckSummary(deck: DeckRow) {
  return { id: deck.id, name: deck.name, style: deck.style, taught: (await taughtCodes(deck.id)).length };
}

/** Keeps the cards taught from one photo (all or nothing), and the measured shape. */
export async function keepCards(deckId: string, cards: { code: string; data: Uint8Array }[], aspect: number): Promise<void> {
  const prisma = await getDb();
  await prisma.$transaction([
    ...cards.map((c) => prisma.deckCard.upsert({
      where: { deckId_code: { deckId, code: c.code } },
      create: { deckId, code: c.code, data: c.data as Uint8Array<ArrayBuffer> },
      update: { data: c.data as Uint8Array<ArrayBuffer> },
    })),
    prisma.deck.update({ where: { id: deckId }, data: { aspect } }),
  ]);
}

/**
 * The deck's data for the phones, fetched once per phone: its shape and every taught card's
 * signature. Binary: "FTDK", version, aspect (float32), count, then per card its code (3 ASCII
 * bytes), length (uint32) and bytes.
 */
export async function deckData(deck: DeckRow): Promise<Uint8Array> {
  const prisma = await getDb();
  const rows = await prisma.deckCard.findMany({ where: { deckId: deck.id }, select: { code: true, data: true }, orderBy: { code: "asc" } });
  const size = 12 + rows.reduce((s, r) => s + 7 + r.data.length, 0);
  const out = new Uint8Array(size);
  const dv = new DataView(out.buffer);
  out.set([0x46, 0x54, 0x44, 0x4b], 0);
  dv.setUint16(4, 1, true);
  dv.setFloat32(6, deck.aspect ?? 1.72, true);
  dv.setUint16(10, rows.length, true);
  let o = 12;
  for (const r of rows) {
    for (let i = 0; i < 3; i++) out[o + i] = r.code.charCodeAt(i);
    dv.setUint32(o + 3, r.data.length, true);
    out.set(r.data, o + 7);
    o += 7 + r.data.length;
  }
  return out;
}

/** Whether a deck id names a deck at all (for POST /api/games { deck }). */
export async function deckExists(id: string): Promise<boolean> {
  return (await findDeck(id)) !== null;
}

/** The deck a table reads photos with (null: stickers only, or its deck was deleted). */
export async function tableDeck(gameId: string): Promise<DeckRow | null> {
  const prisma = await getDb();
  const g = await prisma.game.findUnique({ where: { id: gameId }, select: { deckId: true } });
  return g?.deckId ? findDeck(g.deckId) : null;
}

/** Names (or clears) a table's deck. */
export async function setTableDeck(gameId: string, deckId: string | null): Promise<void> {
  const prisma = await getDb();
  await prisma.game.update({ where: { id: gameId }, data: { deckId } });
}
