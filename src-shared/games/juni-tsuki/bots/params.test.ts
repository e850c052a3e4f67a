/** Hard's arena parameters come from its schema (ai/bot-params.ts): known keys typed, others refused by name. */
import { describe, expect, it } from 'vitest';
import { HARD_DEFAULTS, treeKnobs } from './hard';
import { hardBot, parseHardParams } from './index';

describe('Jūni-tsuki Hard parameters', () => {
  it('reads switches, whole playouts, positive numbers and evaluation weights', () => {
    expect(parseHardParams({ search: 'off', cap: 'on', playouts: '30', rate: '40', 'w.castle': '-2.5' })).toEqual({
      search: false, cap: true, playouts: 30, rate: 40, weights: { castle: -2.5 },
    });
    expect(hardBot.withParams!({ search: 'off' }).searches).toBe(false);
  });

  it('the round horizon cuts an iteration at roundPlies, not at the month horizon’s 5 plies', () => {
    const round = { ...HARD_DEFAULTS, ...parseHardParams({ horizon: 'round', playouts: '240' }) };
    expect(treeKnobs(round).maxPlies).toBe(HARD_DEFAULTS.roundPlies);
    expect(HARD_DEFAULTS.roundPlies).toBeGreaterThan(HARD_DEFAULTS.plies);
    expect(treeKnobs({ ...round, ...parseHardParams({ roundPlies: '200' }) }).maxPlies).toBe(200);
    expect(treeKnobs(HARD_DEFAULTS).maxPlies).toBe(HARD_DEFAULTS.plies);
  });

  it('the endgame cuts an iteration at endPlies and covers the last two months by default', () => {
    const end = { ...HARD_DEFAULTS, ...parseHardParams({ endgame: '2', endWork: '480', endPlies: '150', endTolerance: '0.05' }) };
    expect([end.endgame, end.endWork, end.endTolerance]).toEqual([2, 480, 0.05]);
    expect(treeKnobs(end, true).maxPlies).toBe(150);
    expect(treeKnobs(end).maxPlies).toBe(HARD_DEFAULTS.plies);
    expect(HARD_DEFAULTS.endgame).toBe(2);
    expect(() => parseHardParams({ endgame: '1.5' })).toThrow(/endgame must be a whole number/);
  });

  it('refuses an unknown key, a bad switch, a fractional playout count and a zero rate, naming them', () => {
    expect(() => parseHardParams({ bogus: '1' })).toThrow(/unknown parameter 'bogus'/);
    expect(() => parseHardParams({ 'w.nothing': '1' })).toThrow(/unknown parameter 'w.nothing'/);
    expect(() => parseHardParams({ search: 'yes' })).toThrow(/search is 'on' or 'off'/);
    expect(() => parseHardParams({ playouts: '2.5' })).toThrow(/playouts must be a whole number/);
    expect(() => parseHardParams({ rate: '0' })).toThrow(/rate must be a positive number/);
  });
});
