/** The bots of Henn's Shogun: legal in every decision, blind to hidden information, and Normal beats Random. */
import { describe, expect, it } from 'vitest';
import type { Bot } from '../../../ai/bot';
import { playMatch } from '../../../ai/match';
import { getBot } from '../../bot-registry';
import { Rng } from '../../../kernel/rng';
import { hennShogun as R } from '../index';
import type { HennShogunState, HennShogunView } from '../types';
import { determinize } from '../determinize';
import { hardMove } from './hard';
import { heuristicMove, NORMAL, EASY } from './heuristic';
import { moveKey, policy } from './search-hooks';

const ALL_KINDS = ['draft-pick', 'draft-place', 'plan', 'choose-slot', 'move', 'battle', 'revolt-order'];

/** A bot that records which decision kinds it was asked. */
function recording(bot: Bot, seen: Set<string>): Bot {
  return {
    level: bot.level,
    description: bot.description,
    decide(ruleset, view, seat, rng, budget) {
      const kind = (view as HennShogunView).pending.find((d) => d.seat === seat)!.kind;
      seen.add(kind);
      return bot.decide(ruleset, view, seat, rng, budget);
    },
  };
}

/** Hard with its time cap lifted, so only the seed decides (tests must not depend on timing). */
const hardUncapped: Bot = {
  level: 'hard',
  description: 'test',
  decide: (_r, view, seat, rng, budget) => hardMove(view as HennShogunView, seat, rng, { budgetMs: budget, config: { cap: false } }),
};

/** Plain ISMCTS knobs on the same hooks (a fresh world every iteration, UCB1 at the root, 8 own decisions deep): the tuning variant `hard:share=1:root=ucb:depth=8`. */
const PLAIN = { cap: false, share: 1, root: 'ucb', depth: 8 } as const;
const hardPlainUncapped: Bot = {
  level: 'hard',
  description: 'test',
  decide: (_r, view, seat, rng, budget) => hardMove(view as HennShogunView, seat, rng, { budgetMs: budget, config: PLAIN }),
};

describe('henn-shogun bots', () => {
  for (const level of ['random', 'easy', 'normal']) {
    it(`${level} makes only legal moves in every kind of decision`, async () => {
      const seen = new Set<string>();
      const bot = recording(getBot('henn-shogun', level)!, seen);
      for (const [players, setup, seed] of [
        [4, 'draft', 'a'],
        [3, 'draft', 'b'],
        [5, 'fixed', 'c'],
        [4, 'draft', 'd'],
        [4, 'draft', 'e'],
      ] as const) {
        // playMatch throws on any illegal move.
        const r = await playMatch(R, { players, setup }, `legal-${level}-${seed}`, Array(players).fill(bot), 10);
        expect(r.result.scores).toHaveLength(players);
      }
      for (const k of ALL_KINDS.filter((k) => k !== 'revolt-order' && k !== 'move')) expect(seen).toContain(k);
    });
  }

  it('hard makes only legal moves over a whole game (small budget)', async () => {
    const seen = new Set<string>();
    const bots = [recording(hardUncapped, seen), getBot('henn-shogun', 'normal')!, getBot('henn-shogun', 'easy')!, getBot('henn-shogun', 'normal')!];
    const r = await playMatch(R, { players: 4, setup: 'draft' }, 'legal-hard', bots, 15);
    expect(r.result.scores).toHaveLength(4);
    for (const k of ['draft-pick', 'plan', 'choose-slot', 'battle']) expect(seen).toContain(k);
  });

  it('Hard with plain ISMCTS knobs (its own later decisions in the tree) makes only legal moves over a whole game (small budget)', async () => {
    const seen = new Set<string>();
    const bots = [getBot('henn-shogun', 'normal')!, recording(hardPlainUncapped, seen), getBot('henn-shogun', 'normal')!, getBot('henn-shogun', 'easy')!];
    const r = await playMatch(R, { players: 4, setup: 'draft' }, 'legal-hard-tree', bots, 15);
    expect(r.result.scores).toHaveLength(4);
    for (const k of ['draft-pick', 'plan', 'choose-slot', 'battle']) expect(seen).toContain(k);
  });

  it('Hard chooses the same legal plan and battle again for the same seed', () => {
    const o = R.parseOptions({ players: 4 });
    if (!o.ok) throw new Error();
    let s = R.setup(o.value, 'same-seed');
    const rng = Rng.seeded('same-seed');
    const asked: { at: HennShogunState; v: HennShogunView; seat: number }[] = [];
    while (R.pending(s).length && asked.filter((a) => a.v.pending[0]!.kind === 'battle').length < 2) {
      const d = R.pending(s)[0]!;
      if (d.kind === 'plan' || d.kind === 'battle') asked.push({ at: s, v: R.view(s, d.seat), seat: d.seat });
      s = R.apply(s, d.seat, heuristicMove(R.view(s, d.seat), d.seat, rng, NORMAL)).state;
    }
    const picks = asked.filter((a) => a.v.pending.find((d) => d.seat === a.seat)!.kind === 'plan').slice(0, 2);
    picks.push(...asked.filter((a) => a.v.pending[0]!.kind === 'battle').slice(0, 1));
    expect(picks).toHaveLength(3);
    const tree = (v: HennShogunView, seat: number, seed: string) => hardMove(v, seat, Rng.seeded(seed), { budgetMs: 40, config: { cap: false } });
    for (const { at, v, seat } of picks) {
      const move = tree(v, seat, 'one');
      expect(tree(v, seat, 'one')).toEqual(move);
      expect(R.validate(at, seat, move).ok).toBe(true);
    }
  });

  it('keys a plan by what it assigns, not by the order it was written in', () => {
    const a = { type: 'plan', actions: { palace: 'p1', rice: 'p2' }, bid: 3 } as unknown as Parameters<typeof moveKey>[0];
    const b = { type: 'plan', actions: { rice: 'p2', palace: 'p1' }, bid: 3 } as unknown as Parameters<typeof moveKey>[0];
    const c = { type: 'plan', actions: { rice: 'p1', palace: 'p2' }, bid: 3 } as unknown as Parameters<typeof moveKey>[0];
    const d = { type: 'plan', actions: { palace: 'p1', rice: 'p2' }, bid: 4 } as unknown as Parameters<typeof moveKey>[0];
    expect(moveKey(a)).toBe(moveKey(b));
    expect(moveKey(a)).not.toBe(moveKey(c));
    expect(moveKey(a)).not.toBe(moveKey(d));
  });

  it('every level answers move and revolt-order decisions legally when they come up', async () => {
    // Random players run short of rice and use "place 1 army / move": collect such positions.
    const o = R.parseOptions({ players: 4 });
    if (!o.ok) throw new Error();
    const positions: { s: HennShogunState; seat: number }[] = [];
    for (let g = 0; positions.filter((p) => R.pending(p.s)[0]!.kind === 'revolt-order').length < 2 && g < 40; g++) {
      let s = R.setup(o.value, `rev${g}`);
      const rng = Rng.seeded(`rev${g}`);
      while (R.pending(s).length) {
        const d = R.pending(s)[0]!;
        if (d.kind === 'revolt-order' || d.kind === 'move') positions.push({ s, seat: d.seat });
        s = R.apply(s, d.seat, R.randomMove(R.view(s, d.seat), rng) as never).state;
      }
    }
    const kinds = new Set(positions.map((p) => R.pending(p.s)[0]!.kind));
    expect(kinds).toEqual(new Set(['move', 'revolt-order']));
    for (const { s, seat } of positions.slice(0, 12)) {
      const v = R.view(s, seat);
      for (const move of [
        heuristicMove(v, seat, Rng.seeded('x'), NORMAL),
        heuristicMove(v, seat, Rng.seeded('y'), EASY),
        hardMove(v, seat, Rng.seeded('z'), { budgetMs: 10, config: { cap: false } }),
      ]) {
        expect(R.validate(s, seat, move).ok).toBe(true);
      }
    }
  });

  it('decides the same when states differ only in another seat’s hidden plan', () => {
    const o = R.parseOptions({ players: 4 });
    if (!o.ok) throw new Error();
    // Play until seat 0 has planned and seat 1 still must plan.
    let s = R.setup(o.value, 'hidden');
    const rng = Rng.seeded('hidden');
    while (!(s.phase === 'plan' && s.plans[0] !== null && s.plans[1] === null)) {
      const d = R.pending(s).find((x) => x.seat === 0) ?? R.pending(s)[0]!;
      s = R.apply(s, d.seat, R.randomMove(R.view(s, d.seat), rng) as never).state;
    }
    // A different secret plan for seat 0: its cards shuffled over the same spaces, another bid.
    const other: HennShogunState = JSON.parse(JSON.stringify(s));
    const plan = other.plans[0]!;
    const cards = [...plan.spaces.filter((c) => c !== null), plan.bid].filter((c) => c !== null);
    const shuffled = Rng.seeded('other').shuffle(cards);
    plan.spaces = plan.spaces.map((c) => (c === null ? null : shuffled.shift()!));
    plan.bid = plan.bid === null ? null : shuffled.shift()!;
    expect(other.plans[0]).not.toEqual(s.plans[0]);
    const v1 = R.view(s, 1);
    const v2 = R.view(other, 1);
    for (const decide of [
      (v: HennShogunView) => heuristicMove(v, 1, Rng.seeded('same'), NORMAL),
      (v: HennShogunView) => heuristicMove(v, 1, Rng.seeded('same'), EASY),
      (v: HennShogunView) => hardMove(v, 1, Rng.seeded('same'), { budgetMs: 30, config: { cap: false } }),
      (v: HennShogunView) => hardMove(v, 1, Rng.seeded('same'), { budgetMs: 30, config: PLAIN }),
    ]) {
      expect(decide(v2)).toEqual(decide(v1));
    }
    // Inside the search's worlds the other seats' policy reads its own view of the world:
    // the same move when only seat 0's secret plan differs.
    expect(policy(other, 1, Rng.seeded('p'))).toEqual(policy(s, 1, Rng.seeded('p')));
    // The sampled worlds, too, are the same.
    expect(determinize(v2, Rng.seeded('w'))).toEqual(determinize(v1, Rng.seeded('w')));
  });

  it('determinize keeps everything the seat can see', () => {
    const o = R.parseOptions({ players: 4 });
    if (!o.ok) throw new Error();
    let s = R.setup(o.value, 'det');
    const rng = Rng.seeded('det');
    while (!(s.phase === 'execute' && s.exec.step >= 3 && s.exec.awaiting !== null)) {
      const d = R.pending(s)[0]!;
      s = R.apply(s, d.seat, R.randomMove(R.view(s, d.seat), rng) as never).state;
    }
    const seat = R.pending(s)[0]?.seat ?? 0;
    const v = R.view(s, seat);
    const w = determinize(v, Rng.seeded('x'));
    expect(R.view(w, seat).plans).toEqual(v.plans);
    expect(w.provinces).toEqual(s.provinces);
    expect(w.actionOrder.slice(0, v.actionsRevealed)).toEqual(s.actionOrder.slice(0, v.actionsRevealed));
    expect([...w.actionOrder].sort()).toEqual([...s.actionOrder].sort());
    expect(w.eventDeck).toHaveLength(s.eventDeck.length);
    // The sampled world plays on legally to the end.
    let x = w;
    const r = Rng.seeded('on');
    while (R.pending(x).length) {
      const d = R.pending(x)[0]!;
      const move = R.randomMove(R.view(x, d.seat), r);
      expect(R.validate(x, d.seat, move).ok).toBe(true);
      x = R.apply(x, d.seat, move).state;
    }
    expect(R.result(x)).not.toBeNull();
  });

  it('normal beats three random players (20 seat-rotated games)', async () => {
    const normal = getBot('henn-shogun', 'normal')!;
    const random = getBot('henn-shogun', 'random')!;
    let wins = 0;
    for (let g = 0; g < 20; g++) {
      const bots = [random, random, random, random];
      bots[g % 4] = normal;
      const r = await playMatch(R, { players: 4 }, `nr-${g}`, bots, 10);
      if (r.result.winners.includes(g % 4)) wins++;
    }
    expect(wins).toBeGreaterThanOrEqual(14);
  });
});

describe('the Hard level’s parameters (arena tuning)', () => {
  it('are read by their schema, and every key of the schema tunes a field of HardConfig', async () => {
    const { HARD_PARAMS, parseHardParams } = await import('./index');
    const { HARD_DEFAULTS } = await import('./hard');
    expect(Object.keys(HARD_PARAMS).sort()).toEqual(Object.keys(HARD_DEFAULTS).sort());
    expect(parseHardParams({ rate: '2', cap: 'off', opponents: 'random' })).toEqual({ rate: 2, cap: false, opponents: 'random' });
    expect(() => parseHardParams({ rate: 'fast' })).toThrow("hard: rate must be a number ≥ 0, not 'fast'");
    expect(parseHardParams({ root: 'ucb', depth: '3', share: '1' })).toEqual({ root: 'ucb', depth: 3, share: 1 });
    expect(() => parseHardParams({ search: 'flat' })).toThrow(/unknown parameter 'search'/);
    // The rollout horizon is a choice of three (the former flat Hard's number of plies is gone).
    expect(parseHardParams({ horizon: 'year' })).toEqual({ horizon: 'year' });
    expect(() => parseHardParams({ horizon: '3' })).toThrow("hard: horizon is 'season' or 'year' or 'game', not '3'");
  });
});
