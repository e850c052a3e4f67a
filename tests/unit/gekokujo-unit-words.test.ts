/**
 * Gekokujō's unit names counted (telling.ts unitWord, unitsText): one and many in English and German; a name the same
 * for both (Daimyō, Bushi, Ronin) is written once in the catalogue.
 */
import { describe, expect, it } from 'vitest';
import { translate } from '../../src-renderer/i18n';
import { unitWord, unitsText } from '../../src-renderer/games/gekokujo/telling';

const en = (key: string, params?: Record<string, string | number>): string => translate('en', key, params);
const de = (key: string, params?: Record<string, string | number>): string => translate('de', key, params);

describe('Gekokujō unit names for a count', () => {
  it('says one archer and two archers, in both languages', () => {
    expect(`1 ${unitWord('archer', 1, en)}`).toBe('1 Archer');
    expect(`2 ${unitWord('archer', 2, en)}`).toBe('2 Archers');
    expect(`1 ${unitWord('archer', 1, de)}`).toBe('1 Bogenschütze');
    expect(`3 ${unitWord('archer', 3, de)}`).toBe('3 Bogenschützen');
  });
  it('says Daimyō, Bushi and Ronin alike for one and many', () => {
    for (const t of [en, de]) {
      for (const unit of ['daimyo', 'bushi', 'ronin']) expect(unitWord(unit, 1, t)).toBe(unitWord(unit, 4, t));
    }
    expect(unitsText(1, 3, 1, en)).toBe('1 Daimyō, 3 Bushi, 1 Ronin');
  });
});
