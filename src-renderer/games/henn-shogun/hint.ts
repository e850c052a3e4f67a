/** Henn's Shogun's words on a suggested move (kit/table/hint.ts): an attack's chance to win its battle. */
import type { HennShogunView } from '@shared/games/henn-shogun/public';
import type { GameHint } from '../renderer-game';
import { attackChance, percentText } from './advice';
import { provinceIndexOf, provinceName } from './henn-view';

export const hint: GameHint = {
  gain(move, view, seat, t) {
    const m = move as { type?: string; to?: string; count?: number };
    const v = view as HennShogunView | null;
    if (m.type !== 'march' || !m.to || !v) return null;
    const target = v.provinces[provinceIndexOf(m.to)];
    if (!target || target.owner === seat) return null;
    return t('henn-shogun.hint.attack', { province: provinceName(m.to), n: m.count ?? 1, chance: percentText(attackChance(v, seat, m.to, m.count ?? 1)) });
  },
};
