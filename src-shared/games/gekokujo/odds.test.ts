/**
 * The attack odds on the province card (odds.ts): they agree with the engine's own battles played through real
 * moves (the campaign's battle choice, Ronin declined, default casualties) many times, grow with the attacker's
 * strength, match a worked example, and read only the attacking seat's view.
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../kernel/rng';
import { size } from './board';
import { defaultLosses } from './battle';
import { CASTLE_DEFENCE_BONUS } from './data';
import { lossesMove } from './legal';
import { attackWinChance } from './odds';
import { clearBoard, firstRecruitState, play, put } from './testing';
import type { GekokujoState, Stack } from './types';
import { viewOf } from './view';

const P = 10; // the battle province
const HOME = [20, 30]; // each side keeps a province elsewhere, so nobody is out of the game by the battle

/** Seat 0 attacks seat 1 in province P at the campaign's battle choice (2 players, clans chosen). */
function battleAt(att: Stack, def: Stack, o: { castle?: boolean; specialized?: boolean } = {}): GekokujoState {
  const s = firstRecruitState(2, 'odds', undefined, o.specialized ? { specialized: true } : {});
  clearBoard(s);
  put(s, 0, HOME[0]!, { d: 1, b: 1 });
  put(s, 1, HOME[1]!, { d: 1, b: 1 });
  put(s, 0, P, att);
  put(s, 1, P, def);
  s.players[1]!.castle = o.castle ? P : null;
  s.order = [0, 1];
  s.turn = 0;
  s.step = 'battle-choice';
  s.battles = [P];
  s.players.forEach((p) => (p.koku = 0)); // no Ronin can be paid: as the odds assume
  return s;
}

/** The engine's battle, played through real moves `n` times with seeded dice, until the campaign moves on. */
function engineWins(start: GekokujoState, n: number): number {
  let won = 0;
  for (let k = 0; k < n; k++) {
    let s: GekokujoState = { ...start, rng: Rng.seeded(`engine-battle-${k}`).state() };
    for (let guard = 0; guard < 400; guard++) {
      const atP = s.units[P]!;
      if (size(atP[0]!) === 0 || size(atP[1]!) === 0 || s.step !== 'battle' && s.step !== 'battle-choice') break;
      if (s.step === 'battle-choice') {
        s = play(s, 0, { type: 'battle', province: P }, false).state;
        continue;
      }
      const b = s.battle!;
      if (b.step === 'ronin') s = play(s, b.sides[b.turn]!, { type: 'ronin', count: 0 }, false).state;
      else if (b.step === 'casualties') {
        const j = b.toChoose[0]!;
        s = play(s, b.sides[j]!, lossesMove(defaultLosses(s, b, j)), false).state;
      } else throw new Error(`unexpected battle step ${b.step}`);
    }
    if (size(s.units[P]![0]!) > 0 && size(s.units[P]![1]!) === 0) won++;
  }
  return won / n;
}

const odds = (s: GekokujoState): number => attackWinChance(viewOf(s, 0), 0, P)!;

describe("Gekokujō: the attacker's chance to win the battles in a province", () => {
  it.each<[string, Stack, Stack, { castle?: boolean; specialized?: boolean }]>([
    ['Daimyō and Bushi against Bushi', { d: 1, b: 3 }, { d: 0, b: 4 }, {}],
    ['against a castle', { d: 1, b: 5 }, { d: 1, b: 2 }, { castle: true }],
    ['Specialized Warfare units', { d: 1, b: 4, k: [2, 1, 1, 0, 0] }, { d: 0, b: 4, k: [2, 0, 1, 1, 0] }, { specialized: true }],
  ])('%s: within 2 points of 20,000 battles the engine resolves', (_, att, def, o) => {
    const s = battleAt(att, def, o);
    const engine = engineWins(s, 20_000);
    const shown = odds(s);
    expect(engine).toBeGreaterThan(0.05);
    expect(engine).toBeLessThan(0.95);
    expect(Math.abs(shown - engine), `shown ${shown}, engine ${engine}`).toBeLessThanOrEqual(0.02);
  }, 240_000);

  it('grows with the attacker: each Bushi more never lowers it, and 1 → 8 Bushi beside the Daimyō goes from unlikely to likely', () => {
    const chances = [1, 2, 3, 4, 5, 6, 7, 8].map((n) => odds(battleAt({ d: 1, b: n }, { d: 0, b: 3 })));
    for (let i = 1; i < chances.length; i++) expect(chances[i]!, chances.join(' ')).toBeGreaterThanOrEqual(chances[i - 1]! - 0.01);
    expect(chances[0]!).toBeLessThan(0.35);
    expect(chances[7]!).toBeGreaterThan(chances[0]! + 0.4);
  });

  it('worked example: one Bushi against one Bushi wins 5 times in 18; behind a castle 2 in 9', () => {
    // A battle is one exchange (§4.1): the attacking Bushi hits on 5-6 (1/3), the defending one on 6 (1/6), at once.
    // The attacker holds the province alone when it hits and is not hit: 1/3 · 5/6 = 5/18 ≈ 27.8%.
    expect(Math.abs(odds(battleAt({ d: 0, b: 1 }, { d: 0, b: 1 })) - 5 / 18)).toBeLessThan(0.01);
    // A castle gives the defender +1 (hits on 5-6, 1/3): 1/3 · 2/3 = 2/9 ≈ 22.2%.
    expect(CASTLE_DEFENCE_BONUS).toBe(1);
    expect(Math.abs(odds(battleAt({ d: 0, b: 1 }, { d: 0, b: 1 }, { castle: true })) - 2 / 9)).toBeLessThan(0.01);
  });

  it('from a province next door: its units that may still move march in, and no odds where no enemy stands', () => {
    const s = battleAt({ d: 0, b: 0 }, { d: 0, b: 3 });
    put(s, 0, 11, { d: 1, b: 4 });
    const marching = attackWinChance(viewOf(s, 0), 0, P, 11)!;
    const there = odds(battleAt({ d: 1, b: 4 }, { d: 0, b: 3 }));
    expect(marching).toBe(there);
    expect(attackWinChance(viewOf(s, 0), 0, HOME[0]!)).toBeNull();
  });
});
