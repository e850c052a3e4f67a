/**
 * Henn's Shogun's feed lines, every event kind the engine declares, in
 * English and German (see ./support.ts): each told, readable, naming its
 * seats and province; and a lost province says to whom and by what.
 */
import { describe, expect, it } from 'vitest';
import { story } from '../../../src-renderer/games/henn-shogun/story';
import { provinceName } from '../../../src-renderer/games/henn-shogun/henn-view';
import type { HennShogunEvent } from '@shared/games/henn-shogun/types';
import { checkEveryKind, LOCALES, seatMentions, seatName, translator, type FeedWordsSpec } from './support';

const SPEC: FeedWordsSpec = {
  game: 'henn-shogun',
  union: 'HennShogunEvent',
  describe: story.describeEvent,
  games: [
    [{ players: 4 }, 'feed-words-4'],
    [{ players: 3, setup: 'draft' }, 'feed-words-3'],
  ],
  // Random drafts never swap: written here.
  written: [{ type: 'draft-swapped', seat: 0, open: ['kozuke'] }] satisfies HennShogunEvent[],
  silent: {
    'tower-prepared': 'the tower is filled before the first battle: shown as the tower, not a line',
    'plan-confirmed': 'a seat’s plan is secret; "planned" tells that it is in',
  },
  mentions: (e) => {
    const out = seatMentions(e, ['seat']);
    if (typeof e.province === 'string' && e.type !== 'card-revealed') out.push(provinceName(e.province));
    if (e.type === 'province-lost') out.push(...seatMentions(e, ['from', 'to']));
    if (e.type === 'battle') out.push(...seatMentions(e, ['attacker', 'defender']));
    return out;
  },
};

describe.each(LOCALES)('Henn’s Shogun feed lines (%s)', (locale) => {
  it('tells a sample of every event kind the engine declares', () => checkEveryKind(SPEC, locale));

  it('says whom a province passed to, and feeds one province in the singular', () => {
    const t = translator(locale);
    expect(story.describeEvent({ type: 'province-lost', province: 'kozuke', from: 1, to: 0 }, seatName, t)).toMatch(locale === 'en' ? /^Taro loses Kozuke to Hanako/ : /^Taro verliert Kozuke an Hanako/);
    expect(story.describeEvent({ type: 'province-lost', province: 'kozuke', from: 1, to: -1 }, seatName, t)).toMatch(locale === 'en' ? /^Taro loses Kozuke: it falls neutral/ : /^Taro verliert Kozuke/);
    const fed = story.describeEvent({ type: 'winter-rice', seat: 0, loss: 1, provinces: 1, shortfall: 0, revolts: [], extraPeasants: 0 }, seatName, t)!;
    expect(fed).not.toMatch(/all 1 provinces|alle 1 Provinzen/);
  });
});
