import { describe, expect, it } from 'vitest';
import { defaultsFromSchema, parseOptionsFromSchema, parseOptionText, type OptionSpec } from './options';

const SPECS: OptionSpec[] = [
  { kind: 'choice', key: 'side', values: ['sun', 'moon'], default: 'sun' },
  { kind: 'choice', key: 'setup', values: ['fixed', 'draft'], default: 'fixed', defaultIf: [{ when: { side: 'moon' }, value: 'draft' }] },
  { kind: 'int', key: 'roundLimit', min: 1, max: 50, default: null },
  { kind: 'int', key: 'years', min: 1, max: 3, default: 2 },
  { kind: 'bool', key: 'glory', default: false },
];
const RANGE = { minPlayers: 3, maxPlayers: 5 };
const parse = (raw: unknown) => parseOptionsFromSchema(SPECS, RANGE, raw);

describe('options from the schema', () => {
  it('fills every default, a conditional one from the options before it, and leaves an off int out', () => {
    expect(parse({ players: 4 })).toEqual({ ok: true, value: { players: 4, side: 'sun', setup: 'fixed', years: 2, glory: false } });
    expect(parse({ players: 4, side: 'moon' })).toMatchObject({ ok: true, value: { side: 'moon', setup: 'draft' } });
    expect(parse({ players: 4, roundLimit: null })).toEqual(parse({ players: 4 }));
    expect(parse({ players: 5, roundLimit: 7, glory: true })).toMatchObject({ ok: true, value: { roundLimit: 7, glory: true } });
  });

  it('refuses wrong types, values out of range and the players out of the game’s range, naming the key', () => {
    const refused = (raw: unknown, key: string) =>
      expect(parse(raw)).toMatchObject({ ok: false, error: { code: 'bad-options', message: expect.stringContaining(`'${key}'`) } });
    refused({ players: 2 }, 'players');
    refused({}, 'players');
    refused({ players: 3.5 }, 'players');
    refused({ players: 3, side: 'star' }, 'side');
    refused({ players: 3, roundLimit: 0 }, 'roundLimit');
    refused({ players: 3, years: '2' }, 'years');
    refused({ players: 3, glory: 'yes' }, 'glory');
    expect(parse('x')).toMatchObject({ ok: false, error: { code: 'bad-options' } });
    expect(parse([3])).toMatchObject({ ok: false, error: { code: 'bad-options' } });
  });

  it('refuses unknown keys unless the game names them as extra', () => {
    expect(parse({ players: 3, handicap: {} })).toMatchObject({ ok: false, error: { code: 'bad-options', message: expect.stringContaining("'handicap'") } });
    expect(parseOptionsFromSchema(SPECS, RANGE, { players: 3, handicap: { p: 1 } }, ['handicap'])).toMatchObject({ ok: true, value: { handicap: { p: 1 } } });
  });

  it('gives the same defaults to the New game screen and the CLI as to the parser', () => {
    const parsed = parse({ players: 4, side: 'moon' });
    expect(parsed.ok && parsed.value).toEqual(defaultsFromSchema(SPECS, { players: 4, side: 'moon' }));
    expect(defaultsFromSchema(SPECS)).toEqual({ side: 'sun', setup: 'fixed', years: 2, glory: false });
  });

  it('reads one value from command-line text', () => {
    expect(parseOptionText(SPECS[0]!, 'moon')).toEqual({ ok: true, value: 'moon' });
    expect(parseOptionText(SPECS[2]!, 'off')).toEqual({ ok: true, value: undefined });
    expect(parseOptionText(SPECS[3]!, 'off').ok).toBe(false);
    expect(parseOptionText(SPECS[4]!, 'on')).toEqual({ ok: true, value: true });
  });
});
