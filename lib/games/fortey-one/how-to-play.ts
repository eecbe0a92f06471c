/**
 * How to play Fortey-One, in the app's own words, from seed 004 and RULINGS "Fortey-One".
 * Loaded lazily through the module's `howToPlay()`; drawn by /rules/fortey-one.
 */
import type { HowToPlay } from "../how-to-play";

export const howToPlay: HowToPlay = {
  intro: "Fortey-One is a partnership trick-taking game where each player bids and scores on their own, Hearts are always trump, and a partnership wins when one partner reaches 41 while the other is above zero.",
  needs: "Exactly 4 players in two partnerships (partners sit opposite). A 52-card deck, or a tarot deck without its Knights and Major Arcana.",
  sections: [
    {
      id: "setup",
      title: "Set-up",
      blocks: [
        { p: "Partners sit across from each other. Everything in this game goes counter-clockwise (to the right): list the players in the app in that order; the 1st and 3rd are partners, the 2nd and 4th." },
        { p: "Cards rank Ace (high), King, Queen, Jack, 10 down to 2. With a tarot deck take out the 22 Major Arcana and the four Knights: Cups are Hearts, Pentacles Diamonds, Swords Spades, Wands Clubs, and the Page is the Jack." },
        { p: "Pick the first dealer at random. After each deal the deal passes to the dealer's right." },
      ],
    },
    {
      id: "deal",
      title: "Dealing",
      blocks: [
        { p: "The dealer shuffles and deals counter-clockwise, first one card at a time and then two at a time, until everyone holds 13 cards." },
      ],
    },
    {
      id: "bidding",
      title: "Bidding",
      expects: ["bid", "redeal"],
      blocks: [
        { p: "Starting with the player on the dealer's right and going counter-clockwise, each player bids once: the number of tricks they expect to win, from 1 to 13. Everyone must bid." },
        { p: "If the four bids add up to less than 11, the same dealer shuffles and deals again (the app keeps the redeal in the record and says so on the turn line)." },
      ],
    },
    {
      id: "play",
      title: "Playing a trick",
      expects: ["play"],
      blocks: [
        { list: [
          "The player on the dealer's right leads the first trick; play goes counter-clockwise.",
          "Follow the led suit if you can. If you cannot, play any card, a Heart or not.",
          "The highest Heart wins the trick. With no Heart in it, the highest card of the led suit wins.",
          "The winner leads the next trick.",
        ] },
      ],
    },
    {
      id: "scoring",
      title: "Scoring",
      blocks: [
        { p: "After the 13th trick each player scores on their own; scores can go below zero." },
        { table: { caption: "Points for one player's deal", head: ["Bid", "Won at least the bid", "Won fewer"], rows: [
          { cells: ["1 to 6", "+ the bid (bid 6, win 8: +6)", "− the bid"] },
          { cells: ["7 to 13", "+ twice the bid (bid 7: +14)", "− twice the bid (bid 7: −14)"] },
        ] } },
        { p: "The app shows each player's bid against tricks won, their running total, and each partnership's points with what it still needs." },
      ],
    },
    {
      id: "end",
      title: "Winning",
      expects: ["nextDeal", "none"],
      blocks: [
        { p: "After each deal: a partnership wins when one of its players has 41 or more and the partner's score is above 0. If both partnerships manage it in the same deal, the higher partnership total wins; equal totals play on." },
        { p: "At the end of each deal the app checks every play against the hands (the 13 cards each player played): a failure to follow suit is named with its trick and player." },
      ],
    },
    {
      id: "house-rules",
      title: "House rules the app offers",
      blocks: [
        { p: "None: Hearts are always trump, bids run from 1 to 13 and must total at least 11. The only choice at set-up is the card names: playing cards (Hearts, Jack) or tarot (Cups, Page)." },
      ],
    },
    {
      id: "taps",
      title: "What to tap when",
      blocks: [
        { steps: [
          "New game: choose Fortey-One, type the four names counter-clockwise, choose the first dealer, start.",
          "Bids: tap each player's bid in turn (1 to 13). If the total is under 11, tap Redeal.",
          "Each card as it is played: tap it in the picker, or scan its sticker with \"📷 Scan cards\".",
          "A wrong tap: ↶ Undo, or tap the card in the trick history to correct it.",
          "After the 13th trick: check the score sheet, then start the next deal (the deal passes right).",
        ] },
      ],
    },
  ],
};
