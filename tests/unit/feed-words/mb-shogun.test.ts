/**
 * Milton Bradley's Shogun's feed lines say what the rules did, for every
 * event kind the engine declares, in English and German: a sample of each
 * kind (from random games, or written here where random play rarely meets
 * it) is told with no key or placeholder showing, names the colours and
 * provinces it is about, and the lines that used to be false now say the
 * truth (issue 21: "takes Settsu" for a province left empty, "gains
 * experience (level 1)" while it stays level 1, "goes back unused" after a
 * strike, "1 spearmen", "1 hits", "calls off" told twice).
 */
import { describe, expect, it } from 'vitest';
import { describeEvent } from '../../../src-renderer/games/mb-shogun/telling';
import { provinceName } from '../../../src-renderer/games/mb-shogun/mb-view';
import type { MbShogunEvent } from '@shared/games/mb-shogun/types';
import { declaredEventKinds, expectReadable, LOCALES, playRandom, samplesByKind, translator } from './support';

const NAMES = ['Hanako', 'Taro', 'Yumi', 'Kenji', 'Sora'];
const colour = (c: number): string => NAMES[c] ?? `?${c}`;

/** Kinds the feed keeps silent on purpose: bookkeeping, or told by the event that comes with it. */
const SILENT = new Set(['split', 'claimed', 'phase', 'combat-round', 'called-off']);

/** Kinds random play meets too rarely to rely on: one written sample each. */
const WRITTEN: MbShogunEvent[] = [
  { type: 'dealt', hands: [], leftover: ['settsu', 'owari'] },
  { type: 'spy-look', colour: 0, target: 1, alloc: { swords: 1, build: 2, levy: 3, ronin: 0, ninja: 4 } },
  { type: 'sword-tie', colours: [0, 1], order: [1, 0] },
  { type: 'build-failed', colour: 2, reason: 'no castles' },
  { type: 'revenge-roll', colour: 1, against: 0, roll: 10, success: true },
  { type: 'assassinated', colour: 1, army: 0, province: 'settsu', by: 0, lapsed: 1 },
  { type: 'regained', colour: 0, army: 1, province: 'owari', pickup: [0, 0, 0, 1] },
  { type: 'successor', colour: 0, army: 2 },
  { type: 'eliminated', colour: 1, by: 0, provinces: 1 },
  { type: 'eliminated', colour: 1, by: -1, provinces: 0 },
  { type: 'game-over', winners: [0], reason: 'provinces', provinces: [35, 10, 10, 10] },
  { type: 'game-over', winners: [0, 1], reason: 'round-limit', provinces: [20, 20, 10, 10] },
  { type: 'game-over', winners: [2], reason: 'last-standing', provinces: [0, 0, 68, 0] },
  { type: 'province-lost', colour: 1, province: 'settsu', how: 'eliminated', by: -1 },
  { type: 'first-strike', defender: 1, to: 'settsu' },
  { type: 'ronin-removed', count: 1 },
  { type: 'swords-drawn', order: [2, 0, 1], swords: [1, 2, 3] },
  { type: 'follow-up', colour: 0, army: 0, move: 'settsu', attack: null },
  { type: 'follow-up', colour: 0, army: 0, move: 'settsu', attack: 'owari' },
  { type: 'follow-up', colour: 0, army: 0, move: null, attack: 'owari' },
];

const GAMES = [playRandom('mb-shogun', { players: 4, roundLimit: 6 }, 'feed-words-4'), playRandom('mb-shogun', { players: 3, roundLimit: 5, extended: true }, 'feed-words-3'), playRandom('mb-shogun', { players: 5, roundLimit: 4 }, 'feed-words-5'), playRandom('mb-shogun', { players: 2, roundLimit: 2 }, 'feed-words-2')];
const SAMPLES = samplesByKind([...GAMES, { events: WRITTEN, finished: false }]);

/** Colours and provinces a line must name, by the event's fields. */
function mentions(e: Record<string, unknown>): string[] {
  const out: string[] = [];
  // The spy's look is shown to the spy alone, as "Your spy: …".
  for (const k of ['colour', 'attacker', 'defender', 'target', 'against']) if (!(k === 'colour' && e.type === 'spy-look') && typeof e[k] === 'number' && (e[k] as number) >= 0) out.push(colour(e[k] as number));
  if (typeof e.by === 'number' && e.by >= 0 && e.type !== 'assassinated') out.push(colour(e.by));
  for (const k of ['province', 'to']) if (typeof e[k] === 'string') out.push(provinceName(e[k] as string));
  return out;
}

describe.each(LOCALES)('MB Shogun feed lines (%s)', (locale) => {
  const t = translator(locale);
  const line = (e: MbShogunEvent): string | null => describeEvent(e, colour, t);

  it('has a sample of every event kind the engine declares, and each is told or silent on purpose', () => {
    const declared = declaredEventKinds('mb-shogun', 'MbShogunEvent');
    expect(declared.length).toBeGreaterThan(40);
    expect(declared.filter((k) => !SAMPLES.has(k))).toEqual([]);
    for (const kind of declared) {
      for (const e of SAMPLES.get(kind)!) {
        const text = line(e as MbShogunEvent);
        if (SILENT.has(kind)) continue;
        // A march with an empty path and a follow-up that neither moves nor attacks are told by their units' lines.
        if (text === null && ((kind === 'army-moved' && (e as unknown as { path: string[] }).path.length === 0) || (kind === 'ronin-placed' && (e as unknown as { groups: number[] }).groups.length === 0) || kind === 'forces-moved' || (kind === 'ronin-removed' && (e as unknown as { count: number }).count === 0))) continue;
        expect(text, `${kind} has no line: ${JSON.stringify(e)}`).not.toBeNull();
        expectReadable('mb-shogun', text!, e);
        for (const word of mentions(e as unknown as Record<string, unknown>)) expect(text, `${kind} should name ${word}`).toContain(word);
      }
    }
  });

  it('says a won battle leaves the province empty, and whose attack took a lost province', () => {
    const won = line({ type: 'battle-ended', attacker: 0, defender: 1, from: 'yamashiro', to: 'settsu', outcome: 'won', rounds: 2 })!;
    expect(won).toContain(provinceName('settsu'));
    expect(won).toMatch(locale === 'en' ? /left empty/ : /bleibt leer/);
    expect(won).not.toMatch(/takes|nimmt/);
    const lost = line({ type: 'province-lost', colour: 1, province: 'settsu', how: 'battle', by: 0 })!;
    expect(lost).toContain('Taro');
    expect(lost).toContain('Hanako');
    expect(line({ type: 'province-lost', colour: 1, province: 'settsu', how: 'left-empty', by: -1 })).toMatch(locale === 'en' ? /no troops/ : /keine Truppen/);
  });

  it('tells experience by the army card: a new level only when the peg crosses into it', () => {
    const exp = (hole: number, level: number): string => line({ type: 'experience', colour: 0, army: 1, level, hole })!;
    expect(exp(1, 1)).toMatch(locale === 'en' ? /still level 1, 2 more to level 2/ : /weiter Stufe 1, noch 2 bis Stufe 2/);
    expect(exp(3, 2)).toMatch(locale === 'en' ? /rises to level 2/ : /steigt auf Stufe 2/);
    expect(exp(9, 4)).toMatch(locale === 'en' ? /level 4, the highest/ : /Stufe 4, die höchste/);
  });

  it('never calls a ninja that has struck "unused", and tells a call-off once', () => {
    expect(line({ type: 'ninja-returned', colour: 0 })).not.toMatch(/unused|unbenutzt/);
    expect(line({ type: 'called-off', colour: 0, to: 'settsu' })).toBeNull();
    expect(line({ type: 'battle-ended', attacker: 0, defender: 1, from: 'yamashiro', to: 'settsu', outcome: 'called-off', rounds: 1 })).toContain(provinceName('settsu'));
  });

  it('counts in the singular and plural', () => {
    const one = line({ type: 'reinforced', colour: 0, province: 'settsu', spearmen: 1 })!;
    const dice = line({ type: 'dice', step: 1, side: 'attacker', colour: 0, unit: 'bowman', hitOn: 2, values: [1, 5], hits: 1 })!;
    const casualties = line({ type: 'casualties', side: 'defender', colour: 1, step: 3, army: [0, 0, 0, 1], daimyo: 0, armyRonin: 0, force: [1, 0, 0, 0], forceRonin: 0, bonus: 1 })!;
    if (locale === 'en') {
      expect(one).toContain('1 spearman.');
      expect(dice).toContain('1 hit ');
      expect(casualties).toBe('Taro loses 1 bowman, 1 spearman, 1 castle defender.');
      expect(line({ type: 'income', colour: 0, provinces: 1, koku: 3 })).toBe('Hanako collects 3 koku (1 province).');
    } else {
      expect(casualties).toBe('Taro verliert 1 Bogenschütze, 1 Speerträger, 1 Burgverteidiger.');
      expect(line({ type: 'income', colour: 0, provinces: 1, koku: 3 })).toBe('Hanako nimmt 3 Koku ein (1 Provinz).');
    }
  });

  it('says who knocked a player out and how, and by which condition the game was won', () => {
    expect(line({ type: 'daimyo-lost', colour: 1, army: 0, by: 0, how: 'battle' })).toMatch(/Taro.*Hanako/);
    expect(line({ type: 'eliminated', colour: 1, by: 0, provinces: 7 })).toMatch(locale === 'en' ? /Taro is out.*Hanako.*7 provinces/ : /Taro scheidet aus.*Hanako.*7 Provinzen/);
    expect(line({ type: 'game-over', winners: [0], reason: 'provinces', provinces: [35, 1, 1, 1] })).toContain('35');
    expect(line({ type: 'game-over', winners: [0], reason: 'two-player', provinces: [50, 10] })).toContain('50');
  });
});
