/** Every registered game module keeps the interface's promises (lib/games/module.ts). */
import { describe, expect, it } from "vitest";
import { foldActions, foldLog, start, step } from "./fold";
import { GAME_IDS, allGames, gameModule } from "./registry";
import { fortunesModule } from "./fortunes/module";
import { prng, randomLegalDeal } from "./fortunes/random";
import type { FortunesAction, FortunesState } from "./fortunes";

const NAMES = ["Ann", "Ben", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal"];

describe.each(allGames().map((m) => [m.id, m] as const))("the %s module", (id, m) => {
  it("is registered under its own id, which is a known game id", () => {
    expect(GAME_IDS).toContain(id);
    expect(gameModule(id)).toBe(m);
  });
  it("options default from an empty object", () => {
    expect(m.optionsSchema.safeParse({}).success).toBe(true);
  });
  it("its deck has distinct codes, a name for each in every style, and reads its own names back", () => {
    const codes = m.deck.codes();
    expect(new Set(codes).size).toBe(codes.length);
    for (const style of m.deck.styles) {
      for (const code of codes) {
        const name = m.deck.name(code, style.id);
        expect(name.length, `${code} in ${style.id}`).toBeGreaterThan(0);
        expect(m.deck.parse(name, style.id), `${name} (${style.id})`).toBe(code);
        expect(m.deck.parse(code, style.id), `${code} (${style.id})`).toBe(code);
      }
    }
  });
  it("sets up with its fewest and most players, and refuses one too few or too many", () => {
    for (const n of [m.seats.min, m.seats.max]) {
      const r = m.setup({ players: NAMES.slice(0, n) });
      expect(r.ok, `${n} players`).toBe(true);
      if (r.ok) expect(m.settings(r.value).players).toEqual(NAMES.slice(0, n));
    }
    expect(m.setup({ players: NAMES.slice(0, m.seats.min - 1) }).ok).toBe(false);
    expect(m.setup({ players: [...NAMES, "Ivy"].slice(0, m.seats.max + 1) }).ok).toBe(false);
  });
  it("refuses two names that are one player (case and spacing ignored)", () => {
    const players = NAMES.slice(0, m.seats.min);
    players[1] = ` ${players[0].toUpperCase()} `;
    const r = m.setup({ players });
    expect(r.ok).toBe(false);
  });
  it("leaves undo and corrections to the generic fold: its action schema refuses them", () => {
    expect(m.actionSchema.safeParse({ type: "undo" }).success).toBe(false);
    expect(m.actionSchema.safeParse({ type: "correct", trick: 1, position: 1, card: "W01" }).success).toBe(false);
  });
  it("a new game has a turn with a prompt, a small view, a record that reads back, and a result in the contract's envelope", () => {
    const r = start(m, { players: NAMES.slice(0, m.seats.min) });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const { state } = r.value;
    const turn = m.turn(state);
    expect(typeof turn.prompt).toBe("string");
    expect(turn.prompt.length).toBeGreaterThan(0);
    expect(JSON.stringify(m.view(state, { kind: "table" })).length).toBeLessThan(20_000);
    const record = JSON.parse(JSON.stringify(m.toRecord(state)));
    expect(record).toMatchObject({ game: id, players: NAMES.slice(0, m.seats.min) });
    const back = m.recordToActions(record);
    expect(back.ok).toBe(true);
    if (!back.ok) return;
    const again = foldActions(m, back.value.setup, back.value.actions);
    expect(again.ok).toBe(true);
    const result = m.result(state) as { game: string; players: string[]; deals: unknown[] };
    expect(result.game).toBe(id);
    expect(result.players).toEqual(NAMES.slice(0, m.seats.min));
    expect(Array.isArray(result.deals)).toBe(true);
    expect(m.isOver(state)).toBe(false);
  });
  it("undo of the set-up alone has nothing to take back", () => {
    const r = start(m, { players: NAMES.slice(0, m.seats.min) });
    if (!r.ok) throw new Error(r.error.message);
    const u = step(m, r.value, { type: "undo" });
    expect(!u.ok && u.error.id).toBe("undo/nothing");
  });
});

describe("finished deals keep their artifacts' keys while a later deal changes", () => {
  it("undoing and correcting cards of deal 2 leaves deal 1's reading key alone", () => {
    const rand = prng(5);
    const d1 = randomLegalDeal(rand, 0).tricks.flat();
    const d2 = randomLegalDeal(rand, 1).tricks.flat();
    const setup = { players: NAMES.slice(0, 4), dealer: 0 };
    const entries = [...d1.map((card) => ({ type: "play", card })), { type: "nextDeal" }, ...d2.slice(0, 6).map((card) => ({ type: "play", card }))];
    const f = foldLog<FortunesState, FortunesAction>(fortunesModule, setup, entries as FortunesAction[]);
    if (!f.ok) throw new Error(f.error.message);
    const key = (s: FortunesState) => fortunesModule.artifacts!(s).find((a) => a.deal === 1)!.key;
    const before = key(f.value.state);
    const undone = step(fortunesModule, f.value, { type: "undo" });
    const corrected = step(fortunesModule, f.value, { type: "correct", deal: 2, trick: 1, position: 2, card: d2[7] });
    expect(undone.ok && key(undone.value.state)).toBe(before);
    expect(corrected.ok && key(corrected.value.state)).toBe(before);
    // …and a correction inside deal 1 does change it.
    const inDeal1 = step(fortunesModule, f.value, { type: "correct", deal: 1, trick: 19, position: 4, card: d1[0] });
    expect(inDeal1.ok && key(inDeal1.value.state)).not.toBe(before);
  });
});
