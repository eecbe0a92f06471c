/**
 * What each place in a spread means in plain words, and how it leans, so that a card's line can
 * weigh the card against the place: a well-disposed card among Enemies softens them, an
 * ill-disposed one in a Gift spoils it. `subject` is a noun phrase that follows "for" or "on";
 * `plain` stands beside the card on a phone. The seed's terms are explained, not repeated.
 */
export type PlaceTone = "good" | "hard" | "open";

export interface PlaceSense {
  subject: string;
  plain: string;
  tone: PlaceTone;
}

/** Keyed by the seed's zone and position name. */
export const FORTUNES_PLACES: Readonly<Record<string, PlaceSense>> = {
  "The Man|The Self": { subject: "who you are at the root", plain: "You at the root: where this matter starts in you.", tone: "open" },
  "The Man|The Astral/Aether or Collective Unconscious": { subject: "your dreams and the images beneath thought", plain: "Dreams, imagination and what stirs below thinking, in you and in everyone.", tone: "open" },
  "The Man|The House of Magic": { subject: "how you think, reason and plan", plain: "The mind: reasoning, plans and the structures you build with them.", tone: "open" },
  "The Man|The House of Illusion (Time)": { subject: "your restless, creative side", plain: "Creativity and feeling, and what will not keep to order; time playing its tricks.", tone: "open" },
  "The Clan|The House of Consciousness": { subject: "what you and your people hold at the centre", plain: "The centre of your circle: balance, and what you are devoted to.", tone: "open" },
  "The Clan|The House of War": { subject: "the struggles and upheavals among your people", plain: "Conflict and change among your people; what gets broken so that something can move.", tone: "hard" },
  "The Clan|The House of Peace": { subject: "what your people build and keep", plain: "Peace among your people: what is steady, what grows and what becomes real.", tone: "good" },
  "The Future|Hopes": { subject: "what you hope for", plain: "Hopes: what the two of you are reaching toward.", tone: "good" },
  "The Future|Fears": { subject: "what you fear", plain: "Fears: what the two of you dread, rightly or not.", tone: "hard" },
  "The Future|Enemies": { subject: "whoever stands against you", plain: "Enemies: opposition, rivals, whatever works against you.", tone: "hard" },
  "The Future|Allies": { subject: "whoever stands with you", plain: "Allies: the help, friends and backing you can count on.", tone: "good" },
  "The Universe|The House of Peace": { subject: "the return to balance in the wider world", plain: "The wider world coming back into balance: union after strife.", tone: "good" },
  "The Universe|Tír inna n-Óc": { subject: "courage and right action in the wider world", plain: "Tír inna n-Óc, the Land of the Young of Irish legend: heroism, doing right, and success.", tone: "good" },
  "The Universe|The Grey Realms": { subject: "what is left undone or forgotten", plain: "The Grey Realms: inaction and forgetting, the way things fail by neglect.", tone: "hard" },
  "The Universe|The Abyss": { subject: "the breach of what should not be broken", plain: "The Abyss: a deep law broken, and the separation that follows.", tone: "hard" },
  "The Realm|The Center": { subject: "what does not change", plain: "The Center: the eternal, what stays when everything else moves.", tone: "open" },
  "The Realm|The Father's House": { subject: "raw power and the force that makes things", plain: "The Father's House: raw, driving power; the force that creates.", tone: "open" },
  "The Realm|The Shrine of the Goddess": { subject: "understanding and what is conceived", plain: "The Shrine of the Goddess: deep understanding; the force that conceives and shapes.", tone: "open" },
  "The Fate|The Gift (given)": { subject: "what you give", plain: "The gift you give: what you hand to others, meant or not.", tone: "good" },
  "The Fate|Shared Fate": { subject: "the fate you share with your partner", plain: "Shared fate: what befalls the two of you together.", tone: "open" },
  "The Fate|The Gift (received)": { subject: "what you receive", plain: "The gift you receive: what comes to you from others.", tone: "good" },
  "The Fate|Outcome 1 / Trap avoided 2": { subject: "how this ends for you", plain: "Your outcome, and the trap your partner escapes.", tone: "open" },
  "The Fate|Outcome 2 / Trap avoided 1": { subject: "how this ends for your partner, and the trap you escape", plain: "Your partner's outcome, and the trap you escape.", tone: "open" },
};

/** Zones in plain words, for the reference and the reading. */
export const ZONE_PLAIN: Readonly<Record<string, string>> = {
  "The Man": "Your own first tricks: you yourself, from your roots to your mind and imagination.",
  "The Clan": "Your next three tricks: the people around you, what centres them, what they fight over and what they build.",
  "The Future": "Your partner's first four tricks in a simple reading: the hopes, fears, enemies and allies ahead of you both.",
  "The Universe": "Your partner's first four tricks in a broader reading: the wider world, from its balance to its deepest breaches.",
  "The Realm": "Your partner's fifth to seventh tricks: the great forces, power and understanding, and what never changes.",
  "The Fate": "Only when a team wins more than fourteen tricks: gifts given and received, a shared fate, and each partner's outcome.",
};

export const senseOf = (zone: string, position: string): PlaceSense | undefined => FORTUNES_PLACES[`${zone}|${position}`];
