/** Hard's arena parameters come from its schema (ai/bot-params.ts): every HardConfig key a number ≥ 0, others refused by name. */
import { describe, expect, it } from 'vitest';
import { HARD_DEFAULTS } from './hard';
import { HARD_PARAMS, parseHardParams } from './index';

describe('Gekokujō Hard parameters', () => {
  it('has a parameter for every tuning value and reads them as numbers', () => {
    expect(Object.keys(HARD_PARAMS).sort()).toEqual(Object.keys(HARD_DEFAULTS).sort());
    expect(parseHardParams({ playouts: '30', bold: '0.5', rival: '0' })).toEqual({ playouts: 30, bold: 0.5, rival: 0 });
  });

  it('refuses an unknown key and a negative or non-numeric value, naming them', () => {
    expect(() => parseHardParams({ bogus: '1' })).toThrow(/unknown parameter 'bogus'/);
    expect(() => parseHardParams({ rate: '-1' })).toThrow(/rate must be a number ≥ 0/);
    expect(() => parseHardParams({ candidates: 'many' })).toThrow(/candidates must be a number ≥ 0/);
  });
});
