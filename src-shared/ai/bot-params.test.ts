import { describe, expect, it } from 'vitest';
import { parseBotParams, type BotParamSchema } from './bot-params';

const SCHEMA: BotParamSchema = {
  rate: { kind: 'number', min: 0 },
  playouts: { kind: 'number', min: 0, integer: true },
  depth: { kind: 'number', positive: true },
  cap: { kind: 'switch' },
  opponents: { kind: 'choice', values: ['heuristic', 'random'] },
};

describe('bot parameters from a schema', () => {
  it('reads numbers, switches and choices as typed values', () => {
    expect(parseBotParams('hard', SCHEMA, { rate: '200', cap: 'off', opponents: 'random', playouts: '14' })).toEqual({ rate: 200, cap: false, opponents: 'random', playouts: 14 });
    expect(parseBotParams('hard', SCHEMA, {})).toEqual({});
  });

  it('refuses what the schema does not allow, saying what the key takes', () => {
    expect(() => parseBotParams('hard', SCHEMA, { rate: '-1' })).toThrow("hard: rate must be a number ≥ 0, not '-1'");
    expect(() => parseBotParams('hard', SCHEMA, { rate: '' })).toThrow(/rate must be/);
    expect(() => parseBotParams('hard', SCHEMA, { playouts: '2.5' })).toThrow(/playouts must be a whole number/);
    expect(() => parseBotParams('hard', SCHEMA, { depth: '0' })).toThrow(/depth must be a positive number/);
    expect(() => parseBotParams('hard', SCHEMA, { cap: 'yes' })).toThrow("hard: cap is 'on' or 'off', not 'yes'");
    expect(() => parseBotParams('hard', SCHEMA, { opponents: 'bots' })).toThrow(/opponents is 'heuristic' or 'random'/);
    expect(() => parseBotParams('hard', SCHEMA, { speed: '3' })).toThrow(/unknown parameter 'speed' \(known: rate, playouts, depth, cap, opponents\)/);
  });

  it('accepts a family of keys by its prefix', () => {
    const weights = { 'w.': { spec: { kind: 'number' } as const, keys: ['castle', 'income'] } };
    expect(parseBotParams('hard', SCHEMA, { 'w.castle': '-40' }, weights)).toEqual({ 'w.castle': -40 });
    expect(() => parseBotParams('hard', SCHEMA, { 'w.moat': '1' }, weights)).toThrow(/unknown parameter 'w.moat'/);
  });
});
