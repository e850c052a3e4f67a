/**
 * Jūni-tsuki's hooks for the one search (search-hooks.ts): Hard's tree over
 * the plan's lines and its later moves of the month, on a hand-made position
 * (Higo's empty castle next door, three moves away) and for determinism.
 */
import { describe, expect, it } from 'vitest';
import { searchMove } from '../../../ai/ismcts';
import { Rng } from '../../../kernel/rng';
import { juniTsuki as R } from '../index';
import { addDaimyo, blank, castleOf, castlePoint, cp, giveCastle, higoChance, march, put } from '../testing';
import type { JuniState, JuniView } from '../types';
import { WEIGHTS, evaluate } from './evaluate';
import { HARD_DEFAULTS, hardMove, treeKnobs } from './hard';
import { NORMAL, rankMoves } from './heuristic';
import { planMoves } from './plan';
import { ROLLOUTS, juniHooks, leanAgainst, orderCandidates, playLine } from './search-hooks';


const hookConfig = { treeCandidates: HARD_DEFAULTS.treeCandidates, scale: HARD_DEFAULTS.scale, weights: WEIGHTS };

function rootOf(v: JuniView): { lines: ReturnType<typeof orderCandidates>; stay: number } {
  const { ranked, stay } = planMoves(v, 0, Rng.seeded('plan'), NORMAL);
  return { lines: orderCandidates(ranked, ranked[0]?.value, stay, HARD_DEFAULTS.candidates), stay };
}

describe('Jūni-tsuki search hooks', () => {
  it('offers the plan’s own choice first and ending the month among the root lines', () => {
    const v = R.view(higoChance(), 0);
    const { lines } = rootOf(v);
    expect(lines.some((l) => l.length === 1 && l[0]!.type === 'end-turn')).toBe(true);
    expect(lines[0]![0]!.type).not.toBe('end-turn');
    // The plan's first line takes Higo's castle when played whole.
    expect(playLine(higoChance(), 0, lines[0]!).castles[castleOf('higo')]!.owner).toBe(0);
  });

  it('the line that takes Higo’s castle is searched most and valued above ending the month', () => {
    const v = R.view(higoChance(), 0);
    const { lines, stay } = rootOf(v);
    const result = searchMove(juniHooks(v, 0, hookConfig, lines, stay), { seat: 0, iterations: 40, rng: Rng.seeded('higo'), maxPlies: HARD_DEFAULTS.plies });
    expect(playLine(higoChance(), 0, result.move).castles[castleOf('higo')]!.owner).toBe(0);
    const end = result.stats.find((x) => x.move[0]!.type === 'end-turn')!;
    const best = result.stats.find((x) => x.move === result.move)!;
    expect(best.mean).toBeGreaterThan(end.mean);
    expect(result.iterations).toBe(40);
  });

  it('is deterministic for the same seed, and a fixed playout count gives the same move whatever the budget', () => {
    const v = R.view(higoChance(), 0);
    const { lines, stay } = rootOf(v);
    const run = (): unknown => searchMove(juniHooks(v, 0, hookConfig, lines, stay), { seat: 0, iterations: 20, rng: Rng.seeded('same'), maxPlies: 8 }).stats;
    expect(run()).toEqual(run());
    const cfg = { playouts: 20, margin: 1000 };
    expect(hardMove(v, 0, Rng.seeded('b'), { budgetMs: 1, config: cfg })).toEqual(hardMove(v, 0, Rng.seeded('b'), { budgetMs: 60_000, config: cfg }));
  });

  it('the default Hard is the search at depth 1 over the root lines in shared worlds, and legal; its pick stands only when it beats the plan’s choice by the tolerance', () => {
    expect(HARD_DEFAULTS).toMatchObject({ treeDepth: 1, share: 0, rounds: true });
    const s = higoChance();
    const v = R.view(s, 0);
    const m = hardMove(v, 0, Rng.seeded('flat'), { config: { playouts: 20, margin: 1000 } });
    expect(R.validate(s, 0, m).ok).toBe(true);
    // With an unreachable tolerance the plan's own first line is played whatever the search found.
    const { lines } = rootOf(v);
    for (const seed of ['t1', 't2', 't3']) expect(hardMove(v, 0, Rng.seeded(seed), { config: { playouts: 20, margin: 1000, tolerance: 1e9 } })).toEqual(lines[0]![0]);
  });

  it('with every root line in the same worlds (share 0, rounds) each line is searched equally often', () => {
    const v = R.view(higoChance(), 0);
    const { lines, stay } = rootOf(v);
    const n = lines.length;
    const result = searchMove(juniHooks(v, 0, hookConfig, lines, stay), { seat: 0, iterations: 6 * n, rng: Rng.seeded('rounds'), maxPlies: 5, maxTreeDepth: 1, share: 0, rootAllocation: 'rounds' });
    expect(result.stats.map((x) => x.visits)).toEqual(lines.map(() => 6));
  });

  it('the lean rollout (Hard’s default) finds Higo’s castle too', () => {
    expect(HARD_DEFAULTS.rollout).toBe('lean');
    const v = R.view(higoChance(), 0);
    const { lines, stay } = rootOf(v);
    const result = searchMove(juniHooks(v, 0, { ...hookConfig, rollout: 'lean' }, lines, stay), { seat: 0, iterations: 40, rng: Rng.seeded('higo'), maxPlies: HARD_DEFAULTS.plies });
    expect(playLine(higoChance(), 0, result.move).castles[castleOf('higo')]!.owner).toBe(0);
    const end = result.stats.find((x) => x.move[0]!.type === 'end-turn')!;
    expect(result.stats.find((x) => x.move === result.move)!.mean).toBeGreaterThan(end.mean);
  });

  it('the lean rollout plays legal moves only, and after one ranked move of its own the seat ends the month', () => {
    // The one-move lines of the position (not the plan's), so the rollout has AP left to spend after them.
    const v = R.view(higoChance(), 0);
    const first = rankMoves(v, 0, Rng.seeded('rank'), NORMAL).ranked[0]!.move;
    let rankedSomewhere = 0;
    for (const seed of ['r1', 'r2', 'r3', 'r4', 'r5', 'r6']) {
      const rng = Rng.seeded(seed);
      const hooks = juniHooks(v, 0, { ...hookConfig, rollout: 'lean' }, [[first]], 0);
      const world = hooks.determinize(rng);
      let state = hooks.ruleset.apply(world, 0, hooks.candidates(world, 0, rng)[0]!).state;
      let ranked = 0;
      for (let ply = 0; ply < 30 && !hooks.stop(state, world); ply++) {
        const who = R.pending(state)[0]!.seat;
        const line = hooks.policy(state, who, rng);
        expect(line).toHaveLength(1);
        expect(R.validate(state, who, line[0]!).ok).toBe(true);
        if (who === 0 && !state.interrupt && line[0]!.type !== 'end-turn') ranked++;
        state = hooks.ruleset.apply(state, who, line).state;
      }
      expect(hooks.stop(state, world)).toBe(true);
      expect(ranked).toBeLessThanOrEqual(1);
      rankedSomewhere += ranked;
    }
    // With 2 AP left after the first move, some rollouts do make their one move (the check above is not empty).
    expect(rankedSomewhere).toBeGreaterThan(0);
  });
  it('with the round horizon a playout goes on through the other seats’ months and stops as the seat’s next month begins', () => {
    const v = R.view(higoChance(), 0);
    const { lines, stay } = rootOf(v);
    for (const seed of ['h1', 'h2', 'h3']) {
      const rng = Rng.seeded(seed);
      const hooks = juniHooks(v, 0, { ...hookConfig, rollout: 'lean', horizon: 'round' }, lines, stay);
      const world = hooks.determinize(rng);
      let state = hooks.ruleset.apply(world, 0, hooks.candidates(world, 0, rng)[0]!).state;
      let othersMoved = 0;
      for (let ply = 0; ply < 200 && !hooks.stop(state, world); ply++) {
        const who = R.pending(state)[0]!.seat;
        const line = hooks.policy(state, who, rng);
        expect(R.validate(state, who, line[0]!).ok).toBe(true);
        if (who !== 0) othersMoved++;
        state = hooks.ruleset.apply(state, who, line).state;
      }
      // Cut where the month horizon would not be: seat 1 has had its month, and it is seat 0's again.
      expect(hooks.stop(state, world)).toBe(true);
      expect(othersMoved).toBeGreaterThan(0);
      expect(state.month).toBe(world.month + 1);
      expect(state.turn.seat).toBe(0);
      const value = hooks.evaluate(state, 0);
      expect(value).toBeGreaterThan(0);
      expect(value).toBeLessThan(1);
    }
  });
  it('the round horizon sees the neighbour’s month punish a line that leaves the last Daimyō thinly guarded; the month horizon cannot', () => {
    // Seat 0's only Daimyō in Higo with 8 samurai on Higo's march point; seat 1's 30 on the Higo–Bungo checkpoint next
    // to it. Normal attacks 3 samurai guarding a last Daimyō there (the Daimyō dies with them, §7), not 8.
    const border = (): JuniState => {
      const s = blank(2);
      addDaimyo(s, 0, 'higo');
      put(s, march('higo'), 0, 8);
      addDaimyo(s, 1, 'bungo');
      giveCastle(s, 'bungo', 1, 5);
      put(s, castlePoint('bungo'), 1, 5);
      put(s, cp('higo', 'bungo'), 1, 30);
      s.turn.ap = 2;
      return s;
    };
    const v = R.view(border(), 0);
    const weights = { ...WEIGHTS, ...HARD_DEFAULTS.weights };
    const end = [{ type: 'end-turn' }] as const;
    // 5 of the 8 marched out of Higo into Satsuma: 3 left with the Daimyō.
    const away = [
      { type: 'march', from: march('higo'), to: cp('higo', 'satsuma'), count: 5 },
      { type: 'march', from: cp('higo', 'satsuma'), to: march('satsuma'), count: 5 },
    ] as const;
    const search = (horizon: 'month' | 'round', threats: boolean): { gap: number; out: number } => {
      const hooks = juniHooks(v, 0, { ...hookConfig, weights, rollout: 'lean', horizon, threats }, [end, away], evaluate(border(), 0, weights, true));
      let out = 0;
      const scored = { ...hooks, evaluate: (s: JuniState, who: number) => (s.daimyo.some((d) => d.owner === 0) || out++, hooks.evaluate(s, who)) };
      const result = searchMove(scored, { seat: 0, iterations: 60, rng: Rng.seeded('border'), ...treeKnobs({ ...HARD_DEFAULTS, horizon }) });
      const mean = (line: readonly unknown[]): number => result.stats.find((x) => x.move === line)!.mean;
      return { gap: mean(end) - mean(away), out };
    };
    const month = search('month', false);
    const round = search('round', false);
    const threats = search('round', true);
    // At the end of its own month no seat has answered: only the guard term says the line is worse.
    expect(month.out).toBe(0);
    expect(month.gap).toBeGreaterThan(0);
    // Through seat 1's month the attack is played: the seat is out in some playouts of the 30 (the lean rollout draws
    // 3 of seat 1's moves; with `threats` every attack on the seat is among them), and the line falls further behind.
    expect(round.out).toBeGreaterThan(0);
    expect(threats.out).toBeGreaterThan(15);
    expect(round.gap).toBeGreaterThan(month.gap);
    expect(threats.gap).toBeGreaterThan(month.gap + 0.15);
  });
  it('with threats the other seats’ lean rollouts always weigh a march onto the searching seat’s empty castle', () => {
    // Seat 0 holds Higo's castle with no samurai on its point; seat 1, to move, stands with a Daimyō on Higo's march point next to it.
    const s = blank(2);
    giveCastle(s, 'higo', 0, 5);
    addDaimyo(s, 0, 'higo');
    put(s, cp('higo', 'satsuma'), 0, 10);
    addDaimyo(s, 1, 'higo');
    put(s, march('higo'), 1, 10);
    put(s, march('bungo'), 1, 10);
    s.turn.seat = 1;
    s.turn.ap = 3;
    const take = { type: 'march', from: march('higo'), to: castlePoint('higo') };
    let lean = 0;
    let against = 0;
    for (const seed of ['a1', 'a2', 'a3', 'a4', 'a5', 'a6']) {
      const a = ROLLOUTS.lean(s, 1, Rng.seeded(seed))[0]!;
      const b = leanAgainst(0)(s, 1, Rng.seeded(seed))[0]!;
      if (a.type === 'march' && a.to === take.to) lean++;
      if (b.type === 'march' && b.to === take.to) against++;
      expect(R.validate(s, 1, b).ok).toBe(true);
    }
    expect(against).toBe(6);
    expect(lean).toBeLessThan(6);
  });
});
