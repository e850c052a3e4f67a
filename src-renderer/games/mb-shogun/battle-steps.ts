/**
 * A battle's events grouped for the dice tray: from `battle-started` to
 * `battle-ended`, the dice of each removal (by side and unit kind, the
 * engine's values and hits) and the casualties that followed. The values are
 * the engine's; nothing here rolls.
 *
 * One roll of the tray per removal, not per step: the hits of a half round
 * (steps 1–2, steps 4–6; a first strike's steps) are removed together (step
 * 3, step 7), so its dice are rolled together. A step a roll cost a new tray
 * and 2–4 s on a software-rendered page, five times a combat round: a human's
 * battle held the story for 30 s (issue 21).
 */
import type { MbShogunEvent } from '@shared/games/mb-shogun/public';
import { asEvent } from './telling';

export type BattleStart = Extract<MbShogunEvent, { type: 'battle-started' }>;
export type DiceEvent = Extract<MbShogunEvent, { type: 'dice' }>;
export type CasualtyEvent = Extract<MbShogunEvent, { type: 'casualties' }>;

export interface BattleStep {
  /** Index (in the battle's events) of the roll's first die event: a key for the tray. */
  key: number;
  round: number;
  /** The first and the last step rolled (1–6). */
  step: number;
  lastStep: number;
  /** Index (in the events) of the roll's last die event: what is told after it waits until the roll lands. */
  lastKey: number;
  dice: DiceEvent[];
  casualties: CasualtyEvent[];
}

export interface BattleStory {
  /** Index of its `battle-started` in the events: which battle this is. */
  index: number;
  start: BattleStart;
  steps: BattleStep[];
  firstStrike: boolean;
  ended: Extract<MbShogunEvent, { type: 'battle-ended' }> | null;
}

/** The battle whose `battle-started` is at `index` of `events`, with everything told of it so far. */
export function battleAt(events: readonly unknown[], index: number): BattleStory | null {
  const start = asEvent(events[index]);
  if (!start || start.type !== 'battle-started') return null;
  const story: BattleStory = { index, start, steps: [], firstStrike: false, ended: null };
  let round = 1;
  /** A removal, a new combat round or the end of a first strike closes a roll. */
  let open = false;
  /** A first strike is one lone roll of steps 1–6 (the defender's), removed at once. */
  let strike = false;
  for (let i = index + 1; i < events.length; i++) {
    const e = asEvent(events[i]);
    if (!e) continue;
    if (e.type === 'battle-started') break;
    if (e.type === 'first-strike') {
      story.firstStrike = true;
      strike = true;
    } else if (e.type === 'combat-round') {
      round = e.round;
      open = false;
      strike = false;
    } else if (e.type === 'dice') {
      const last = story.steps.at(-1);
      // Within a half the steps rise (1, 2 | 4, 5, 6); a lower step is the next half or round.
      if (open && last && e.step >= last.lastStep && (strike || sameHalf(last.step, e.step))) {
        last.dice.push(e);
        last.lastStep = e.step;
        last.lastKey = i;
      } else story.steps.push({ key: i, round, step: e.step, lastStep: e.step, lastKey: i, dice: [e], casualties: [] });
      open = true;
    } else if (e.type === 'casualties') {
      story.steps.at(-1)?.casualties.push(e);
      open = false;
      strike = false;
    } else if (e.type === 'battle-ended') {
      story.ended = e;
      break;
    }
  }
  return story;
}

/**
 * A live battle's roll at 1×: 0.6 s, not the tray's 1.8 s, and 0.4 s for a roll without a hit (nothing
 * follows from it; the next half round is rolled at once). An MB battle the human fights rolls up to twice a combat
 * round for several rounds, a few battles a round: at a second a roll its rolls were 10–12 s of a round's longest wait
 * (issue 21, docs/pace.md). Replays keep the tray's. Here (not in BattleDice.vue) so the designed length of a round
 * counts them too (tests/unit/designed-beats.test.ts).
 */
export const LIVE_ROLL_SECONDS = 0.6;
export const LIVE_MISS_SECONDS = 0.4;
/**
 * From a battle's second combat round on (issue 32, round 5): 0.4 s, 0.3 s without a hit. The first round has been seen
 * whole (each kind's dice, the losses, the troops left); the rounds after it roll the same kinds, fewer, on the same
 * tray, still drawn in at least 6 frames (the tray's rule), and every roll and loss stays in the pinned battle after.
 */
export const LATER_ROLL_SECONDS = 0.4;
export const LATER_MISS_SECONDS = 0.3;

const hits = (step: BattleStep): boolean => step.dice.some((d) => d.hits > 0);

/** How long a roll of a live battle tumbles at 1× (seconds): the removals' rolls it puts on the tray at once. */
export function liveRollSeconds(roll: BattleStep | readonly BattleStep[]): number {
  const steps = Array.isArray(roll) ? roll : [roll as BattleStep];
  const later = (steps[0]?.round ?? 1) > 1;
  if (steps.some(hits)) return later ? LATER_ROLL_SECONDS : LIVE_ROLL_SECONDS;
  return later ? LATER_MISS_SECONDS : LIVE_MISS_SECONDS;
}

/** At most this many dice on the tray in one roll (two dozen fit its width at 1280×720 in two or three rows). */
const ROLL_DICE = 18;

/**
 * The last of the removals' rolls the live tray rolls at once from `from` (issue 32, round 5): a roll without a hit
 * goes onto the tray together with the roll told after it. The rulebook rolls the halves of a combat round apart
 * because the losses of step 3 are removed before the melee and those of step 7 before the next round (seed 000,
 * "Kampf-Folge": attacker and defender roll each kind at the same time, a half's losses go at its removal). A roll
 * without a hit removes nothing, so the dice after it are those the same troops roll next: on the tray at once,
 * labelled by their round and steps, the player sees the same thing without the 0.4 s and the frames of a roll that
 * changed nothing (about ten a round of the human's, most of them a melee missed before the next combat round).
 * Only rolls already told join (the tray never adds dice to a roll it has begun): a decision between them (the
 * human fighting on at step 8, `splits`) keeps them apart.
 */
export function rollEnd(steps: readonly BattleStep[], from: number, splits: (before: BattleStep, after: BattleStep) => boolean = () => false): number {
  let end = from;
  let dice = diceIn(steps[from]);
  for (;;) {
    const here = steps[end];
    const next = steps[end + 1];
    if (!here || !next || hits(here) || splits(here, next)) return end;
    dice += diceIn(next);
    if (dice > ROLL_DICE) return end;
    end++;
  }
}

const diceIn = (step: BattleStep | undefined): number => step?.dice.reduce((a, d) => a + d.values.length, 0) ?? 0;

/** A battle's removals' rolls as the live tray rolls them (`rollEnd`), each the rolls it puts on the tray at once. */
export function liveRolls(steps: readonly BattleStep[], splits?: (before: BattleStep, after: BattleStep) => boolean): BattleStep[][] {
  const out: BattleStep[][] = [];
  for (let i = 0; i < steps.length; ) {
    const end = rollEnd(steps, i, splits);
    out.push(steps.slice(i, end + 1));
    i = end + 1;
  }
  return out;
}

/** Steps 1–3 are the ranged half of a combat round, 4–7 the melee: removed at 3 and at 7. */
function sameHalf(a: number, b: number): boolean {
  return a <= 3 === b <= 3;
}

/** Index of the last `battle-started` in `events`, or -1. */
export function lastBattleIndex(events: readonly unknown[]): number {
  for (let i = events.length - 1; i >= 0; i--) if (asEvent(events[i])?.type === 'battle-started') return i;
  return -1;
}

/** What a battle is made of, from its start to what follows from it: a bots' battle told by its result is all of these. */
const BATTLE_PARTS = new Set([
  'battle-started',
  'combat-round',
  'first-strike',
  'dice',
  'casualties',
  'called-off',
  'battle-ended',
  'province-lost',
  'conquered',
  'experience',
  'follow-up',
  'ronin-revealed',
  'daimyo-lost',
  'battle-lapsed',
  'empty-attacked',
  'phase',
]);
/** Other lines told after a battle's end before it gives the tray's room back. */
const AFTER_END = 4;
/** How many battles back a finished battle shown in full is looked for. */
const LOOK_BACK = 12;

/**
 * The battle the table shows (its tray when `inFull` says so): the last one told; or, while only battles that are not
 * shown in full (bots' battles in Summary, each told by its result at once) have followed it, the last battle that is
 * shown in full, finished: its outcome stays on the tray while the story goes on, so its result need not hold the story
 * long (issue 21). A finished battle gives the room back once a few other lines are told after it, or when it is `left`
 * (its index: a decision of the human came after it).
 */
export function battleOnShow(events: readonly unknown[], inFull: (battle: BattleStory) => boolean, left = -1): BattleStory | null {
  const last = lastBattleIndex(events);
  if (last < 0) return null;
  const newest = battleAt(events, last);
  if (!newest) return null;
  let index = last;
  let story: BattleStory | null = newest;
  for (let n = 0; story && !inFull(story); n++) {
    if (n >= LOOK_BACK) return newest;
    index = lastBattleIndex(events.slice(0, index));
    story = index >= 0 ? battleAt(events, index) : null;
  }
  if (!story) return newest;
  if (!story.ended) return story === newest ? story : newest;
  if (index === left || otherLinesAfter(events, story) > AFTER_END) return story === newest ? null : newest;
  return story;
}

/** Lines told after the battle's end that are no part of a battle. */
function otherLinesAfter(events: readonly unknown[], story: BattleStory): number {
  let end = -1;
  for (let i = story.index + 1; i < events.length && end < 0; i++) if (asEvent(events[i])?.type === 'battle-ended') end = i;
  if (end < 0) return 0;
  let n = 0;
  for (let i = end + 1; i < events.length; i++) if (!BATTLE_PARTS.has(asEvent(events[i])?.type ?? '')) n++;
  return n;
}
