/**
 * The 78 cards' interpretations, in our own words: keywords and a reading for each
 * disposition. Well-disposed is the card facing its winner (the upright sense); ill-disposed
 * is the card turned toward the partner (its shadow). Correspondences are the traditional
 * Golden Dawn attributions (public-domain facts).
 */
export interface CardData {
  code: string;
  keywords: { well: string[]; ill: string[] };
  well: string;
  ill: string;
  correspondences: { element?: string; astrology?: string; hebrew?: string; number?: number };
}

type Suit = "W" | "C" | "S" | "P" | "T";

export const SUITS: Record<Suit, { name: string; element: string; domain: string }> = {
  W: { name: "Wands", element: "Fire", domain: "Will, drive and enterprise: what you start and how hard you push it." },
  C: { name: "Cups", element: "Water", domain: "Feeling, love and imagination: what you care for and what moves you." },
  S: { name: "Swords", element: "Air", domain: "Thought, speech and conflict: what you decide, and what it costs." },
  P: { name: "Pentacles", element: "Earth", domain: "Body, work and money: what you build, keep and hand on." },
  T: { name: "Stars", element: "Spirit", domain: "The great turns of a life: forces larger than any one deal." },
};

type Entry = [wellKw: string, illKw: string, well: string, ill: string];

const MAJORS: Entry[] = [
  ["beginnings, trust, freedom, a leap", "recklessness, naivety, a wasted chance",
    "A fresh road opens and you are light enough to take it. Step out before the plan is finished; the way teaches as you walk it.",
    "The leap is made without looking, and the ground is not there. Carelessness dressed up as freedom leaves someone else to pick up the pieces."],
  ["skill, focus, making it real, resourcefulness", "trickery, scattered talent, manipulation",
    "Everything you need is already on the table in front of you. Name what you want, use your hands and your wits, and it takes shape.",
    "Talent turns to sleight of hand. Someone is selling a show, perhaps you to yourself, and the tools lie idle while the patter goes on."],
  ["intuition, stillness, hidden knowledge, patience", "secrets kept badly, ignored instinct, withdrawal",
    "The answer is already known somewhere below words. Keep quiet, watch the signs, and let what is veiled come forward at its own pace.",
    "Inner knowing is drowned out or hoarded. Silence becomes a wall, and a secret that should have been spoken does its damage in the dark."],
  ["abundance, nurture, fertility, comfort", "smothering, dependence, creative drought",
    "Growth comes easily: a project, a household or a friendship ripens under your care. Enjoy the senses and let generosity do its work.",
    "Care turns to clutching. Too much comfort dulls the edge, or giving is used to bind others, and nothing new is allowed to grow."],
  ["structure, authority, protection, order", "rigidity, domination, a brittle rule",
    "A firm hand sets things in order. Rules, boundaries and a clear chain of command give everyone at the table something solid to stand on.",
    "Order hardens into control. The one in charge will not bend or listen, and the structure meant to protect has become a cage."],
  ["tradition, teaching, belonging, custom", "dogma, empty ritual, conformity for its own sake",
    "Wisdom passed down serves you now. Seek a teacher, keep a custom, or join a community whose shared ways hold you up.",
    "The form survives but the meaning has gone out of it. Doing things because they have always been done stifles the question that needs asking."],
  ["love, choice, union, shared values", "disharmony, a divided heart, a bad bargain",
    "Two become a pair by choosing each other. A bond or a decision rests on what you truly value, and it strengthens both sides.",
    "A choice is dodged or made for the wrong reasons. Affection and principle pull apart, and one partner pays for the other's indecision."],
  ["victory, drive, control, momentum", "a runaway course, aggression, loss of direction",
    "Willpower harnesses opposing forces and drives them forward. Hold the reins firmly and the win is yours by effort, not by luck.",
    "The horses pull in different directions. Force without aim crashes, or the win is bought so hard that nothing is left to enjoy it."],
  ["courage, gentleness, composure, inner power", "self-doubt, raw temper, fear giving orders",
    "Quiet strength tames what shouting never could. Patience and a steady heart win over the wild thing, whether in others or yourself.",
    "The beast slips the hand. Anger or fear runs the show, or confidence drains away just when a calm nerve was needed."],
  ["solitude, reflection, guidance, wisdom", "isolation, aimless retreat, refusing help",
    "Step back from the noise and carry your own lamp. Time alone clears the view, and what you find can later light the way for others.",
    "Withdrawal has become hiding. The lantern lights only your own feet, and the distance from others has turned cold."],
  ["fortune, cycles, turning points, destiny", "bad luck, resistance to change, a downturn",
    "The wheel turns in your favour: a change of luck, a door that swings open on its own. Ride the turn rather than explain it.",
    "The wheel comes round the wrong way. Clinging to how things were makes the drop harder; what goes down is not yet finished."],
  ["fairness, truth, consequence, balance", "bias, dishonesty, a debt unpaid",
    "The scales settle honestly. What was owed is paid, what was hidden is weighed, and a clear decision restores the balance.",
    "The judgement is crooked or avoided. Someone escapes the consequences for now, and the imbalance will be charged to the wrong account."],
  ["surrender, pause, new perspective, sacrifice", "stalling, martyrdom, a pointless wait",
    "Let go and hang still; the world looks different upside down. A willing sacrifice or a deliberate pause reveals what striving could not.",
    "The suspension drags on for nothing. Suffering is worn as a badge, and the delay serves no insight, only avoidance."],
  ["endings, transformation, clearing, transition", "clinging, stagnation, dread of change",
    "Something is finished, and its ending clears the field. Let it go cleanly; the new season needs the ground this one held.",
    "The ending is resisted and drags on. What should have died lingers and rots, and the fear of loss costs more than the loss itself."],
  ["moderation, blending, healing, patience", "excess, imbalance, haste",
    "The right measure of each thing, mixed with care. Patience blends opposites into something better than either alone.",
    "The mixture spills. Too much of one thing, too little time, and the careful balance tips into extremes."],
  ["bondage, temptation, appetite, materialism", "breaking free, facing the shadow, release",
    "The chains are loose, yet you stay. Desire, habit or a bargain holds you because part of you agreed to it; the pleasure is real and so is the price.",
    "A grip you took for granted is finally seen for what it is. The reckoning is uncomfortable, or the habit bites back harder before it lets go."],
  ["upheaval, revelation, sudden change, collapse", "disaster deferred, fear of change, a slow crumble",
    "A false structure is struck down in a flash. It hurts, but the truth it exposes lets you build again on real ground.",
    "The crack is ignored and the fall becomes worse for the waiting. Or the blow lands without lesson, only rubble."],
  ["hope, renewal, inspiration, calm", "despair, lost faith, a blocked spring",
    "After the storm, a clear sky and a steady light. Healing comes gently, and hope is justified, not naive.",
    "The light is there but you cannot see it. Discouragement dries the well, and the gift goes unrecognised."],
  ["illusion, dreams, the unconscious, uncertainty", "confusion, deception, fear in the dark",
    "Moonlight shows shapes, not facts. Trust imagination and dream as guides, but walk carefully: the path is real and the shadows are not.",
    "Fears grow large in half-light, or someone uses the fog to mislead. Check what you think you saw before you act on it."],
  ["joy, success, vitality, clarity", "dimmed joy, vanity, a cloud over the win",
    "Warmth, health and plain success. Things are what they seem, and they are good: enjoy it openly and share the light.",
    "The sun is there but clouded. Success sours into showing off, or the joy is postponed by some small stubborn shade."],
  ["awakening, reckoning, calling, renewal", "self-doubt, refusing the call, harsh self-judgement",
    "A call you cannot ignore rises up. Past deeds are reckoned, forgiven and turned into a new beginning.",
    "The summons goes unanswered. Old failings are replayed without absolution, and the chance to rise is missed."],
  ["completion, wholeness, achievement, travel", "unfinished business, delay, a loose end",
    "The circle closes: a journey completed, a goal reached, every part fitting. Take the bow, then let the next dance begin.",
    "Almost done, not quite. One last thread is left hanging, and the whole waits on the piece nobody wants to finish."],
];

const WANDS: Entry[] = [
  ["spark, initiative, inspiration, potential", "false start, delay, fizzling drive",
    "A new fire is lit: an idea with real heat behind it. Act on it while it burns, and it will grow into an undertaking.",
    "The spark catches nothing. Enthusiasm is there but the kindling is damp, and the start is postponed again."],
  ["planning, vision, bold choice, dominion", "hesitation, playing safe, a small horizon",
    "You hold the world in one hand and a plan in the other. The first success is yours; now decide how far you mean to go.",
    "The map stays rolled up. Fear of the unknown keeps you at the window when you should already be on the road."],
  ["expansion, foresight, ships coming in, progress", "setbacks abroad, delays, short sight",
    "Your efforts are under way and the horizon looks promising. Look ahead, reach out, and prepare for what returns.",
    "The ships are late. Plans stretched too far meet a snag, and a lack of foresight makes the wait anxious."],
  ["celebration, home, stability, welcome", "unsettled home, a cancelled party, transition",
    "A milestone is reached and it is time to celebrate with the people who helped. Home feels safe and the welcome is warm.",
    "The garlands come down early. Tension at home or an uncertain move spoils what should have been a glad arrival."],
  ["competition, rivalry, friction, testing", "avoidance, petty quarrels, conflict turned inward",
    "Everyone swings their staff at once: lively rivalry that sharpens the skills of all. Compete hard and it stays healthy.",
    "The scrap turns sour. Small squabbles waste the energy, or conflict is dodged until it festers."],
  ["victory, recognition, pride, public success", "a fall from favour, arrogance, unnoticed effort",
    "You ride in to applause. Success is seen and acknowledged, and the confidence it brings carries others with you.",
    "The laurels slip. Pride runs ahead of merit, or the praise goes to someone else while your work goes unseen."],
  ["defence, conviction, holding ground, courage", "overwhelm, giving up, being outflanked",
    "You hold the high ground against many. Stand by what you believe; your position is stronger than the numbers suggest.",
    "Too many fronts at once. Exhaustion sets in and the defence gives way, or you fight battles not worth the ground."],
  ["speed, news, movement, momentum", "delays, crossed messages, haste",
    "Things move fast now: news arrives, plans leap ahead, and travel or decisions come in a rush. Catch the wave.",
    "Arrows fall short or land in the wrong place. Messages go astray, and hurrying makes it worse."],
  ["resilience, persistence, last stand, guarding", "fatigue, paranoia, a stubborn wall",
    "Bruised but standing, you have one more effort left. Guard what you have won; the end of the struggle is near.",
    "Weariness hardens into suspicion. You defend against everyone, even those who would help, and the strength runs out."],
  ["burden, responsibility, hard work, overload", "collapse, dropping the load, delegating at last",
    "You carry it all and you are still walking. The load is heavy because you took on much, and the goal is in sight.",
    "The bundle is too big to see past. Something must be put down, shared or refused, before it all falls at once."],
  ["enthusiasm, exploration, messages, a free spirit", "restlessness, bad news, half-finished ventures",
    "The Herald brings word of adventure and the eagerness to try it. Curiosity opens doors; follow the lead.",
    "Excitement without follow-through. A promising message fizzles, or impatience scatters the effort before it lands."],
  ["action, daring, adventure, passion", "impulsiveness, haste, a fiery quarrel",
    "The Knight charges toward the horizon with flame in his heart. Bold moves and travel favour you; go now.",
    "All gallop and no direction. Temper flares, plans are dropped mid-ride, and the dash ends far from where it aimed."],
  ["confidence, warmth, determination, charisma", "jealousy, domineering, burning out",
    "The Riga of Wands leads by warmth and nerve. Confident and sociable, she gets things done and makes others glad to help.",
    "Her fire scorches. Jealousy, bossiness or endless demands leave everyone drained, herself included."],
  ["leadership, vision, entrepreneurship, honour", "tyranny, impulsive orders, overreach",
    "The Righ of Wands sees far and acts boldly. A natural leader, he turns a vision into a venture others want to join.",
    "The vision becomes a dictate. Ruthless ambition or hasty commands burn goodwill faster than it can be earned back."],
];

const CUPS: Entry[] = [
  ["new love, compassion, overflowing feeling, grace", "blocked emotion, emptiness, love held back",
    "The cup overflows: affection, creativity or spiritual renewal arriving as a gift. Open your hands and let it in.",
    "The cup is there but the heart stays shut. Feelings are bottled up, or a gift of love is refused."],
  ["partnership, attraction, mutual respect, union", "imbalance, a broken bond, mistrust",
    "Two people meet as equals and each sees the other truly. A partnership, romantic or not, is sealed with real regard.",
    "The toast goes sour. One gives more than the other, or trust cracks between people who should be close."],
  ["friendship, celebration, community, joy", "overindulgence, gossip, a third too many",
    "Friends raise their cups together. Shared joy, reunions and the support of your circle make this a good season.",
    "The party runs too long. Excess, gossip or an unwelcome third party strains the group."],
  ["apathy, contemplation, a missed offer, discontent", "reawakening, seizing the chance, new interest",
    "Bored with what is offered, you stare past the cup held out to you. Reflection is fine, but notice the gift before it goes.",
    "Sulking has become a habit. Either the stupor continues and chances pass, or at last something stirs you back to life."],
  ["loss, grief, regret, disappointment", "lingering sorrow, refusing comfort, stuck in blame",
    "Three cups spilled; two still stand behind you. Mourn the loss honestly, then turn round to see what remains.",
    "Grief curdles into self-pity or blame. The standing cups go unnoticed while you stare at what has been spilled."],
  ["nostalgia, innocence, kindness, old friends", "living in the past, naive trust, an outgrown bond",
    "A sweet memory or an old friend returns. Simple kindness and childhood pleasures bring comfort and goodwill.",
    "The past is rosier than it was. Clinging to how things used to be keeps you from the life in front of you."],
  ["imagination, choices, wishful thinking, dreams", "illusion, scattered wants, a confused choice",
    "Many cups float in the clouds, each a different dream. Let imagination range, then choose the one that is real.",
    "Fantasies multiply and none is chosen. Temptation and glamour hide which of the offers is empty."],
  ["walking away, seeking more, withdrawal, change", "fear of leaving, drifting, aimless escape",
    "You leave the carefully stacked cups behind. Something is missing here, and the courage to seek it is the point.",
    "You cannot decide whether to stay or go. The search becomes running away, or you stay out of habit alone."],
  ["contentment, satisfaction, a wish granted, pleasure", "smugness, greed, a hollow wish",
    "The wish card: what you hoped for comes to pass. Enjoy comfort and satisfaction; you earned this ease.",
    "Satisfaction becomes complacency. More is wanted than is needed, and the wish granted feels less than promised."],
  ["harmony, family, lasting happiness, fulfilment", "strained home, broken harmony, misaligned values",
    "A rainbow over a happy household. Love is returned in full, and the family, by birth or by choice, is whole.",
    "The picture of happiness hides friction. Expectations at home clash, and the rainbow is painted on."],
  ["sensitivity, creative offers, dreamy messages, tenderness", "emotional immaturity, moodiness, a creative block",
    "The Herald of Cups brings a tender message: an invitation, a surprise of feeling, or a creative idea. Be open to it.",
    "Feelings are worn too close to the skin. Sulks, daydreams or a childish response waste a gentle opportunity."],
  ["romance, charm, following the heart, offers", "moodiness, false promises, unrealistic ideals",
    "The Knight of Cups arrives with an offer from the heart. Follow feeling and beauty; a proposal or invitation is near.",
    "Charm without substance. The suitor promises everything and delivers moods, or ideals outrun reality."],
  ["empathy, intuition, calm care, emotional wisdom", "over-giving, emotional drowning, insecurity",
    "The Riga of Cups understands without being told. Compassion and intuition guide her, and others heal in her presence.",
    "She feels everything and guards nothing. Absorbed in others' moods, she loses her own footing."],
  ["balance, diplomacy, emotional mastery, generosity", "manipulation, repressed feeling, volatility",
    "The Righ of Cups stays calm on stormy water. He governs feeling with wisdom and lends steadiness to others.",
    "Control of feeling becomes control of people. Calm hides coldness, or suppressed emotion breaks out at the worst moment."],
];

const SWORDS: Entry[] = [
  ["clarity, breakthrough, truth, a sharp mind", "confusion, cruel words, misused force",
    "A clean blade cuts through the fog. A clear idea or a hard truth gives you the edge to act decisively.",
    "The sword cuts the wrong way. Harsh words and clouded judgement do the damage, or force is used where thought was needed."],
  ["stalemate, difficult choice, truce, avoidance", "information revealed, indecision breaking, overload",
    "Blindfolded and balanced, you refuse to choose. A truce holds for now, but only by not looking.",
    "The blindfold slips. Facts come out and force the decision, or the tension of not choosing becomes too much."],
  ["heartbreak, sorrow, painful truth, grief", "healing, releasing pain, recovery",
    "Three blades through the heart. A painful truth or a separation hurts, and the hurt must be felt to pass.",
    "The pain lingers or is relived. Either healing begins slowly, or the wound is kept open by going back to it."],
  ["rest, recovery, retreat, contemplation", "restlessness, burnout, forced return",
    "Lay the swords down and rest. A pause to recover is not weakness; the mind needs quiet to heal.",
    "No rest is allowed, or too much rest becomes stagnation. Burnout looms if the pause is skipped."],
  ["conflict, winning at a cost, defeat, humiliation", "reconciliation, regret, the end of a feud",
    "Someone gathers the swords and walks off the winner, leaving the others beaten. Ask whether this victory is worth its price.",
    "The fight is over but the bitterness stays. Amends are possible now, or the resentment goes underground."],
  ["transition, moving on, calmer waters, travel", "stuck, unfinished business, a rough crossing",
    "The boat leaves troubled shores. A move, mental or literal, takes you toward calmer water; bring only what you need.",
    "The crossing stalls. Baggage from the past weighs the boat down, or the move is postponed."],
  ["strategy, stealth, deception, getting away with it", "confession, caught out, conscience",
    "Someone slips away with the swords. Cunning may be needed, but check whether the plan is clever or merely dishonest.",
    "The trick is discovered or the conscience stirs. A secret plan unravels, and honesty becomes the only way out."],
  ["restriction, feeling trapped, self-doubt, fear", "release, new perspective, freedom",
    "Bound and surrounded by blades, you feel there is no way out. The ties are looser than they seem; look again.",
    "The bindings fall away once you see them clearly. Or the trap is of your own making and you keep it shut."],
  ["anxiety, worry, nightmares, guilt", "hope returning, facing fears, despair lifting",
    "Awake at night with the mind running. The fears are real to you, but most of them live in the dark and shrink at dawn.",
    "Worry has become despair, or the night is finally ending. Speak the fear aloud and it loses its grip."],
  ["ruin, rock bottom, betrayal, a painful ending", "recovery, survival, the worst behind",
    "Ten blades: it is over, and it could not be more over. The only way from here is up, and the sun is rising.",
    "You survive what felt fatal. Or the ending is dragged out, refusing to be done so recovery can start."],
  ["curiosity, vigilance, new ideas, candour", "gossip, spying, hasty words",
    "The Herald of Swords is alert and full of questions. New ideas and frank talk open the situation up.",
    "Sharp tongue, sharp eyes, poor judgement. Gossip or prying causes trouble, and words run ahead of thought."],
  ["ambition, fast action, assertion, debate", "recklessness, aggression, hurry without plan",
    "The Knight of Swords rides straight into the argument. Decisive and quick, he cuts through delays.",
    "He charges without looking. Aggression and haste wound bystanders, and the rush leaves the plan behind."],
  ["independence, clear judgement, honesty, boundaries", "coldness, bitterness, cutting words",
    "The Riga of Swords sees through pretence and says so. Her independence and honesty cut a clear path.",
    "Clarity turns cold. Old hurts make her judgement harsh, and the truth is used as a weapon."],
  ["authority, intellect, truth, fair judgement", "abuse of power, manipulation, cold logic",
    "The Righ of Swords judges by reason and principle. His authority rests on clear thinking and fair rulings.",
    "Intellect without heart. Rules are bent to his own ends, and cold logic crushes those who disagree."],
];

const PENTACLES: Entry[] = [
  ["opportunity, prosperity, a solid start, manifestation", "a lost chance, poor planning, greed",
    "A golden coin is placed in your palm: a real opportunity in money, work or health. Plant it and it will grow.",
    "The coin slips through the fingers. Poor planning or greed wastes a chance that was solid."],
  ["juggling, adaptability, balance, flexibility", "overcommitment, disorganisation, dropping a ball",
    "You keep two things in the air with a light step. Adaptability and good humour handle the ups and downs.",
    "Too many balls at once. Money or time is stretched thin, and something important is about to be dropped."],
  ["teamwork, craftsmanship, skill, building", "poor teamwork, sloppy work, lack of recognition",
    "Skill meets collaboration and something well made rises. Your craft is noticed and valued by those who matter.",
    "The team pulls apart or the work is rushed. Good skills are wasted without cooperation or care."],
  ["security, saving, control, holding on", "greed, stinginess, fear of loss",
    "You hold your resources close and steady. Security is built by saving and protecting what you have.",
    "The grip is too tight. Fear of losing makes you hoard, and what is clutched cannot grow."],
  ["hardship, poverty, exclusion, worry", "recovery, help found, the cold lifting",
    "Out in the snow past a lit window. Hard times test body and purse; ask for the help that is closer than it seems.",
    "The hardship drags on or, at last, relief comes. Pride that refused help must give way for recovery to begin."],
  ["generosity, charity, sharing, fair exchange", "strings attached, debt, one-sided giving",
    "Coins pass from hand to hand fairly. Give when you can, receive when you need; the scales of help are balanced.",
    "The gift comes with conditions. Charity becomes power over others, or debts pile up on one side."],
  ["patience, long-term view, investment, assessment", "impatience, wasted effort, poor returns",
    "You lean on the hoe and look at the crop. Growth takes time; assess, adjust, and keep tending.",
    "Effort without reward, or impatience pulling up seeds to check them. Rethink where the work is going."],
  ["diligence, mastery, skill, hard work", "perfectionism, drudgery, cutting corners",
    "Coin after coin, carefully made. Steady practice turns skill into mastery; commit to the work.",
    "The craft turns to grind. Either perfectionism stalls the job or shortcuts spoil it."],
  ["independence, luxury, self-sufficiency, reward", "overwork, dependence, hollow show",
    "You walk your own garden, rich in what you earned. Independence and refined comfort are the fruits of discipline.",
    "The garden is a gilded cage. Luxury bought with overwork, or comfort that depends on someone else's favour."],
  ["legacy, family wealth, lasting success, inheritance", "family disputes, fleeting wealth, broken tradition",
    "Wealth that lasts generations: a home, a family, a legacy worth handing down. Security is shared across time.",
    "The inheritance divides the family. Money causes quarrels, or tradition breaks and takes the security with it."],
  ["study, ambition, a new skill, diligence", "procrastination, lack of focus, missed lessons",
    "The Herald of Pentacles studies the coin with care. A new course, job or skill begins with practical promise.",
    "Good intentions, no follow-through. Study is put off, and a sound plan never leaves the page."],
  ["reliability, routine, patience, method", "stagnation, boredom, stubborn plodding",
    "The Knight of Pentacles moves slowly but never stops. Dependable effort and routine bring steady results.",
    "Steady becomes stuck. The rut is mistaken for a road, and caution kills every new idea."],
  ["nurture, practicality, comfort, resourcefulness", "self-neglect, smothering, work-home imbalance",
    "The Riga of Pentacles makes a home warm and a budget work. Practical care and good sense provide for all.",
    "She gives to everyone but herself, or tends so closely that others cannot grow. The balance at home slips."],
  ["abundance, security, leadership, discipline", "greed, stubbornness, materialism",
    "The Righ of Pentacles has built an estate through patience and sound judgement. He provides generously and wisely.",
    "Wealth becomes the measure of everything. Stubborn and possessive, he values what he owns above whom he loves."],
];

const MAJOR_ATTR: [element: string, astrology: string, hebrew: string][] = [
  ["Air", "Air", "Aleph"], ["Air", "Mercury", "Beth"], ["Water", "Moon", "Gimel"], ["Earth", "Venus", "Daleth"],
  ["Fire", "Aries", "Heh"], ["Earth", "Taurus", "Vav"], ["Air", "Gemini", "Zayin"], ["Water", "Cancer", "Cheth"],
  ["Fire", "Leo", "Teth"], ["Earth", "Virgo", "Yod"], ["Fire", "Jupiter", "Kaph"], ["Air", "Libra", "Lamed"],
  ["Water", "Water", "Mem"], ["Water", "Scorpio", "Nun"], ["Fire", "Sagittarius", "Samekh"], ["Earth", "Capricorn", "Ayin"],
  ["Fire", "Mars", "Peh"], ["Air", "Aquarius", "Tzaddi"], ["Water", "Pisces", "Qoph"], ["Fire", "Sun", "Resh"],
  ["Fire", "Fire (Spirit)", "Shin"], ["Earth", "Saturn (Earth)", "Tav"],
];

/** Golden Dawn decans of the numbered cards 2–10, by suit. */
const DECANS: Record<"W" | "C" | "S" | "P", string[]> = {
  W: ["Mars in Aries", "Sun in Aries", "Venus in Aries", "Saturn in Leo", "Jupiter in Leo", "Mars in Leo", "Mercury in Sagittarius", "Moon in Sagittarius", "Saturn in Sagittarius"],
  C: ["Venus in Cancer", "Mercury in Cancer", "Moon in Cancer", "Mars in Scorpio", "Sun in Scorpio", "Venus in Scorpio", "Saturn in Pisces", "Jupiter in Pisces", "Mars in Pisces"],
  S: ["Moon in Libra", "Saturn in Libra", "Jupiter in Libra", "Venus in Aquarius", "Mercury in Aquarius", "Moon in Aquarius", "Jupiter in Gemini", "Mars in Gemini", "Sun in Gemini"],
  P: ["Jupiter in Capricorn", "Mars in Capricorn", "Sun in Capricorn", "Mercury in Taurus", "Moon in Taurus", "Saturn in Taurus", "Sun in Virgo", "Venus in Virgo", "Mercury in Virgo"],
};
const ELEMENT = { W: "Fire", C: "Water", S: "Air", P: "Earth" } as const;
/** Court elements: Herald/Page = Earth, Knight = Fire, Riga/Queen = Water, Righ/King = Air. */
const COURT_ELEMENT = ["Earth", "Fire", "Water", "Air"];

const kw = (s: string) => s.split(",").map((x) => x.trim());
const pad = (n: number) => String(n).padStart(2, "0");

function build(): Record<string, CardData> {
  const out: Record<string, CardData> = {};
  MAJORS.forEach(([w, i, well, ill], n) => {
    const [element, astrology, hebrew] = MAJOR_ATTR[n];
    out[`T${pad(n)}`] = { code: `T${pad(n)}`, keywords: { well: kw(w), ill: kw(i) }, well, ill, correspondences: { element, astrology, hebrew, number: n } };
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
  return out;
}

export const CARDS: Readonly<Record<string, CardData>> = Object.freeze(build());
