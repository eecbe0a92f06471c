/**
 * An independent audit of Fortuno against the documents: the seed (seeds/001), RULINGS.md
 * "Fortuno", CONTRACT.md ("`replay`" and "Fortuno"). Every expected value is worked out by hand
 * from those documents (the arithmetic is in the comments), and every record goes through the
 * real `replay` path (lib/records/replay) or the CLI itself.
 *
 * Unless said otherwise: Ann, Ben, Cat, Dan, Eve clockwise, dealer Eve, six cards each
 * (5 × 6 = 30 dealt, draw pile 78 − 30 = 48). Ann, at the dealer's left, flips first.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { replayRecord, replayText } from "../../lib/records/replay";

const P5 = ["Ann", "Ben", "Cat", "Dan", "Eve"];
const P4 = ["Ann", "Ben", "Cat", "Dan"];
type Ev = Record<string, unknown>;
type DealResult = Record<string, unknown> & { handCounts: Record<string, number>; drawPile: number; violations: Record<string, unknown>[] };

function record(events: Ev[], o: { players?: string[]; handSize?: number; dealer?: string } = {}) {
  const players = o.players ?? P5;
  return { game: "fortuno", players, options: { handSize: o.handSize ?? 6 }, deals: [{ dealer: o.dealer ?? players[players.length - 1], events }] };
}

/** The one deal's result; the cards must balance: hands + draw pile + discard pile + removed = 78. */
function run(events: Ev[], o: { players?: string[]; handSize?: number; dealer?: string } = {}): DealResult {
  const r = replayRecord(record(events, o));
  if (!r.ok) throw new Error(`${r.error.id}: ${r.error.message}`);
  const d = r.value.deals[0] as DealResult;
  const hands = Object.values(d.handCounts).reduce((a, b) => a + b, 0);
  expect(hands + d.drawPile + (d.discardPile as number) + (d.removed as string[]).length, "every card is somewhere").toBe(78);
  return d;
}
const refused = (events: Ev[], o: { players?: string[]; handSize?: number } = {}) => {
  const r = replayRecord(record(events, o));
  return r.ok ? "accepted" : r.error.message;
};
const rules = (d: DealResult) => d.violations.map((v) => [v.event, v.player, v.rule]);
const hands = (a: number, b: number, c: number, d: number, e: number) => ({ Ann: a, Ben: b, Cat: c, Dan: d, Eve: e });

// ---------------------------------------------------------------------------------------------

describe("CONTRACT: the result of `replay`", () => {
  const EXAMPLE = `{
  "game": "fortuno",
  "players": ["Ann", "Ben", "Cat", "Dan", "Eve"],
  "options": { "handSize": 6 },
  "deals": [ { "dealer": "Eve", "events": [ { "flip": "W05" }, { "play": "W09" },
               { "draw": 1 }, { "play": "T09" }, { "flip": "C03" } ] } ]
}`;
  it("the contract's own example, worked by hand, field for field", () => {
    // 1 Ann flips W05 (draw pile 48 − 1 = 47): a number card, she plays on it.
    // 2 Ann W09 (suit): Ann 5; Ben. 3 Ben draws 1: Ben 7, pile 46. 4 Ben The Hermit: Ben 6; Cat is
    // skipped for two turns, the first as the turn passes her now (1 left); Dan.
    // 5 Dan flips on the Major: C03 (pile 45); Dan plays on it next.
    const r = replayText(EXAMPLE);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.game).toBe("fortuno");
    expect(r.value.players).toEqual(P5);
    expect(r.value.deals).toHaveLength(1);
    const d = r.value.deals[0];
    expect({
      number: d.number, dealer: d.dealer, status: d.status, turn: d.turn, direction: d.direction, top: d.top,
      handCounts: d.handCounts, drawPile: d.drawPile, owed: d.owed, skipped: d.skipped, lovers: d.lovers,
      eliminated: d.eliminated, adjustments: d.adjustments, winner: d.winner, violations: d.violations,
    }).toEqual({
      number: 1, dealer: "Eve", status: "in-progress", turn: "Dan", direction: "clockwise", top: "C03",
      handCounts: { Ann: 5, Ben: 6, Cat: 6, Dan: 6, Eve: 6 }, drawPile: 45, owed: null, skipped: { Cat: 1 }, lovers: null,
      eliminated: [], adjustments: 0, winner: null, violations: [],
    });
  });
  it("the fields come in the contract's order, with the contract's types; extras only after them", () => {
    const r = replayText(EXAMPLE);
    if (!r.ok) throw new Error(r.error.message);
    const keys = Object.keys(r.value.deals[0]);
    const CONTRACT_KEYS = ["number", "dealer", "status", "turn", "direction", "top", "handCounts", "drawPile", "owed", "skipped", "lovers", "eliminated", "adjustments", "winner", "violations"];
    expect(keys.slice(0, CONTRACT_KEYS.length)).toEqual(CONTRACT_KEYS);
    expect(Object.keys(r.value).slice(0, 3)).toEqual(["game", "players", "deals"]);
  });
  it("owed is { player, draw }; violations are { event, player, rule, message } with event 1-based", () => {
    // Ann flips W05; 2 Ann plays C07 (neither Wands nor a five): not-playable, stays on the pile;
    // 3 Ben plays C11 on C07 (suit): Cat owes 2.
    const d = run([{ flip: "W05" }, { play: "C07" }, { play: "C11" }]);
    expect(d.owed).toEqual({ player: "Cat", draw: 2 });
    expect(d.violations).toHaveLength(1);
    expect(Object.keys(d.violations[0])).toEqual(["event", "player", "rule", "message"]);
    expect(d.violations[0]).toMatchObject({ event: 2, player: "Ann", rule: "not-playable" });
    expect(typeof d.violations[0].message).toBe("string");
    expect((d.violations[0].message as string).length).toBeGreaterThan(0);
  });
  it("an illegal play stays on the discard pile (the next card matches it) and play goes on", () => {
    // 2 Ann C07 on W05: violation; top C07. 3 Ben C02 matches C07 (not W05): no second violation.
    const d = run([{ flip: "W05" }, { play: "C07" }, { play: "C02" }]);
    expect(d).toMatchObject({ top: "C02", turn: "Cat", handCounts: hands(5, 5, 6, 6, 6) });
    expect(rules(d)).toEqual([[2, "Ann", "not-playable"]]);
  });
  it("the three violation rules of the contract", () => {
    // must-flip: Ann plays on the empty pile instead of flipping (event 1).
    expect(rules(run([{ play: "W03" }]))).toEqual([[1, "Ann", "must-flip"]]);
    // must-flip: Ann flips The Sun (flipped: shows her hand), Ben plays instead of flipping (event 2).
    expect(rules(run([{ flip: "T19" }, { play: "W03" }]))).toEqual([[2, "Ben", "must-flip"]]);
    // not-allowed: Lust immediately after an Ace (event 3, Ben).
    expect(rules(run([{ flip: "W05" }, { play: "W01" }, { play: "T11" }]))).toEqual([[3, "Ben", "not-allowed"]]);
    // not-allowed: Fortune with no draw to answer (event 2, Ann), Ann holding more than one card.
    expect(rules(run([{ flip: "W05" }, { play: "T10" }]))).toEqual([[2, "Ann", "not-allowed"]]);
  });
  it("a record with a deal after the won deal is not a valid record; nor are events after the win", () => {
    // One card each: Ann flips W05 and plays W02, her last card: she wins deal 1, the game is over.
    const won = { dealer: "Eve", events: [{ flip: "W05" }, { play: "W02" }] };
    const one = replayRecord({ game: "fortuno", players: P5, options: { handSize: 1 }, deals: [won] });
    expect(one.ok && one.value.deals[0]).toMatchObject({ status: "complete", winner: "Ann", turn: null });
    expect(replayRecord({ game: "fortuno", players: P5, options: { handSize: 1 }, deals: [won, { dealer: "Ann", events: [] }] })).toMatchObject({ ok: false });
    expect(replayRecord({ game: "fortuno", players: P5, options: { handSize: 1 }, deals: [{ dealer: "Eve", events: [...won.events, { flip: "C03" }] }] })).toMatchObject({ ok: false });
  });
});

describe("CONTRACT: the CLI (`npm run -s cli -- replay FILE...`)", () => {
  const dir = mkdtempSync(join(tmpdir(), "fortuno-audit-"));
  const file = (name: string, body: unknown) => {
    const p = join(dir, name);
    writeFileSync(p, typeof body === "string" ? body : JSON.stringify(body));
    return p;
  };
  const cli = (...files: string[]) => spawnSync(join(__dirname, "../../node_modules/.bin/tsx"), ["scripts/cli.ts", "replay", ...files], { encoding: "utf8", cwd: join(__dirname, "../..") });
  const good = file("good.json", record([{ flip: "W05" }, { play: "C07" }]));
  const good2 = file("good2.json", record([{ flip: "W05" }]));

  it("one file: one result object, exit 0 even with a violation; several: an array in order", () => {
    const one = cli(good);
    expect(one.status).toBe(0);
    const out = JSON.parse(one.stdout);
    expect(Array.isArray(out)).toBe(false);
    expect(out.deals[0].violations.map((v: Ev) => v.rule)).toEqual(["not-playable"]);
    const two = cli(good, good2);
    expect(two.status).toBe(0);
    const arr = JSON.parse(two.stdout);
    expect(arr.map((r: { deals: { drawPile: number }[] }) => r.deals[0].drawPile)).toEqual([47, 47]);
    expect(arr.map((r: { deals: { top: string }[] }) => r.deals[0].top)).toEqual(["C07", "W05"]);
  });
  it("exit 2 and one line on stderr for each kind of invalid record", () => {
    const cases: [string, unknown][] = [
      ["not-json.json", "{ nope"],
      ["three-players.json", { ...record([]), players: ["Ann", "Ben", "Cat"] }],
      ["nine-players.json", { ...record([]), players: ["A", "B", "C", "D", "E", "F", "G", "H", "I"] }],
      ["unknown-card.json", record([{ flip: "W15" }])],
      ["unknown-player.json", record([{ flip: "W05" }, { play: "T06", lover: "Zed" }])],
      ["unknown-dealer.json", { ...record([]), deals: [{ dealer: "Zed", events: [] }] }],
      ["after-the-win.json", { game: "fortuno", players: P5, options: { handSize: 1 }, deals: [{ dealer: "Eve", events: [{ flip: "W05" }, { play: "W02" }] }, { dealer: "Ann", events: [] }] }],
    ];
    for (const [name, body] of cases) {
      const r = cli(good, file(name, body));
      expect(r.status, name).toBe(2);
      expect(r.stdout, name).toBe("");
      expect(r.stderr.trim().split("\n"), name).toHaveLength(1);
      expect(r.stderr, name).toContain(name);
    }
  });
});

// ---------------------------------------------------------------------------------------------

describe("seed: set-up, the first flip and turns", () => {
  it("the player at the dealer's left flips first, whoever deals", () => {
    // Dealer Cat: Dan (her left, next clockwise) flips W05 and plays on it; then Eve.
    expect(run([{ flip: "W05" }], { dealer: "Cat" })).toMatchObject({ turn: "Dan", drawPile: 47 });
    expect(run([{ flip: "W05" }, { play: "W07" }], { dealer: "Cat" })).toMatchObject({ turn: "Eve", handCounts: hands(6, 6, 6, 5, 6) });
  });
  it("4 and 8 players: six each, the rest is the draw pile", () => {
    expect(run([], { players: P4 })).toMatchObject({ drawPile: 78 - 24, turn: "Ann", top: null, status: "in-progress" });
    expect(run([], { players: [...P5, "Fay", "Gus", "Hal"] })).toMatchObject({ drawPile: 78 - 48, turn: "Ann" });
  });
  it("an Ace goes on any suit; a Major goes on any Minor", () => {
    // W05 → S01 (Ace, other suit) → C01 (value) → T19 (Major). No violations.
    expect(rules(run([{ flip: "W05" }, { play: "S01" }, { play: "C01" }, { play: "T19" }]))).toEqual([]);
  });
});

describe("seed/RULINGS: flipped Minor cards act as if the previous player had played them on the flipper", () => {
  it("a flipped Knight at the opening: as if the dealer Eve had played it, Dan (after Eve, counter-clockwise) plays", () => {
    expect(run([{ flip: "C14" }])).toMatchObject({ turn: "Dan", direction: "counter-clockwise", handCounts: hands(6, 6, 6, 6, 6), top: "C14" });
  });
  it("a flipped Knight mid-deal: as if Ann (who played The Sun) had played it, Eve plays; Ben does not", () => {
    // Ann W05 flip; Ann The Sun (Ann 5); Ben flips S14 (pile 46): reversed, after Ann comes Eve.
    expect(run([{ flip: "W05" }, { play: "T19" }, { flip: "S14" }])).toMatchObject({ turn: "Eve", direction: "counter-clockwise", handCounts: hands(5, 6, 6, 6, 6), drawPile: 46 });
  });
  it("a flipped Queen skips the flipper; a flipped Prince makes the flipper owe three", () => {
    expect(run([{ flip: "W05" }, { play: "T19" }, { flip: "C13" }])).toMatchObject({ turn: "Cat", owed: null });
    expect(run([{ flip: "W05" }, { play: "T19" }, { flip: "C12" }])).toMatchObject({ turn: "Ben", owed: { player: "Ben", draw: 3 } });
  });
});

describe("seed: Fortune reverses and sends the whole draw back to the previous player", () => {
  it("against The Fool", () => {
    // Ann The Fool as C05 (Ann 5): Ben owes 4. Ben Fortune (Ben 5): counter-clockwise, Ann owes 4.
    // Ann draws 4: Ann 9, pile 47 − 4 = 43; her turn is lost: after Ann counter-clockwise is Eve.
    expect(run([{ flip: "W05" }, { play: "T00", as: "C05" }, { play: "T10" }])).toMatchObject({ owed: { player: "Ann", draw: 4 }, direction: "counter-clockwise", turn: "Ann" });
    expect(run([{ flip: "W05" }, { play: "T00", as: "C05" }, { play: "T10" }, { draw: 4 }])).toMatchObject({ turn: "Eve", handCounts: hands(9, 5, 6, 6, 6), drawPile: 43, owed: null });
  });
  it("against Death", () => {
    // Ann Death (Ann 5): Ben owes 6. Ben Fortune (Ben 5): Ann owes 6.
    expect(run([{ flip: "W05" }, { play: "T13" }, { play: "T10" }])).toMatchObject({ owed: { player: "Ann", draw: 6 }, turn: "Ann", handCounts: hands(5, 5, 6, 6, 6) });
  });
  it("against Lust's Orgy", () => {
    // Ann Lust + W11 + C12 (Ann 6 − 3 = 3): Ben owes 2 + 3 = 5. Ben Fortune (5): Ann owes 5 and draws:
    // Ann 8, pile 47 − 5 = 42; then Eve. Discard W05 T11 W11 C12 T10 = 5.
    expect(run([{ flip: "W05" }, { play: "T11", stack: ["W11", "C12"] }, { play: "T10" }, { draw: 5 }]))
      .toMatchObject({ turn: "Eve", handCounts: hands(8, 5, 6, 6, 6), drawPile: 42, discardPile: 5 });
  });
  it("Fortune answering a draw as the player's last card empties the hand: that player wins (no Old Maid)", () => {
    // One card each. Ann flips W05, draws 1 (2), plays W11 (1): Ben owes 2 and answers with Fortune,
    // his only card: Ben 0 when his turn completes, so Ben wins. Pile 73 − 1 − 1 = 71.
    expect(run([{ flip: "W05" }, { draw: 1 }, { play: "W11" }, { play: "T10" }], { handSize: 1 }))
      .toMatchObject({ winner: "Ben", status: "complete", turn: null, owed: null, handCounts: hands(1, 0, 1, 1, 1), drawPile: 71 });
  });
});

describe("seed: group cards move counts in the direction of play", () => {
  it("Adjustment counter-clockwise: dealt from the player after the Adjustor, in that direction", () => {
    // Ann draws 3 (9), plays W14 (8): counter-clockwise, Eve. Eve Adjustment (5).
    // 8 + 6 + 6 + 6 + 5 = 31 dealt Dan, Cat, Ben, Ann, Eve: 31 = 5 × 6 + 1, Dan (first) 7.
    expect(run([{ flip: "W05" }, { draw: 3 }, { play: "W14" }, { play: "T08" }]))
      .toMatchObject({ handCounts: hands(6, 6, 6, 7, 6), turn: "Dan", adjustments: 1, drawPile: 44 });
  });
  it("a hermit is left out of Adjustment", () => {
    // Ann draws 3 (9), The Hermit (8): Ben hermitted, passed at once (1 left); Cat flips W03 (pile 43)
    // and plays Adjustment (5). Without Ben: Dan 6, Eve 6, Ann 8, Cat 5 = 25 = 4 × 6 + 1: Dan 7.
    expect(run([{ flip: "W05" }, { draw: 3 }, { play: "T09" }, { flip: "W03" }, { play: "T08" }]))
      .toMatchObject({ handCounts: hands(6, 6, 6, 7, 6), skipped: { Ben: 1 }, turn: "Dan", drawPile: 43 });
  });
  it("The Star counter-clockwise: the Star player passes nothing from an empty hand but still receives", () => {
    // One card each. Ann draws 1 (2), W14 (1): counter-clockwise, Eve. Eve plays The Star, her last
    // card (0). Passing counter-clockwise: Eve nothing; Dan → Cat, Cat → Ben, Ben → Ann, Ann → Eve.
    // Dan 0, Cat 1, Ben 1, Ann 1, Eve 1: when Eve's turn completes Dan has none and wins.
    expect(run([{ flip: "W05" }, { draw: 1 }, { play: "W14" }, { play: "T17" }], { handSize: 1 }))
      .toMatchObject({ winner: "Dan", status: "complete", handCounts: hands(1, 1, 1, 0, 1), drawPile: 71 });
  });
  it("The Church Gambit, with The Chariot thrown by Cat for immunity", () => {
    // Ann The Priestess (5) then The Hierophant (4): the others draw 2 each. Cat throws The Chariot
    // (6 − 1 = 5) and draws nothing: Ben, Dan, Eve 8; pile 47 − 6 = 41. The card beneath The Chariot
    // (The Hierophant) is the top, so Ben must flip.
    expect(run([{ flip: "W05" }, { play: "T02" }, { play: "T05" }, { play: "T07", player: "Cat" }]))
      .toMatchObject({ handCounts: hands(4, 8, 5, 8, 8), drawPile: 41, top: "T05", turn: "Ben" });
  });
});

describe("seed: skips, hermits and lovers", () => {
  it("a Queen skips the next player; a hermit passed over uses one of their two turns", () => {
    // Ann The Hermit (5): Ben hermitted, passed (1 left); Cat flips W03 and plays W13 (5): Dan skipped, Eve.
    // Eve W04 (5), Ann W06 (4): Ben passed again (0 left), Cat.
    const ev = [{ flip: "W05" }, { play: "T09" }, { flip: "W03" }, { play: "W13" }];
    expect(run(ev)).toMatchObject({ turn: "Eve", skipped: { Ben: 1 } });
    expect(run([...ev, { play: "W04" }, { play: "W06" }])).toMatchObject({ turn: "Cat", skipped: {}, handCounts: hands(4, 6, 5, 6, 5) });
  });
  it("The Emperor with four players skips all three others: the turn comes back to the player", () => {
    expect(run([{ flip: "W05" }, { play: "T04" }], { players: P4 })).toMatchObject({ turn: "Ann" });
    // The Empress with four: Ben and Cat skipped, Dan.
    expect(run([{ flip: "W05" }, { play: "T03" }], { players: P4 })).toMatchObject({ turn: "Dan" });
  });
  it("the lovers divorce when the original player's next turn is skipped; odd card to the original", () => {
    // Ann The Lovers with Cat (5); Ben flips W03 (47) and plays W07 (5); Cat draws 1 (7) and plays W13
    // (6): Dan skipped; Eve S13 (5): Ann's turn skipped → divorce: 5 + 6 = 11 → Ann 6, Cat 5; Ben.
    expect(run([{ flip: "W05" }, { play: "T06", lover: "Cat" }, { flip: "W03" }, { play: "W07" }, { draw: 1 }, { play: "W13" }, { play: "S13" }]))
      .toMatchObject({ lovers: null, turn: "Ben", handCounts: hands(6, 5, 5, 6, 5), drawPile: 45 });
  });
  it("a lover eliminated by a flipped Death: the other lover keeps both hands (Widowed)", () => {
    // Ann The Lovers with Cat (5); Ben flips W03 and plays The Sun (5); Cat flips Death: out, and
    // Ann takes her 6: 11. Pile 48 − 3 = 45; discard W05 T06 W03 T19 T13 = 5. Dan next.
    expect(run([{ flip: "W05" }, { play: "T06", lover: "Cat" }, { flip: "W03" }, { play: "T19" }, { flip: "T13" }]))
      .toMatchObject({ eliminated: ["Cat"], lovers: null, handCounts: hands(11, 5, 0, 6, 6), turn: "Dan", discardPile: 5 });
  });
});

describe("seed: other Majors and the win", () => {
  it("The Aeon as the last card: a fresh hand of six, so no win", () => {
    // One card each: Ann flips W05 (pile 72) and plays The Aeon: 0 cards under the pile, draws 6 (66).
    expect(run([{ flip: "W05" }, { play: "T20" }], { handSize: 1 })).toMatchObject({ handCounts: hands(6, 1, 1, 1, 1), drawPile: 66, winner: null, turn: "Ben" });
  });
  it("a stolen slap with the stealer's last card completes the stealer's turn: the stealer wins", () => {
    // One card each. Ann flips W05, draws 1 (2), plays C05 (1); Ben draws 1 (2), plays S05 (1):
    // three fives. Dan slaps; Eve steals with P05, her only card: Eve 0 → Eve wins.
    expect(run([{ flip: "W05" }, { draw: 1 }, { play: "C05" }, { draw: 1 }, { play: "S05" }, { slap: "Dan" }, { steal: "P05", player: "Eve" }], { handSize: 1 }))
      .toMatchObject({ winner: "Eve", status: "complete", turn: null, handCounts: hands(1, 1, 1, 1, 0), drawPile: 70 });
  });
  it("the last player left wins", () => {
    expect(run([{ eliminated: "Ben" }, { eliminated: "Cat" }, { eliminated: "Dan" }, { eliminated: "Eve" }])).toMatchObject({ winner: "Ann", status: "complete", turn: null });
  });
  it("invalid identities are refused: The Fool only as a numerical Minor", () => {
    expect(refused([{ flip: "W05" }, { play: "T00", as: "C13" }])).not.toBe("accepted");
    expect(refused([{ flip: "W05" }, { play: "T00", as: "C10" }])).toBe("accepted");
  });
});

describe("seed: the two-player endgame", () => {
  const out = [{ eliminated: "Cat" }, { eliminated: "Dan" }];
  it("a played Knight is removed without reversing and stays the top card", () => {
    // Cat's and Dan's 12 cards go under the discard pile. Ann flips W05 (pile 54 − 1 = 53), plays W14
    // (Ann 5): removed, no reversal; Ben plays on W14. Discard 12 + W05 = 13, removed 1.
    expect(run([...out, { flip: "W05" }, { play: "W14" }], { players: P4 }))
      .toMatchObject({ top: "W14", direction: "clockwise", turn: "Ben", removed: ["W14"], discardPile: 13, drawPile: 53 });
  });
  it("a Princess is not removed: the other player owes two", () => {
    expect(run([...out, { flip: "W05" }, { play: "W11" }, { draw: 2 }], { players: P4 }))
      .toMatchObject({ turn: "Ann", handCounts: { Ann: 5, Ben: 8, Cat: 0, Dan: 0 }, drawPile: 51, removed: [] });
  });
});
