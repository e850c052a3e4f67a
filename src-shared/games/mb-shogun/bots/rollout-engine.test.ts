/**
 * The search's rollout engine (search-hooks.ts rolloutEngine, ai/owned-apply.ts)
 * changes a rollout's own states in place instead of copying them at every ply.
 * What a player relies on: the search sees exactly the game the rules play —
 * every state of a rollout equal to the pure engine's — and the sampled world a
 * rollout starts from (shared by the candidates of a round) is left as drawn.
 */
import { describe, expect, it } from 'vitest';
import { hashState } from '../../../kernel/hash';
import { Rng } from '../../../kernel/rng';
import { mbShogun } from '../index';
import type { MbShogunState } from '../types';
import { HARD_DEFAULTS, playoutPolicy, seatView } from './hard-config';
import { rolloutEngine } from './search-hooks';

const players = playoutPolicy(0, HARD_DEFAULTS.style, seatView);

function world(seed: string, plies: number): MbShogunState {
  const o = mbShogun.parseOptions({ players: 4, extended: false, roundLimit: 3 });
  if (!o.ok) throw new Error(o.error.message);
  let s = mbShogun.setup(o.value, seed);
  const rng = Rng.seeded(`${seed}/warm`);
  for (let i = 0; i < plies && mbShogun.pending(s).length > 0; i++) {
    const seat = mbShogun.pending(s)[0]!.seat;
    s = mbShogun.apply(s, seat, players(s, seat, rng)).state;
  }
  return s;
}

describe("MB's lean rollout players (hard:rollout=lean)", () => {
  it('make only legal moves through whole games, and plan Phase A and D marches much as Normal does', () => {
    const lean = playoutPolicy(0, HARD_DEFAULTS.style, seatView, 'lean');
    const normal = playoutPolicy(0, HARD_DEFAULTS.style, seatView);
    let phaseMoves = 0;
    let same = 0;
    for (const seed of ['lean-a', 'lean-b']) {
      let s = world(seed, 0);
      const rng = Rng.seeded(`${seed}/lean`);
      while (mbShogun.pending(s).length > 0) {
        const { seat, kind } = mbShogun.pending(s)[0]!;
        const move = lean(s, seat, rng.fork('m'));
        // The rollout engine applies moves unchecked: every lean move must be one the rules accept.
        expect(mbShogun.validate(s, seat, move).ok, `${seed} ${kind} ${JSON.stringify(move)}`).toBe(true);
        if (kind === 'move-armies' || kind === 'final-moves') {
          phaseMoves++;
          if (JSON.stringify(move) === JSON.stringify(normal(s, seat, Rng.seeded('n')))) same++;
        }
        s = mbShogun.apply(s, seat, move).state;
      }
      expect(s.result).not.toBeNull();
    }
    expect(phaseMoves).toBeGreaterThan(20);
    // Planned on the board as it stands, not march by march: the same marches but where an army would march into a
    // province another army has just left (47 of 47 in these two games when written).
    expect(same / phaseMoves).toBeGreaterThan(0.9);
  });
});

describe("MB's rollout engine", () => {
  it('plays the same states as the pure engine, ply by ply, and leaves the world it starts from unchanged', () => {
    for (const [seed, warm] of [['roll-a', 0], ['roll-b', 40], ['roll-c', 150]] as const) {
      const start = world(seed, warm);
      const before = hashState(start);
      let a = start;
      let b = start;
      const ra = Rng.seeded(`${seed}/play`);
      const rb = Rng.seeded(`${seed}/play`);
      let plies = 0;
      while (mbShogun.pending(a).length > 0) {
        const seat = mbShogun.pending(a)[0]!.seat;
        a = mbShogun.apply(a, seat, players(a, seat, ra)).state;
        b = rolloutEngine.apply(b, seat, players(b, seat, rb)).state;
        expect(hashState(b)).toBe(hashState(a));
        plies++;
      }
      expect(plies).toBeGreaterThan(20);
      expect(b.result).not.toBeNull();
      expect(hashState(start)).toBe(before);
    }
  });
});
