/**
 * The 78 cards' interpretations, in our own words: keywords and a reading for each
 * disposition. Well-disposed is the card facing its winner (the trick went the way the team
 * wanted; read it in its upright sense). Ill-disposed is the card turned toward the partner
 * (the trick favoured the other side; read its shadow). Correspondences are the traditional
 * Golden Dawn attributions (public-domain facts); `number` is the card's number for
 * numerology (Stars 0–21, pips 1–10; courts have none).
 *
 * Complete on its own: nothing here depends on lib/cards.
 */
export type Disposition = "well" | "ill";

export interface CardData {
  code: string;
  keywords: { well: string[]; ill: string[] };
  well: string;
  ill: string;
  correspondences: { element?: string; astrology?: string; hebrew?: string; number?: number };
}

export type SuitCode = "W" | "C" | "S" | "P" | "T";

export interface SuitData { name: string; element: string; domain: string }

export const SUITS: Readonly<Record<SuitCode, SuitData>> = Object.freeze({
  W: { name: "Wands", element: "Fire", domain: "Will, drive and enterprise: what you start and how hard you push it." },
  C: { name: "Cups", element: "Water", domain: "Feeling, love and imagination: what you care for and what moves you." },
  S: { name: "Swords", element: "Air", domain: "Thought, speech and conflict: what you decide, and what it costs." },
  P: { name: "Pentacles", element: "Earth", domain: "Body, work and money: what you build, keep and hand on." },
  T: { name: "Stars", element: "Spirit", domain: "The great turns of a life: forces larger than any one deal." },
});

/** [well keywords, ill keywords, well-disposed text, ill-disposed text] */
type Entry = [wellKw: string, illKw: string, well: string, ill: string];

// Stars 0–21 (the Major Arcana).
const MAJORS: Entry[] = [
  /* T00 The Fool */ ["beginnings, trust, freedom, a leap of faith", "recklessness, naivety, a wasted chance, folly",
    "A fresh road opens and you are light enough to take it. Step out before the plan is finished; the way teaches as you walk it, and the people with you gain by your nerve.",
    "The leap is made without a glance at the drop. Carelessness passes itself off as freedom, and someone nearby is left to pick up the pieces."],
  /* T01 The Magician */ ["skill, focus, resourcefulness, making it real", "trickery, scattered talent, manipulation, empty patter",
    "Every tool you need is already laid out in front of you. Say plainly what you want, put hand and wit to it, and the thing takes shape because you made it.",
    "Skill slides into sleight of hand. Someone is running a patter instead of doing the work, perhaps you on yourself, and the tools lie idle while the show goes on."],
  /* T02 The High Priestess */ ["intuition, stillness, hidden knowledge, patience", "secrets kept badly, ignored instinct, cold withdrawal",
    "You already know the answer somewhere beneath words. Keep quiet, read the small signs, and let what is veiled come forward in its own time.",
    "Inner knowing is shouted down or hoarded. Silence hardens into a wall, and a secret that should have been told does its work in the dark."],
  /* T03 The Empress */ ["abundance, nurture, fertility, comfort", "smothering, dependence, creative drought",
    "Things grow easily under your hand: a project, a household, a friendship ripening. Enjoy the senses, give freely, and let plenty do what plenty does.",
    "Care turns into clutching. Comfort dulls the edge, generosity is used to bind people close, and nothing new is given room to grow."],
  /* T04 The Emperor */ ["structure, authority, protection, order", "rigidity, domination, a brittle rule",
    "A firm hand sets the house in order. Clear rules, drawn boundaries and someone willing to take charge give everyone solid footing.",
    "Order sets hard into control. Whoever holds the chair will not bend or listen, and the walls meant to shelter you have become a cage."],
  /* T05 The Hierophant */ ["tradition, teaching, belonging, custom", "dogma, empty ritual, conformity for its own sake",
    "What was handed down serves you now. Find a teacher, keep a custom, or lean on a community whose shared ways hold you steady.",
    "The ritual survives but the meaning has drained out of it. Doing a thing because it was always done smothers the question that most needs asking."],
  /* T06 The Lovers */ ["love, choice, union, shared values", "disharmony, a divided heart, a bad bargain",
    "Two become a pair by choosing each other. A bond or a decision rests on what you truly value, and it makes both of them stronger.",
    "A choice is dodged, or made for the wrong reasons. Heart and principle pull apart, and one of the pair pays for the other's wavering."],
  /* T07 The Chariot */ ["victory, drive, control, momentum", "a runaway course, aggression, loss of direction",
    "Willpower yokes opposing forces and drives them the same way. Keep the reins short, and the win is earned by effort rather than luck.",
    "The horses pull against each other. Force without aim ends in the ditch, or the victory costs so much that nothing is left to enjoy."],
  /* T08 Strength */ ["courage, gentleness, composure, inner power", "self-doubt, raw temper, fear giving orders",
    "Quiet strength tames what shouting never could. Patience and a steady heart win the wild thing over, whether it lives in others or in you.",
    "The beast slips the leash. Temper or fear starts giving the orders, or your nerve drains away just when a calm hand was needed."],
  /* T09 The Hermit */ ["solitude, reflection, guidance, wisdom", "isolation, aimless retreat, refusing help",
    "Step away from the noise and carry your own lamp. Time alone clears the view, and what you find there can later light the road for someone dear to you.",
    "Withdrawal has turned into hiding. The lantern lights only your own boots, and the distance you kept from others has gone cold."],
  /* T10 Wheel of Fortune */ ["luck, cycles, a turning point, destiny", "bad luck, resisting change, a downturn",
    "The wheel swings your way: the luck changes and a door opens by itself. Ride the turn rather than trying to explain it.",
    "The wheel comes round against you. Clinging to how things stood makes the drop steeper, and the downturn has not finished turning yet."],
  /* T11 Justice */ ["fairness, truth, consequence, balance", "bias, dishonesty, a debt unpaid",
    "The scales settle honestly. What is owed gets paid, what was hidden gets weighed, and a clear decision puts things right.",
    "The verdict is crooked or dodged altogether. Someone escapes the consequences for now, and the bill lands on the wrong account."],
  /* T12 The Hanged Man */ ["surrender, pause, new perspective, sacrifice", "stalling, martyrdom, a pointless wait",
    "Let go and hang still; the world looks different upside down. A willing sacrifice or a chosen pause shows you what striving never could.",
    "The suspension drags on for nothing. Suffering is worn like a medal, and the delay buys no insight, only more waiting."],
  /* T13 Death */ ["endings, transformation, clearing, transition", "clinging, stagnation, dread of change",
    "Something is over, and its ending clears the field. Let it go cleanly; the next season needs the ground this one held.",
    "The ending is fought and drawn out. What should have been buried lingers and sours, and the dread of losing costs more than the loss."],
  /* T14 Temperance */ ["moderation, blending, healing, patience", "excess, imbalance, haste",
    "The right measure of each thing, poured with care. Patience blends opposites into something better than either was alone.",
    "The mixture spills over. Too much of one thing and too little time, and a careful balance tips into extremes."],
  /* T15 The Devil */ ["a chain seen clearly, appetite, ambition, temptation named", "bondage, compulsion, greed, a bad bargain",
    "The chain is real and, for once, you can see it: an appetite, an ambition or a bargain has a hold on you. Naming it is the first loosening; use its drive with open eyes, and remember the collar is loose enough to lift off.",
    "Habit, greed or a bad bargain has its hooks in you. The chain could be lifted off, but part of you keeps agreeing to it, and the price climbs every round."],
  /* T16 The Tower */ ["upheaval, revelation, sudden change, a false front falling", "collapse, disaster deferred, a slow crumble",
    "A false structure is struck down in one flash. It stings, but the truth it exposes lets you build again on real ground.",
    "The crack was ignored, and the collapse is worse for the waiting. Or the blow lands with no lesson in it at all, only rubble to sweep."],
  /* T17 The Star */ ["hope, renewal, inspiration, calm", "despair, lost faith, a blocked spring",
    "After the storm, a clear sky and one steady light. Healing comes gently, and the hope you feel is earned rather than naive.",
    "The light is there but you cannot see it. Discouragement dries the spring, and a real gift goes unrecognised."],
  /* T18 The Moon */ ["dreams, intuition, the unconscious, mystery", "confusion, deception, fear in the dark",
    "Moonlight shows shapes, not facts. Let dream and instinct guide you, but tread carefully: the path is real even if the shadows are not.",
    "Fears grow huge in the half-light, or someone uses the fog to lead you astray. Check what you think you saw before you bet on it."],
  /* T19 The Sun */ ["joy, success, vitality, clarity", "dimmed joy, vanity, a cloud over the win",
    "Warmth, health and plain success. Things are what they seem and they are good, so enjoy it openly and share the light with everyone near.",
    "The sun is up but behind cloud. Success curdles into showing off, or the joy is put off by some small stubborn shade."],
  /* T20 Judgement */ ["awakening, reckoning, calling, renewal", "self-doubt, refusing the call, harsh self-judgement",
    "A call you cannot ignore sounds out. Old deeds are reckoned, forgiven and turned into a fresh start.",
    "The summons goes unanswered. Old failings replay without pardon, and the chance to rise is missed."],
  /* T21 The World */ ["completion, wholeness, achievement, travel", "unfinished business, delay, a loose end",
    "The circle closes: a journey completed, a goal reached, every piece in place. Take your bow, then let the next dance begin.",
    "Nearly done, not quite. One loose thread dangles, and the whole thing waits on the piece nobody wants to finish."],
];

// Ace … 10, Herald, Knight, Riga, Righ.
const WANDS: Entry[] = [
  ["spark, initiative, inspiration, raw potential", "false start, delay, fizzling drive",
    "A new fire is lit: an idea with real heat behind it. Act while it burns, and it grows into an undertaking your whole side can warm its hands at.",
    "The spark catches on nothing. The urge is there but the kindling is damp, and the start gets put off one more time."],
  ["planning, vision, bold choice, dominion", "hesitation, playing safe, a small horizon",
    "You hold the world in one hand and a plan in the other. The first gain is already yours; now decide how far you mean to carry it.",
    "The map stays rolled up in the drawer. Fear of the unknown keeps you at the window when you should already be on the road."],
  ["expansion, foresight, ships coming in, progress", "setbacks abroad, delays, short sight",
    "Your ventures are under way and the horizon looks promising. Look further out, reach for allies at a distance, and get ready for what comes back.",
    "The ships are late. Plans stretched too thin hit a snag, and poor foresight turns the wait into worry."],
  ["celebration, home, stability, welcome", "unsettled home, a cancelled party, an uneasy move",
    "A milestone is reached, and it is time to celebrate with the people who got you there. Home feels safe and the welcome is warm.",
    "The garlands come down too early. Friction at home or an unsettled move spoils what should have been a glad homecoming."],
  ["competition, rivalry, friction, testing", "petty quarrels, avoidance, conflict turned inward",
    "Everyone swings at once: lively rivalry that sharpens the skills of all. Compete hard and fair, and the scrap leaves everyone better than it found them.",
    "The contest turns petty. Small squabbles burn the energy, or the real quarrel is dodged until it festers."],
  ["victory, recognition, pride, public success", "a fall from favour, arrogance, unnoticed effort",
    "You ride in to applause. Success is seen and named, and the confidence it brings carries your friends along with you.",
    "The laurels slip. Pride runs ahead of merit, or the praise goes to someone else while your work goes unseen."],
  ["defence, conviction, holding ground, courage", "overwhelm, giving up, being outflanked",
    "You hold the high ground against many. Stand by what you believe; your position is stronger than the numbers against you suggest.",
    "Too many fronts at once. Exhaustion wears the defence down, or you spend yourself on ground not worth holding."],
  ["speed, news, movement, momentum", "delays, crossed messages, haste",
    "Things move fast now: news lands, plans leap forward, and decisions or journeys come in a rush. Catch the wave while it runs.",
    "Messages go astray and arrows fall short. Everything arrives at the wrong moment, and hurrying only makes it worse."],
  ["resilience, persistence, a last stand, vigilance", "fatigue, suspicion, a stubborn wall",
    "Bruised but standing, you have one more effort left in you. Guard what you have won; the end of the fight is close.",
    "Weariness hardens into suspicion. You defend against everyone, even those who came to help, and the last reserves run dry."],
  ["burden, responsibility, hard work, overload", "collapse, a dropped load, strain past sense",
    "You carry it all and you are still walking. The load is heavy because you took on much, and the goal is in sight.",
    "The bundle is too big to see past. Something must be put down, shared or refused before the whole lot falls at once."],
  ["enthusiasm, exploration, good news, a free spirit", "restlessness, bad news, half-finished ventures",
    "The {R} of {S} brings word of an adventure and the itch to try it. Curiosity opens doors, so follow the lead while it is fresh.",
    "The {R}'s excitement has no follow-through. A promising message fizzles, or impatience scatters the effort before it lands."],
  ["action, daring, adventure, passion", "impulsiveness, haste, a fiery quarrel",
    "The {R} of {S} charges toward the horizon with fire in his chest. Bold moves and travel favour you; go now, not later.",
    "All gallop and no direction. The {R}'s temper flares, plans are dropped mid-ride, and the dash ends far from where it aimed."],
  ["confidence, warmth, determination, charisma", "jealousy, domineering, burning out",
    "The {R} of {S} leads by warmth and nerve. Confident and sociable, she gets things done and makes others glad to help.",
    "The {R}'s fire scorches. Jealousy, bossiness or endless demands leave everyone drained, herself included."],
  ["leadership, vision, enterprise, honour", "tyranny, impulsive orders, overreach",
    "The {R} of {S} sees far and acts boldly. A born leader, he turns a vision into a venture others are eager to join.",
    "The {R}'s vision becomes a decree. Ruthless ambition or hasty commands burn goodwill faster than it can be earned back."],
];

const CUPS: Entry[] = [
  ["new love, compassion, overflowing feeling, grace", "blocked emotion, emptiness, love held back",
    "The cup runs over: affection, creativity or a quiet renewal of spirit arrives as a gift. Open your hands and let it in.",
    "The cup is offered but the heart stays shut. Feelings are bottled up, or a gift of love is turned away at the door."],
  ["partnership, attraction, mutual respect, union", "imbalance, a broken bond, mistrust",
    "Two people meet as equals and each sees the other truly. A partnership, in love, friendship or work, is sealed with real regard.",
    "The toast goes sour. One gives more than the other, or trust cracks between people who should be close."],
  ["friendship, celebration, community, joy", "overindulgence, gossip, a third too many",
    "Friends raise their cups together. Shared joy, reunions and the backing of your circle make this a good season.",
    "The party runs too long. Excess, gossip or an unwelcome third person strains the group."],
  ["contemplation, apathy, a missed offer, discontent", "sulking, stupor, chances left untouched",
    "Bored with what you have, you stare past the cup being held out to you. Reflection has its place, but notice the offer before it is withdrawn.",
    "The sulk settles in for good. Offers pass untouched, and the apathy starts to look like a choice you have made."],
  ["loss, grief, regret, honest mourning", "self-pity, refusing comfort, stuck in blame",
    "A loss hurts and deserves honest mourning. When you are ready, turn round: more is still standing behind you than you think.",
    "Grief curdles into self-pity or blame. What remains goes unnoticed while you stare at what was spilled."],
  ["nostalgia, innocence, kindness, old friends", "living in the past, naive trust, an outgrown bond",
    "A sweet memory or an old friend comes back into your life. Simple kindness and childhood pleasures bring comfort and goodwill.",
    "The past looks rosier than it was. Clinging to how things used to be keeps you from the life in front of you."],
  ["imagination, choices, wishful thinking, dreams", "illusion, scattered wants, a confused choice",
    "Many dreams float before you, each in its own cup. Let imagination range freely, then pick the one that is real.",
    "Fantasies multiply and none is chosen. Temptation and glamour hide which of the offers is empty."],
  ["walking away, seeking more, moving on, courage to leave", "fear of leaving, drifting, aimless escape",
    "You walk away from what you carefully built. Something is missing here, and having the courage to go and find it is the whole point.",
    "You cannot decide whether to stay or go. The search turns into running away, or you stay only out of habit."],
  ["contentment, satisfaction, a wish granted, pleasure", "smugness, greed, a hollow wish",
    "What you wished for comes to pass. Enjoy the comfort and the satisfaction; this ease was earned.",
    "Satisfaction slides into complacency. More is wanted than is needed, and the granted wish feels smaller than it promised."],
  ["harmony, family, lasting happiness, fulfilment", "strained home, broken harmony, clashing values",
    "Love at home is returned in full. The family, by birth or by choice, is whole, and the happiness looks set to last.",
    "The picture of happiness hides friction. Expectations at home clash, and the smiles are painted on for visitors."],
  ["sensitivity, tenderness, creative offers, sweet news", "emotional immaturity, moodiness, a creative block",
    "The {R} of {S} brings a tender message: an invitation, a surprise of feeling, or a creative idea. Be open to it.",
    "The {R} wears feelings too close to the skin. Sulks, daydreams or a childish response waste a gentle opportunity."],
  ["romance, charm, following the heart, an offer", "moodiness, false promises, unrealistic ideals",
    "The {R} of {S} arrives with an offer from the heart. Follow feeling and beauty; a proposal or invitation is near.",
    "Charm without substance. The {R} promises everything and delivers moods, or ideals run far ahead of reality."],
  ["empathy, intuition, calm care, emotional wisdom", "over-giving, emotional drowning, insecurity",
    "The {R} of {S} understands without being told. Compassion and intuition guide her, and others heal in her presence.",
    "The {R} feels everything and guards nothing. Soaked in other people's moods, she loses her own footing."],
  ["balance, diplomacy, emotional mastery, generosity", "manipulation, repressed feeling, volatility",
    "The {R} of {S} stays calm on stormy water. He governs feeling with wisdom and lends his steadiness to those around him.",
    "Control of feeling becomes control of people. The {R}'s calm hides coldness, or buried emotion breaks out at the worst moment."],
];

const SWORDS: Entry[] = [
  ["clarity, breakthrough, truth, a sharp mind", "confusion, cruel words, misused force",
    "A clean blade cuts through the fog. A clear idea or a hard truth gives you the edge to act decisively.",
    "The blade cuts the wrong way. Harsh words and clouded judgement do the damage, or force is used where thought was needed."],
  ["stalemate, a hard choice, truce, guarded peace", "forced decision, information revealed, overload",
    "Blindfolded and balanced, you refuse to choose. A truce holds for now, but only because nobody is looking too closely.",
    "The blindfold slips. Facts come out and force the decision, or the strain of not choosing becomes too much to bear."],
  ["heartbreak, sorrow, painful truth, release through grief", "reopened wounds, lingering pain, grief relived",
    "A painful truth or a parting goes straight to the heart. The hurt has to be felt in order to pass, and it will pass.",
    "The wound is kept open by going back to it again and again. Old grief is relived instead of released."],
  ["rest, recovery, retreat, contemplation", "restlessness, burnout, hiding from the fight",
    "Lay the blades down and rest. A pause to recover is not weakness; the mind needs quiet to mend before the next round.",
    "No rest is taken, and burnout looms. Or the pause has stretched so long that it has become hiding."],
  ["winning the argument, self-interest, a hard-won edge, spoils", "a hollow win, humiliation, lasting bitterness",
    "You win the argument and walk off with the spoils. Take the victory, but weigh what it cost between you and the others.",
    "You lose a mean fight, or win it dirty and keep the bitterness. Resentment goes underground and waits for its moment."],
  ["transition, moving on, calmer waters, travel", "stuck, unfinished business, a rough crossing",
    "You leave troubled water behind. A move, in the mind or on the map, carries you toward calmer shores; bring only what you need.",
    "The crossing stalls. Baggage from the past weighs the boat down, or the move keeps getting postponed."],
  ["strategy, stealth, cunning, a quiet exit", "deceit, being caught out, a guilty conscience",
    "Cunning gets you out with the goods. A quiet strategy works where a head-on fight would fail, so long as the plan is clever rather than crooked.",
    "The trick is found out, or the conscience starts to itch. A secret plan unravels, and honesty is the only way left out."],
  ["feeling hemmed in, self-made limits, bonds looser than they look, patience", "helplessness, a trap kept shut, paralysing doubt",
    "You feel hemmed in, yet the knots are looser than they seem. Look again: the way out opens the moment you move.",
    "The trap is of your own making and you keep it shut. Doubt ties your hands, and every blade around you looks closer than it is."],
  ["worry, sleepless nights, fears faced, dawn coming", "anxiety, despair, guilt, nightmares",
    "The night feels long and the mind keeps running. The fears are real to you, but most of them live only in the dark and shrink by morning.",
    "Worry has turned into despair. Sleepless guilt and dread feed each other, and the fear grows the longer it stays unspoken."],
  ["a painful ending, rock bottom, the worst over, a new dawn", "an ending dragged out, refusing to get up, reopened wounds, playing the victim",
    "It is over, and it could not be more over. The worst has already happened, so the only way from here is up, and the sky is getting lighter.",
    "The ending refuses to finish. The old betrayal is replayed instead of left behind, and the dawn waits for you to turn and face it."],
  ["curiosity, vigilance, new ideas, candour", "gossip, spying, hasty words",
    "The {R} of {S} is alert and full of questions. New ideas and frank talk open the situation up.",
    "Sharp tongue, sharp eyes, poor judgement. The {R}'s gossip or prying causes trouble, and words run ahead of thought."],
  ["ambition, fast action, assertion, debate", "recklessness, aggression, hurry without a plan",
    "The {R} of {S} rides straight into the argument. Decisive and quick, he cuts through delay and dithering.",
    "The {R} charges without looking. Aggression and haste wound bystanders, and the rush leaves the plan behind."],
  ["independence, clear judgement, honesty, boundaries", "coldness, bitterness, cutting words",
    "The {R} of {S} sees through pretence and says so. Her independence and honesty cut a clear path for those who trust her.",
    "The {R}'s clarity turns cold. Old hurts make her judgement harsh, and the truth is used as a weapon."],
  ["authority, intellect, truth, fair judgement", "abuse of power, manipulation, cold logic",
    "The {R} of {S} judges by reason and principle. His authority rests on clear thinking and rulings everyone can trust.",
    "Intellect without heart. The {R} bends the rules to his own ends, and cold logic crushes anyone who disagrees."],
];

const PENTACLES: Entry[] = [
  ["opportunity, prosperity, a solid start, manifestation", "a lost chance, poor planning, greed",
    "A golden coin lands in your palm: a real opening in money, work or health. Plant it with care and it will grow.",
    "The coin slips through your fingers. Poor planning or greed wastes a chance that was solid."],
  ["juggling, adaptability, balance, flexibility", "overcommitment, disorganisation, a dropped ball",
    "You keep two things in the air with a light step. Adaptability and good humour ride out the ups and downs.",
    "Too many balls at once. Money or time is stretched thin, and something important is about to be dropped."],
  ["teamwork, craftsmanship, skill, building", "poor teamwork, sloppy work, lack of recognition",
    "Skill meets collaboration and something well made rises. Your craft is noticed and valued by the people who matter.",
    "The crew pulls apart or the work is rushed. Good skills go to waste without cooperation or care."],
  ["security, saving, control, holding on", "hoarding, stinginess, fear of loss",
    "You hold your resources close and steady. Security is built by saving and protecting what you have.",
    "The grip is too tight. Fear of losing makes you hoard, and what is clutched cannot grow."],
  ["hardship, worry, exclusion, help close by", "poverty, isolation, pride refusing aid",
    "Hard times test body and purse, and you feel shut out in the cold. The help you need is closer than it looks, so ask for it.",
    "Hardship drags on, and pride walks past the lit door. Worry about money feeds on itself until you let someone in."],
  ["generosity, charity, sharing, fair exchange", "strings attached, debt, one-sided giving",
    "Coins pass from hand to hand fairly. Give when you can and receive when you need; the scales of help are balanced.",
    "The gift comes with conditions. Charity becomes power over others, or debts pile up on one side."],
  ["patience, the long view, investment, assessment", "impatience, wasted effort, poor returns",
    "You pause to look at the crop. Growth takes time; assess, adjust and keep tending, and the harvest will repay the patience.",
    "Effort without reward, or impatience pulling up seeds to check them. Rethink where the work is going before you pour in more."],
  ["diligence, mastery, skill, hard work", "perfectionism, drudgery, cutting corners",
    "Coin after coin, each one made with care. Steady practice is turning skill into mastery, so commit to the work.",
    "The craft turns to grind. Either perfectionism stalls the job or shortcuts spoil it."],
  ["independence, luxury, self-sufficiency, reward", "overwork, dependence, hollow show",
    "You walk your own garden, rich in what you earned. Independence and refined comfort are the fruits of your discipline.",
    "The garden is a gilded cage. Luxury bought with overwork, or comfort that rests on someone else's favour."],
  ["legacy, family wealth, lasting success, inheritance", "family disputes, fleeting wealth, broken tradition",
    "Wealth that lasts for generations: a home, a family, a legacy worth handing down. Security is shared across time.",
    "The inheritance divides the family. Money breeds quarrels, or tradition breaks and takes the security with it."],
  ["study, ambition, a new skill, diligence", "procrastination, lack of focus, missed lessons",
    "The {R} of {S} studies the coin with care. A new course, job or skill begins with practical promise.",
    "Good intentions and no follow-through. The {R} puts study off, and a sound plan never leaves the page."],
  ["reliability, routine, patience, method", "stagnation, boredom, stubborn plodding",
    "The {R} of {S} moves slowly but never stops. Dependable effort and routine bring steady results.",
    "Steady becomes stuck. The {R} mistakes the rut for a road, and caution smothers every new idea."],
  ["nurture, practicality, comfort, resourcefulness", "self-neglect, smothering, work-home imbalance",
    "The {R} of {S} makes a home warm and a budget work. Practical care and good sense provide for everyone at her table.",
    "The {R} gives to everyone but herself, or tends so closely that others cannot grow. The balance at home slips."],
  ["abundance, security, leadership, discipline", "greed, stubbornness, materialism",
    "The {R} of {S} has built an estate through patience and sound judgement. He provides generously and wisely.",
    "Wealth becomes the measure of everything. Stubborn and possessive, the {R} values what he owns above whom he loves."],
];

/**
 * Golden Dawn attributions of the Stars: [element or undefined, astrology, Hebrew letter].
 * The seven planetary trumps carry no element of their own.
 */
const MAJOR_ATTR: [element: string | undefined, astrology: string, hebrew: string][] = [
  ["Air", "Air", "Aleph"], [undefined, "Mercury", "Beth"], [undefined, "Moon", "Gimel"], [undefined, "Venus", "Daleth"],
  ["Fire", "Aries", "Heh"], ["Earth", "Taurus", "Vav"], ["Air", "Gemini", "Zayin"], ["Water", "Cancer", "Cheth"],
  ["Fire", "Leo", "Teth"], ["Earth", "Virgo", "Yod"], [undefined, "Jupiter", "Kaph"], ["Air", "Libra", "Lamed"],
  ["Water", "Water", "Mem"], ["Water", "Scorpio", "Nun"], ["Fire", "Sagittarius", "Samekh"], ["Earth", "Capricorn", "Ayin"],
  [undefined, "Mars", "Peh"], ["Air", "Aquarius", "Tzaddi"], ["Water", "Pisces", "Qoph"], [undefined, "Sun", "Resh"],
  ["Fire", "Fire (and Spirit)", "Shin"], ["Earth", "Saturn (and Earth)", "Tav"],
];

/** Golden Dawn decans of the numbered cards 2–10, by suit. */
const DECANS: Record<"W" | "C" | "S" | "P", string[]> = {
  W: ["Mars in Aries", "Sun in Aries", "Venus in Aries", "Saturn in Leo", "Jupiter in Leo", "Mars in Leo", "Mercury in Sagittarius", "Moon in Sagittarius", "Saturn in Sagittarius"],
  C: ["Venus in Cancer", "Mercury in Cancer", "Moon in Cancer", "Mars in Scorpio", "Sun in Scorpio", "Venus in Scorpio", "Saturn in Pisces", "Jupiter in Pisces", "Mars in Pisces"],
  S: ["Moon in Libra", "Saturn in Libra", "Jupiter in Libra", "Venus in Aquarius", "Mercury in Aquarius", "Moon in Aquarius", "Jupiter in Gemini", "Mars in Gemini", "Sun in Gemini"],
  P: ["Jupiter in Capricorn", "Mars in Capricorn", "Sun in Capricorn", "Mercury in Taurus", "Moon in Taurus", "Saturn in Taurus", "Sun in Virgo", "Venus in Virgo", "Mercury in Virgo"],
};
const ELEMENT = { W: "Fire", C: "Water", S: "Air", P: "Earth" } as const;
/**
 * Golden Dawn court elements by code rank: 11 Princess (Herald) = Earth, 12 Prince (RWS and
 * Fortunes Knight) = Air, 13 Queen (Riga) = Water, 14 Knight (Thoth; RWS King, Fortunes
 * Righ) = Fire. Read with the Thoth names, as the codes define them.
 */
const COURT_ELEMENT = ["Earth", "Air", "Water", "Fire"];

const kw = (s: string) => s.split(",").map((x) => x.trim());
const pad = (n: number) => String(n).padStart(2, "0");

function build(): Record<string, CardData> {
  const out: Record<string, CardData> = {};
  MAJORS.forEach(([w, i, well, ill], n) => {
    const [element, astrology, hebrew] = MAJOR_ATTR[n];
    const code = `T${pad(n)}`;
    out[code] = { code, keywords: { well: kw(w), ill: kw(i) }, well, ill, correspondences: { ...(element ? { element } : {}), astrology, hebrew, number: n } };
  });
  for (const [suit, list] of [["W", WANDS], ["C", CUPS], ["S", SWORDS], ["P", PENTACLES]] as const) {
    list.forEach(([w, i, well, ill], k) => {
      const rank = k + 1;
      const element = ELEMENT[suit];
      const astrology = rank === 1 ? `Root of ${element}` : rank <= 10 ? DECANS[suit][rank - 2] : `${COURT_ELEMENT[rank - 11]} of ${element}`;
      const code = `${suit}${pad(rank)}`;
      out[code] = { code, keywords: { well: kw(w), ill: kw(i) }, well, ill, correspondences: { element, astrology, ...(rank <= 10 ? { number: rank } : {}) } };
    });
  }
  for (const c of Object.values(out)) {
    Object.freeze(c.keywords.well);
    Object.freeze(c.keywords.ill);
  }
  return out;
}

/**
 * The 78 cards' texts as written, keyed by identity (the Rider-Waite-Smith numbering: T08 is
 * Strength, T11 Justice). A court card's texts hold `{R}` for its title and `{S}` for its
 * suit, filled per deck style (lib/reading/styled.ts), so a Thoth Prince is never called a Knight.
 */
export const CARD_TEMPLATES: Readonly<Record<string, CardData>> = Object.freeze(build());

/** `{R}` and `{S}` in a court text filled with a title and a suit name. */
export const fillCourt = (text: string, title: string, suit: string): string => text.replace(/\{R\}/g, title).replace(/\{S\}/g, suit);

const FORTUNES_COURTS = ["Herald", "Knight", "Riga", "Righ"];

/** All 78 cards by code (W01 … P14, T00 … T21), in the Fortunes style (RWS numbering, Fortunes court titles). */
export const CARDS: Readonly<Record<string, CardData>> = Object.freeze(Object.fromEntries(Object.entries(CARD_TEMPLATES).map(([code, c]) => {
  const rank = Number(code.slice(1));
  if (code[0] === "T" || rank <= 10) return [code, c];
  const title = FORTUNES_COURTS[rank - 11], suit = SUITS[code[0] as SuitCode].name;
  return [code, { ...c, well: fillCourt(c.well, title, suit), ill: fillCourt(c.ill, title, suit) }];
})));

/** The 78 codes in deck order (Wands, Cups, Swords, Pentacles, then Stars), independent of lib/cards. */
export const CARD_CODES: readonly string[] = Object.freeze([
  ...(["W", "C", "S", "P"] as const).flatMap((s) => Array.from({ length: 14 }, (_, k) => `${s}${pad(k + 1)}`)),
  ...Array.from({ length: 22 }, (_, n) => `T${pad(n)}`),
]);
