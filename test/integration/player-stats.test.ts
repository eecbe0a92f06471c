/**
 * Player statistics (CONTRACT.md "Player statistics"), every figure worked out by hand.
 *
 * Records are imported through the real import route, then `GET /api/players/<name>` is compared
 * field by field. Fortey-One deals are designed here (who wins each trick; the builder only lays
 * out cards, it scores nothing). Fortunes, Fortune Tenners and Fortuno use the hand-designed
 * records of test/fixtures/ (their trick winners and scores are the hand-worked ones written
 * there); the sums below are ours, with their arithmetic.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "@/test/helpers/db";
import { hostJar } from "@/test/helpers/devices";
import { ctx, importRecord, postAction, getPlayer, exportCsv as allCsv, exportBg as allBg, playerCsv, playerBg } from "@/test/helpers/routes";

useTestDatabase();

const fixture = (path: string) => JSON.parse(readFileSync(join(process.cwd(), "test/fixtures", path), "utf8"));
const post = (body: unknown) => new Request("http://test/api/games/import", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
const player = async (raw: string) => {
  const res = await getPlayer(new Request(`http://test/api/players/${encodeURIComponent(raw)}`), { params: Promise.resolve({ name: raw }) });
  return { status: res.status, body: await res.json() };
};

// ------------------------------------------------------------------------------- Fortey-One designs

const SUITS = ["S", "P", "W", "C"];
// Ranks from high to low, four per single-suit trick (Ace high, no 12 in Fortey-One).
const GROUPS = [["01", "14", "13", "11"], ["10", "09", "08", "07"], ["06", "05", "04", "03"]];

/**
 * Thirteen tricks where `winners[i]` wins trick i (1–12) by playing the highest card of a suit
 * everybody follows; in trick 13 each plays a 2 and `heart`'s 2 of Hearts (the only trump) wins.
 * Each winner leads the next trick; the player after the dealer leads trick 1.
 */
function tricks41(players: string[], dealer: string, winners: string[], heart: string): string[][] {
  const out: string[][] = [];
  let leader = (players.indexOf(dealer) + 1) % 4;
  const used: Record<string, number> = { S: 0, P: 0, W: 0, C: 0 };
  winners.forEach((w, i) => {
    const suit = SUITS[i % 4];
    const group = GROUPS[used[suit]++];
    let next = 1;
    const cards: string[] = [];
    for (let k = 0; k < 4; k++) {
      const p = players[(leader + k) % 4];
      cards.push(suit + (p === w ? group[0] : group[next++]));
    }
    out.push(cards);
    leader = players.indexOf(w);
  });
  const others = ["S02", "P02", "W02"];
  const last: string[] = [];
  for (let k = 0; k < 4; k++) {
    const p = players[(leader + k) % 4];
    last.push(p === heart ? "C02" : others.shift()!);
  }
  out.push(last);
  return out;
}

/** A winners list from counts ({ Ann: 6, … }), 12 in all. */
const spread = (counts: Record<string, number>) => {
  const list = Object.entries(counts).flatMap(([name, n]) => Array(n).fill(name) as string[]);
  expect(list).toHaveLength(12);
  return list;
};

const F1 = ["Ann", "Ben", "Cat", "Dan"]; // playing order; partners Ann+Cat, Ben+Dan
const forteyOneWon = {
  game: "fortey-one",
  players: F1,
  deals: [
    // Bids 2+3+1+2 = 8 < 11: a redeal, which does not count; Ann deals again.
    { dealer: "Ann", bids: { Ben: 2, Cat: 3, Dan: 1, Ann: 2 }, redeal: true },
    // Tricks Ann 6+1 (the 2 of Hearts) = 7, Ben 1, Cat 4, Dan 1.
    { dealer: "Ann", bids: { Ben: 1, Cat: 4, Dan: 1, Ann: 7 }, tricks: tricks41(F1, "Ann", spread({ Ann: 6, Ben: 1, Cat: 4, Dan: 1 }), "Ann") },
    // Tricks Ann 7, Ben 1, Cat 3, Dan 2.
    { dealer: "Ben", bids: { Cat: 4, Dan: 1, Ann: 7, Ben: 2 }, tricks: tricks41(F1, "Ben", spread({ Ann: 6, Ben: 1, Cat: 3, Dan: 2 }), "Ann") },
    // Tricks Ann 8, Ben 1, Cat 2+1 = 3, Dan 1. Bids total 7+1+2+1 = 11.
    { dealer: "Cat", bids: { Dan: 1, Ann: 7, Ben: 1, Cat: 2 }, tricks: tricks41(F1, "Cat", spread({ Ann: 8, Ben: 1, Cat: 2, Dan: 1 }), "Cat") },
  ],
};
// Scores (tricks ≥ bid: +bid, ×2 from 7; else −bid, ×2 from 7):
//   deal 2: Ann 7≥7 +14, Ben 1≥1 +1, Cat 4≥4 +4, Dan 1≥1 +1      totals 14, 1, 4, 1
//   deal 3: Ann 7≥7 +14, Ben 1<2 −2, Cat 3<4 −4, Dan 2≥1 +1      totals 28, −1, 0, 2
//   deal 4: Ann 8≥7 +14, Ben 1≥1 +1, Cat 3≥2 +2, Dan 1≥1 +1      totals 42, 0, 2, 3
// After deal 4 Ann has 42 ≥ 41 and her partner Cat 2 > 0: Ann and Cat win the match.

const F2 = ["Ann", "Ben", "Eve", "Dan"]; // partners Ann+Eve, Ben+Dan
const forteyOneUnfinished = {
  game: "fortey-one",
  players: F2,
  deals: [
    // Tricks Ann 4, Ben 3, Eve 2, Dan 3+1 = 4; bids all 3 (12 ≥ 11).
    { dealer: "Ann", bids: { Ben: 3, Eve: 3, Dan: 3, Ann: 3 }, tricks: tricks41(F2, "Ann", spread({ Ann: 4, Ben: 3, Eve: 2, Dan: 3 }), "Dan") },
    // In progress after two tricks: does not count.
    { dealer: "Ben", bids: { Eve: 3, Dan: 3, Ann: 3, Ben: 3 }, tricks: tricks41(F2, "Ben", spread({ Ann: 3, Ben: 3, Eve: 3, Dan: 3 }), "Ann").slice(0, 2) },
  ],
};
// Deal 1: Ann 4≥3 +3, Ben 3≥3 +3, Eve 2<3 −3, Dan 4≥3 +3. No winner: not finished.

// ---------------------------------------------------------------------------- Fortune Tenners
// three-complete-tie: Ann, Ben, Cat, 20 rounds, no trump (a Ribbon turned, none in round 20).
// In every trick the leader plays the highest card of the led symbol (or a Gothic Knot), so the
// player after the dealer wins all r tricks of round r: Ann in rounds 1, 4, … 19 (7 rounds, r
// summing to 70), Ben in 2, 5, … 20 (7 rounds, 77), Cat in 3, 6, … 18 (6 rounds, 63). That player
// predicts r, the others 0 — except round 6, where Ben predicts 5 and takes 0.
//   Ann: 7 × 20 + 10 × 70 = 840, plus 13 exact zeros × 20 = 260 → 1100; 20 of 20 made
//   Ben: 7 × 20 + 10 × 77 = 910, plus 12 × 20 = 240, round 6 −10 × 5 = −50 → 1100; 19 made, 1 missed
//   Cat: 6 × 20 + 10 × 63 = 750, plus 14 × 20 = 280 → 1030; 20 made
// Ann and Ben tie on 1100: a win for both.
const tennersTie = fixture("fortune-tenners/three-complete-tie.json");
// The same game stopped in round 3 (predictions made, no trick): rounds 1 and 2 count.
//   Ann: round 1 predicts 1, takes 1 → 30; round 2 predicts 0, takes 0 → 20: 50 points, 1 trick, 2 made
//   Ben: round 1: 0 of 0 → 20; round 2 predicts 2, takes 2 → 40: 60 points, 2 tricks, 2 made
const tennersUnfinished = { ...tennersTie, deals: [...tennersTie.deals.slice(0, 2), { ...tennersTie.deals[2], tricks: [] }] };

// ---------------------------------------------------------------------------------- Fortunes
// deal-none: one complete deal, no winner yet: Ann 3 tricks, 5 points; Ben 7 tricks, 9 points.
// deal-ante-fold: a folded deal (Ben folds): it does not count at all, though tricks were won.
// match-target: three complete deals, Ben and Dan reach the target of 41 (44 to 43) and win:
//   Ann: tricks 4 + 8 + 5 = 17, points 8 + 12 + 8 = 28
//   Ben: tricks 6 + 5 + 7 = 18, points 9 + 8 + 11 = 28
const fortunes = ["deal-none.json", "deal-ante-fold.json", "match-target.json"].map(fixture);

// ---------------------------------------------------------------------------------- Fortuno
// contract-example: a deal in progress (no winner). fortune-reversal-win: Cat calls "Fortuno!" and
// plays her last card: Cat wins; Ann, Ben and Dan lose.
const fortuno = ["fortuno/contract-example.json", "fortuno/fortune-reversal-win.json"].map(fixture);

describe("GET /api/players/<name>: hand-computed statistics", () => {
  const ids: string[] = [];
  it("imports every record", async () => {
    for (const rec of [forteyOneWon, forteyOneUnfinished, tennersTie, tennersUnfinished, ...fortunes, ...fortuno]) {
      const res = await importRecord(post(rec));
      expect(res.status, JSON.stringify(await res.clone().json())).toBe(201);
      ids.push((await res.json()).id);
    }
    // Each import stored its game's summary as of its last event (nothing to rebuild on read).
    const { getSql } = await import("@/server/db");
    const rows = await (await getSql()).all<{ n: number }>(
      "SELECT COUNT(*) AS n FROM game_summary s WHERE s.seq = (SELECT MAX(e.seq) FROM game_event e WHERE e.game_id = s.game_id)",
    );
    expect(Number(rows[0].n)).toBe(9);
  });

  it("Ann: every game kind, figure by figure", async () => {
    const { status, body } = await player("Ann");
    expect(status).toBe(200);
    expect(body.name).toBe("Ann");
    // Fortey-One: 2 played, 1 finished and won. Deals 2, 3, 4 of the first game + deal 1 of the second = 4.
    // Tricks 7 + 7 + 8 + 4 = 26; points 14 + 14 + 14 + 3 = 45; bids 7, 7, 7, 3 all made.
    expect(body.games["fortey-one"]).toEqual({ played: 2, finished: 1, won: 1, deals: 4, tricksWon: 26, points: 45, bids: { made: 4, missed: 0 } });
    // Tenners: 2 played, 1 finished, won (shared). Deals 20 + 2 = 22; tricks 70 + 1 = 71;
    // points 1100 + 50 = 1150; bids made 20 + 2 = 22.
    expect(body.games["fortune-tenners"]).toEqual({ played: 2, finished: 1, won: 1, deals: 22, tricksWon: 71, points: 1150, bids: { made: 22, missed: 0 } });
    // Fortunes: 3 played, 1 finished (match-target), won by Ben and Dan. Deals 1 + 0 (folded) + 3 = 4;
    // tricks 3 + 17 = 20; points 5 + 28 = 33. No bids in Fortunes' figures.
    expect(body.games.fortunes).toEqual({ played: 3, finished: 1, won: 0, deals: 4, tricksWon: 20, points: 33 });
    // Fortuno: 2 played, 1 finished (Cat's win).
    expect(body.games.fortuno).toEqual({ played: 2, finished: 1, won: 0 });
    // Totals: played 2 + 2 + 3 + 2 = 9; finished 1 + 1 + 1 + 1 = 4; won 1 + 1 + 0 + 0 = 2.
    expect(body.totals).toEqual({ played: 9, finished: 4, won: 2 });
  });

  it("Ben: a missed bid, a shared Tenners win, a Fortunes win", async () => {
    const { body } = await player("ben");
    expect(body.name).toBe("Ben");
    // Fortey-One: tricks 1 + 1 + 1 + 3 = 6; points 1 − 2 + 1 + 3 = 3; bids made 3 (deals 2, 4, and game 2), missed 1 (deal 3).
    expect(body.games["fortey-one"]).toEqual({ played: 2, finished: 1, won: 0, deals: 4, tricksWon: 6, points: 3, bids: { made: 3, missed: 1 } });
    // Tenners: tricks 77 + 2 = 79; points 1100 + 60 = 1160; made 19 + 2 = 21, missed 1.
    expect(body.games["fortune-tenners"]).toEqual({ played: 2, finished: 1, won: 1, deals: 22, tricksWon: 79, points: 1160, bids: { made: 21, missed: 1 } });
    // Fortunes: deals 1 + 3 = 4; tricks 7 + 18 = 25; points 9 + 28 = 37; won match-target.
    expect(body.games.fortunes).toEqual({ played: 3, finished: 1, won: 1, deals: 4, tricksWon: 25, points: 37 });
    expect(body.games.fortuno).toEqual({ played: 2, finished: 1, won: 0 });
    // won: Fortey-One 0 + Tenners 1 + Fortunes 1 + Fortuno 0 = 2.
    expect(body.totals).toEqual({ played: 9, finished: 4, won: 2 });
  });

  it("Cat: the Fortey-One partner's win, Tenners without a win, Fortuno's winner", async () => {
    const { body } = await player("  CAT ");
    // Fortey-One (first game only): tricks 4 + 3 + 3 = 10; points 4 − 4 + 2 = 2; made 2, missed 1.
    expect(body.games["fortey-one"]).toEqual({ played: 1, finished: 1, won: 1, deals: 3, tricksWon: 10, points: 2, bids: { made: 2, missed: 1 } });
    // Tenners: the tie game 63 tricks, 1030 points, 20 made; the unfinished one: rounds 1 and 2, 0 of 0 each → 40.
    expect(body.games["fortune-tenners"]).toEqual({ played: 2, finished: 1, won: 0, deals: 22, tricksWon: 63, points: 1070, bids: { made: 22, missed: 0 } });
    expect(body.games.fortuno).toEqual({ played: 2, finished: 1, won: 1 });
  });

  it("Eve: only what she played (kinds she never played are absent)", async () => {
    const { body } = await player("Eve");
    // Fortey-One game 2: deal 1 Eve 2 tricks, bid 3 → −3; Fortuno contract-example in progress.
    expect(body).toEqual({
      name: "Eve",
      totals: { played: 2, finished: 0, won: 0 },
      games: {
        "fortey-one": { played: 1, finished: 0, won: 0, deals: 1, tricksWon: 2, points: -3, bids: { made: 0, missed: 1 } },
        fortuno: { played: 1, finished: 0, won: 0 },
      },
    });
  });

  it("a game played on after its summary was stored counts its new deal (the summary is rebuilt)", async () => {
    const before = (await player("Cat")).body.games["fortune-tenners"];
    // Round 3 of the unfinished Tenners game, as in the record: Cat leads and wins all three tricks.
    const id = ids[3];
    for (const card of ["A13", "A12", "A11", "A10", "A09", "A08", "A07", "A06", "A05"]) {
      const res = await postAction(new Request(`http://test/api/games/${id}/actions`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ type: "play", card }) }), ctx(id));
      expect(res.status, card).toBe(200);
    }
    // A moment after the table pauses, the game's summary is stored as of its last event.
    const { getSql } = await import("@/server/db");
    const sql = await getSql();
    const stored = () => sql.all<{ seq: number; last: number }>("SELECT s.seq, (SELECT MAX(e.seq) FROM game_event e WHERE e.game_id = s.game_id) AS last FROM game_summary s WHERE s.game_id = ?", [id]);
    await expect.poll(async () => { const [r] = await stored(); return r && Number(r.seq) === Number(r.last); }, { timeout: 5000, interval: 250 }).toBe(true);
    // Cat predicted 3 and took 3: 20 + 30 = 50 more points, 3 more tricks, one more deal made.
    expect((await player("Cat")).body.games["fortune-tenners"]).toEqual({ ...before, deals: before.deals + 1, tricksWon: 63 + 3, points: 1070 + 50, bids: { made: 23, missed: 0 } });
    // Ann predicted 0 and took 0: 1150 + 20.
    expect((await player("Ann")).body.games["fortune-tenners"]).toMatchObject({ deals: 23, tricksWon: 71, points: 1170, bids: { made: 23, missed: 0 } });
  });

  it("the player page's figures, by hand", async () => {
    const { playerPageData } = await import("@/server/players");
    const { playerFor } = await import("@/server/access");
    const page = async (name: string) => {
      const p = await playerFor(hostJar.request(new Request(`http://test/players/${name}`)), name);
      if (!p.ok) throw new Error(name);
      return Object.fromEntries((await playerPageData(p.value)).kinds.map((k) => [k.kind, k]));
    };
    const ann = await page("Ann");
    const f1 = ann["fortey-one"];
    // Win rate 1 won ÷ 1 finished; 45 points ÷ 4 deals = 11.25 a deal.
    expect([f1.winRate, f1.pointsPerDeal]).toEqual([1, 11.25]);
    // Bids: 7 three times (made), 3 once (made).
    expect(f1.bidSizes).toEqual([{ bid: 3, made: 1, missed: 0 }, { bid: 7, made: 3, missed: 0 }]);
    // Partners: Cat (the won match), Eve (the unfinished game).
    expect(f1.partners).toEqual([{ name: "Cat", games: 1, finished: 1, won: 1 }, { name: "Eve", games: 1, finished: 0, won: 0 }]);
    // Ben and Dan share 2 games each: under 3, no head to head yet.
    expect([f1.headToHead, f1.headToHeadFewer]).toEqual([[], 2]);
    // Best deal: 14 points, first in the won match's deal 2 (deal 1 was the redeal).
    expect(f1.bestDeal).toMatchObject({ gameId: ids[0], deal: 2, points: 14 });
    expect(f1.longestWinningRun).toBe(1);
    expect(f1.pointsOverTime.map((p) => [p.points, p.deals, p.won])).toEqual([[42, 3, true], [3, 1, false]]);
    // Fortunes: Ben and Dan sat against Ann in all 3 games; they won match-target, the only finished one.
    const fo = ann.fortunes;
    expect(fo.headToHead).toEqual([
      { name: "Ben", games: 3, finished: 1, won: 0, theirWins: 1 },
      { name: "Dan", games: 3, finished: 1, won: 0, theirWins: 1 },
    ]);
    expect(fo.partners).toEqual([{ name: "Cat", games: 3, finished: 1, won: 0 }]);
    // Points over time: deal-none 5 (1 deal), the folded deal has no complete deal (left out), match-target 28 (3 deals).
    expect(fo.pointsOverTime.map((p) => [p.points, p.deals])).toEqual([[5, 1], [28, 3]]);
    expect([fo.winRate, fo.longestWinningRun]).toEqual([0, 0]);
    // Tenners: a shared win is a win; the unfinished game does not break or add to a run.
    expect([ann["fortune-tenners"].winRate, ann["fortune-tenners"].longestWinningRun]).toEqual([1, 1]);
    // Fortuno: Ann drew nothing and played no Major in either game.
    expect([ann.fortuno.cardsDrawn, ann.fortuno.favouriteTrump]).toEqual([0, null]);
    // Ben: contract-example (dealer Eve, Ann first): Ann plays W09, Ben draws 1 and plays T09 (The
    // Hermit); fortune-reversal-win (dealer Dan): Ann W11, Ben C11, Cat T10, Ben draws 4 (5 cards at
    // the end: 2 − 1 + 4). Ben: 1 + 4 = 5 cards over 2 games = 2.5; his one Major is T09.
    const ben = await page("Ben");
    expect([ben.fortuno.cardsDrawn, ben.fortuno.favouriteTrump]).toEqual([2.5, { card: "T09", times: 1 }]);
    const cat = await page("Cat");
    // Cat: T10 (Fortune) then S07 to win; no draw.
    expect([cat.fortuno.cardsDrawn, cat.fortuno.favouriteTrump, cat.fortuno.won, cat.fortuno.longestWinningRun]).toEqual([0, { card: "T10", times: 1 }, 1, 1]);
  });

  it("404 for a name no stored game lists, 422 for a name breaking the rule", async () => {
    expect((await player("Zed")).status).toBe(404);
    expect((await player("x".repeat(41))).status).toBe(422);
    expect((await player("bad\u0001name")).status).toBe(422);
    expect((await player("   ")).status).toBe(422);
  });

  it("a summary lost or stale is rebuilt from the log with the same figures", async () => {
    const before = (await player("Ann")).body;
    const { getSql } = await import("@/server/db");
    const sql = await getSql();
    await sql.batch([{ sql: "DELETE FROM game_summary" }]);
    const after = (await player("Ann")).body;
    expect(after).toEqual(before);
    const rows = await sql.all<{ n: number }>("SELECT COUNT(*) AS n FROM game_summary");
    // Ann sits in all 9 stored games: each summary was rebuilt from its log.
    expect(Number(rows[0].n)).toBe(9);
  });
});

/** A CSV file read back: rows as objects by the header's names (quoted fields unquoted). */
function readCsv(text: string): Record<string, string>[] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') { cell += '"'; i++; }
      else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") { row.push(cell); cell = ""; }
    else if (c === "\n") { row.push(cell.replace(/\r$/, "")); rows.push(row); row = []; cell = ""; }
    else cell += c;
  }
  const [head, ...body] = rows;
  return body.map((r) => Object.fromEntries(head.map((h, i) => [h, r[i]])));
}

describe("exports of finished games, read back", () => {
  const nameCtx = (name: string) => ({ params: Promise.resolve({ name }) });

  it("CSV of the whole installation: one row per player per finished game", async () => {
    const res = await allCsv(new Request("http://test/api/players/export.csv"));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/text\/csv/);
    const rows = readCsv(await res.text());
    // Finished: the Fortey-One match (4 players), the Tenners tie (3), match-target (4), Fortuno's win (4) = 15 rows.
    expect(rows).toHaveLength(15);
    const row = (game: string, player: string) => rows.filter((r) => r.game === game && r.player === player);
    // Fortey-One (one finished game): Ann 42 points over 3 deals, 22 tricks, 3 bids made; partner Cat; won.
    expect(row("fortey-one", "Ann")).toEqual([expect.objectContaining({ seat: "1", partner: "Cat", won: "yes", points: "42", deals: "3", tricks_won: "22", bids_made: "3", bids_missed: "0" })]);
    expect(row("fortey-one", "Ben")).toEqual([expect.objectContaining({ partner: "Dan", won: "no", points: "0", tricks_won: "3", bids_made: "2", bids_missed: "1" })]);
    // The Tenners tie: Ann and Ben both won with 1100; Cat 1030.
    expect(row("fortune-tenners", "Ann")[0]).toMatchObject({ won: "yes", points: "1100", deals: "20", tricks_won: "70", partner: "" });
    expect(row("fortune-tenners", "Ben")[0]).toMatchObject({ won: "yes", points: "1100", bids_missed: "1" });
    expect(row("fortune-tenners", "Cat")[0]).toMatchObject({ won: "no", points: "1030" });
    // match-target: Ben and Dan won; Ann 28 points in 3 deals.
    expect(row("fortunes", "Ann")[0]).toMatchObject({ won: "no", points: "28", deals: "3", tricks_won: "17", bids_made: "" });
    expect(row("fortunes", "Dan")[0]).toMatchObject({ won: "yes" });
    // Fortuno: Cat won; no points.
    expect(row("fortuno", "Cat")[0]).toMatchObject({ won: "yes", points: "", deals: "" });
  });

  it("a player's CSV holds their finished games only; Eve has none", async () => {
    const cat = readCsv(await (await playerCsv(new Request("http://test/api/players/Cat/export.csv"), nameCtx("Cat"))).text());
    // Cat sits in all four finished games: 4 + 3 + 4 + 4 rows.
    expect(cat).toHaveLength(15);
    const eve = await playerCsv(new Request("http://test/api/players/Eve/export.csv"), nameCtx("Eve"));
    expect(readCsv(await eve.text())).toEqual([]);
    expect((await playerCsv(new Request("http://test/api/players/Zed/export.csv"), nameCtx("Zed"))).status).toBe(404);
  });

  it("BG Stats JSON: games, players and plays by reference, winners flagged", async () => {
    const file = await (await allBg(new Request("http://test/api/players/export.bgstats.json"))).json();
    expect(file.games.map((g: { name: string }) => g.name).sort()).toEqual(["Fortey-One", "Fortune Tenners", "Fortunes", "Fortuno"]);
    expect(file.plays).toHaveLength(4);
    const nameOf = new Map<number, string>(file.players.map((p: { id: number; name: string }) => [p.id, p.name]));
    const gameOf = new Map<number, string>(file.games.map((g: { id: number; name: string }) => [g.id, g.name]));
    const tie = file.plays.find((p: { gameRefId: number }) => gameOf.get(p.gameRefId) === "Fortune Tenners");
    const scores = Object.fromEntries(tie.playerScores.map((s: { playerRefId: number; score: string; winner: boolean }) => [nameOf.get(s.playerRefId), [s.score, s.winner]]));
    expect(scores).toEqual({ Ann: ["1100", true], Ben: ["1100", true], Cat: ["1030", false] });
    expect(tie.playDate).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const eve = await (await playerBg(new Request("http://test/api/players/Eve/export.bgstats.json"), nameCtx("Eve"))).json();
    expect(eve.plays).toEqual([]);
  });
});
