/**
 * Kunitori's feed lines, every event kind the engine declares, in English
 * and German (see ./support.ts): each told, readable, naming its seats.
 */
import { describe, it } from 'vitest';
import { story } from '../../../src-renderer/games/kunitori/story';
import type { KunitoriEvent } from '@shared/games/kunitori/types';
import { checkEveryKind, LOCALES, seatMentions, type FeedWordsSpec } from './support';

const SPEC: FeedWordsSpec = {
  game: 'kunitori',
  union: 'KunitoriEvent',
  describe: story.describeEvent,
  games: [
    [{ players: 4, turnLimit: 30 }, 'feed-words-4'],
    [{ players: 3, ninja: 'others' }, 'feed-words-3'],
    [{ players: 2 }, 'feed-words-2'],
  ],
  // Setup's own event (the host's setup keeps no events, a replay may): written here.
  written: [
    { type: 'setup', start: 1 },
    // Rarer in random play: a promotion, a led unit, a declined gain, a restacked deck.
    { type: 'promote', seat: 0, general: 0, treasures: [] },
    { type: 'lead', seat: 0, unit: 10, target: 1 },
    { type: 'decline', seat: 1, card: 8 },
    { type: 'restack', seat: 2, count: 3 },
    // Battles: random play under the v2 turn (one end-turn decision) seldom reaches them.
    { type: 'attack', seat: 0, leader: 10, target: 1 },
    { type: 'attack', seat: 2, leader: 10, target: null },
    { type: 'defence', seat: 1, mode: 'ambush', cards: [8] },
    { type: 'defence', seat: 1, mode: 'reinforce', cards: [] },
    { type: 'battle', attacker: 0, defender: 1, attack: 7, defence: 5, attackerGains: 8, defenderOffer: null },
    { type: 'battle', attacker: 0, defender: 1, attack: 3, defence: 5, attackerGains: null, defenderOffer: 8 },
  ] satisfies KunitoriEvent[],
  silent: { cleanup: 'the end of a turn: the next turn’s line follows' },
  // A bought card's gain is told by the 'buy' line; drawing nothing and the phase 'over' (the game-over line says it) are not told.
  mayBeSilent: (e) => (e.type === 'gain' && e.why === 'buy') || (e.type === 'draw' && e.count === 0) || (e.type === 'phase' && e.phase === 'over'),
  mentions: (e) => seatMentions(e, ['seat', 'attacker', 'defender']),
};

describe.each(LOCALES)('Kunitori feed lines (%s)', (locale) => {
  it('tells a sample of every event kind the engine declares', () => checkEveryKind(SPEC, locale));
});
