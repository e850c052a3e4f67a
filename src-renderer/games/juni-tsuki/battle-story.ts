/**
 * A battle as the events tell it: the factors, then one skirmish per pair of
 * groups (the engine's d20 rolls and totals). Found in a list of events by the
 * index of its `battle-factors` event; the live table and the replay both use it.
 */
import type { JuniEvent } from '@shared/games/juni-tsuki/public';
import type { DiceGroup } from '../../kit/dice/dice-plan';
import type { Translate } from '../renderer-game';
import { asEvent } from './telling';

export type FactorsEvent = Extract<JuniEvent, { type: 'battle-factors' }>;
export type SkirmishEvent = Extract<JuniEvent, { type: 'skirmish' }>;

export interface BattleTold {
  factors: FactorsEvent;
  skirmishes: SkirmishEvent[];
  attacker: number;
  defender: number;
}

/** The battle whose factors are at `index`, with the skirmishes that follow it; null when no battle starts there. */
export function battleAt(events: readonly unknown[], index: number): BattleTold | null {
  const first = asEvent(events[index]);
  if (first?.type !== 'battle-factors') return null;
  const skirmishes: SkirmishEvent[] = [];
  for (let i = index + 1; i < events.length; i++) {
    const e = asEvent(events[i]);
    if (e?.type !== 'skirmish') break;
    skirmishes.push(e);
  }
  if (skirmishes.length === 0) return null;
  return { factors: first, skirmishes, attacker: skirmishes[0]!.attacker.owner, defender: skirmishes[0]!.defender.owner };
}

/** The d20s of the skirmishes for the dice tray: each side's dice in one column, the winners ringed. */
export function battleDice(b: BattleTold, name: (seat: number) => string, t: Translate): DiceGroup[] {
  const groups: DiceGroup[] = [];
  b.skirmishes.forEach((s, i) => {
    groups.push({ id: `a${i}`, side: name(s.attacker.owner), label: t('juni-tsuki.battle.skirmishN', { n: i + 1 }), sides: 20, values: [s.attackRoll], hits: [s.winner === 'attacker'] });
    groups.push({ id: `d${i}`, side: name(s.defender.owner), label: t('juni-tsuki.battle.skirmishN', { n: i + 1 }), sides: 20, values: [s.defendRoll], hits: [s.winner === 'defender'] });
  });
  return groups;
}
