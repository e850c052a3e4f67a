/**
 * MB Shogun's consequences in words, for the warning before send
 * (kit/table/consequence-gate.ts). What a move risks is the engine's answer
 * (`mbConsequencesOf`, src-shared/games/mb-shogun/consequences.ts).
 */
import { mbConsequencesOf } from '@shared/games/mb-shogun/public';
import type { Translate } from '../renderer-game';
import { provinceName, type MbShogunView } from './mb-view';

export function mbConsequenceLines(v: MbShogunView, colour: number, move: unknown, t: Translate): string[] {
  return mbConsequencesOf(v, colour, move).map((c) => {
    const province = provinceName(c.province);
    return c.army === null ? t('mb-shogun.consequence.province', { province }) : t('mb-shogun.consequence.provinceArmy', { province, n: c.army + 1 });
  });
}
