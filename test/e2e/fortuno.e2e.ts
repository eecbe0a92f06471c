/**
 * Fortuno at the table on a phone-sized screen: four players, three cards each. A stack
 * (Princess on Princess, then a draw of four), a reverse (Knight), a Hermit, a "Fortuno!" call
 * and a win, all tapped through the panel. The expected screen after every event is worked
 * out first by folding the same events through the engine; then a correction in the log and
 * "Play again".
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { foldActions } from "@/lib/games/fold";
import { fortunoModule } from "@/lib/games/fortuno/module";
import type { FortunoAction, FortunoEvent, FortunoState } from "@/lib/games/fortuno/types";
import type { FortunoView } from "@/lib/games/fortuno/view";
import { useApp } from "./harness";

const app = useApp({ context: { viewport: { width: 390, height: 844 }, hasTouch: true } });

const PLAYERS = ["Ann", "Ben", "Cat", "Dan"];
const SETUP = { players: PLAYERS, options: { handSize: 3 } };

/** The planned events: what the table will tap, in order. */
const PLAN: FortunoEvent[] = [
  { flip: "W05" }, // Ann flips a number card and plays on it
  { play: "W11" }, // Princess: Ben owes 2
  { play: "C11" }, // Ben stacks a Princess: Cat owes 4
  { draw: 4 }, // Cat draws the stack
  { play: "C14" }, // Dan's Knight: play goes counter-clockwise, to Cat
  { play: "T09" }, // Cat's Hermit: Ben (next, counter-clockwise) is hermitted
  { flip: "W07" }, // Ann flips on the Hermit
  { fortuno: "Ann" }, // Ann calls before her penultimate card
  { play: "W03" },
  { play: "W09" },
  { play: "W02" }, // Ben, hermitted, is skipped a second time
  { play: "W06" }, // Ann's last card: she wins
];

/** The engine's view after the first n events of a plan. */
function fold(setup: typeof SETUP, plan: FortunoEvent[], n: number): FortunoView {
  const r = foldActions<FortunoState, FortunoAction>(fortunoModule, setup, plan.slice(0, n).map((event) => ({ type: "event", event })), { lenient: false });
  if (!r.ok) throw new Error(`the plan does not fold at event ${n}: ${r.error.message}`);
  return fortunoModule.view(r.value, { kind: "table" });
}
const planned = (n: number) => fold(SETUP, PLAN, n);

/** The second game: the prompts' forms (The Fool's identity, a slap and a steal, The Magus, The Devil). */
const SETUP2 = { players: PLAYERS, options: { handSize: 6 } };
const PLAN2: FortunoEvent[] = [
  { flip: "W05" },
  { play: "T00", as: "C05" }, // The Fool as the Five of Cups: Ben owes 4
  { draw: 4 },
  { play: "S05" }, // three fives in a row
  { slap: "Dan" },
  { steal: "P05", player: "Ann" }, // Ann holds the fourth five
  { play: "T01" }, // The Magus
  { seats: ["Ann", "Cat", "Dan", "Ben"] },
  { flip: "T15" }, // Cat flips The Devil
  { jaccuse: "Ben", guilty: true },
  { devil: "Dan" },
];
const planned2 = (n: number) => fold(SETUP2, PLAN2, n);

const SUIT_TAB: Record<string, string> = { W: "Wands", C: "Cups", S: "Swords", P: "Disks", T: "Majors" };

/** Waits for the answer of the next recorded action. */
async function answered(page: Page, what: string, act: () => Promise<void>) {
  const response = page.waitForResponse((r) => r.url().includes("/actions") && r.request().method() === "POST");
  await act();
  expect((await response).status(), what).toBe(200);
}

async function tapCard(page: Page, card: string) {
  // The suit to match is marked "(led)" on its tab, which keeps its place.
  await page.getByRole("tab", { name: new RegExp(`^${SUIT_TAB[card[0]]}( \\(led\\))?$`) }).click();
  await answered(page, `recording ${card}`, () => page.locator(`[data-card="${card}"]`).click());
}

/** The big line, the ring and the counts match the engine's view. An answered action may leave the turn
 * line as it was (Ben still to move), so wait until the line, every count and the draw pile all agree. */
async function expectScreen(page: Page, v: FortunoView) {
  const want = { turn: v.next, counts: v.seats.map((s) => [s.name, String(s.cards)] as const), pile: String(v.drawPile) };
  await page.waitForFunction((w) => {
    const text = (id: string) => document.querySelector(`[data-testid="${id}"]`)?.textContent;
    return text("turn") === w.turn && text("draw-pile") === w.pile && w.counts.every(([name, n]) => text(`count-${name}`) === n);
  }, want, { timeout: 10_000 }).catch(async () => {
    throw new Error(`screen: expected turn "${v.next}", saw "${await page.getByTestId("turn").textContent()}"; `
      + `expected counts ${want.counts.map((c) => c.join(" ")).join(", ")} and draw pile ${want.pile}`);
  });
  for (const s of v.seats) await expect.poll(() => page.getByTestId(`count-${s.name}`).textContent(), { message: `${s.name}'s count` }).toBe(String(s.cards));
  const ring = await page.getByTestId("seat-ring").locator("figcaption").textContent();
  for (const s of v.seats) expect(ring).toContain(`${s.name} (${s.cards}`);
  expect(ring).toContain(`Play goes ${v.direction}`);
  await expect.poll(() => page.getByTestId("seat-ring").locator("svg").getAttribute("aria-label")).toContain(v.direction);
  await expect.poll(() => page.getByTestId("draw-pile").textContent()).toBe(String(v.drawPile));
  if (v.top) await expect.poll(() => page.getByTestId("top-name").textContent()).toBe(v.top.cardName.replace(/ \(as .*\)$/, ""));
}

describe("Fortuno at the table", () => {
  it("plays a short game by tap: a stack, a reverse, a Hermit, a call and a win; a correction; play again", async () => {
    // The plan itself, by the engine: the counts the screen must show.
    expect(planned(4).seats.map((s) => s.cards)).toEqual([2, 2, 7, 3]);
    expect(planned(5).direction).toBe("counter-clockwise");
    expect(planned(6).next).toBe("Ann: flip · Ben is hermitted (1 more turn)");
    expect(planned(PLAN.length).winner).toBe("Ann");

    const { page } = app;
    await page.goto(app.url("/games/new?game=fortuno"));
    for (const [i, name] of PLAYERS.entries()) await page.fill(`input[name=player-${i}]`, name);
    await page.getByTestId("setup-summary").filter({ hasText: "Dan deals 6 cards each. Ann flips first; play goes clockwise." }).waitFor();
    for (let i = 0; i < 3; i++) await page.getByRole("button", { name: "One card fewer" }).click();
    await page.getByTestId("setup-summary").filter({ hasText: "Dan deals 3 cards each. Ann flips first; play goes clockwise." }).waitFor();
    await page.getByRole("button", { name: "Start the game" }).click();
    await page.waitForURL(/\/games\/[0-9a-f-]{36}$/);
    const first = page.url();
    await expectScreen(page, planned(0));

    // 1. Ann flips the Five of Wands.
    await page.getByTestId("flip").click();
    await tapCard(page, "W05");
    await expectScreen(page, planned(1));
    await expect.poll(() => page.getByTestId("effect").textContent()).toBe("Flipped Five of Wands: Ann plays on it.");

    // 2–4. The stack: Princess on Princess, then Cat draws four.
    await tapCard(page, "W11");
    await expectScreen(page, planned(2));
    await expect.poll(() => page.getByTestId("turn").textContent()).toBe("Ben owes 2 — stack a Princess, play Fortune or draw");
    // Only Princesses and Fortune answer a Princess: the rest are marked.
    await page.getByRole("tab", { name: /^Cups( \(led\))?$/ }).click();
    await expect.poll(() => page.locator('[data-card="C11"]').getAttribute("aria-label")).toBe("Princess: Princess of Cups");
    await expect.poll(() => page.locator('[data-card="C05"]').getAttribute("aria-label")).toContain("(not a legal play)");
    await tapCard(page, "C11");
    await expectScreen(page, planned(3));
    await expect.poll(() => page.getByTestId("effect").textContent()).toBe("Princess of Cups: Cat must draw 4 or stack.");
    await answered(page, "drawing 4", () => page.getByRole("button", { name: "Draw 4", exact: true }).click());
    await expectScreen(page, planned(4));

    // 5. The Knight reverses the direction.
    await tapCard(page, "C14");
    await expectScreen(page, planned(5));
    await expect.poll(() => page.getByTestId("direction").textContent()).toBe("↺ counter");
    await expect.poll(() => page.getByTestId("effect").textContent()).toBe("Knight of Cups: play now goes counter-clockwise.");

    // 6. The Hermit: Ben misses two turns.
    await tapCard(page, "T09");
    await expectScreen(page, planned(6));
    await expect.poll(() => page.getByTestId("top-detail").textContent()).toBe("A Major Arcana card: the next player flips.");

    // 7. Ann flips on the Hermit; 8. she calls "Fortuno!" before playing her penultimate card.
    await page.getByTestId("flip").click();
    await tapCard(page, "W07");
    await expectScreen(page, planned(7));
    await page.getByTestId("more").locator("summary").click();
    await page.getByLabel(/Called .Fortuno!/).selectOption("Ann");
    await answered(page, "the call", () => page.getByRole("button", { name: "Fortuno!", exact: true }).click());
    await expectScreen(page, planned(8));
    await page.getByTestId("log").filter({ hasText: 'Ann calls "Fortuno!"' }).waitFor();

    // 9–12. Down to the win.
    for (let n = 9; n <= PLAN.length; n++) {
      await tapCard(page, (PLAN[n - 1] as { play: string }).play);
      await expectScreen(page, planned(n));
    }
    await expect.poll(() => page.getByTestId("winner").textContent()).toBe("Ann wins!");
    await expect.poll(() => page.getByTestId("turn").textContent()).toBe("Ann wins deal 1!");
    await expect.poll(() => page.getByTestId("record").count()).toBe(0);
    // The log, newest first, with the effects.
    await expect.poll(() => page.getByTestId("log").locator("li").first().textContent()).toContain("12. Ann plays Six of Wands — Ann has no cards left and wins!");

    // A correction: the last card was the Eight of Wands. The top card follows.
    await page.getByRole("button", { name: "Correct Six of Wands (event 12)" }).click();
    await page.getByLabel(/Event 12: replace Six of Wands with/).fill("w8");
    await answered(page, "the correction", () => page.getByRole("button", { name: "Save correction" }).click());
    await page.getByTestId("top-name").filter({ hasText: "Eight of Wands" }).waitFor();
    await page.getByTestId("changes").waitFor();
    await expect.poll(() => page.getByTestId("winner").textContent()).toBe("Ann wins!");

    // Play again: a new game with the same players; the deal passes to Ann, so Ben flips first.
    await page.getByRole("button", { name: "Play again" }).click();
    await page.waitForURL((url) => /\/games\/[0-9a-f-]{36}$/.test(url.pathname) && url.toString() !== first);
    await page.waitForFunction(() => document.querySelector('[data-testid="turn"]')?.textContent === "Ben: flip");
    for (const p of PLAYERS) await expect.poll(() => page.getByTestId(`count-${p}`).textContent()).toBe("3");
  });

  it("fills in the prompts: The Fool's identity, a slap and a steal, new seats after The Magus, The Devil's J'accuse! and pick", async () => {
    expect(planned2(PLAN2.length).seats.map((s) => [s.name, s.cards])).toEqual([["Ann", 3], ["Cat", 6], ["Dan", 5], ["Ben", 14]]);
    const { page } = app;
    await page.goto(app.url("/games/new?game=fortuno"));
    for (const [i, name] of PLAYERS.entries()) await page.fill(`input[name=player-${i}]`, name);
    await page.getByRole("button", { name: "Start the game" }).click();
    await page.waitForURL(/\/games\/[0-9a-f-]{36}$/);

    await page.getByTestId("flip").click();
    await tapCard(page, "W05");
    await expectScreen(page, planned2(1));

    // The Fool asks what it stands for before it is recorded.
    await page.getByRole("tab", { name: /^Majors( \(led\))?$/ }).click();
    await page.locator('[data-card="T00"]').click();
    await page.getByLabel("The Fool stands for (a numerical Minor card)").selectOption("C05");
    await answered(page, "The Fool", () => page.getByRole("button", { name: "Record The Fool" }).click());
    await expectScreen(page, planned2(2));
    await expect.poll(() => page.getByTestId("top-detail").textContent()).toBe("Stands for Five of Cups. Ben owes 4: answer with Fortune, or draw.");
    await answered(page, "Ben's draw", () => page.getByRole("button", { name: "Draw 4", exact: true }).click());
    await expectScreen(page, planned2(3));
    await expect.poll(() => page.getByTestId("top-name").textContent()).toBe("The Fool");
    await expect.poll(() => page.getByTestId("top-detail").textContent()).toBe("Stands for Five of Cups. Match it, or play an Ace or a Major.");

    // Three fives: Dan slaps first, Ann steals with the fourth.
    await tapCard(page, "S05");
    await expectScreen(page, planned2(4));
    await answered(page, "the slap", () => page.getByRole("button", { name: "Dan slapped first" }).click());
    await expectScreen(page, planned2(5));
    await page.getByTestId("steal-form").getByText("Anyone holding Five of Disks may steal the slap").waitFor();
    await page.getByLabel("Who steals").selectOption("Ann");
    await answered(page, "the steal", () => page.getByRole("button", { name: "Steal", exact: true }).click());
    await expectScreen(page, planned2(6));

    // The Magus: Ben moves to Dan's left.
    await tapCard(page, "T01");
    await expectScreen(page, planned2(7));
    await page.getByRole("button", { name: "Move Ben down" }).click();
    await page.getByRole("button", { name: "Move Ben down" }).click();
    await answered(page, "the seating", () => page.getByRole("button", { name: "Record the new seating" }).click());
    await expectScreen(page, planned2(8));
    await expect.poll(() => page.getByTestId("counts").locator("tbody th").allTextContents()).toEqual(["Ann", "Cat", "Dan", "Ben"]);

    // Cat flips The Devil: J'accuse! Ben lied; Cat keeps Dan's offer.
    await page.getByTestId("flip").click();
    await tapCard(page, "T15");
    await expectScreen(page, planned2(9));
    await page.getByTestId("devil-form").getByLabel("Accused").selectOption("Ben");
    await answered(page, "J'accuse", () => page.getByRole("button", { name: "Lying: they draw 4" }).click());
    await expectScreen(page, planned2(10));
    await answered(page, "the pick", () => page.getByRole("button", { name: "Keep Dan’s offer" }).click());
    await expectScreen(page, planned2(11));
  });
});
