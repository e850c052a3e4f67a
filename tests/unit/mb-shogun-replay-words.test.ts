/**
 * Milton Bradley's Shogun in a replay's words (src-renderer/games/mb-shogun/story.ts):
 * the replay knows seats, not colours; in the 2-player game each seat plays
 * two allied colours, and the words name the second one as such instead of
 * a "Seat 3" that does not exist.
 */
import { describe, expect, it } from 'vitest';
import { interpolate } from '../../src-renderer/i18n/define';
import { story } from '../../src-renderer/games/mb-shogun/story';
import EN from '../../src-renderer/games/mb-shogun/messages/en';

const t = (key: string, params?: Record<string, string | number>): string => (EN[key] === undefined ? key : interpolate(EN[key]!, params));
const battle = { type: 'battle-started', attacker: 3, defender: 0, from: 'echigo', to: 'shinano', troop: 'army', army: 0, sea: false, bonusSpear: 0, bonusRonin: 0 };

describe('MB Shogun replay words', () => {
  it('names a 2-player game’s colours by their seat, the second colour as such', () => {
    const names = ['Aiko', 'Botan'];
    const name = (seat: number): string => names[seat] ?? `Seat ${seat + 1}`;
    const text = story.describeEvent(battle, name, t, 2)!;
    expect(text).toContain('Botan (2nd colour) attacks Aiko');
    expect(text).not.toContain('Seat');
  });

  it('names colours as seats with 3 to 5 players', () => {
    const names = ['Aiko', 'Botan', 'Chiyo', 'Daiki'];
    expect(story.describeEvent(battle, (seat) => names[seat]!, t, 4)).toContain('Daiki attacks Aiko');
  });

  it('tells no march for an army that only sent units off (an empty path), and the path of one that marched', () => {
    const moved = { type: 'army-moved', colour: 1, army: 0, path: [] as string[], garrison: null, pickups: [], swappedWith: -1 };
    const names = ['Aiko', 'Botan', 'Chiyo'];
    expect(story.describeEvent(moved, (seat) => names[seat]!, t, 3)).toBeNull();
    expect(story.describeEvent({ ...moved, path: ['echigo'] }, (seat) => names[seat]!, t, 3)).toBe('Botan’s army 1 marches: Echigo.');
  });
});
