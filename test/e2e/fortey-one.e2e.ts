/**
 * Fortey-One at the table in a real browser, on a phone-sized screen: set up, bid by tapping,
 * a redeal, an undo, every card tapped in the picker, until the match is won; the winners shown
 * equal what replaying the game's record says.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { legalCards, nextSeat, winningIndex } from "@/lib/games/fortey-one/rules";
import { replayRecord } from "@/lib/records/replay";
import { useApp, tableReady } from "./harness";

const app = useApp({ context: { viewport: { width: 390, height: 844 }, hasTouch: true } });
const PLAYERS = ["Ann", "Ben", "Cat", "Dan"];
const TAB: Record<string, RegExp> = { C: /Hearts|Cups/, S: /Spades|Swords/, P: /Diamonds|Pentacles/, W: /Clubs|Wands/ };
const pad = (n: number) => String(n).padStart(2, "0");
const suit = (s: string, ranks: number[]) => ranks.map((r) => `${s}${pad(r)}`);

/**
 * Hand-built deals (seats in playing order: Ann, Ben, Cat, Dan). Ben holds twelve Hearts and the
 * Two of Clubs, so he takes twelve tricks; his partner Dan holds the last Heart and the Ace of
 * Clubs, so Dan takes the thirteenth. Ann has the Spades, Cat the Diamonds.
 */
const HANDS = [
  suit("S", [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 14]),
  [...suit("C", [1, 14, 13, 11, 10, 9, 8, 7, 6, 5, 4, 3]), "W02"],
  suit("P", [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 14]),
  ["C02", "W01", ...suit("W", [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 14])],
];

/** A simple legal strategy: Ben spends Hearts high to low (low when trumping); Dan keeps his Ace of Clubs for last. */
function playDeal(dealer: number): string[][] {
  const held = HANDS.map((h) => h.slice());
  const tricks: string[][] = [];
  let leader = nextSeat(dealer, 1);
  for (let n = 0; n < 13; n++) {
    const trick: string[] = [];
    for (let k = 0; k < 4; k++) {
      const seat = nextSeat(leader, k);
      let legal = legalCards(held[seat], trick);
      if (seat === 3 && legal.length > 1) legal = legal.filter((c) => c !== "W01" && (trick.length === 0 || trick[0][0] === "C" || c !== "C02"));
      if (seat === 1 && trick.length > 0 && legal.some((c) => c[0] === "C")) legal = legal.filter((c) => c[0] === "C").reverse();
      const card = legal[0];
      held[seat].splice(held[seat].indexOf(card), 1);
      trick.push(card);
    }
    tricks.push(trick);
    leader = nextSeat(leader, winningIndex(trick));
  }
  return tricks;
}

async function answered(page: Page, act: () => Promise<unknown>) {
  const res = page.waitForResponse((r) => /\/actions$|\/undo$/.test(r.url()) && r.request().method() === "POST");
  await act();
  const r = await res;
  expect(r.status(), await r.text()).toBe(200);
}

async function bid(page: Page, player: string, n: number) {
  await page.getByTestId("turn").filter({ hasText: `${player} bids` }).waitFor();
  await answered(page, () => page.getByRole("button", { name: `Bid ${n}`, exact: true }).click());
}

async function tap(page: Page, card: string) {
  await page.getByRole("tab", { name: TAB[card[0]] }).click();
  await answered(page, () => page.locator(`[data-card="${card}"]`).click());
}

/** Taps a deal's cards (the first `done` already tapped), checking each trick's winner shown. */
async function playAll(page: Page, tricks: string[][], winners: string[], done = 0) {
  for (const [i, trick] of tricks.entries()) {
    for (const card of trick.slice(i === 0 ? done : 0)) await tap(page, card);
    if (i < 12) await page.getByTestId("last-trick").filter({ hasText: `Trick ${i + 1}: ${winners[i]} wins` }).waitFor();
  }
}

describe("Fortey-One at the table", () => {
  it("plays a whole match by tapping, with a redeal and an undo; the winners equal replay's", { timeout: 240_000 }, async () => {
    const { page } = app;
    await page.goto(app.url("/games/new?game=fortey-one"));
    for (const [i, name] of PLAYERS.entries()) await page.fill(`input[name=player-${i}]`, name);
    await page.selectOption("select[name=dealer]", "0");
    await expect.poll(() => page.getByTestId("setup-summary").textContent()).toBe("Ann deals. Ben bids first and leads. Partners: Ann & Cat, Ben & Dan. Play goes counter-clockwise.");
    await page.getByRole("button", { name: "Start the game" }).click();
    await page.waitForURL(/\/games\/[0-9a-f-]{36}$/);
    const id = page.url().split("/").pop()!;
    await expect.poll(() => page.getByTestId("trump").textContent()).toContain("Hearts are trump");

    // Deal 1 (Ann deals): Ben 12, Cat 1, Dan 1, Ann 1 = 15. A wrong bid for Cat is undone first.
    await bid(page, "Ben", 12);
    await bid(page, "Cat", 5);
    await expect.poll(() => page.getByTestId("bid-total").textContent()).toBe("Total 17 / 11");
    await answered(page, () => page.getByRole("button", { name: "↶ Undo" }).click());
    await page.getByTestId("changes").filter({ hasText: "Cat's bid of 5 is taken back" }).waitFor();
    await expect.poll(() => page.getByTestId("bid-total").textContent()).toBe("Total 12 / 11");
    await bid(page, "Cat", 1);
    await bid(page, "Dan", 1);
    await bid(page, "Ann", 1);
    const deal1 = playDeal(0);
    const benDan = Array.from({ length: 13 }, (_, i) => (i < 12 ? "Ben" : "Dan"));
    // The led suit is marked and opened in the picker during a trick; the tabs keep their order.
    const tabsBefore = await page.getByRole("tab").allTextContents();
    await tap(page, deal1[0][0]);
    await expect.poll(() => page.getByRole("tab", { selected: true }).textContent()).toContain("Hearts (led)");
    expect((await page.getByRole("tab").allTextContents()).map((t) => t.replace(" (led)", ""))).toEqual(tabsBefore);
    // A card already played is struck out once the table knows it.
    await page.locator(`[data-card="${deal1[0][0]}"][aria-label*="already seen"]`).waitFor();
    await playAll(page, deal1, benDan, 1);
    await page.getByTestId("deal-end").waitFor();
    await expect.poll(() => page.getByTestId("points-Ben").textContent()).toBe("+24");
    await expect.poll(() => page.getByTestId("points-Dan").textContent()).toBe("+1");
    await expect.poll(() => page.getByTestId("points-Ann").textContent()).toBe("−1");
    await expect.poll(() => page.getByTestId("partnerships").textContent()).toContain("Ben needs 17 more with Dan above 0");
    await page.getByTestId("totals-chart").waitFor();
    await answered(page, () => page.getByRole("button", { name: /Next deal/ }).click());

    // Deal 2 (Ben deals): the bids total 4, so Ben deals again.
    for (const p of ["Cat", "Dan", "Ann", "Ben"]) await bid(page, p, 1);
    await page.getByTestId("redeal").waitFor();
    await answered(page, () => page.getByRole("button", { name: /Redeal/ }).click());
    await expect.poll(() => page.getByTestId("deal-trick").textContent()).toContain("Deal 3");
    await expect.poll(() => page.getByTestId("sheet-deal-2").textContent()).toContain("Redeal");

    // Deal 3 (Ben deals again): Cat leads; Ben bids 12 and reaches 48 with Dan at 2.
    await bid(page, "Cat", 1);
    await bid(page, "Dan", 1);
    await bid(page, "Ann", 1);
    await bid(page, "Ben", 12);
    await playAll(page, playDeal(1), benDan);

    const winners = page.getByTestId("winners");
    await winners.waitFor();
    const record = await (await page.request.get(app.url(`/api/games/${id}/record`))).json();
    const replayed = replayRecord(record);
    if (!replayed.ok) throw new Error(replayed.error.message);
    expect(replayed.value.match.winner).toEqual(["Ben", "Dan"]);
    await expect.poll(() => winners.textContent()).toBe(`${replayed.value.match.winner.join(" & ")} win the match!`);
    expect(record.deals).toHaveLength(3);
    expect(record.deals[1].redeal).toBe(true);
    const totals = replayed.value.deals[2].totals;
    for (const p of PLAYERS) await expect.poll(() => page.getByTestId(`total-3-${p}`).first().textContent()).toBe(String(totals[p]).replace("-", "−"));

    // Rematch: the same seats, the next dealer (Cat), a new game.
    await page.getByRole("button", { name: /Rematch with the same seats/ }).click();
    await page.waitForURL((url) => /\/games\/[0-9a-f-]{36}$/.test(url.pathname) && !url.pathname.endsWith(id));
    await page.getByTestId("turn").filter({ hasText: "Dan bids" }).waitFor();
  });

  it("names the cards as tarot for a tarot deck and refuses a Knight typed in", async () => {
    const { page } = app;
    // page.request shares the page's cookies: the game's host device is this browser.
    const res = await page.request.post(app.url("/api/games"), { data: { game: "fortey-one", players: PLAYERS, dealer: 0, deckStyle: "tarot", options: {} } });
    const { id } = await res.json();
    for (const n of [5, 3, 2, 1]) await page.request.post(app.url(`/api/games/${id}/actions`), { data: { type: "bid", tricks: n } });
    await page.goto(app.url(`/games/${id}`)); await tableReady(page);
    await page.getByTestId("trump").filter({ hasText: "Cups (Hearts) are trump" }).waitFor();
    await page.getByRole("tab", { name: /Cups/ }).first().waitFor();
    await tap(page, "C13");
    await expect.poll(() => page.getByTestId("current-trick").textContent()).toContain("Queen of Cups");
    await page.fill("#card-input", "Knight of Cups");
    await page.press("#card-input", "Enter");
    await expect.poll(() => page.getByRole("alert").filter({ hasText: "not a card of this deck" }).count()).toBe(1);
  });
});
