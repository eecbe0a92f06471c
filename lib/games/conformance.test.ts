/**
 * Conformance: every registered game, through nothing but its module and the one fold, with
 * random legal games from its own `random`. A fifth game gets these checks by its registry line.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { foldActions, start, step, type Folded } from "./fold";
import { allGames } from "./registry";
import { tableView } from "./envelope";
import type { AnyGameModule, Viewer } from "./module";

const SEEDS = [1, 2, 3, 7, 42];

function folded(m: AnyGameModule, seed: number) {
  const g = m.random(seed);
  const r = foldActions(m, g.setup, g.actions, { lenient: false });
  if (!r.ok) throw new Error(`${m.id} seed ${seed}: ${r.error.message}`);
  return { g, state: r.value };
}

describe.each(allGames().map((m) => [m.id, m] as const))("%s conforms", (_id, m) => {
  it("has a label, and random games that fold at the table without a refusal", () => {
    expect(m.label.length).toBeGreaterThan(0);
    for (const seed of SEEDS) {
      const { g } = folded(m, seed);
      expect(g.actions.length, `seed ${seed}`).toBeGreaterThan(0);
      expect(g.deals, `seed ${seed}`).toBeGreaterThanOrEqual(1);
      expect(g.setup.players.length).toBeGreaterThanOrEqual(m.seats.min);
      expect(g.setup.players.length).toBeLessThanOrEqual(m.seats.max);
    }
  });

  it("random is deterministic: the same seed gives the same game", () => {
    expect(JSON.stringify(m.random(9))).toBe(JSON.stringify(m.random(9)));
    expect(JSON.stringify(m.random(9))).not.toBe(JSON.stringify(m.random(10)));
  });

  it("undo of any entry gives back exactly the table before it", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), fc.double({ min: 0, max: 1, noNaN: true }), (seed, at) => {
        const g = m.random(seed);
        const n = Math.min(g.actions.length, 1 + Math.floor(at * g.actions.length));
        const s0 = start(m, g.setup);
        if (!s0.ok) throw new Error(s0.error.message);
        let f: Folded = s0.value;
        for (const a of g.actions.slice(0, n - 1)) {
          const r = step(m, f, a);
          if (!r.ok) throw new Error(r.error.message);
          f = r.value;
        }
        const before = JSON.stringify(m.toRecord(f.state));
        const beforeView = JSON.stringify(m.view(f.state, { kind: "table" }));
        const played = step(m, f, g.actions[n - 1]);
        if (!played.ok) throw new Error(played.error.message);
        const undone = step(m, played.value, { type: "undo" });
        if (!undone.ok) throw new Error(undone.error.message);
        expect(JSON.stringify(m.toRecord(undone.value.state))).toBe(before);
        expect(JSON.stringify(m.view(undone.value.state, { kind: "table" }))).toBe(beforeView);
      }),
      { numRuns: 25 },
    );
  });

  it("a record round-trips: state → record → actions → the same record and result", () => {
    for (const seed of SEEDS) {
      const { state } = folded(m, seed);
      const record = JSON.parse(JSON.stringify(m.toRecord(state)));
      const back = m.recordToActions(record);
      if (!back.ok) throw new Error(`${m.id} seed ${seed}: ${back.error.message}`);
      const again = foldActions(m, back.value.setup, back.value.actions, { lenient: true });
      if (!again.ok) throw new Error(`${m.id} seed ${seed}: ${again.error.message}`);
      expect(JSON.parse(JSON.stringify(m.toRecord(again.value))), `seed ${seed}`).toEqual(record);
      expect(JSON.stringify(m.result(again.value)), `seed ${seed}`).toBe(JSON.stringify(m.result(state)));
    }
  });

  it("the turn always names a prompt, and a finished game says it is over", () => {
    for (const seed of SEEDS) {
      const { state } = folded(m, seed);
      const t = m.turn(state);
      expect(typeof t.prompt).toBe("string");
      expect(typeof t.expects).toBe("string");
      if (m.isOver(state)) expect(t.player).toBeNull();
    }
  });
});

/*
 * What each device sees (issue #27 item 7), for every registered game through its
 * module alone: a random legal game with the first player's hand entered for deal 1 (built from the
 * cards that player goes on to play), viewed part-way by the table (the host), a spectator, every
 * seat, and the table with that hand hidden (as the server shows it when the hand was entered
 * privately). Compared field by field:
 * - a spectator's and a seat's view are a sub-part of the table's: every field they carry is the
 *   table's, with the same value or less (null / absent where the table knows more), never more;
 *   the one exception is a seat's own `hand`, and its cards must be that player's own;
 * - a hidden hand is absent: while its deal goes on, the spectator, the other seats and the table
 *   that may not see it get exactly the view of the same game with that hand never entered (and the
 *   table that may see it gets a different one, so the check is not empty);
 * - standings and finished (the envelope's fields every game has) are the same for everyone.
 */
type Json = unknown;

/** Where `v` carries more than `t` (paths), or nothing when `v` is a sub-part of `t`. */
function beyond(v: Json, t: Json, path = "view", skip: ReadonlySet<string> = new Set()): string[] {
  if (v === null || v === undefined) return [];
  if (JSON.stringify(v) === JSON.stringify(t)) return [];
  if (typeof v !== "object" || typeof t !== "object" || t === null || Array.isArray(v) !== Array.isArray(t)) {
    return [`${path}: ${JSON.stringify(v)?.slice(0, 80)} where the table has ${JSON.stringify(t)?.slice(0, 80)}`];
  }
  if (Array.isArray(v)) {
    const ta = t as Json[];
    if (v.length !== ta.length) return [`${path}: ${v.length} items where the table has ${ta.length}`];
    return v.flatMap((x, i) => beyond(x, ta[i], `${path}[${i}]`, skip));
  }
  const to = t as Record<string, Json>;
  return Object.entries(v as Record<string, Json>).flatMap(([k, x]) => (skip.has(k) ? [] : k in to ? beyond(x, to[k], `${path}.${k}`, skip) : x === null || x === undefined ? [] : [`${path}.${k}: not in the table's view`]));
}

/**
 * The view without the lists of whose hands are entered (`handsEntered`, `canEnter`: names, never
 * cards; the module shows them to everyone, and the server leaves a private hand out of other
 * devices' folds altogether: server/privacy.ts).
 */
function whose(view: Json): Json {
  if (Array.isArray(view)) return view.map(whose);
  if (!view || typeof view !== "object") return view;
  return Object.fromEntries(Object.entries(view as Record<string, Json>).filter(([k]) => k !== "handsEntered" && k !== "canEnter").map(([k, x]) => [k, whose(x)]));
}

/** A card list as a view gives it: codes, or rows with a `card`. */
const cardsOf = (hand: Json): string[] => (Array.isArray(hand) ? hand.map((c) => (typeof c === "string" ? c : (c as { card: string }).card)) : []);

/** The random game of `seed` with its first player's deal-1 hand entered as early as it folds, or null. */
function withHand(m: AnyGameModule, seed: number) {
  const g = m.random(seed);
  const s0 = start(m, g.setup);
  if (!s0.ok) throw new Error(s0.error.message);
  const p0 = g.setup.players[0]!;
  let f: Folded = s0.value;
  const played: string[] = [];
  for (const a of g.actions as { type: string; card?: string }[]) {
    if ((m.deal?.(f.state)?.number ?? 1) > 1) break;
    if (a.type === "play" && a.card && m.turn(f.state).player === p0) played.push(a.card);
    const r = step(m, f, a);
    if (!r.ok) throw new Error(r.error.message);
    f = r.value;
  }
  for (let at = 0; at < 6; at++) {
    const actions = [...g.actions.slice(0, at), { type: "hand", player: p0, cards: played }, ...g.actions.slice(at)];
    if (foldActions(m, g.setup, actions, { lenient: false }).ok) return { g, actions, at, p0, hand: played };
  }
  return null;
}

describe.each(allGames().map((m) => [m.id, m] as const))("%s: seat, host and spectator views compared field by field", (_id, m) => {
  const hands = typeof m.privacy?.handOf === "function";

  it(hands ? "its hands can be entered (the views below hold one)" : "it has no hands to enter (every viewer sees the one table)", () => {
    const entered = SEEDS.map((seed) => withHand(m, seed)).filter(Boolean);
    if (hands) expect(entered.length, "random games with a hand entered").toBeGreaterThanOrEqual(3);
    else expect(entered).toEqual([]);
  });

  it("a spectator's and every seat's view are sub-parts of the table's; a hidden hand is absent", () => {
    let compared = 0;
    let told = 0;
    let hiddenChecked = 0;
    for (const seed of SEEDS) {
      const h = hands ? withHand(m, seed) : null;
      const g = h?.g ?? m.random(seed);
      const actions = h?.actions ?? g.actions;
      const players = g.setup.players;
      // After every entry of the first deal (from the hand on), half-way through the game, and at its end.
      const first = Math.min(actions.length, (h?.at ?? 0) + 60);
      const points = [...Array.from({ length: first - (h?.at ?? 0) }, (_, i) => (h?.at ?? 0) + 1 + i), Math.ceil(actions.length / 2), actions.length];
      for (const n of points) {
        const r = foldActions(m, g.setup, actions.slice(0, n));
        if (!r.ok) throw new Error(`${m.id} seed ${seed}: ${r.error.message}`);
        const state = r.value;
        const table = tableView(m, state, { kind: "table" });
        const viewers: [string, Viewer][] = [
          ["spectator", { kind: "spectator" }],
          ...players.map((p) => [`seat ${p}`, { kind: "seat", player: p }] as [string, Viewer]),
          ...(h ? [[`table without ${h.p0}'s hand`, { kind: "table", hidden: [h.p0] }] as [string, Viewer]] : []),
        ];
        for (const [who, viewer] of viewers) {
          const view = tableView(m, state, viewer);
          // A seat's own: its hand, and (Fortunes) `live.own`, its remaining cards; both checked below.
          const own = viewer.kind === "seat" ? new Set(["hand", "own"]) : new Set<string>();
          expect(beyond(view, table, "view", own), `${who}, seed ${seed}, after ${n} entries`).toEqual([]);
          expect(view.standings, who).toEqual(table.standings);
          expect(view.finished, who).toEqual(table.finished);
          // A seat's own hand: only cards its player was dealt (here: the hand entered, or none known).
          if (viewer.kind === "seat" && "hand" in view && view.hand) {
            const mine = h && viewer.player === h.p0 ? h.hand : [];
            for (const c of cardsOf(view.hand)) expect(mine, `${who}'s hand, seed ${seed}`).toContain(c);
          }
          const ownCards = (view as { live?: { own?: { player: string; cards: string[]; legal: string[] | null } } }).live?.own;
          if (ownCards) {
            expect(viewer.kind, `${who}: live.own on a seat's view only`).toBe("seat");
            expect(ownCards.player, `${who}'s own cards are its player's`).toBe(viewer.kind === "seat" ? viewer.player : null);
            const mine = h && viewer.kind === "seat" && viewer.player === h.p0 ? h.hand : [];
            for (const c of [...ownCards.cards, ...(ownCards.legal ?? [])]) expect(mine, `${who}'s own cards, seed ${seed}`).toContain(c);
          }
          compared++;
        }
        if (!h || m.isOver(state)) continue;
        // While its deal goes on, the hand is absent wherever it is hidden: the spectator, the other
        // seats and the table that may not see it get exactly what they would get had it never been
        // entered (none of its cards, nor anything it proves, such as a player's legal cards).
        const entries = actions.slice(0, n);
        const without = foldActions(m, g.setup, entries.filter((_, i) => i !== h.at));
        if (!without.ok) throw new Error(`${m.id} seed ${seed}: ${without.error.message}`);
        const deal = m.deal?.(state);
        if (deal && (deal.number > 1 || deal.over)) continue;
        for (const [who, viewer] of viewers) {
          if (viewer.kind === "seat" && viewer.player === h.p0) continue;
          expect(whose(tableView(m, state, viewer)), `${who}'s view with ${h.p0}'s hand hidden, seed ${seed}, after ${n}`).toEqual(whose(tableView(m, without.value, viewer)));
          hiddenChecked++;
        }
        // The table that may see it does know something of it (counted: else the check above proves nothing).
        const blind = tableView(m, without.value, { kind: "table" });
        if (JSON.stringify(table) !== JSON.stringify(blind)) told++;
      }
    }
    expect(compared).toBeGreaterThan(100);
    if (hands) expect(hiddenChecked, "views checked with a hand hidden").toBeGreaterThan(5);
    if (hands) expect(told, "moments where the table's view shows something of the hand the others may not see").toBeGreaterThan(0);
  });

  it("the comparison can fail: a seat's view with one field more than the table's is caught", () => {
    const g = m.random(1);
    const r = foldActions(m, g.setup, g.actions.slice(0, 3));
    if (!r.ok) throw new Error(r.error.message);
    const table = tableView(m, r.value, { kind: "table" });
    expect(beyond({ ...table, secret: ["W07"] }, table)).toEqual(["view.secret: not in the table's view"]);
    const key = Object.keys(table).find((k) => typeof (table as Record<string, Json>)[k] === "string")!;
    expect(beyond({ ...table, [key]: "something else" }, table)).toHaveLength(1);
  });
});
