/**
 * One telling per game (kit/table/telling.ts): each game's telling.ts gives the kit the same two functions, and
 * what a table used to keep in a stateful reader or read from its live state comes from the context the kit
 * hands it — the events told so far and the view on screen.
 */
import { describe, expect, it } from 'vitest';
import { asEvent, bareContext, type GameTelling, type TellingContext } from '../../../src-renderer/kit/table/telling';
import { BEAT, tellingBeat } from '../../../src-renderer/stores/story-pace';
import { telling as henn } from '../../../src-renderer/games/henn-shogun/telling';
import { telling as mb } from '../../../src-renderer/games/mb-shogun/telling';
import { telling as gek } from '../../../src-renderer/games/gekokujo/telling';
import { telling as kunitori } from '../../../src-renderer/games/kunitori/telling';
import { telling as juni } from '../../../src-renderer/games/juni-tsuki/telling';

const t = (key: string, params?: Record<string, string | number>): string => `${key}${params ? ` ${JSON.stringify(params)}` : ''}`;
const name = (seat: number): string => ['Hanako', 'Aiko', 'Jun', 'Ren'][seat] ?? `?${seat}`;
const ctx = (told: unknown[] = [], view: unknown = null): TellingContext => ({ t, name, view, told });

const GAMES: [string, GameTelling, unknown][] = [
  ['henn-shogun', henn, { type: 'game-over', winners: [1] }],
  ['mb-shogun', mb, { type: 'game-over', winners: [1], reason: 'provinces' }],
  ['gekokujo', gek, { type: 'game-over', winners: [1], reason: 'provinces' }],
  ['kunitori', kunitori, { type: 'game-over', winners: [1] }],
  ['juni-tsuki', juni, { type: 'game-over', winners: [1] }],
];

describe('each game tells its events through the one shape the kit reads', () => {
  it.each(GAMES)('%s: the game’s end is a headline with a line naming the winner', (_id, telling, over) => {
    const line = telling.line(over, bareContext(t, name));
    expect(line).toContain('Aiko');
    const beat = telling.beat(over, bareContext(t, name));
    expect(beat.kind).toBe('headline');
    expect(beat.beat).toBeGreaterThan(0);
  });

  it.each(GAMES)('%s: what is not an event has no line and no beat', (_id, telling) => {
    expect(telling.line('not an event', ctx())).toBeNull();
    expect(tellingBeat(telling.beat(42, ctx()), 'everything', new Set([0]))).toBe(BEAT.none);
  });
});

describe('asEvent: an event is an object with a string type', () => {
  it('reads events and refuses the rest', () => {
    expect(asEvent({ type: 'moved', seat: 1 })).toEqual({ type: 'moved', seat: 1 });
    expect(asEvent({ type: 3 })).toBeNull();
    expect(asEvent(null)).toBeNull();
    expect(asEvent('moved')).toBeNull();
  });
});

describe('what a table read from its live state comes from the context', () => {
  it('Jūni-tsuki: a battle’s factors concern the sides of the battle named last among the events told', () => {
    const named = { type: 'battle-named', attacker: 1, defender: 0, target: 5 };
    const factors = { type: 'battle-factors', attacker: [3, 1], defender: [2], bonus: 0, side: null };
    expect(juni.beat(factors, ctx([named, factors])).seats).toEqual([1, 0]);
    // With nothing told before them they concern nobody in particular.
    expect(juni.beat(factors, ctx([factors])).seats).toEqual([]);
  });

  it('MB: a die of a battle concerns both its sides (the battle started last), each colour read as its seat from the view', () => {
    const started = { type: 'battle-started', attacker: 2, defender: 3, province: 5 };
    const die = { type: 'dice', colour: 2, rolls: [] };
    // Two players, four colours: colours 2 and 3 are seats 0 and 1's second colours.
    const view = { stage: 'battle', provinces: [], colours: [{ seat: 0 }, { seat: 1 }, { seat: 0 }, { seat: 1 }] };
    expect([...mb.beat(die, ctx([started, die], view)).seats].sort()).toEqual([0, 1]);
    // Without the battle told, the die concerns its roller alone.
    expect(mb.beat(die, ctx([die], view)).seats).toEqual([0]);
  });

  it('Henn: a bot’s everyday action is told with the next line in the Summary, a glance otherwise; the human’s own a glance', () => {
    const built = { type: 'built', seat: 2, building: 'temple', province: 'Echigo', cost: 2 };
    const own = { ...built, seat: 0 };
    const humans = new Set([0]);
    expect(tellingBeat(henn.beat(built, ctx()), 'summary', humans)).toBe(BEAT.none);
    expect(tellingBeat(henn.beat(built, ctx()), 'battles', humans)).toBe(BEAT.glance);
    expect(tellingBeat(henn.beat(built, ctx()), 'everything', humans)).toBe(BEAT.quick);
    expect(tellingBeat(henn.beat(own, ctx()), 'summary', humans)).toBe(BEAT.glance);
  });
});
