import { describe, expect, it } from 'vitest';
import { translate } from '../../../src-renderer/i18n';
import { story } from '../../../src-renderer/games/henn-shogun/story';
import { throwAt, towerShowAt } from '../../../src-renderer/games/henn-shogun/tower/replay-show';
import { describeMove, situationOf, stopsOf } from '../../../src-renderer/replay/replay-text';

const t = (key: string, params?: Record<string, string | number>): string => translate('en', key, params);
const de = (key: string, params?: Record<string, string | number>): string => translate('de', key, params);
const names = ['Hanako', 'Takeda', 'Uesugi'];
const name = (seat: number): string => names[seat] ?? `Seat ${seat + 1}`;

const trace = { hz: 60, frames: 1, colours: [0], wasInside: [false], xy: '' };
const battle = { type: 'battle', province: 'settsu', kind: 'attack', attacker: 0, defender: 1, thrown: [3, 2, 0, 0, 0, 1], out: [2, 1, 0, 0, 0, 0], attackerCount: 2, defenderCount: 1, winner: 'attacker', survivors: 1, towerCount: 4 };
const events = [
  { type: 'card-revealed', seat: 0, action: 'battleA', card: 'settsu' },
  { type: 'plan-confirmed', seat: 0, plan: {} },
  { type: 'tower-thrown', trace, inside: [] },
  { type: 'province-lost', province: 'settsu', from: 1, to: 0 },
  battle,
];

describe('a replay in words', () => {
  it('makes a stop of every event with words and of every throw, skipping bookkeeping', () => {
    const stops = stopsOf(story, { at: towerShowAt, component: {} }, events, name, t);
    expect(stops.map((s) => s.index)).toEqual([0, 2, 3, 4]);
    expect(stops.map((s) => s.hasShow)).toEqual([false, true, false, false]);
    expect(stops[1]).toMatchObject({ type: 'tower-thrown', hasShow: true });
    expect(stops[1]!.text).toBe('The cubes are thrown into the tower.');
    expect(stops[3]!.text).toContain('Takeda');
  });

  it('falls back to the types for a game without words (no renderer half)', () => {
    expect(stopsOf(null, null, events, name, t).map((s) => s.text)).toEqual(['card-revealed', 'plan-confirmed', 'tower-thrown', 'province-lost', 'battle']);
    expect(stopsOf(null, null, events, name, t).some((s) => s.hasShow)).toBe(false);
    expect(describeMove(null, 'Hanako', { type: 'advance', by: 3 }, t)).toBe('Hanako: advance');
    expect(situationOf(null, { year: 1 }, t)).toBeNull();
  });

  it("makes a stop of any game's show, told by the show's title when the event has no words", () => {
    // A dice game's show: its roll event is bookkeeping for the story (no line) but has dice to watch.
    const dice = [{ type: 'dice-rolled', values: [6, 2] }, { type: 'army-moved' }, { type: 'dice-rolled', values: [1] }];
    const quiet = { describeEvent: () => null, describeMove: () => '', situation: () => null };
    const show = { at: (events: readonly unknown[], i: number) => ((events[i] as { type: string }).type === 'dice-rolled' ? { title: 'Battle', props: { roll: events[i] } } : null), component: {} };
    expect(stopsOf(quiet, show, dice, name, t)).toEqual([
      { index: 0, type: 'dice-rolled', text: 'Battle', hasShow: true },
      { index: 2, type: 'dice-rolled', text: 'Battle', hasShow: true },
    ]);
    expect(stopsOf(quiet, null, dice, name, t)).toEqual([]);
  });

  it('pairs a throw with the battle it decided, past the ownership events between them', () => {
    const pair = throwAt(events, 2);
    expect(pair?.event.trace).toBe(trace);
    expect(pair?.battle).toBe(battle);
    expect(throwAt(events, 0)).toBeNull();
    // The tower's setup throw decides no battle.
    expect(throwAt([{ type: 'tower-thrown', trace, inside: [] }, { type: 'tower-prepared' }], 0)?.battle).toBeNull();
  });

  it('gives the replay a show for each throw: the tower with the battle it decided, named in both languages', () => {
    const show = towerShowAt(events, 2, t);
    expect(show).toMatchObject({ title: 'The tower', watch: 'Watch this throw in the tower', waiting: 'Playback goes on when the cubes have fallen.' });
    expect(show?.props).toEqual({ event: events[2], battle });
    expect(towerShowAt(events, 2, de)?.title).toBe('Der Turm');
    expect(towerShowAt(events, 4, t)).toBeNull();
  });

  it('tells each kind of move, and hides a secret one', () => {
    expect(describeMove(story, 'Hanako', { type: 'march', to: 'settsu', count: 3 }, t)).toBe('Hanako marches 3 to Settsu');
    expect(describeMove(story, 'Hanako', { type: 'plan', actions: { palace: 'settsu', rice: null }, bid: 2 }, t)).toBe('Hanako plans: 1 card on an action, bid 2 coins');
    expect(describeMove(story, 'Takeda', { type: 'choose-slot', slot: 0 }, de)).toBe('Takeda nimmt Platz 1 der Spielreihenfolge');
    expect(describeMove(story, 'Takeda', undefined, t)).toBe('Takeda moves (seen here only by its effects)');
  });

  it('names the season and phase of a position', () => {
    const view = { provinces: [], players: [], phase: 'execute', year: 2, season: 1 };
    expect(situationOf(story, view, t)).toBe('Year 2 · Summer · actions');
    expect(situationOf(story, view, de)).toBe('Jahr 2 · Sommer · Aktionen');
    expect(situationOf(story, { nothing: true }, t)).toBeNull();
  });
});
