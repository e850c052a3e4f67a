/**
 * The parts the Hard level is built from: guessing other seats' plans from
 * what the seat can see, the heuristic plan with constraints and tweaks, the
 * cheap views of sampled worlds, and Hard's progress reports.
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../kernel/rng';
import { ACTIONS } from '../data/cards';
import { provinceId, provinceIndex } from '../board';
import { hennShogun as R } from '../index';
import { checkPlan } from '../planning';
import type { HennShogunMove, HennShogunState, HennShogunView, Plan } from '../types';
import { determinize } from '../determinize';
import { hardMove } from './hard';
import { NORMAL, heuristicMove, heuristicPlan, planPairs } from './heuristic';
import { horizonStop } from './search-hooks';
import { simView } from './sim-view';

const options = (): NonNullable<ReturnType<typeof R.parseOptions> & { ok: true }>['value'] => {
  const o = R.parseOptions({ players: 4 });
  if (!o.ok) throw new Error(o.error.message);
  return o.value;
};

/** Normal players until `until` holds. */
function playUntil(seed: string, until: (s: HennShogunState) => boolean): HennShogunState {
  let s = R.setup(options(), seed);
  const rng = Rng.seeded(seed);
  while (!until(s)) {
    const d = R.pending(s)[0]!;
    s = R.apply(s, d.seat, heuristicMove(R.view(s, d.seat), d.seat, rng, NORMAL)).state;
  }
  return s;
}

const planOf = (m: HennShogunMove): Plan => {
  if (m.type !== 'plan') throw new Error('not a plan');
  return { spaces: ACTIONS.map((a) => m.actions[a] ?? null), bid: m.bid, revealed: ACTIONS.map(() => false) };
};

describe('guessing other seats’ plans', () => {
  it('guesses exactly the plan a Normal player made, when told to expect Normal players (no noise)', () => {
    // Seats 0-2 have planned (Normal); seat 3 is to plan and cannot see their cards.
    const s = playUntil('guess', (x) => x.phase === 'plan' && x.year === 1 && x.season === 1 && x.plans[2] !== null);
    const v = R.view(s, 3);
    expect(v.plans[0]!.spaces).toContain('hidden');
    const w = determinize(v, Rng.seeded('w'), { opponents: 'heuristic', noisy: 0 });
    for (const seat of [0, 1, 2]) {
      expect(w.plans[seat]!.spaces).toEqual(s.plans[seat]!.spaces);
      expect(w.plans[seat]!.bid).toEqual(s.plans[seat]!.bid);
    }
    // A random deal of the same cards is (almost surely) something else.
    const r = determinize(v, Rng.seeded('w'), { opponents: 'random' });
    expect([0, 1, 2].some((seat) => JSON.stringify(r.plans[seat]!.spaces) !== JSON.stringify(s.plans[seat]!.spaces))).toBe(true);
  });

  it('keeps every card that shows and guesses only face-down ones, with legal, complete plans', () => {
    const s = playUntil('midseason', (x) => x.phase === 'execute' && x.exec.step >= 4);
    const seat = 0;
    const v = R.view(s, seat);
    for (let k = 0; k < 20; k++) {
      const w = determinize(v, Rng.seeded(`k${k}`), { opponents: 'heuristic', noisy: 0.5 });
      expect(R.view(w, seat).plans).toEqual(v.plans);
      for (let other = 1; other < 4; other++) {
        const guess = w.plans[other]!;
        const cards = [...guess.spaces, guess.bid].filter((c) => c !== null);
        expect(new Set(cards).size).toBe(cards.length); // no card twice
        // Its own province cards only, and every face-down space covered.
        for (const c of cards) if (typeof c === 'string') expect(w.provinces[provinceIndex(c)]!.owner).toBe(other);
        v.plans[other]!.spaces.forEach((c, i) => c === 'hidden' && expect(guess.spaces[i]).not.toBeNull());
      }
    }
  });
});

describe('the heuristic plan with constraints and tweaks', () => {
  const s = playUntil('tweak', (x) => x.phase === 'plan' && x.year === 1 && x.season === 0);
  const v = R.view(s, 0);
  const legal = (m: HennShogunMove): boolean => m.type === 'plan' && checkPlan(s, 0, m.actions, m.bid).ok;

  it('forces a pair in and keeps a forbidden pair out, staying legal', () => {
    const base = heuristicPlan(v, 0, Rng.seeded('a'), NORMAL);
    expect(legal(base)).toBe(true);
    const pairs = planPairs(v, 0);
    const at = (p: { action: (typeof ACTIONS)[number] }): number => ACTIONS.indexOf(p.action);
    const chosen = pairs.find((p) => p.value > 0.05 && planOf(base).spaces[at(p)] === provinceId(p.province))!;
    expect(chosen).toBeDefined();
    const without = heuristicPlan(v, 0, Rng.seeded('a'), NORMAL, 0, null, { forbid: [chosen] });
    expect(legal(without)).toBe(true);
    expect(planOf(without).spaces[at(chosen)]).not.toBe(provinceId(chosen.province));
    expect(without).not.toEqual(base);
    const unused = pairs.find((p) => planOf(base).spaces[at(p)] !== provinceId(p.province))!;
    const withIt = heuristicPlan(v, 0, Rng.seeded('a'), NORMAL, 0, null, { force: [unused] });
    expect(legal(withIt)).toBe(true);
    expect(planOf(withIt).spaces[at(unused)]).toBe(provinceId(unused.province));
  });

  it('with nothing known and no tweak it is the Normal plan', () => {
    expect(heuristicPlan(v, 0, Rng.seeded('b'), NORMAL, 0, null, {})).toEqual(heuristicMove(v, 0, Rng.seeded('c'), NORMAL));
  });
});

describe('cheap views of sampled worlds', () => {
  it('show the Normal player what the real view shows, so it decides the same', () => {
    let s = R.setup(options(), 'simview');
    const rng = Rng.seeded('simview');
    let checked = 0;
    while (R.pending(s).length && checked < 400) {
      const d = R.pending(s)[0]!;
      const real = R.view(s, d.seat);
      const cheap = simView(s, d.seat);
      expect(cheap.actionOrder).toEqual(real.actionOrder);
      expect(cheap.pending).toEqual(real.pending);
      const move = heuristicMove(real, d.seat, Rng.seeded(checked), NORMAL);
      expect(heuristicMove(cheap, d.seat, Rng.seeded(checked), NORMAL)).toEqual(move);
      s = R.apply(s, d.seat, heuristicMove(real, d.seat, rng, NORMAL)).state;
      checked++;
    }
    expect(checked).toBeGreaterThan(50);
  });
});

describe('hard', () => {
  it('reports rising progress within 0..1 while it searches, and finishes its work', () => {
    const s = playUntil('progress', (x) => x.phase === 'plan' && x.plans[0] === null);
    const seen: number[] = [];
    const v: HennShogunView = R.view(s, 0);
    const move = hardMove(v, 0, Rng.seeded('p'), { budgetMs: 200, config: { cap: false }, onProgress: (f) => seen.push(f) });
    expect(R.validate(s, 0, move).ok).toBe(true);
    expect(seen.length).toBeGreaterThan(3);
    for (let i = 1; i < seen.length; i++) expect(seen[i]!).toBeGreaterThanOrEqual(seen[i - 1]!);
    expect(Math.min(...seen)).toBeGreaterThan(0);
    expect(seen.at(-1)).toBe(1);
  });

  it('is reproducible from its seed with mutations, and with plain ISMCTS knobs', () => {
    const s = playUntil('repro', (x) => x.phase === 'plan' && x.plans[0] === null);
    const v = R.view(s, 0);
    for (const config of [
      { cap: false, mutations: true, planCandidates: 12 },
      { cap: false, share: 1, root: 'ucb', depth: 8 },
    ] as const) {
      const run = (): HennShogunMove => hardMove(v, 0, Rng.seeded('r'), { budgetMs: 150, config });
      const a = run();
      expect(R.validate(s, 0, a).ok).toBe(true);
      expect(run()).toEqual(a);
    }
  });

  it('plays its rollouts to the horizon asked: the season, the year with its winter scoring, or the game', () => {
    // A whole game of Normal players from the first planning; where would a rollout from there stop?
    let s = playUntil('horizon', (x) => x.phase === 'plan' && x.plans[0] === null);
    const v = R.view(s, 0);
    expect([v.year, v.season]).toEqual([1, 0]);
    const stops = { season: horizonStop(v, 'season'), year: horizonStop(v, 'year'), game: horizonStop(v, 'game') };
    const first: Partial<Record<keyof typeof stops, HennShogunState>> = {};
    const rng = Rng.seeded('horizon-play');
    for (;;) {
      for (const k of ['season', 'year', 'game'] as const) if (!first[k] && stops[k](s)) first[k] = s;
      if (s.phase === 'over') break;
      const d = R.pending(s)[0]!;
      s = R.apply(s, d.seat, heuristicMove(R.view(s, d.seat), d.seat, rng, NORMAL)).state;
    }
    // The season's horizon: summer's planning, nothing scored yet.
    expect([first.season!.phase, first.season!.year, first.season!.season]).toEqual(['plan', 1, 1]);
    expect(first.season!.players.every((p) => p.score === 0)).toBe(true);
    // The year's: the next year's first planning, after the winter that scored the year.
    expect([first.year!.phase, first.year!.year, first.year!.season]).toEqual(['plan', 2, 0]);
    expect(first.year!.players.some((p) => p.score > 0)).toBe(true);
    // The game's: only its end, with the real result.
    expect(first.game!.phase).toBe('over');
    expect(first.game!.result?.winners.length).toBeGreaterThan(0);
  });

  it('with a longer horizon still makes a legal plan, reproducibly', () => {
    const s = playUntil('horizon-hard', (x) => x.phase === 'plan' && x.plans[0] === null);
    const v = R.view(s, 0);
    for (const horizon of ['year', 'game'] as const) {
      const run = (): HennShogunMove => hardMove(v, 0, Rng.seeded('h'), { budgetMs: 60, config: { cap: false, horizon } });
      const a = run();
      expect(R.validate(s, 0, a).ok).toBe(true);
      expect(run()).toEqual(a);
    }
  });
});
