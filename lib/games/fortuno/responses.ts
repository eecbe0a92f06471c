/** Events that answer a card or the table: slaps, steals, seats, The Tower, The Devil, J'accuse, The Moon, calls, accusations, rock-paper-scissors, the ritual, removed cards and eliminations. */
import { type CardCode, isStar, rankOf, suitOf } from "../../cards";
import { DEVIL, LOVERS, endgameRemoves } from "./rules";
import type { Deal } from "./types";
import { type Step, bad, fail, known } from "./checks";
import { activePlayers, endgame, isActive, name, visible } from "./piles";
import { checkCard, identityCheck, playCards } from "./play";
import { type Ctx, checkWinner, eliminate, note, passTurn, place, say, swap, take } from "./turn";

export function onSlap(c: Ctx, p: string, window: Deal["slapWindow"]): Step {
  const d = c.d;
  if (!window) return fail("slap/no-race", "There is no slap race: three cards of one value were not just played in a row.");
  const k = known(c, p, "slap");
  if (k) return k;
  d.slapWindow = null;
  d.owed = null;
  d.pending = { kind: "reward", player: p, rank: window.rank, suits: window.suits, stolen: false };
  d.turn = p;
  note(c, `${p} slaps first and plays any card; play continues from ${p}.`);
  return null;
}

export function onSteal(c: Ctx, ev: { steal: CardCode; player: string }): Step {
  const d = c.d;
  const p = d.pending;
  if (!p || p.kind !== "reward" || p.stolen) return fail("steal/not-now", "A steal comes right after a slap.");
  const k = known(c, ev.player, "steal");
  if (k) return k;
  const card = ev.steal;
  if (isStar(card) || rankOf(card) !== p.rank || p.suits.includes(suitOf(card))) return fail("steal/wrong-card", `Only the fourth card of the set can steal the slap.`);
  if (d.counts[ev.player] < 1) return fail("steal/too-many-cards", `${ev.player} has no cards.`);
  const dup = checkCard(c, card, ev.player);
  if (dup) return dup;
  d.counts[ev.player] -= 1;
  place(d, { card }, false);
  d.pending = { ...p, player: ev.player, stolen: true };
  d.turn = ev.player;
  note(c, `${ev.player} completes the set with ${name(card, c.style)} and steals the slap.`);
  if (d.counts[ev.player] === 0) {
    // That was the stealer's last card: the turn is complete.
    d.pending = null;
    passTurn(c, ev.player);
  }
  return null;
}

export function onSeats(c: Ctx, seats: string[]): Step {
  const d = c.d;
  if (d.pending?.kind !== "seats") return fail("seats/not-now", "New seats follow The Magus.");
  const alive = activePlayers(d);
  const all = new Set(seats);
  if (all.size !== seats.length || seats.some((p) => !d.seating.includes(p))) return fail("seats/bad", "The new seating must list each player once.");
  if (!alive.every((p) => all.has(p))) return fail("seats/bad", "The new seating must list every player still in the game.");
  const player = d.pending.player;
  d.seating = [...seats, ...d.seating.filter((p) => !all.has(p))];
  d.pending = null;
  note(c, `New seating (clockwise): ${activePlayers(d).join(", ")}.`);
  passTurn(c, player);
  return null;
}

export function onTower(c: Ctx, pair: [string, string]): Step {
  const d = c.d;
  const p = d.pending;
  if (!p || p.kind !== "tower") return fail("tower/not-now", "A Tower choice follows a tied Tower.");
  const [a, b] = pair;
  const ok1 = p.most.includes(a) && p.fewest.includes(b);
  const ok2 = p.most.includes(b) && p.fewest.includes(a);
  if (!ok1 && !ok2) return fail("tower/bad", `One of the two must hold the most cards (${p.most.join(", ")}) and the other the fewest (${p.fewest.join(", ")}).`);
  d.pending = null;
  swap(c, a, b, "The Tower");
  passTurn(c, p.player);
  return null;
}

export function onDevil(c: Ctx, giver: string | null): Step {
  const d = c.d;
  const p = d.pending;
  if (!p || p.kind !== "devil") return fail("devil/not-now", "The Devil's pick follows The Devil.");
  if (giver !== null) {
    const k = known(c, giver, "devil");
    if (k) return k;
    if (giver === p.player || p.immune.includes(giver)) return fail("devil/bad", `${giver} made no offer.`);
    if (d.counts[giver] < 1) return fail("devil/bad", `${giver} has no cards.`);
    d.counts[giver]--;
    d.counts[p.player]++;
    say(c, `${p.player} keeps ${giver}'s offer (Feudalism).`);
  } else say(c, `${p.player} keeps nothing: nobody offered a card.`);
  d.pending = null;
  passTurn(c, p.player);
  return null;
}

export function onJaccuse(c: Ctx, ev: { jaccuse: string; guilty: boolean }): Step {
  const d = c.d;
  const p = d.pending;
  if (!p || p.kind !== "devil") return fail("jaccuse/not-now", "J'accuse! belongs to The Devil.");
  const k = known(c, ev.jaccuse, "jaccuse");
  if (k) return k;
  if (ev.jaccuse === p.player || p.immune.includes(ev.jaccuse)) return fail("jaccuse/bad", `${ev.jaccuse} made no claim to accuse.`);
  const loser = ev.guilty ? ev.jaccuse : p.player;
  const got = take(c, 4);
  d.counts[loser] += got;
  note(c, ev.guilty ? `J'accuse! ${ev.jaccuse} was lying (Tax Evasion) and draws ${got}.` : `J'accuse! ${ev.jaccuse} was innocent; ${p.player} draws ${got}.`);
  d.group = null;
  return null;
}

export function onMoon(c: Ctx, ev: { moon: string; has: boolean; request?: string; play?: CardCode; as?: CardCode }): Step {
  const d = c.d;
  const p = d.pending;
  if (!p || p.kind !== "moon") return fail("moon/not-now", "The Moon's request follows The Moon.");
  const k = known(c, ev.moon, "moon");
  if (k) return k;
  if (ev.moon === p.player) return fail("moon/bad", "The Moon asks another player.");
  const asked = ev.request ? ` for ${ev.request}` : "";
  d.pending = null;
  if (ev.has) {
    if (d.counts[ev.moon] < 1) return fail("moon/bad", `${ev.moon} has no cards.`);
    if (ev.play) return fail("moon/bad", "Only a card drawn from the pile may be played at once.");
    d.counts[ev.moon]--;
    d.counts[p.player]++;
    say(c, `${p.player} asks ${ev.moon}${asked} and gets a card.`);
    passTurn(c, p.player);
    return null;
  }
  const got = take(c, 1);
  d.counts[p.player] += got;
  say(c, `${p.player} asks ${ev.moon}${asked}; ${ev.moon} has none and ${p.player} draws ${got}.`);
  if (!ev.play) {
    passTurn(c, p.player);
    return null;
  }
  const card = ev.play;
  const dup = checkCard(c, card, p.player);
  if (dup) return dup;
  const need = identityCheck(c, card, { as: ev.as }, p.player);
  if (need) return need;
  if (card === LOVERS) return fail("moon/bad", "The Lovers needs its own play event.");
  note(c, `The drawn card fits: ${p.player} plays ${name(card, c.style)}.`);
  return playCards(c, [card], { as: ev.as }, p.player, p.player, true);
}

export function onCall(c: Ctx, p: string): Step {
  const k = known(c, p, "fortuno");
  if (k) return k;
  if (!c.d.calls.includes(p)) c.d.calls.push(p);
  note(c, `${p} calls "Fortuno!"`);
  return null;
}

export function onAccuse(c: Ctx, ev: { accuse: string; caught: boolean; give?: boolean; player?: string }): Step {
  const d = c.d;
  const accuser = ev.player ?? d.turn!;
  const k = known(c, ev.accuse, "accuse") ?? known(c, accuser, "accuse");
  if (k) return k;
  if (accuser === ev.accuse) return fail("accuse/bad", "A player cannot accuse themselves.");
  if (ev.caught) {
    if (d.counts[ev.accuse] !== 1) {
      const v = bad(c, "accuse/not-one-card", "not-allowed", accuser, `${ev.accuse} does not hold exactly one card, so cannot be caught without "Fortuno!".`);
      if (v) return v;
    }
    if (d.counts[accuser] < 1) return fail("accuse/no-card", `${accuser} has no card to give.`);
    d.counts[accuser]--;
    d.counts[ev.accuse]++;
    note(c, `${accuser} catches ${ev.accuse} without "Fortuno!" and gives them a card.`);
  } else if (ev.give) {
    if (d.counts[ev.accuse] < 1) return fail("accuse/no-card", `${ev.accuse} has no card to give.`);
    d.counts[ev.accuse]--;
    d.counts[accuser]++;
    note(c, `${accuser} accused ${ev.accuse} falsely and is given a card.`);
  } else note(c, `${accuser} accused ${ev.accuse} falsely.`);
  return null;
}

export function onRps(c: Ctx, p: string): Step {
  const d = c.d;
  if (!d.lovers || (d.lovers.original !== p && d.lovers.lover !== p)) return fail("rps/not-lovers", "Rock-paper-scissors settles a dispute between lovers.");
  note(c, `${p} wins rock-paper-scissors and decides what the lovers play.`);
  return null;
}

export function onRitual(c: Ctx, p: string, sixes: boolean): Step {
  const d = c.d;
  const k = known(c, p, "ritual");
  if (k) return k;
  if (!sixes) return fail("ritual/no-sixes", "The Satanic Ritual needs three sixes played in a row just now.");
  if (visible(d, DEVIL)) return fail("ritual/no-devil", "The Devil is on the discard pile or out of the game.");
  d.winner = p;
  d.turn = null;
  d.owed = null;
  d.pending = null;
  d.slapWindow = null;
  note(c, `Three sixes in a row: ${p} holds The Devil and wins (Satanic Ritual).`);
  return null;
}

export function onRemoved(c: Ctx, card: CardCode): Step {
  const d = c.d;
  if (!endgame(d)) return fail("removed/not-endgame", "Cards are removed as they are drawn only when two players remain.");
  if (!endgameRemoves(card)) return fail("removed/bad", `${name(card, c.style)} stays in the two-player endgame.`);
  if (take(c, 1) === 0) return fail("removed/empty", "No card is left to draw.");
  const dup = checkCard(c, card, d.turn!);
  if (dup) return dup;
  d.gone.push(card);
  note(c, `${name(card, c.style)} was drawn and removed (two-player endgame).`);
  return null;
}

export function onEliminated(c: Ctx, p: string, justOut: string | null): Step {
  const d = c.d;
  if (!d.seating.includes(p)) return fail("eliminated/unknown-player", `"${p}" is not a player.`);
  if (!isActive(d, p)) {
    if (justOut === p) { note(c, `(${p} was already out.)`); return null; }
    return fail("eliminated/already", `${p} is already out of the game.`);
  }
  const hadTurn = d.turn === p || d.pending?.player === p;
  eliminate(c, p, "left the game");
  if (checkWinner(c, p)) return null;
  if (hadTurn) {
    d.pending = null;
    d.owed = null;
    passTurn(c, p);
  }
  return null;
}
