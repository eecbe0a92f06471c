/**
 * How to play Fortunes, in the app's own words, from seed 000 and RULINGS "Fortunes". Loaded
 * lazily through the module's `howToPlay()`; drawn by /rules/fortunes.
 */
import type { HowToPlay } from "../how-to-play";

export const howToPlay: HowToPlay = {
  intro: "Fortunes is a trick-taking game for two partnerships in which every trick is won either by the highest or by the lowest card, and the Stars (the Major Arcana) flip which one. After each deal the tricks you won are laid out and read like a tarot spread.",
  needs: "Exactly 4 players in two fixed partnerships (partners sit opposite). A 78-card deck: the Fortunes deck, or any tarot deck.",
  sections: [
    {
      id: "setup",
      title: "Set-up",
      blocks: [
        { p: "Sit so that partners face each other. In the app, list the players clockwise round the table: the 1st and 3rd are one partnership, the 2nd and 4th the other, for the whole match." },
        { p: "The deck has four ordinary suits (Wands, Cups, Swords, Pentacles; Ace to 10 and four court cards) and 22 Stars, the Major Arcana numbered 0 (The Fool) to 21. Aces are always low (1); the court cards count 11 to 14. With a tarot deck the Page, Knight, Queen and King stand for the Fortunes deck's Herald, Knight, Riga and Righ (Thoth: Princess, Prince, Queen, Knight)." },
        { p: "Each deal the dealer sits \"East\". The dealer and partner are the High team; the other two are the Low team. Because the deal moves one seat left after each deal, which partnership is High changes from deal to deal." },
      ],
    },
    {
      id: "deal",
      title: "Dealing",
      blocks: [
        { p: "The dealer takes out two cards and puts them face down in front of themselves (a reminder of who deals and who is High). Recording those two cards in the app is optional." },
        { p: "Deal all the other cards: 19 to each player, so a deal has 19 tricks. After the deal, the player on the dealer's left deals next." },
      ],
    },
    {
      id: "bidding",
      title: "Betting and bidding",
      expects: ["bid", "bet"],
      blocks: [
        { p: "The table chooses one way to bet when it sets up the game (see House rules). With no betting, go straight to play." },
        { list: [
          "Bids: before play each player says how many tricks they expect to win. A team's bid is its two bids added. A team that wins fewer tricks than its bid scores nothing that deal.",
          "Ante: after looking at their hands everyone pays the opening ante into the pot. Before each trick, starting with its leader, each player stays (pays the current ante), raises (names a higher ante; those who already stayed that trick pay the difference) or folds. A fold ends the deal at once. When the deal ends the pot goes to the player with the most points so far; players tied at the top share it.",
          "Stakes before looking: the stakes are placed before anyone looks at their cards, then settled like the ante.",
          "Target: no bets; deals go on until a partnership reaches the target score.",
        ] },
      ],
    },
    {
      id: "play",
      title: "Playing a trick",
      expects: ["play"],
      blocks: [
        { p: "The dealer leads the first trick. After that the lead moves one seat clockwise every trick, whoever won the trick before: trick 2 is led by the dealer's left, trick 3 by the dealer's partner, and so on. Play goes clockwise." },
        { p: "High or Low: a trick led by a High-team player is a high trick (the highest card wins); a trick led by a Low-team player is a low trick (the lowest card wins)." },
        { list: [
          "Follow the led suit if you can. If you cannot, throw off any card or play a Star.",
          "Every Star played into a trick led with an ordinary suit flips it: high becomes low, low becomes high. Two Stars flip it back.",
          "Only cards of the led suit can win an ordinary trick; off-suit cards and Stars never win it, they only flip it.",
          "Stars are \"broken\" once anyone has played one. Until then nobody may lead a Star, unless they hold nothing else.",
          "A trick led with a Star cannot flip. Anyone holding a Star must follow with one. Only Stars compete: highest wins a high trick, lowest a low trick.",
          "The Fool (0) is the lowest Star, except in a high trick led with a Star that also holds The World (21): then The Fool wins.",
        ] },
        { p: "The winner stacks the trick with the winning card on top, face up, in a row in front of them in the order won: the reading uses that order." },
      ],
    },
    {
      id: "scoring",
      title: "Scoring",
      blocks: [
        { p: "Each trick favours one team: a trick that ends high favours the High team, one that ends low favours the Low team, whoever led it and whatever Stars flipped it." },
        { table: { caption: "Points for a trick", head: ["The winner is on…", "The trick is", "Points"], rows: [
          { cells: ["the favoured team", "well-disposed (laid facing the winner)", "2"] },
          { cells: ["the other team", "ill-disposed (laid facing the partner)", "1"] },
        ] } },
        { p: "Points go to the player who won the trick; a team's score is its two players' points added. The phones and the table display show both teams this way, e.g. \"High Ann & Cat: 5\"." },
      ],
    },
    {
      id: "reading",
      title: "The reading",
      blocks: [
        { p: "When a deal ends, each player's won tricks are numbered in the order won; the top card of each carries its trick's disposition. Each player reads their own tricks with their partner's." },
        { list: [
          "Simple layout (you won at most 7 tricks and your partner at most 4): your 1–4 are The Man, 5–7 The Clan; your partner's 1–4 are The Future (Hopes, Fears, Enemies, Allies).",
          "Broader reading (more tricks than that): your cards as before; your partner's 1–4 are The Universe and 5–7 The Realm.",
          "Fate reading (your team won more than 14 tricks): as the broader reading, plus The Fate from each player's 8th to 10th trick.",
        ] },
        { p: "The team with more points that deal reads a fortune, the other a doom; equal points read even. Tap Readings at the end of the deal to see each player's spread with meanings." },
      ],
    },
    {
      id: "end",
      title: "End of a deal and of the match",
      expects: ["nextDeal", "none"],
      blocks: [
        { p: "A deal ends after trick 19, or at once when someone folds (ante betting). The app then checks every play: the cards a player played are their whole hand, so any failure to follow suit or illegal Star lead is found and named." },
        { p: "Without a target, each deal stands alone and the match is what the table agrees. With a target, deals go on until a partnership reaches it; if both reach it in the same deal the higher total wins, and a tie plays another deal. With the \"exact\" rule, a deal that would take a team over the target busts: its points are not added." },
      ],
    },
    {
      id: "house-rules",
      title: "House rules the app offers",
      blocks: [
        { table: { caption: "Fortunes house rules", head: ["Rule", "Default", "What it changes"], rows: [
          { cells: ["Stars after they are broken", "On", "On: once Stars are broken you may play a Star even while holding the led suit. Off: a Star only when you have none of the led suit."] },
          { cells: ["Betting: none", "Chosen", "Tricks are only scored."] },
          { cells: ["Betting: stakes before looking", "Off", "Stakes are recorded before hands are seen, then settled like an ante."] },
          { cells: ["Betting: ante (opening ante)", "Off", "Stay, raise or fold before every trick; the top scorer takes the pot; a fold ends the deal."] },
          { cells: ["Betting: bids", "Off", "Each player bids tricks; a team short of its bid scores 0 for the deal."] },
          { cells: ["Betting: target (points, exact)", "Off (41, not exact)", "Play deals until a partnership reaches the target; exact: going over busts that deal."] },
          { cells: ["Card names", "Fortunes", "Only the names on screen: Fortunes, Rider-Waite-Smith or Thoth."] },
        ] } },
      ],
    },
    {
      id: "taps",
      title: "What to tap when",
      blocks: [
        { steps: [
          "New game: choose Fortunes, type the four names clockwise, choose the first dealer and the house rules, then start.",
          "Invite (host): let the others join with the QR code or room code, and open the table display on a tablet or TV.",
          "Bids or bets, when asked: tap the bid, or Stay, Raise or Fold for the player named on the turn line.",
          "Each card as it is played: tap it in the picker (suit tabs at the top; cards already out are struck through), or tap \"📷 Scan cards\" and hold the card's sticker up. The turn line says whose card comes next.",
          "A wrong tap: ↶ Undo takes back the last entry; tap a card in the trick list to correct it.",
          "Optional: \"Enter a hand\" before a player's first card lets the app check each of their plays at once.",
          "After trick 19: read the end of deal, tap Readings for the spreads, then Next deal.",
        ] },
      ],
    },
  ],
};
