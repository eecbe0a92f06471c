/** Fortuno set-up: options, a new game, a new deal, and copies of a deal for drafts. */
import { type Result, ok } from "../../result";
import { err } from "./errors";
import { checkNames, nameKey } from "../common/names";
import type { SetupInput } from "../module";
import { DEFAULT_OPTIONS, type Deal, type FortunoOptions, type FortunoState } from "./types";
import { z } from "zod";

export const DECK_SIZE = 78;

export const optionsSchema = z.object({
  handSize: z.number().int().min(1).max(19).default(DEFAULT_OPTIONS.handSize),
});

// ---------------------------------------------------------------------------------------------
// Set-up

export function setup(input: SetupInput): Result<FortunoState> {
  const raw = input?.players;
  if (!Array.isArray(raw) || raw.length < 4 || raw.length > 8) return err("setup/players", "Fortuno needs 4 to 8 players.");
  const checked = checkNames(raw);
  if (!checked.ok) return err("setup/players", checked.error.message);
  const players = checked.value;
  let dealer = players.length - 1;
  if (typeof input.dealer === "number") {
    if (!Number.isInteger(input.dealer) || input.dealer < 0 || input.dealer >= players.length) return err("setup/dealer", "The dealer must be one of the players.");
    dealer = input.dealer;
  } else if (typeof input.dealer === "string") {
    dealer = players.findIndex((p) => nameKey(p) === nameKey(input.dealer as string));
    if (dealer < 0) return err("setup/dealer", `The dealer "${input.dealer}" is not one of the players.`);
  }
  const parsed = optionsSchema.safeParse(input.options ?? {});
  if (!parsed.success) return err("setup/options", `Bad options: ${parsed.error.issues[0]?.path.join(".")} ${parsed.error.issues[0]?.message}`);
  const options: FortunoOptions = parsed.data;
  if (options.handSize * players.length > DECK_SIZE - 1) return err("setup/options", `${options.handSize} cards each for ${players.length} players leaves nothing to flip.`);
  const deckStyle = input.deckStyle ?? "thoth";
  if (deckStyle !== "thoth" && deckStyle !== "rws") return err("setup/deck-style", "Deck style must be thoth or rws.");
  return ok({ game: "fortuno", players, options, deckStyle, dealer, deals: [newDeal(players, options, 1, players[dealer])] });
}

export function newDeal(players: readonly string[], options: FortunoOptions, number: number, dealer: string): Deal {
  const counts: Record<string, number> = {};
  for (const p of players) counts[p] = options.handSize;
  const seating = players.slice();
  const first = seating[(seating.indexOf(dealer) + 1) % seating.length];
  return {
    number, dealer, seating, direction: 1, turn: first, counts,
    drawPile: DECK_SIZE - options.handSize * players.length,
    pile: [], pileUnknown: 0, gone: [], owed: null, skipped: {}, lovers: null, eliminated: [],
    adjustments: 0, winner: null, violations: [], pending: null, run: null, slapWindow: null,
    sixes: false, group: null, calls: [], events: [], indices: [], log: [], justEliminated: null,
    reshuffles: 0, dealIndex: -1, effect: `${dealer} dealt ${options.handSize} cards each.`,
  };
}

export function cloneDeal(d: Deal): Deal {
  return {
    ...d,
    seating: d.seating.slice(), counts: { ...d.counts }, pile: d.pile.slice(), gone: d.gone.slice(),
    owed: d.owed && { ...d.owed }, skipped: { ...d.skipped }, lovers: d.lovers && { ...d.lovers },
    eliminated: d.eliminated.slice(), violations: d.violations.slice(),
    pending: d.pending && ({ ...d.pending } as Deal["pending"]),
    run: d.run && { rank: d.run.rank, suits: d.run.suits.slice() },
    slapWindow: d.slapWindow && { rank: d.slapWindow.rank, suits: d.slapWindow.suits.slice() },
    calls: d.calls.slice(), events: d.events.slice(), indices: d.indices.slice(), log: d.log.slice(),
  };
}
