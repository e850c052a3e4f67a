/**
 * The search's rollout engine (search-hooks.ts rolloutEngineFor, ai/owned-apply.ts)
 * changes a rollout's own states in place instead of copying them at every ply.
 * What a player relies on: the search sees exactly the game the rules play —
 * every state of a rollout equal to the pure engine's — and the sampled world a
 * rollout starts from (shared by the candidates of a round) is left as drawn.
 * And the whole search (the rollout engine, the other seats' plans worked out
 * once per world) weighs every candidate exactly as with the pure engine and
 * the plain Normal policy.
 */
import { describe, expect, it } from 'vitest';
import { hashState } from '../../../kernel/hash';
import { Rng } from '../../../kernel/rng';
import { createHennShogun, surrogateTower } from '../index';
import type { HennShogunState } from '../types';
import { searchMove } from '../../../ai/ismcts';
import { determinize } from '../determinize';
import type { HennShogunMove } from '../types';
import { HARD_DEFAULTS } from './hard';
import { engineFor, hardCandidates, hennHooks, leanPolicy, policy, rolloutEngineFor } from './search-hooks';

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

describe("Henn's lean rollout players (hard:rollout=lean)", () => {
  it('make only legal moves through whole games, and differ from Normal only in marches', () => {
    let marches = 0;
    for (const seed of ['lean-a', 'lean-b']) {
      let s = world(seed, 0);
      for (let ply = 0; R.pending(s).length > 0; ply++) {
        const { seat, kind } = R.pending(s)[0]!;
        const move = leanPolicy(s, seat, Rng.seeded(`${seed}/${ply}`));
        // The rollout engine applies moves unchecked: every lean move must be one the rules accept.
        expect(R.validate(s, seat, move).ok, `${seed} ${kind} ${JSON.stringify(move)}`).toBe(true);
        if (kind === 'move' || kind === 'battle') marches++;
        else expect(JSON.stringify(move)).toBe(JSON.stringify(policy(s, seat, Rng.seeded(`${seed}/${ply}`))));
        s = R.apply(s, seat, move).state;
      }
      expect(s.result).not.toBeNull();
    }
    expect(marches).toBeGreaterThan(10);
  });
});

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

describe("Henn's search over the rollout engine", () => {
  it('gives the same root statistics as the pure engine with the plain policy, at plans and marches', () => {
    let s = world('search-same', 0);
    const kinds = new Set<string>();
    const rng = Rng.seeded('search-same/play');
    for (let ply = 0; ply < 400 && R.pending(s).length > 0 && kinds.size < 2; ply++) {
      const { seat, kind } = R.pending(s)[0]!;
      const v = R.view(s, seat);
      if ((kind === 'plan' && !kinds.has('plan')) || (kind === 'move' && !kinds.has('move'))) {
        const cands = hardCandidates(v, seat, Rng.seeded(`c${ply}`), HARD_DEFAULTS);
        if (cands.length > 1) {
          const opts = { seat, iterations: cands.length * 3, share: 0, rootAllocation: 'rounds' as const, maxTreeDepth: 1 };
          const fast = searchMove(hennHooks(v, seat, HARD_DEFAULTS, cands), { ...opts, rng: Rng.seeded(`s${ply}`) });
          const pure = searchMove({ ...hennHooks(v, seat, HARD_DEFAULTS, cands), ruleset: engineFor(v), policy }, { ...opts, rng: Rng.seeded(`s${ply}`) });
          expect(fast.stats).toEqual(pure.stats);
          // The candidates are told apart (an equality of all-equal numbers would show nothing).
          if (fast.stats.some((x) => x.mean !== fast.stats[0]!.mean)) kinds.add(kind);
        }
      }
      s = R.apply(s, seat, policy(s, seat, rng)).state;
    }
    expect([...kinds].sort()).toEqual(['move', 'plan']);
  });
});

describe("Henn's worlds with the plan guesses kept", () => {
  it('draws the same worlds as without them, world after world, from a view with hidden plans', () => {
    let s = world('guesses', 0);
    const rng = Rng.seeded('guesses/play');
    // Play on to the first march: every plan laid down, most cards still face down.
    while (R.pending(s)[0]?.kind !== 'move' && R.pending(s)[0]?.kind !== 'battle') {
      const seat = R.pending(s)[0]!.seat;
      s = R.apply(s, seat, policy(s, seat, rng)).state;
    }
    const v = R.view(s, R.pending(s)[0]!.seat);
    expect(v.plans.filter((p, owner) => p && owner !== v.seat && p.spaces.includes('hidden')).length).toBeGreaterThan(0);
    const guesses = new Map<number, HennShogunMove>();
    const a = Rng.seeded('guesses/worlds');
    const b = Rng.seeded('guesses/worlds');
    for (let k = 0; k < 12; k++) {
      const kept = determinize(v, a, { noisy: 0.3, guesses });
      const plain = determinize(v, b, { noisy: 0.3 });
      expect(hashState(kept)).toBe(hashState(plain));
    }
    expect(guesses.size).toBeGreaterThan(0);
  });
});
