/**
 * A move the feed tells (a march, a transport, a card sent against a player) reads as the replay's move list words it,
 * with a full stop (kit/table/line-table.ts asSentence): one catalogue key for both, in English and German.
 */
import { describe, expect, it } from 'vitest';
import { translate } from '../../src-renderer/i18n';
import { story as juni } from '../../src-renderer/games/juni-tsuki/story';
import { story as kunitori } from '../../src-renderer/games/kunitori/story';

const names = ['Aiko', 'Botan'];
const name = (seat: number): string => names[seat] ?? `Seat ${seat + 1}`;

describe.each(['en', 'de'] as const)('a move told in the feed (%s)', (locale) => {
  const t = (key: string, params?: Record<string, string | number>): string => translate(locale, key, params);

  it('Jūni-tsuki: the feed’s line is the move list’s, as a sentence', () => {
    const cases = [
      [{ type: 'transport-koku', seat: 0, from: 3, to: 4, amount: 2 }, { type: 'transport-koku', from: 3, to: 4, amount: 2 }],
      [{ type: 'card-bought', seat: 0 }, { type: 'buy-card' }],
      [{ type: 'card-answered', seat: 0, element: null, rings: 0, success: false }, { type: 'answer', element: null, rings: 0 }],
    ] as const;
    for (const [event, move] of cases) {
      const line = juni.describeMove('Aiko', move, t, name);
      expect(line.startsWith('Aiko ')).toBe(true);
      expect(juni.describeEvent(event, name, t, 0)).toBe(`${line}.`);
    }
  });

  it('Kunitori: sending a leader, keeping it back and scrapping read the same in the feed and the move list', () => {
    const cases = [
      [{ type: 'attack', seat: 0, leader: 1, target: 1 }, { type: 'attack', leader: 1, target: 1 }],
      [{ type: 'attack', seat: 0, leader: 1, target: null }, { type: 'attack', leader: 1, target: null }],
      [{ type: 'scrap', seat: 0, card: 1, from: 'hand' }, { type: 'scrap', card: 1 }],
    ] as const;
    for (const [event, move] of cases) {
      const line = kunitori.describeMove('Aiko', move, t, name);
      expect(line).toMatch(/^Aiko .+[^.]$/);
      expect(kunitori.describeEvent(event, name, t, 0)).toBe(`${line}.`);
    }
    expect(kunitori.describeEvent({ type: 'attack', seat: 0, leader: 1, target: 1 }, name, t, 0)).toContain('Botan');
  });
});
