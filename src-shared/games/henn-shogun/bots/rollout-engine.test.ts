/**
 * The search's rollout engine (search-hooks.ts rolloutEngineFor, ai/owned-apply.ts)
 * changes a rollout's own states in place instead of copying them at every ply.
 * What a player relies on: the search sees exactly the game the rules play —
 * every state of a rollout equal to the pure engine's — and the sampled world a
 * rollout starts from (shared by the candidates of a round) is left as drawn.
 */
import { describe, expect, it } from 'vitest';
import { hashState } from '../../../kernel/hash';
import { Rng } from '../../../kernel/rng';
import { createHennShogun, surrogateTower } from '../index';
import type { HennShogunState } from '../types';
import { policy, rolloutEngineFor } from './search-hooks';

const R = createHennShogun({ tower: surrogateTower() });

function world(seed: string, plies: number): HennShogunState {
  const o = R.parseOptions({ players: 4 });
  if (!o.ok) throw new Error(o.error.message);
  let s = R.setup(o.value, seed);
  const rng = Rng.seeded(`${seed}/warm`);
  for (let i = 0; i < plies && R.pending(s).length > 0; i++) {
    const seat = R.pending(s)[0]!.seat;
    s = R.apply(s, seat, policy(s, seat, rng)).state;
  }
  return s;
}

describe("Henn's rollout engine", () => {
  it('plays the same states as the pure engine, ply by ply, and leaves the world it starts from unchanged', () => {
    for (const [seed, warm] of [['roll-a', 0], ['roll-b', 23], ['roll-c', 57]] as const) {
      const start = world(seed, warm);
      const before = hashState(start);
      const fast = rolloutEngineFor(R.view(start, 0));
      let a = start;
      let b = start;
      const ra = Rng.seeded(`${seed}/play`);
      const rb = Rng.seeded(`${seed}/play`);
      let plies = 0;
      while (R.pending(a).length > 0) {
        const seat = R.pending(a)[0]!.seat;
        a = R.apply(a, seat, policy(a, seat, ra)).state;
        b = fast.apply(b, seat, policy(b, seat, rb)).state;
        expect(hashState(b)).toBe(hashState(a));
        plies++;
      }
      expect(plies).toBeGreaterThan(20);
      expect(b.phase).toBe('over');
      // The world is a round's shared start: untouched by the rollout played from it.
      expect(hashState(start)).toBe(before);
    }
  });
});
