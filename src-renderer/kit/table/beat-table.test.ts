import { describe, expect, it } from 'vitest';
import { BEAT } from '../../stores/story-pace';
import { beatTable, told } from './beat-table';

describe('a game’s beats as a table', () => {
  const beatOf = beatTable<'battle' | 'dice' | 'round' | 'other'>(
    [
      ['battle', 'long', ['battle'], { summary: 'glance' }],
      ['dice', 'quick', ['dice']],
      ['headline', 'normal', ['round']],
    ],
    ['action', 'quick', { everyday: true }],
  );

  it('tells an event by the row of its type, with the row’s flags', () => {
    expect(beatOf('battle', [1, 2])).toEqual({ kind: 'battle', beat: BEAT.long, seats: [1, 2], summaryBeat: BEAT.glance });
    expect(beatOf('dice', [0])).toEqual({ kind: 'dice', beat: BEAT.quick, seats: [0] });
  });

  it('tells a type no row holds as the table says otherwise', () => {
    expect(beatOf('other', [3])).toEqual({ kind: 'action', beat: BEAT.quick, seats: [3], everyday: true });
  });

  it('a headline concerns everyone: no seats, whatever the event names', () => {
    expect(beatOf('round', [0, 1])).toEqual({ kind: 'headline', beat: BEAT.normal, seats: [] });
    expect(told('headline', 'linger', [2]).seats).toEqual([]);
  });

  it('refuses a type in two rows when the table is made', () => {
    expect(() => beatTable<'a'>([['action', 'quick', ['a']], ['dice', 'none', ['a']]], ['action', 'quick'])).toThrow(/a in two rows/);
  });
});
