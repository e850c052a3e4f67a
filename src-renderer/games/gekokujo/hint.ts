/** Gekokujō's words on a suggested move (kit/table/hint.ts): the chance to win the battle it starts or fights. */
import { attackWinChance, hasEnemy, type GekokujoView } from '@shared/games/gekokujo/public';
import { percentOf } from '../../kit/map/province-card';
import type { GameHint } from '../renderer-game';
import { provinceName } from './gek-view';

export const hint: GameHint = {
  gain(move, view, seat, t) {
    const v = view as GekokujoView | null;
    const m = move as { type?: string; from?: number; path?: number[]; province?: number };
    if (!v) return null;
    if (m.type === 'march' && m.from !== undefined && m.path?.length) {
      const to = m.path[m.path.length - 1]!;
      if (!hasEnemy(v, seat, to)) return null;
      const c = attackWinChance(v, seat, to, m.from);
      return c === null ? null : t('gekokujo.hint.attack', { province: provinceName(to), pct: percentOf(c) });
    }
    if (m.type === 'battle' && m.province !== undefined) {
      const c = attackWinChance(v, seat, m.province, null);
      return c === null ? null : t('gekokujo.hint.battle', { province: provinceName(m.province), pct: percentOf(c) });
    }
    return null;
  },
};
