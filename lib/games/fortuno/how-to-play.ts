/**
 * How to play Fortuno, in the app's own words, from seed 001 and RULINGS "Fortuno", with the 22
 * Major Arcana effects as a table of faces. Loaded lazily through the module's `howToPlay()`;
 * drawn by /rules/fortuno.
 */
import type { HowToPlay } from "../how-to-play";
import { fortunoCardName } from "./deck";

/** Each Major's effect when played, and when flipped where that differs. */
const MAJORS: [string, string, string][] = [
  ["T00", "Stands for any number card you name. The next player draws 4 and loses their turn.", "You draw 4 and name the number card it stands for."],
  ["T01", "Everyone gets up and sits down in a new order (a song is encouraged). Record the new seating.", "As played."],
  ["T02", "You draw 2. You may add The Hierophant on top in the same turn: then everyone else draws 2 instead (the Church Gambit).", "As played."],
  ["T03", "The next two players are skipped.", "The next player is skipped."],
  ["T04", "The next three players are skipped.", "The next two players are skipped."],
  ["T05", "You draw 3. You may add The Priestess on top in the same turn: then everyone else draws 2 instead (the Church Gambit).", "As played."],
  ["T06", "Pick a lover: you two play as a team, sharing both hands, until your next turn ends or is skipped; then the cards are split evenly (odd card to you). A hermitted partner divorces at once; if one is eliminated the other keeps both hands.", "As played."],
  ["T07", "The card beneath counts as the top card. Anyone may throw it out of turn to be immune from a card that hits the whole group.", "As played."],
  ["T08", "All hands are shuffled together and dealt out again in the direction of play, from the player after you. After the third Adjustment it leaves the game.", "As played."],
  ["T09", "The next player is hermitted: skipped for two turns, immune to group cards meanwhile; draw cards aimed at them hit the next player.", "You are hermitted."],
  ["T10", "Only when you owe cards because of someone else's draw card: play is reversed and the previous player draws the whole amount and loses their turn. If it is your only card and you must play, you play it and are out (Old Maid).", "Play simply reverses."],
  ["T11", "Add any number of Princesses and Princes on top in the same turn; their draws add up for the next player. Alone it does nothing. Not playable straight after an Ace.", "As played."],
  ["T12", "You draw 6, then put any 3 of your cards back on top of the draw pile.", "As played."],
  ["T13", "The next player draws 6 and loses their turn.", "You are eliminated: your hand goes under the discard pile."],
  ["T14", "Wild: stands for any card still in the deck, chosen by you.", "As played."],
  ["T15", "Everyone else offers you one non-number card face down if they have any; you keep one. Say \"J'accuse!\" to someone who claims to have none: a liar draws 4, else you draw 4. Three sixes in a row win the game for the holder of The Devil.", "As played."],
  ["T16", "The players with the most and the fewest cards swap hands (you settle ties).", "As played."],
  ["T17", "Everyone passes one card in the direction of play.", "As played."],
  ["T18", "Ask one player for a specific card or kind of card (no \"anything but\", no \"this or that\"). They give you one if they can; otherwise you draw one, and may play it if it fits.", "As played."],
  ["T19", "Look at another player's hand.", "You show your hand to everyone."],
  ["T20", "Put your hand under the discard pile and draw 6 new cards.", "As played."],
  ["T21", "Everyone passes their whole hand in the direction of play.", "As played."],
];

export const howToPlay: HowToPlay = {
  intro: "Fortuno is a wild shedding game: match the top card of the discard pile, flip when a Major Arcana is on top, and be the first with an empty hand at the end of any turn. Nearly every card does something.",
  needs: "4 to 8 players. A 78-card tarot deck (the game is written for Thoth; Rider-Waite-Smith works, see names below).",
  faces: { deck: "fortuno", style: "thoth" },
  sections: [
    {
      id: "setup",
      title: "Set-up and dealing",
      blocks: [
        { p: "List the players clockwise; the last one deals unless you choose another dealer. Deal 6 cards to each player (a house rule can change this), put the rest face down as the draw pile and leave room beside it for the discard pile." },
        { p: "The app never sees anyone's cards: it keeps the top card, the direction, every hand's count, the piles, skips, hermits, lovers and eliminations, and checks each play against the top card." },
        { p: "Card names: Thoth's Princess, Prince, Queen and Knight are Rider-Waite-Smith's Page, Knight, Queen and King. The Majors act by who they are, whatever number the deck prints on them (Rider-Waite-Smith's Justice acts as Adjustment, its Strength as Lust)." },
      ],
    },
    {
      id: "play",
      title: "A turn: play or draw",
      expects: ["play", "draw"],
      blocks: [
        { p: "The player on the dealer's left starts with a flip; then turns go clockwise (until a Knight or Fortune reverses them)." },
        { list: [
          "A Minor Arcana card on top: play a Minor card of the same suit or the same value, an Ace (it goes on any suit), or any Major Arcana.",
          "If you can play, you must. If you cannot, draw from the draw pile until you can. When the draw pile runs out, everything under the top card of the discard pile is shuffled into a new one.",
          "Playing your second-to-last card, call \"Fortuno!\". Caught not calling: your accuser gives you a card. Wrongly accused: you may give your accuser a card.",
          "Asked how many cards you hold, answer truthfully (the app shows every count anyway).",
          "Holding all four suits of one number card, you may play all four at once (no slap race).",
          "You win the deal when you have no cards at the end of any turn.",
        ] },
      ],
    },
    {
      id: "flip",
      title: "Flipping",
      expects: ["flip"],
      blocks: [
        { p: "When a Major Arcana is on top at the start of your turn, you must flip the top card of the draw pile onto the discard pile." },
        { list: [
          "A flipped Minor card acts as if the previous player had played it on you (a flipped Princess: you draw 2 and lose your turn). A flipped number card is simply the new top card and you then play on it.",
          "A flipped Major acts as if you had played it, except where the table below gives an \"if flipped\" effect.",
        ] },
      ],
    },
    {
      id: "minors",
      title: "What the Minor Arcana do",
      blocks: [
        { table: { caption: "Court cards and Aces", head: ["Card", "Effect"], rows: [
          { cells: ["Princess (Page)", "The next player draws 2 and loses their turn."] },
          { cells: ["Prince (Knight)", "The next player draws 3 and loses their turn."] },
          { cells: ["Queen", "The next player is skipped."] },
          { cells: ["Knight (King)", "Play reverses direction."] },
          { cells: ["Ace", "May be played on any suit."] },
        ] } },
        { p: "Stacking: answer a Princess with a Princess, or a Prince with a Prince, and the draw passes on, growing. Whoever cannot or will not stack draws the whole stack and loses the turn. Fortune may also answer a draw owed because of another player's card." },
      ],
    },
    {
      id: "slap",
      title: "Three in a row: the slap",
      expects: ["slap"],
      blocks: [
        { p: "When three cards of the same value are played in a row, everyone races to slap the discard pile. The first to slap plays any card from their hand and play continues from them. Whoever holds the fourth card of that value may then throw it to steal the reward; play continues from the stealer. In the app, tap who slapped first (and who stole)." },
      ],
    },
    {
      id: "majors",
      title: "What the Major Arcana do",
      expects: ["seats", "tower", "devil", "moon"],
      blocks: [
        { table: {
          caption: "The 22 Major Arcana (Thoth faces; Rider-Waite-Smith name in the second column)",
          head: ["Card", "Rider-Waite-Smith", "Played", "If flipped"],
          rows: MAJORS.map(([code, played, flipped]) => ({ card: code, cells: [fortunoCardName(code, "thoth"), fortunoCardName(code, "rws"), played, flipped] })),
        } },
        { p: "Physical acts (changing seats, offers to The Devil, The Moon's request, rock-paper-scissors between lovers) happen at the table; the app asks only for their outcome." },
      ],
    },
    {
      id: "endgame",
      title: "Two players left",
      blocks: [
        { p: "With only two players left, these cards do nothing and leave the game when they come up: all Aces, Princes and Knights, and The Fool, The Magus, The Empress, The Emperor, The Hierophant, The Lovers, The Hermit, The Hanged Man, The Devil and The Tower. Played, one still counts as the top card; flipped, flip again; drawn, draw again." },
      ],
    },
    {
      id: "scoring",
      title: "Scoring",
      blocks: [
        { p: "Fortuno keeps no points: the first player with an empty hand at the end of a turn wins the deal. The phones and the table display show every player's card count instead, so everyone can see who is close." },
      ],
    },
    {
      id: "end",
      title: "End of the deal",
      expects: ["nextDeal", "none"],
      blocks: [
        { p: "The first player with no cards at the end of a turn wins the deal. A record holds one deal: \"Play again\" starts a new game with the same players." },
      ],
    },
    {
      id: "house-rules",
      title: "House rules the app offers",
      blocks: [
        { table: { caption: "Fortuno house rules", head: ["Rule", "Default", "What it changes"], rows: [
          { cells: ["Cards dealt to each player", "6", "1 to 19: fewer cards make a shorter game (there must be a card left to flip)."] },
          { cells: ["Card names", "Thoth", "Only the names on screen: Thoth or Rider-Waite-Smith; the effects follow the card's identity."] },
        ] } },
      ],
    },
    {
      id: "taps",
      title: "What to tap when",
      blocks: [
        { steps: [
          "New game: choose Fortuno, type 4 to 8 names clockwise, choose the dealer and the cards dealt, start.",
          "Flip: tap the card turned from the draw pile.",
          "Play: tap the card played (for The Fool or Art, also what it stands for; for The Lovers, the lover). Tick \"Fortuno!\" when it was called on the second-to-last card.",
          "Draw: tap the number of cards drawn (or stack, or play Fortune, when cards are owed).",
          "When a card needs a choice (The Magus, The Tower, The Devil, The Moon, a slap), the app asks for it on the next screen.",
          "A wrong tap: ↶ Undo, or tap an event in \"What happened\" to correct its card.",
        ] },
      ],
    },
  ],
};
