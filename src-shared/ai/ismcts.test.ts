import { describe, expect, it, vi } from 'vitest';
import { Rng } from '../kernel/rng';
import { ok, type Ruleset, type Seat } from '../kernel/ruleset';
import { flatMonteCarlo } from './flat-mc';
import { iterationsFor, marginReward, searchMove } from './ismcts';
import type { SearchHooks } from './search-hooks';

/**
 * A toy game for two seats: seat 0 makes `rounds` choices, and seat 1 makes
 * one (meaningless) choice between them. Seat 1 holds a hidden card 1..3.
 * The payoff for seat 0 is a function of its choices and the card.
 */
interface Toy {
  picks: string[];
  /** Whose turn: 0 or 1. */
  turn: Seat;
  card: number;
  rounds: number;
  options: (picks: readonly string[]) => string[];
  payoff: (picks: readonly string[], card: number) => number;
}

const toy: Ruleset<Toy, string, Toy> = {
  id: 'toy-ismcts',
  version: '1',
  title: 'toy',
  minPlayers: 2,
  maxPlayers: 2,
  parseOptions: () => ok({ players: 2 }),
  setup: () => {
    throw new Error('built by the tests');
  },
  pending: (s) => (s.picks.length >= s.rounds ? [] : [{ seat: s.turn, kind: 'pick' }]),
  validate: (_s, _seat, m) => ok(m as string),
  apply: (s, seat, m) => ({
    // Seat 1's move is not recorded: it only interleaves with seat 0's choices.
    state: seat === 0 ? { ...s, picks: [...s.picks, m], turn: 1 } : { ...s, turn: 0 },
    events: [],
  }),
  legalMoves: (s, seat) => (seat === 0 ? s.options(s.picks) : ['pass', 'wait']),
  randomMove: () => 'pass',
  view: (s) => s,
  result: (s) => (s.picks.length >= s.rounds ? { scores: [s.payoff(s.picks, s.card), 0], winners: [0] } : null),
  round: (s) => s.picks.length,
};

/** Hooks for the toy: worlds draw seat 1's card uniformly (seat 0 cannot see it); policies play at random. */
function hooksFor(base: Omit<Toy, 'picks' | 'turn' | 'card'>, calls = { determinize: 0 }): SearchHooks<Toy, string> {
  return {
    ruleset: toy,
    determinize: (rng) => {
      calls.determinize++;
      return { ...base, picks: [], turn: 0, card: 1 + rng.int(3) };
    },
    clone: (s) => ({ ...s, picks: [...s.picks] }),
    candidates: (s, seat) => toy.legalMoves(s, seat)!,
    moveKey: (m) => m,
    policy: (s, seat, rng) => rng.pick(toy.legalMoves(s, seat)!),
    evaluate: (s) => (s.picks.length >= s.rounds ? s.payoff(s.picks, s.card) : 0.5),
    stop: () => false,
  };
}

/** Only 'd' wins; every other move loses. */
const oneWinner = { rounds: 1, options: () => ['a', 'b', 'c', 'd', 'e'], payoff: (p: readonly string[]) => (p[0] === 'd' ? 1 : 0) };

/**
 * 'deep' is best only with the right follow-up two own decisions later
 * ('deep' then 'x' pays 1, any other follow-up 0); 'safe' pays 0.5 whatever
 * follows. A random follow-up makes 'deep' look like 1/3.
 */
const twoDeep = {
  rounds: 2,
  options: (p: readonly string[]) => (p.length === 0 ? ['safe', 'deep'] : ['x', 'y', 'z']),
  payoff: (p: readonly string[]) => (p[0] === 'deep' ? (p[1] === 'x' ? 1 : 0) : 0.5),
};

/**
 * Seat 1's hidden card decides: 'high' wins only against a 3, 'low' against
 * a 1 or 2, 'safe' pays 0.55 always. Over the worlds seat 0 cannot tell
 * apart, 'low' is best (2/3), though in the true world (card 3) 'high' wins.
 */
const hidden = {
  rounds: 1,
  options: () => ['high', 'safe', 'low'],
  payoff: (p: readonly string[], card: number) => (p[0] === 'high' ? (card === 3 ? 1 : 0) : p[0] === 'low' ? (card <= 2 ? 1 : 0) : 0.55),
};

const run = (game: Omit<Toy, 'picks' | 'turn' | 'card'>, seed: string, iterations: number, extra = {}) =>
  searchMove(hooksFor(game), { seat: 0, iterations, rng: Rng.seeded(seed), ...extra });

describe('ISMCTS (ai/ismcts.ts)', () => {
  it('finds the only winning move', () => {
    for (const seed of ['a', 'b', 'c']) {
      const r = run(oneWinner, seed, 200);
      expect(r.move).toBe('d');
      const d = r.stats.find((s) => s.key === 'd')!;
      expect(d.mean).toBe(1);
      // The losers were tried and then left alone.
      expect(d.visits).toBeGreaterThan(150);
    }
  });

  it('finds a move that is best only two own decisions deep, which a flat search misses', () => {
    const r = run(twoDeep, 'deep', 400);
    expect(r.move).toBe('deep');
    expect(r.depth).toBe(2);
    // The tree learned the follow-up: the mean through 'deep' approaches 1.
    expect(r.stats.find((s) => s.key === 'deep')!.mean).toBeGreaterThan(0.8);
    // Flat Monte Carlo with the same random follow-ups prefers 'safe' (0.5 against about 1/3).
    const h = hooksFor(twoDeep);
    const flat = flatMonteCarlo({
      ruleset: toy,
      seat: 0,
      candidates: ['safe', 'deep'],
      determinize: h.determinize,
      policy: h.policy,
      evaluate: h.evaluate,
      stop: () => false,
      rounds: 400,
      rng: Rng.seeded('deep'),
    });
    expect(flat.move).toBe('safe');
    // With the tree cut at one own decision, the search is flat too and agrees with it.
    expect(run(twoDeep, 'deep', 400, { maxTreeDepth: 1 }).move).toBe('safe');
  });

  it('averages over the worlds the seat cannot tell apart (hidden card), never reading the true one', () => {
    const calls = { determinize: 0 };
    const r = searchMove(hooksFor(hidden, calls), { seat: 0, iterations: 600, rng: Rng.seeded('h') });
    expect(r.move).toBe('low');
    const mean = (k: string) => r.stats.find((s) => s.key === k)!.mean;
    expect(mean('low')).toBeGreaterThan(mean('safe'));
    expect(mean('high')).toBeLessThan(mean('safe'));
    expect(mean('high')).toBeGreaterThan(0.15); // it won in some worlds: the card was drawn, not fixed
    // One world per iteration.
    expect(calls.determinize).toBe(600);
  });

  it('counts availability: a move offered in only some worlds is judged on those', () => {
    // 'rare' is offered only when the card is 3, and then it wins; 'safe' pays 0.55.
    const game = {
      rounds: 1,
      options: () => ['safe'],
      payoff: (p: readonly string[]) => (p[0] === 'rare' ? 1 : 0.55),
    };
    const h = hooksFor(game);
    h.candidates = (s) => (s.card === 3 ? ['safe', 'rare'] : ['safe']);
    const r = searchMove(h, { seat: 0, iterations: 300, rng: Rng.seeded('r') });
    const rare = r.stats.find((s) => s.key === 'rare')!;
    const safe = r.stats.find((s) => s.key === 'safe')!;
    expect(rare.available).toBeGreaterThan(60);
    expect(rare.available).toBeLessThan(140);
    expect(safe.available).toBe(300);
    // Where it is possible it is taken (most of its availability turns into visits).
    expect(rare.visits).toBeGreaterThan(rare.available * 0.7);
  });

  it('firstBias leans on the first-offered move when iterations are few; a real lead still overrules it', () => {
    // 'safe' (0.55) offered first; 'low' is worth 2/3 on average over the worlds.
    const game = { ...hidden, options: () => ['safe', 'low', 'high'] };
    const visits = (r: ReturnType<typeof run>, k: string) => r.stats.find((s) => s.key === k)!.visits;
    expect(run(game, 'b', 30).move).toBe('low');
    // A bias far above the values' range holds for as many visits as it exceeds them: every visit after expansion.
    const leaning = run(game, 'b', 30, { firstBias: 100 });
    expect(leaning.move).toBe('safe');
    expect(visits(leaning, 'safe')).toBe(28);
    expect(run(game, 'b', 3000, { firstBias: 2 }).move).toBe('low');
  });

  it('share + rootAllocation rounds: root moves compared in the same worlds with the same dice (common random numbers)', () => {
    // 'b' beats 'a' by 0.05 in every world, but the worlds spread the values by 0.5:
    // on unpaired samples a few iterations often rank them wrongly, on paired ones never.
    const paired = { rounds: 1, options: () => ['a', 'b'], payoff: (p: readonly string[], card: number) => card / 4 + (p[0] === 'b' ? 0.05 : 0) };
    const plain: string[] = [];
    for (let k = 0; k < 20; k++) {
      const calls = { determinize: 0 };
      const r = searchMove(hooksFor(paired, calls), { seat: 0, iterations: 10, rng: Rng.seeded(`crn${k}`), share: 0, rootAllocation: 'rounds' });
      expect(r.move).toBe('b');
      const [a, b] = r.stats;
      expect(a!.visits).toBe(5);
      expect(b!.visits).toBe(5);
      expect(b!.mean - a!.mean).toBeCloseTo(0.05, 9);
      // One world per round of the two root moves.
      expect(calls.determinize).toBe(5);
      plain.push(run(paired, `crn${k}`, 10).move);
    }
    // The plain search (a fresh world every iteration, UCB1) picks the worse move from some seeds.
    expect(plain).toContain('a');
  });

  it('with share 0, rounds and maxTreeDepth 1 it is flat Monte Carlo: the same means from the same seed', () => {
    const h = hooksFor(hidden);
    const flat = flatMonteCarlo({
      ruleset: toy,
      seat: 0,
      candidates: ['high', 'safe', 'low'],
      determinize: h.determinize,
      clone: h.clone,
      policy: h.policy,
      evaluate: h.evaluate,
      stop: () => false,
      rounds: 7,
      rng: Rng.seeded('same'),
    });
    const tree = run(hidden, 'same', 21, { share: 0, rootAllocation: 'rounds', maxTreeDepth: 1 });
    expect(tree.stats.map((s) => s.mean)).toEqual(flat.means);
    expect(tree.move).toBe(flat.move);
  });

  it('rootAllocation rounds keeps the tree below the root: the two-deep move is still found', () => {
    const r = run(twoDeep, 'deep', 400, { rootAllocation: 'rounds', share: 0 });
    expect(r.move).toBe('deep');
    expect(r.depth).toBe(2);
    const [safe, deep] = r.stats;
    expect(safe!.visits).toBe(200);
    expect(deep!.visits).toBe(200);
  });

  it('is deterministic for a seed and runs exactly the iterations asked', () => {
    const a = run(twoDeep, 's', 123);
    const b = run(twoDeep, 's', 123);
    expect(a).toEqual(b);
    expect(a.iterations).toBe(123);
    expect(a.stats.reduce((n, s) => n + s.visits, 0)).toBe(123);
    const c = run(twoDeep, 't', 123);
    expect(c.stats.map((s) => s.visits)).not.toEqual(a.stats.map((s) => s.visits));
  });

  it('reports progress after every iteration, rising to 1; a passed deadline stops after one iteration', () => {
    const seen: number[] = [];
    run(oneWinner, 'p', 50, { onProgress: (f: number) => seen.push(f) });
    expect(seen).toHaveLength(50);
    for (let i = 1; i < seen.length; i++) expect(seen[i]!).toBeGreaterThan(seen[i - 1]!);
    expect(seen.at(-1)).toBe(1);
    const capped = run(oneWinner, 'p', 50, { deadline: performance.now() - 1 });
    expect(capped.iterations).toBe(1);
  });

  it('the deadline: no iteration starts that would, at the mean iteration time so far, end after it', () => {
    // A clock that advances 10 ms per iteration (in `evaluate`), so the test does not depend on the machine.
    let clock = 1000;
    const now = vi.spyOn(performance, 'now').mockImplementation(() => clock);
    try {
      const h = hooksFor(oneWinner);
      const evaluate = h.evaluate;
      h.evaluate = (s, seat) => {
        clock += 10;
        return evaluate(s, seat);
      };
      // Deadline 35 ms away: iterations end at 10, 20, 30; a fourth would end at 40, so it does not start.
      const r = searchMove(h, { seat: 0, iterations: 50, rng: Rng.seeded('d'), deadline: 1035 });
      expect(r.iterations).toBe(3);
      expect(clock).toBeLessThanOrEqual(1035);
    } finally {
      now.mockRestore();
    }
  });

  it('cuts the playout where `stop` says and scores it there', () => {
    const h = hooksFor(twoDeep);
    let stops = 0;
    h.stop = (s) => {
      stops++;
      return s.picks.length >= 1; // after the first own choice: no follow-up is ever played
    };
    const r = searchMove(h, { seat: 0, iterations: 40, rng: Rng.seeded('x') });
    // Cut before the game's end, every line is scored 0.5 by the evaluation.
    for (const s of r.stats) expect(s.mean).toBe(0.5);
    expect(stops).toBeGreaterThan(0);
  });

  it('iterationsFor and marginReward', () => {
    expect(iterationsFor(1000, 250)).toBe(250);
    expect(iterationsFor(10, 250, 8)).toBe(8);
    expect(marginReward(0, 5)).toBe(0.5);
    expect(marginReward(5, 5)).toBeCloseTo(0.731, 3);
    expect(marginReward(-15, 5)).toBeCloseTo(0.047, 3);
  });
});
