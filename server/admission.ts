/**
 * Which counters of server/limits.ts a write request is charged to, decided before its body is read:
 *
 * | request                                   | device counters                 | address counters                         |
 * | ----------------------------------------- | ------------------------------- | ---------------------------------------- |
 * | a write at a table with its credential    | writesPerDevice                 | writesPerAddress                         |
 * | any write without a (valid) credential    | —                               | anonymousWritesPerAddress                |
 * | POST /api/games, /api/games/import        | + gamesPerDevice                | + gamesPerAddress                        |
 * | POST /api/join                            | + joinsPerDevice                | + joinsPerAddress                        |
 * | POST /api/readings (a journal entry)      | + readingsPerDevice             | + readingsPerAddress                     |
 *
 * A new game, a join and a journal entry count only when they are made: a refused one (4xx/5xx)
 * gives its points back, so a table's typo never costs it a game. Reads are not counted here
 * (streams have their own limits, server/live.ts).
 */
import { cookieName, deviceByToken, tokenOf, type DeviceInfo } from "./devices";
import { clientAddress, giveBack, take, tooMany, type Charge, type LimitName } from "./limits";

const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const TABLE_ROUTE = /^\/api\/games\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\//i;
const COUNTED: Record<string, readonly [LimitName, LimitName]> = {
  "/api/games": ["gamesPerDevice", "gamesPerAddress"],
  "/api/games/import": ["gamesPerDevice", "gamesPerAddress"],
  "/api/join": ["joinsPerDevice", "joinsPerAddress"],
  "/api/readings": ["readingsPerDevice", "readingsPerAddress"],
};

/** A device credential of this game that checks out (not removed), or null. */
async function deviceAt(request: Request, gameId: string): Promise<DeviceInfo | null> {
  const token = tokenOf(request, gameId);
  if (!token) return null;
  const device = await deviceByToken(token).catch(() => null);
  return device && device.gameId === gameId && !device.revoked ? device : null;
}

/** Outside a table: the first device cookie of any table that checks out (at most three are tried). */
async function anyDevice(request: Request): Promise<DeviceInfo | null> {
  const cookie = request.headers.get("cookie");
  if (!cookie) return null;
  let tried = 0;
  for (const part of cookie.split(";")) {
    const m = /^\s*ft_([0-9a-f]{32})=/i.exec(part);
    if (!m) continue;
    const hex = m[1]!.toLowerCase();
    const id = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
    if (cookieName(id) !== `ft_${hex}`) continue;
    const device = await deviceAt(request, id);
    if (device) return device;
    if (++tried >= 3) break;
  }
  return null;
}

export interface Admission {
  /** The refusal (429 with Retry-After), or null: go on. */
  refused: Response | null;
  /** Call with the answer's status: a refused new game, join or journal entry gives its points back. */
  settle(status: number): Promise<void>;
}

const PASS: Admission = { refused: null, settle: async () => {} };

/** Charges a request to its counters; reads and requests made in this process without a device pass free. */
export async function admit(request: Request): Promise<Admission> {
  if (!WRITE_METHODS.has(request.method)) return PASS;
  let path: string;
  try {
    path = new URL(request.url).pathname.replace(/\/+$/, "") || "/";
  } catch {
    return PASS;
  }
  const address = clientAddress(request);
  const table = TABLE_ROUTE.exec(`${path}/`);
  const device = table ? await deviceAt(request, table[1]!.toLowerCase()) : await anyDevice(request);
  const charges: Charge[] = [];
  if (device) {
    charges.push({ name: "writesPerDevice", key: device.id });
    if (address) charges.push({ name: "writesPerAddress", key: address });
  } else if (address) charges.push({ name: "anonymousWritesPerAddress", key: address });
  const counted = table ? undefined : COUNTED[path];
  if (counted) {
    if (device) charges.push({ name: counted[0], key: device.id });
    if (address) charges.push({ name: counted[1], key: address });
  }
  if (charges.length === 0) return PASS;
  const taken = await take(charges);
  if (!taken.ok) return { refused: tooMany(taken.name, taken.retryAfter), settle: async () => {} };
  if (!counted) return PASS;
  // Only the specific counters are given back for a refused request: the write itself was made.
  const specific = charges.filter((c) => c.name === counted[0] || c.name === counted[1]);
  return {
    refused: null,
    settle: async (status) => {
      if (status >= 400) await giveBack(specific);
    },
  };
}

// ------------------------------------------------------------------------------------------ marks

/** Requests the API dispatcher has already charged (before reading their body): route() skips them. */
const marks = ((globalThis as typeof globalThis & { __ftAdmitted?: WeakMap<Request, Admission> }).__ftAdmitted ??= new WeakMap());
export const markAdmitted = (request: Request, admission: Admission) => void marks.set(request, admission);
export const admittedBefore = (request: Request) => marks.has(request);
