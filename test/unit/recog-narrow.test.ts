/**
 * Narrowing a trick photo's guesses by the game (issue 32): each trick game's `cardsInPlay` (from a
 * device's view) never rules out the card really played next, and rules out the cards recorded
 * earlier in the deal; lib/recog/narrow.ts turns it into the reader's candidates and checks each
 * seated guess against what its player can hold.
 */
import { describe, expect, it } from "vitest";
import { ALL_CARDS } from "@/lib/cards";
import { gameModule } from "@/lib/games/registry";
import { foldActions } from "@/lib/games/fold";
import type { AnyGameModule, CardsInPlay, Viewer } from "@/lib/games/module";
import { narrowSeated, readerAllowed } from "@/lib/recog/narrow";

type Play = { type: string; card?: string; player?: string };

/**
 * A random game of `id` with every player's hand entered (before their first play of each deal: the
 * cards they go on to play in it), so views show hands and legal cards.
 */
function withHands(m: AnyGameModule, seed: number) {
  const g = m.random(seed, { players: 4 });
  const dealOf: number[] = [], whose: (string | null)[] = [];
  let s = foldActions(m, g.setup, []);
  for (const a of g.actions) {
    dealOf.push(s.ok && m.deal ? m.deal(s.value).number : 0);
    whose.push(s.ok ? m.turn(s.value).player : null);
    if (s.ok) { const n = m.apply(s.value, a, { lenient: true }); s = n.ok ? n : s; }
  }
  const plays = (g.actions as Play[]).map((a, i) => ({ a: a.type === "play" ? { ...a, player: a.player ?? whose[i] ?? undefined } : a, deal: dealOf[i] }));
  const out: Play[] = [];
  const entered = new Set<string>();
  plays.forEach(({ a, deal }, i) => {
    if (a.type === "play" && a.player && !entered.has(`${deal}:${a.player}`)) {
      entered.add(`${deal}:${a.player}`);
      const cards = plays.filter((p) => p.deal === deal && p.a.type === "play" && p.a.player === a.player).map((p) => p.a.card!);
      out.push({ type: "hand", player: a.player, cards } as Play);
    }
    out.push(g.actions[i] as Play);
  });
  // Keep the entered hands only when the game takes them (a module may want whole hands only).
  const ok = foldActions(m, g.setup, out, { lenient: false });
  return ok.ok ? { setup: g.setup, actions: out } : { setup: g.setup, actions: g.actions as Play[], why: ok.error.message };
}

/** Every prefix of a few random games of `id` before a play: the play, and cardsInPlay for the table and each seat. */
function* beforePlays(id: string, seeds: number[]) {
  const m = gameModule(id) as AnyGameModule;
  for (const seed of seeds) {
    const g = withHands(m, seed);
    for (let i = 0; i < g.actions.length; i++) {
      const a = g.actions[i];
      if (a.type !== "play" || !a.card) continue;
      const s = foldActions(m, g.setup, g.actions.slice(0, i));
      if (!s.ok) continue;
      const players = m.settings(s.value).players;
      const viewers: [Viewer, string | null][] = [[{ kind: "table" }, null], ...players.map((p): [Viewer, string] => [{ kind: "seat", player: p }, p])];
      for (const [viewer, own] of viewers) {
        const inPlay = m.cardsInPlay!(m.view(s.value, viewer), own);
        yield { m, play: a, player: a.player ?? m.turn(s.value).player!, inPlay, why: "why" in g ? g.why : "" };
      }
    }
  }
}

describe("each trick game's cardsInPlay", () => {
  for (const id of ["fortunes", "fortey-one", "fortune-tenners"]) {
    it(`${id}: the card played next is always possible and among its player's known cards; earlier cards are not`, () => {
      let narrowed = 0, held = 0, n = 0, why = "";
      const deck = (gameModule(id) as AnyGameModule).deck.codes().length;
      for (const { play, player, inPlay, why: w } of beforePlays(id, [1, 2, 3])) {
        n++; why ||= w ?? "";
        expect(inPlay.possible).toContain(play.card);
        if (inPlay.holds[player]) { held++; expect(inPlay.holds[player]).toContain(play.card); }
        if (inPlay.possible.length < deck) narrowed++;
        if (n > 1500) break;
      }
      expect(n).toBeGreaterThan(20);
      // Past the first trick of a deal, the deal's recorded cards are left out.
      expect(narrowed).toBeGreaterThan(n / 2);
      // Hands entered (a seat's own hand, the legal cards of the player to act): its player's cards known.
      expect(held, why).toBeGreaterThan(n / 5);
    });
  }
});

describe("lib/recog/narrow", () => {
  const id = (c: string) => c;
  const all = ["W01", "W02", "W03", "W04", "W05", "C01", "C02"];

  it("the reader's candidates: the deck less the deal's recorded cards, the trick's own kept", () => {
    const inPlay: CardsInPlay = { possible: ["W03", "W04", "W05", "C01", "C02"], holds: {} };
    expect(readerAllowed(all, id, inPlay, ["Ben", "Cat"], ["W02"])).toEqual(["W02", "W03", "W04", "W05", "C01", "C02"]);
    // No module narrowing: only the game's own cards (toCard null leaves a card out).
    expect(readerAllowed(all, (c) => (c.startsWith("C") ? null : c), null, ["Ben"], [])).toEqual(["W01", "W02", "W03", "W04", "W05"]);
  });

  it("every player still to play has known cards: only theirs and the trick's", () => {
    const inPlay: CardsInPlay = { possible: ["W03", "W04", "W05", "C01", "C02"], holds: { Ben: ["W03"], Cat: ["C01", "C02"] } };
    expect(readerAllowed(all, id, inPlay, ["Ben", "Cat"], ["W02"])).toEqual(["W02", "W03", "C01", "C02"]);
    // One of them unknown: the deal's narrowing only.
    expect(readerAllowed(all, id, inPlay, ["Ben", "Cat", "Dan"], [])).toEqual(["W03", "W04", "W05", "C01", "C02"]);
  });

  it("a seated guess its player cannot hold is unsure, with the guesses that fit first; one that fits stays as read", () => {
    const cards = [
      { player: "Ben", code: "W04", sure: true, options: ["W04", "W03", "W05"] },
      { player: "Cat", code: "C01", sure: true, options: ["C01", "C02"] },
      { player: "Dan", code: "W05", sure: false, options: ["W05", "W04"] },
      { player: "Eve", code: "W01", sure: true, options: ["W01"] },
    ];
    const out = narrowSeated(cards, { Ben: ["W03", "W05", "C02"], Cat: ["C01", "W05"], Dan: ["C02", "W02"], Eve: ["W02", "W03", "W04", "W05", "C01"] });
    expect(out[0]).toEqual({ player: "Ben", code: "W03", sure: false, options: ["W03", "W05"] });
    expect(out[1]).toEqual({ player: "Cat", code: "C01", sure: true, options: ["C01"] });
    // None of the guesses fits and the player has four or fewer cards: those are offered.
    expect(out[2]).toEqual({ player: "Dan", code: "C02", sure: false, options: ["C02", "W02"] });
    // None fits and many cards: the reader's guesses stay, unsure.
    expect(out[3]).toEqual({ player: "Eve", code: "W01", sure: false, options: ["W01"] });
  });

  it("narrowing uses the game's codes: Fortune Tenners' cards from tarot codes", () => {
    const toCard = (c: string) => (c === "W01" ? "TN-A" : c === "W02" ? "TN-B" : null);
    expect(readerAllowed(ALL_CARDS, toCard, { possible: ["TN-B"], holds: {} }, ["Ann"], [])).toEqual(["W02"]);
  });
});
