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
import { asEvent } from './describe-event';

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

/** Steps 1–3 are the ranged half of a combat round, 4–7 the melee: removed at 3 and at 7. */
function sameHalf(a: number, b: number): boolean {
  return a <= 3 === b <= 3;
}

/** Index of the last `battle-started` in `events`, or -1. */
export function lastBattleIndex(events: readonly unknown[]): number {
  for (let i = events.length - 1; i >= 0; i--) if (asEvent(events[i])?.type === 'battle-started') return i;
  return -1;
}
