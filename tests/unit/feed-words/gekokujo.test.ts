/**
 * Gekokujō's feed lines, every event kind the engine declares, in English
 * and German (see ./support.ts): each told, readable, naming its seats.
 */
import { describe, it } from 'vitest';
import { story } from '../../../src-renderer/games/gekokujo/story';
import { provinceName } from '../../../src-renderer/games/gekokujo/gek-view';
import type { GekokujoEvent } from '@shared/games/gekokujo/types';
import { checkEveryKind, LOCALES, seatMentions, type FeedWordsSpec } from './support';

const SPEC: FeedWordsSpec = {
  game: 'gekokujo',
  union: 'GekokujoEvent',
  describe: story.describeEvent,
  games: [
    [{ players: 4, roundLimit: 6 }, 'feed-words-base'],
    [{ players: 5, roundLimit: 5, political: true, specialized: true, technology: true, rice: true }, 'feed-words-modules'],
    [{ players: 4, roundLimit: 5, glory: true, political: true }, 'feed-words-glory'],
  ],
  // Rarer in random play: written here.
  written: [
    { type: 'assassination', seat: 0, victim: 1, province: 5, unit: 'bushi' },
    { type: 'hits-assigned', seat: 0, hits: [1, 0], sides: [0, 1] },
    { type: 'liberated', seat: 1, how: 'assault' },
    { type: 'liberated', seat: 1, how: 'fund' },
    { type: 'pact-broken', seat: 0, ally: 1, why: 'betrayal' },
    { type: 'pact-broken', seat: 0, ally: 1, why: 'vassal' },
    // Glory only on the Path (a player whose last Daimyō fell): rare in random play since v2.
    { type: 'glory', seat: 2, points: 5, total: 5, why: 'last-daimyo' },
    { type: 'glory', seat: 2, points: 3, total: 8, why: 'mandate' },
  ] satisfies GekokujoEvent[],
  silent: {},
  // Nothing owed, nothing to tell.
  mayBeSilent: (e) => (e.type === 'upkeep' || e.type === 'winter-supply') && e.owed === 0,
  mentions: (e) => {
    const out = seatMentions(e, ['seat', 'victim', 'liege', 'ally']);
    if (['pact-offered'].includes(e.type)) out.push(...seatMentions(e, ['to']));
    if (['pact-answered', 'raid'].includes(e.type)) out.push(...seatMentions(e, ['from']));
    if (typeof e.province === 'number' && !['dice', 'casualties'].includes(e.type)) out.push(provinceName(e.province));
    return out;
  },
};

describe.each(LOCALES)('Gekokujō feed lines (%s)', (locale) => {
  it('tells a sample of every event kind the engine declares', () => checkEveryKind(SPEC, locale));
});
