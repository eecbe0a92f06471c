/**
 * The Major Arcana in love and at work, on each side. Our own words; keyed by identity (RWS number).
 * [love well, love ill, work well, work ill]
 */
export const MAJOR_LIFE: Record<string, [string, string, string, string]> = {
  T00: ["In love, a fresh and playful start with no script.", "In love, a fling that ignores the other person's feelings.", "At work, a new venture worth trying before it is fully planned.", "At work, a risk taken without checking the numbers."],
  T01: ["In love, you can make the first move and be believed.", "In love, charm used as a tactic rather than a truth.", "At work, your skills are exactly what the job needs.", "At work, a pitch with nothing behind it."],
  T02: ["In love, an attraction that grows slowly and quietly.", "In love, things left unsaid that cool the bond.", "At work, keep your counsel and watch before you move.", "At work, a hidden agenda in the room."],
  T03: ["In love, warmth, affection and perhaps a child or a home.", "In love, care that smothers or keeps score.", "At work, a fertile project that rewards tending.", "At work, comfort that has stopped anything new."],
  T04: ["In love, a steady and protective companion.", "In love, control dressed up as care.", "At work, structure, authority and a clear chain of command.", "At work, a rigid boss or a rule nobody questions."],
  T05: ["In love, commitment, vows and shared values.", "In love, a bond held together only by what others expect.", "At work, training, a mentor or an established firm.", "At work, red tape and doing it the old way for no reason."],
  T06: ["In love, a true match chosen freely by both.", "In love, a divided heart or a choice left hanging.", "At work, an alliance built on shared values.", "At work, a deal where the values do not match."],
  T07: ["In love, pursuing someone with purpose.", "In love, a relationship pulled two ways at once.", "At work, a hard-won success through sheer drive.", "At work, pushing so hard that the people around you break."],
  T08: ["In love, patience and tenderness tame a difficult moment.", "In love, temper or self-doubt strains the bond.", "At work, calm persistence wins over a hard client or colleague.", "At work, nerves or anger get the better of you."],
  T09: ["In love, time apart to know what you want.", "In love, loneliness kept up out of habit.", "At work, focused solitary study or expert advice.", "At work, cutting yourself off from the people you need."],
  T10: ["In love, a lucky meeting or a turn for the better.", "In love, old patterns coming round again.", "At work, a break or a change of fortune to seize.", "At work, a downturn to ride out."],
  T11: ["In love, honesty and fair give-and-take.", "In love, a score kept unfairly or a truth avoided.", "At work, contracts, fair dealing and decisions that hold.", "At work, an unfair ruling or a dispute."],
  T12: ["In love, a pause that lets you see each other differently.", "In love, waiting for someone who is not coming.", "At work, a project on hold that needs a new angle.", "At work, stalling and sacrifice that earn nothing."],
  T13: ["In love, one chapter closes so another can open.", "In love, holding on to what is already over.", "At work, a role ends and clears the way.", "At work, dreading a change that has already begun."],
  T14: ["In love, a calm and healing balance between two people.", "In love, extremes and impatience upset the balance.", "At work, steady cooperation and the right mix of people.", "At work, rushing or overcommitting."],
  T15: ["In love, strong desire that needs honest eyes.", "In love, jealousy, possession or a bond that binds.", "At work, ambition and money as motives, admitted.", "At work, a job you stay in only for the chain of pay."],
  T16: ["In love, a sudden truth that clears the air.", "In love, a quarrel long avoided that finally breaks.", "At work, a shake-up that removes what was false.", "At work, a collapse that warnings could have prevented."],
  T17: ["In love, hope and healing after hurt.", "In love, giving up on love too soon.", "At work, inspiration and a goal worth working toward.", "At work, discouragement that hides a real chance."],
  T18: ["In love, dreams and longing, not all of them clear.", "In love, suspicion or illusions about the other.", "At work, trust instinct but confirm the details.", "At work, confusion, rumours or deceit."],
  T19: ["In love, joy, warmth and being openly together.", "In love, a cloud over happiness that will pass.", "At work, success, recognition and good health.", "At work, success delayed or taken for granted."],
  T20: ["In love, a second chance or a bond renewed.", "In love, old blame that keeps the two of you stuck.", "At work, a calling answered or a big decision made.", "At work, ignoring the call to change course."],
  T21: ["In love, fulfilment and a bond complete in itself.", "In love, a loose end that keeps you from moving on.", "At work, a project finished and a goal reached.", "At work, nearly done, but not yet finished."],
};
