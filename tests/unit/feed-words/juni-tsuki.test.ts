/**
 * Jūni-tsuki's feed lines, every event kind the engine declares, in English
 * and German (see ./support.ts): each told, readable, naming its seats.
 */
import { describe, it } from 'vitest';
import { story } from '../../../src-renderer/games/juni-tsuki/story';
import type { JuniEvent } from '@shared/games/juni-tsuki/types';
import { checkEveryKind, LOCALES, seatMentions, type FeedWordsSpec } from './support';

const SPEC: FeedWordsSpec = {
  game: 'juni-tsuki',
  union: 'JuniEvent',
  describe: story.describeEvent,
  games: [
    // Seeds whose random games reach the year's end (as in juni-tsuki-texts.test.ts).
    [{ players: 3, years: 1 }, 'texts-1-13'],
    [{ players: 5, years: 1 }, 'texts-2-4'], // since ruleset v7 (5-player homes): one that draws and buys cards and kills a family member
    [{ players: 2, years: 1 }, 'texts-3-2'],
    // Since ruleset v4 (homes drawn): one that reaches the year's end (upkeep, fate, production, koku announced).
    [{ players: 3, years: 1 }, 'texts-1-15'],
  ],
  // Setup's own event (the host's setup keeps no events, a replay may): written here.
  written: [
    { type: 'start-roll', rolls: [[3, 4], [6, 6], [1, 2]], start: 1, direction: 1 },
    // Rarer in random play: written here.
    { type: 'battle-off', attacker: 0, reason: 'called-off' },
    { type: 'battle-off', attacker: 0, reason: 'nothing' },
    { type: 'nothing-duel', defender: 1, attacker: 0, defRings: 3, attRings: 2, defenderSafe: true },
    { type: 'nothing-duel', defender: 1, attacker: 0, defRings: 1, attRings: null, defenderSafe: false },
    { type: 'castle-taken', castle: 2, by: 0, from: 1, koku: 5 },
    { type: 'transport-koku', seat: 0, from: 3, to: 4, amount: 2, visibleTo: [0] },
    { type: 'transport-family', seat: 0, family: 1, to: 5 },
    { type: 'battle-joined', seat: 2, side: 'defender', point: 7, samurai: 3 },
    { type: 'join', seat: 2, leader: 0, yes: true },
    { type: 'hire', seat: 0, point: 7, samurai: 2 },
    { type: 'new-start-player', seat: 1 },
    { type: 'shogun', seat: 0 },
  ] satisfies JuniEvent[],
  silent: {},
  mentions: (e) => seatMentions(e, ['seat']),
};

describe.each(LOCALES)('Jūni-tsuki feed lines (%s)', (locale) => {
  it('tells a sample of every event kind the engine declares', () => checkEveryKind(SPEC, locale));
});
