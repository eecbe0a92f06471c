/**
 * How to play Fortune Tenners, in the app's own words, from seed 002 and RULINGS "Fortune
 * Tenners". Loaded lazily through the module's `howToPlay()`; drawn by /rules/fortune-tenners.
 */
import type { HowToPlay } from "../how-to-play";

export const howToPlay: HowToPlay = {
  intro: "Fortune Tenners is a prediction game: every round each player says exactly how many tricks they will win, and only an exact prediction scores. The rounds grow by one card each time.",
  needs: "3 to 6 players. 60 cards: 1 to 13 in four symbols, four Black Ribbons and four Gothic Knots (a Wizard deck, or a tarot deck as below).",
  sections: [
    {
      id: "setup",
      title: "Set-up",
      blocks: [
        { p: "List the players clockwise. The last player in the list deals round 1 (or a random player, see House rules); after each round the deal passes clockwise." },
        { list: [
          "Numbers 1 to 13 in four symbols, worth their number.",
          "Black Ribbons: lower than every other card.",
          "Gothic Knots: higher than every other card.",
          "Wizard deck: jesters are Ribbons, wizards are Knots, its four colours the symbols.",
          "Tarot deck: Wands, Cups, Swords, Pentacles are the symbols; Ace to 10, Page, Knight, Queen are 1 to 13; the four Kings are the Knots; four Major Arcana are the Ribbons (The Fool, The Hanged Man, Death and The Tower unless the table picks others). The other Major Arcana stay in the box.",
        ] },
      ],
    },
    {
      id: "deal",
      title: "Dealing and the trump",
      expects: ["trump", "trumpSymbol"],
      blocks: [
        { p: "Round 1 deals one card each, round 2 two, and so on: there are 60 ÷ players rounds (20 with three players, 10 with six)." },
        { p: "After dealing, the dealer turns the next card face up: its symbol is trump for the round. That card is not dealt to anyone." },
        { list: [
          "A Black Ribbon turned: no trump this round.",
          "A Gothic Knot turned: the dealer chooses the trump symbol.",
          "The last round uses every card, so nothing is turned and there is no trump.",
        ] },
      ],
    },
    {
      id: "bidding",
      title: "Predicting",
      expects: ["bid"],
      blocks: [
        { p: "Starting with the player after the dealer and going clockwise, everyone predicts how many tricks they will win this round, from 0 up to the number of cards in hand." },
        { p: "With fitting guesses off, the last player may not say the one number that would make all the predictions add up to the round's tricks; the app shows that number as unavailable." },
      ],
    },
    {
      id: "play",
      title: "Playing a trick",
      expects: ["play"],
      blocks: [
        { p: "The player after the dealer leads the first trick; the winner of each trick leads the next. Follow the led symbol if you can; a Ribbon or a Knot may always be played. If you cannot follow, play anything." },
        { p: "Who wins, strongest first:" },
        { steps: [
          "The first Gothic Knot played.",
          "The highest trump.",
          "The highest card of the led symbol.",
          "Other symbols never win; Ribbons are lowest of all.",
        ] },
        { list: [
          "A Ribbon led does not set the symbol: the next card that is not a Ribbon does.",
          "A Knot led (as the first card that counts) frees the trick: anyone may play anything.",
          "If everyone plays a Ribbon, the first Ribbon wins.",
        ] },
      ],
    },
    {
      id: "scoring",
      title: "Scoring",
      blocks: [
        { table: { caption: "Points for one player's round", head: ["Prediction", "Points", "Example"], rows: [
          { cells: ["exactly right", "20 + 10 per trick won", "said 3, won 3: 50"] },
          { cells: ["wrong", "− 10 per trick of difference", "said 2, won 4: −20"] },
        ] } },
      ],
    },
    {
      id: "end",
      title: "End of the game",
      expects: ["nextDeal", "none"],
      blocks: [
        { p: "After the last round the highest total wins; players tied at the top share the win. After each round the app also checks every play against the cards each player played and names any failure to follow." },
      ],
    },
    {
      id: "house-rules",
      title: "House rules the app offers",
      blocks: [
        { table: { caption: "Fortune Tenners house rules", head: ["Rule", "Default", "What it changes"], rows: [
          { cells: ["Fitting guesses", "On", "On: the last player may predict any number. Off: the predictions may not add up to the round's tricks, so someone must be wrong."] },
          { cells: ["First move", "First player in the list", "Random: the first dealer is drawn when the game starts."] },
          { cells: ["Blind first round", "Off", "In the one-card round each player holds their card to their forehead and sees everyone's card but their own (on their own phone, the others' cards)."] },
          { cells: ["Tarot deck: the four Black Ribbons", "The Fool, The Hanged Man, Death, The Tower", "Which four Major Arcana play the Ribbons."] },
          { cells: ["Card names", "Fortune Tenners", "Only the names on screen: Tenners, Wizard or tarot."] },
        ] } },
      ],
    },
    {
      id: "taps",
      title: "What to tap when",
      blocks: [
        { steps: [
          "New game: choose Fortune Tenners, type 3 to 6 names clockwise, choose the house rules, start.",
          "Each round: tap the card the dealer turned for trump (or \"No card turned\" in the last round); after a Knot, tap the trump the dealer chose.",
          "Predictions: tap each player's number in turn.",
          "Each card as it is played: tap it in the picker, or scan it with \"📷 Scan cards\".",
          "A wrong tap: ↶ Undo, or tap a card under \"Cards played\" to correct it. 📋 Overview shows every round's predictions, tricks and points.",
        ] },
      ],
    },
  ],
};
