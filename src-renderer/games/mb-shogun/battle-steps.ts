/**
 * A battle's events grouped for the dice tray: from `battle-started` to
 * `battle-ended`, each combat step's dice (by side and unit kind, the
 * engine's values and hits) and the casualties that followed. The values are
 * the engine's; nothing here rolls.
 */
import type { MbShogunEvent } from '@shared/games/mb-shogun/public';
import { asEvent } from './describe-event';

export type BattleStart = Extract<MbShogunEvent, { type: 'battle-started' }>;
export type DiceEvent = Extract<MbShogunEvent, { type: 'dice' }>;
export type CasualtyEvent = Extract<MbShogunEvent, { type: 'casualties' }>;

export interface BattleStep {
  /** Index (in the battle's events) of the step's first die event: a key for the tray. */
  key: number;
  round: number;
  step: number;
  dice: DiceEvent[];
  casualties: CasualtyEvent[];
}

export interface BattleStory {
  start: BattleStart;
  steps: BattleStep[];
  firstStrike: boolean;
  ended: Extract<MbShogunEvent, { type: 'battle-ended' }> | null;
}

/** The battle whose `battle-started` is at `index` of `events`, with everything told of it so far. */
export function battleAt(events: readonly unknown[], index: number): BattleStory | null {
  const start = asEvent(events[index]);
  if (!start || start.type !== 'battle-started') return null;
  const story: BattleStory = { start, steps: [], firstStrike: false, ended: null };
  let round = 1;
  for (let i = index + 1; i < events.length; i++) {
    const e = asEvent(events[i]);
    if (!e) continue;
    if (e.type === 'battle-started') break;
    if (e.type === 'first-strike') story.firstStrike = true;
    else if (e.type === 'combat-round') round = e.round;
    else if (e.type === 'dice') {
      const last = story.steps.at(-1);
      if (last && last.step === e.step && last.round === round && last.casualties.length === 0) last.dice.push(e);
      else story.steps.push({ key: i, round, step: e.step, dice: [e], casualties: [] });
    } else if (e.type === 'casualties') story.steps.at(-1)?.casualties.push(e);
    else if (e.type === 'battle-ended') {
      story.ended = e;
      break;
    }
  }
  return story;
}

/** Index of the last `battle-started` in `events`, or -1. */
export function lastBattleIndex(events: readonly unknown[]): number {
  for (let i = events.length - 1; i >= 0; i--) if (asEvent(events[i])?.type === 'battle-started') return i;
  return -1;
}
