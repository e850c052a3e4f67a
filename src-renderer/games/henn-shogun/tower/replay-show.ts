/**
 * What Henn's `replayShow` shows (index.ts pairs it with TowerView.vue, the
 * same view as the live table's): each throw into the tower as it fell,
 * with the battle the throw decided.
 */
import type { BattleReport, TowerCube, TowerTraceData } from '@shared/games/henn-shogun/public';
import type { ShowAt, Translate } from '../../renderer-game';
import { asEvent } from '../telling';

/** What TowerView plays: a `tower-thrown` event and the battle it decided (null for the tower's setup throw). */
export interface ThrowPair {
  event: { trace: TowerTraceData; inside: TowerCube[] };
  battle: BattleReport | null;
}

/** The throw at `index` and the battle it decided, paired as HennTable pairs them. */
export function throwAt(events: readonly unknown[], index: number): ThrowPair | null {
  if (asEvent(events[index])?.type !== 'tower-thrown') return null;
  const rest = events.slice(index + 1);
  const end = rest.findIndex((e) => asEvent(e)?.type === 'tower-thrown');
  const battle = (end < 0 ? rest : rest.slice(0, end)).find((e) => asEvent(e)?.type === 'battle');
  return { event: events[index] as ThrowPair['event'], battle: (battle as BattleReport | undefined) ?? null };
}

/** `ReplayShow.at`: the tower for a throw, nothing for any other event. */
export function towerShowAt(events: readonly unknown[], index: number, t: Translate): ShowAt | null {
  const pair = throwAt(events, index);
  if (!pair) return null;
  return {
    title: t('henn-shogun.tower.replay.title'),
    props: { event: pair.event, battle: pair.battle },
    watch: t('henn-shogun.tower.replay.watch'),
    waiting: t('henn-shogun.tower.replay.waiting'),
  };
}
