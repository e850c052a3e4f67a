/**
 * The worked examples of the German rulebook (seed 000, "G"), read through the
 * errata of the rules sheet (/work/shared/rules/mb-shogun.md §5). Colours:
 * Rosa 0, Grau 1, Rosa-gestreift 2, Grau-gestreift 3 (the first-round example
 * is a 4-player game; G l.1589-1594).
 */
import { describe, expect, it } from 'vitest';
import { provinceId } from './board';
import { checkAllocation, checkLevy, levyCost } from './planning';
import { invariantErrors } from './invariants';
import { atWar, freshState, of, P, pending, play, put, putArmy, reject, run, scene } from './testing';
import type { MbShogunState } from './types';
import { viewOf } from './view';

const ROSA = 0;
const GRAU = 1;
const ROSA_G = 2;
const GRAU_G = 3;

function declare(s: MbShogunState, from: string, troop: 'army' | 'force', to: string): void {
  const army = troop === 'army' ? s.provinces[P(from)]!.army : -1;
  s.war!.declared.push({ from: P(from), troop, army, to: P(to) });
}

describe('first-round example, Phase C (G l.3540-3800)', () => {
  it('Chikuzen attacks Hizen: the bowman misses (9), the first gunner hits (2) and the lone spearman falls; Army 1 gains a hole (errata 44)', () => {
    const s = scene(4, 1);
    // Army 1 as the example gives it (errata 44: 3 gunners, 3 spearmen; errata 63: not the setup army).
    putArmy(s, ROSA, 0, 'chikuzen', { bowman: 1, swordsman: 1, gunner: 3, spearman: 3 });
    putArmy(s, ROSA, 1, 'satsuma', {});
    put(s, ROSA_G, 'hizen', { spearman: 1 });
    putArmy(s, ROSA_G, 0, 'tsushima', {});
    atWar(s, ROSA);
    declare(s, 'chikuzen', 'army', 'hizen');
    // G rolls 2, 3, 4 for the gunners; one hit already takes the only defender, so the rest need not roll.
    const { state, events } = run(s, [9, 2]);
    const dice = of(events, 'dice');
    expect(dice.map((d) => [d.unit, d.values, d.hits])).toEqual([
      ['bowman', [9], 0],
      ['gunner', [2], 1],
    ]);
    expect(of(events, 'battle-ended')[0]!.outcome).toBe('won');
    expect(state.provinces[P('hizen')]!.owner).toBe(-1);
    expect(of(events, 'province-lost')).toEqual([{ type: 'province-lost', colour: ROSA_G, province: 'hizen', how: 'battle', by: ROSA }]);
    // Level 1: one attack; the peg moves one hole right (still level 1 with 3 holes per level).
    expect(state.colours[ROSA]!.armies[0]!.hole).toBe(1);
    expect(pending(state)).toEqual([{ seat: ROSA, kind: 'final-moves', colour: ROSA }]);
    expect(invariantErrors(state)).toEqual([]);
  });

  it('Higo attacks Chikugo: the swordsman hits (5), the spearmen need not roll, the defender hits back (1); Rosa loses a spearman, Chikugo falls', () => {
    const s = scene(4, 1);
    putArmy(s, ROSA, 0, 'satsuma', {});
    // Errata 46: 1 swordsman and 3 spearmen (G reads 5).
    put(s, ROSA, 'higo', { swordsman: 1, spearman: 3 });
    put(s, GRAU_G, 'chikugo', { spearman: 1 });
    putArmy(s, GRAU_G, 0, 'tsushima', {});
    atWar(s, ROSA);
    declare(s, 'higo', 'force', 'chikugo');
    const r1 = run(s, [5, 1]);
    expect(of(r1.events, 'dice').map((d) => [d.side, d.unit, d.values, d.hits])).toEqual([
      ['attacker', 'swordsman', [5], 1],
      ['defender', 'spearman', [1], 1],
    ]);
    // Rosa chooses his loss (step 7); the defender's is forced.
    expect(pending(r1.state)).toEqual([{ seat: ROSA, kind: 'casualties', colour: ROSA }]);
    const r2 = play(r1.state, ROSA, { type: 'casualties', losses: { force: { spearman: 1 } } });
    expect(of(r2.events, 'casualties').map((c) => [c.side, c.force])).toEqual([
      ['attacker', [0, 0, 0, 1]],
      ['defender', [0, 0, 0, 1]],
    ]);
    expect(r2.state.provinces[P('chikugo')]!.owner).toBe(-1);
    expect(r2.state.provinces[P('higo')]!.force).toEqual([0, 0, 1, 2]);
    expect(invariantErrors(r2.state)).toEqual([]);
  });

  it('Satsuma attacks Hyuga: bowman and gunners miss, the daimyo hits; the defender misses', () => {
    const s = scene(4, 1);
    putArmy(s, ROSA, 1, 'satsuma', { bowman: 1, swordsman: 1, gunner: 2 });
    put(s, GRAU_G, 'hyuga', { spearman: 1 });
    putArmy(s, GRAU_G, 0, 'tsushima', {});
    atWar(s, ROSA);
    declare(s, 'satsuma', 'army', 'hyuga');
    const { state, events } = run(s, [8, 7, 9, 3, 6]);
    expect(of(events, 'dice').map((d) => [d.side, d.unit, d.values])).toEqual([
      ['attacker', 'bowman', [8]],
      ['attacker', 'gunner', [7, 9]],
      ['attacker', 'daimyo', [3]],
      ['defender', 'spearman', [6]],
    ]);
    expect(state.provinces[P('hyuga')]!.owner).toBe(-1);
    expect(state.colours[ROSA]!.armies[1]!.hole).toBe(1);
  });

  it('sea invasion Nagato → Buzen: first strike 3, 4, 11 (errata 47) kills two spearmen; gunner 4; spearmen 2 vs 1, 8; after going on, gunner 3 (errata 48) takes Buzen', () => {
    const s = scene(4, 1);
    putArmy(s, ROSA, 0, 'suo', {});
    put(s, ROSA, 'nagato', { gunner: 1, spearman: 3 });
    put(s, GRAU, 'buzen', { spearman: 3 });
    putArmy(s, GRAU, 0, 'tsushima', {});
    atWar(s, ROSA);
    declare(s, 'nagato', 'force', 'buzen');
    const r1 = run(s, [3, 4, 11]);
    expect(of(r1.events, 'first-strike')).toHaveLength(1);
    expect(of(r1.events, 'dice').map((d) => [d.side, d.unit, d.values, d.hits])).toEqual([['defender', 'spearman', [3, 4, 11], 2]]);
    expect(pending(r1.state)).toEqual([{ seat: ROSA, kind: 'casualties', colour: ROSA }]);
    const r2 = play(r1.state, ROSA, { type: 'casualties', losses: { force: { spearman: 2 } } }, [4, 2, 1, 8]);
    expect(of(r2.events, 'dice').map((d) => [d.step, d.side, d.unit, d.values])).toEqual([
      [2, 'attacker', 'gunner', [4]],
      [6, 'attacker', 'spearman', [2]],
      [6, 'defender', 'spearman', [1, 8]],
    ]);
    expect(r2.state.provinces[P('buzen')]!.force).toEqual([0, 0, 0, 2]);
    const r3 = play(r2.state, ROSA, { type: 'casualties', losses: { force: { spearman: 1 } } });
    expect(r3.state.provinces[P('nagato')]!.force).toEqual([0, 1, 0, 0]);
    expect(r3.state.provinces[P('buzen')]!.force).toEqual([0, 0, 0, 1]);
    // Step 8: Rosa could call off; he goes on.
    expect(pending(r3.state)).toEqual([{ seat: ROSA, kind: 'continue', colour: ROSA }]);
    const r4 = play(r3.state, ROSA, { type: 'continue', callOff: false }, [3]);
    expect(of(r4.events, 'battle-ended')[0]).toMatchObject({ outcome: 'won', rounds: 2 });
    expect(r4.state.provinces[P('buzen')]!.owner).toBe(-1);
    expect(r4.state.provinces[P('nagato')]!.force).toEqual([0, 1, 0, 0]);
    expect(invariantErrors(r4.state)).toEqual([]);
  });

  it('sea invasion Bungo → Iyo: the lone defender strikes first (2) and kills a spearman; then Rosa scores one hit and Grau misses', () => {
    const s = scene(4, 1);
    putArmy(s, ROSA, 0, 'hyuga', {});
    put(s, ROSA, 'bungo', { swordsman: 1, spearman: 3 });
    put(s, GRAU, 'iyo', { spearman: 1 });
    putArmy(s, GRAU, 0, 'tosa', {});
    atWar(s, ROSA);
    declare(s, 'bungo', 'force', 'iyo');
    const r1 = run(s, [2]);
    expect(pending(r1.state)).toEqual([{ seat: ROSA, kind: 'casualties', colour: ROSA }]);
    const r2 = play(r1.state, ROSA, { type: 'casualties', losses: { force: { spearman: 1 } } }, [7, 3, 10]);
    expect(of(r2.events, 'dice').map((d) => [d.side, d.unit, d.values, d.hits])).toEqual([
      ['attacker', 'swordsman', [7], 0],
      ['attacker', 'spearman', [3], 1],
      ['defender', 'spearman', [10], 0],
    ]);
    expect(r2.state.provinces[P('iyo')]!.owner).toBe(-1);
    expect(r2.state.provinces[P('bungo')]!.force).toEqual([0, 0, 1, 2]);
  });
});

describe('planning examples', () => {
  it('first-round allocation (G l.1340-1356, errata 20): Rosa 1 swords + 4 levy, Grau 3 levy + 2 ninja, 5 koku each', () => {
    const s = freshState({ players: 4 });
    s.colours[ROSA]!.koku = 5;
    s.colours[GRAU]!.koku = 5;
    expect(checkAllocation(s, ROSA, { swords: 1, levy: 4 }).ok).toBe(true);
    expect(checkAllocation(s, GRAU, { levy: 3, ninja: 2 }).ok).toBe(true);
    // G's OCR reading (5 levy + 2 ninja) does not add up to his 5 koku.
    expect(checkAllocation(s, GRAU, { levy: 5, ninja: 2 })).toMatchObject({ ok: false, error: { code: 'all-koku' } });
    expect(checkAllocation(s, GRAU, { build: 1, levy: 4 })).toMatchObject({ ok: false, error: { code: 'build-box' } });
  });

  it('levy prices (G l.1674, l.1905-1915; errata 20, 26): 4 koku buy 2 gunners + 2 swordsmen + 2 bowmen, 3 koku 2 + 2 + 1, 1 koku 3 spearmen', () => {
    expect(levyCost([2, 2, 2, 0])).toBe(4);
    expect(levyCost([1, 2, 2, 0])).toBe(3);
    expect(levyCost([0, 0, 0, 3])).toBe(1);
    expect(levyCost([0, 0, 0, 4])).toBe(2);
    expect(levyCost([0, 1, 1, 0])).toBe(1); // a swordsman and a gunner share a koku
    expect(levyCost([0, 1, 0, 1])).toBe(2); // spearmen do not mix with other types
    const s = scene(4, 1);
    const provinces = ['mutsu', 'dewa', 'hitachi', 'shimotsuke', 'kozuke', 'shimosa', 'kazusa'];
    for (const p of provinces) put(s, ROSA, p, { spearman: 1 });
    s.alloc[ROSA] = { swords: 1, build: 0, levy: 4, ronin: 0, ninja: 0 };
    const buy = (units: string[]) => units.map((unit, i) => ({ province: provinces[i]!, unit, to: 'force' }));
    expect(checkLevy(s, ROSA, buy(['gunner', 'gunner', 'swordsman', 'swordsman', 'bowman', 'bowman'])).ok).toBe(true);
    s.alloc[ROSA]!.levy = 3;
    expect(checkLevy(s, ROSA, buy(['gunner', 'gunner', 'swordsman', 'swordsman', 'bowman'])).ok).toBe(true);
    expect(checkLevy(s, ROSA, buy(['gunner', 'gunner', 'swordsman', 'swordsman', 'bowman', 'bowman']))).toMatchObject({ ok: false, error: { code: 'too-expensive' } });
  });

  it('swords (G l.1475-1500, errata 22): A and B bid 2 and want sword 1: drawn between them; C (1) chooses from the remaining 3; D and E draw the last two', () => {
    const s = scene(5, 2);
    s.colours.forEach((c) => (c.koku = 2));
    s.colours[2]!.koku = 1;
    s.colours[3]!.koku = 0;
    s.colours[4]!.koku = 0;
    s.stage = { kind: 'plan' };
    s.waiting = s.colours.map(() => true);
    s.colours.forEach((c) => (c.sword = 0));
    let st = s;
    for (const [c, a] of [
      [0, { swords: 2 }],
      [1, { swords: 2 }],
      [2, { swords: 1 }],
      [3, {}],
      [4, {}],
    ] as const) {
      st = play(st, c, { type: 'allocate', ...a }).state;
    }
    const first = pending(st)[0]!;
    expect(first.kind).toBe('choose-sword');
    expect([0, 1]).toContain(first.colour);
    const r1 = play(st, first.seat, { type: 'choose-sword', sword: 1 });
    expect(of(r1.events, 'sword-taken')).toEqual([{ type: 'sword-taken', colour: first.colour, sword: 1, how: 'chosen' }]);
    const second = pending(r1.state)[0]!;
    expect(second.colour).toBe(1 - first.colour);
    const r2 = play(r1.state, second.seat, { type: 'choose-sword', sword: 2 });
    expect(pending(r2.state)).toEqual([{ seat: 2, kind: 'choose-sword', colour: 2 }]);
    expect(reject(r2.state, 2, { type: 'choose-sword', sword: 1 })).toBe('bad-sword');
    const r3 = play(r2.state, 2, { type: 'choose-sword', sword: 3 });
    const drawn = of(r3.events, 'sword-taken').filter((e) => e.how === 'drawn');
    expect(drawn.map((e) => e.colour)).toEqual([3, 4]);
    expect(drawn.map((e) => e.sword).sort()).toEqual([4, 5]);
    expect(r3.state.order.slice(0, 3)).toEqual([first.colour, 1 - first.colour, 2]);
  });

  it('the advanced 4-player example (G l.4180-4260, errata 59): Grau 2 ronin + 3 ninja, Rosa 3 swords + 1 ronin + 2 ninja; Rosa takes sword 1, Grau hires the ninja and 4 ronin on Hida, whose daimyo-killing roll of 7 cripples the army in Shinano', () => {
    const s = scene(4, 3);
    s.colours[GRAU]!.koku = 5;
    s.colours[ROSA]!.koku = 6;
    putArmy(s, GRAU, 2, 'hida', { gunner: 4, swordsman: 2 }, { hole: 6 });
    put(s, GRAU, 'hida', { spearman: 1 }, { castle: 2 });
    putArmy(s, GRAU, 0, 'mino', { gunner: 2 }, { hole: 6 });
    putArmy(s, ROSA, 0, 'shinano', { gunner: 4, spearman: 4, bowman: 1, swordsman: 1 }, { hole: 6 });
    put(s, ROSA, 'shinano', { spearman: 1 }, { castle: 1 });
    putArmy(s, ROSA, 1, 'etchu', { gunner: 2, bowman: 1 }, { hole: 6 });
    putArmy(s, ROSA_G, 0, 'satsuma', {});
    putArmy(s, GRAU_G, 0, 'tsushima', {});
    s.stage = { kind: 'plan' };
    s.waiting = s.colours.map(() => true);
    s.colours.forEach((c) => (c.sword = 0));
    let st = play(s, GRAU, { type: 'allocate', ronin: 2, ninja: 3 }).state;
    // Until all are revealed, Rosa sees that Grau has allocated, not how.
    expect(viewOf(st, ROSA).alloc[GRAU]).toBeNull();
    expect(viewOf(st, ROSA).inputs[GRAU]).toBeNull();
    st = play(st, ROSA, { type: 'allocate', swords: 3, ronin: 1, ninja: 2 }).state;
    st = play(st, ROSA_G, { type: 'allocate' }).state;
    const r = play(st, GRAU_G, { type: 'allocate' });
    st = r.state;
    expect(of(r.events, 'allocations-revealed')).toHaveLength(1);
    expect(st.colours.map((c) => c.koku)).toEqual([0, 0, 0, 0]);
    expect(pending(st)).toEqual([{ seat: ROSA, kind: 'choose-sword', colour: ROSA }]);
    const r2 = play(st, ROSA, { type: 'choose-sword', sword: 1 });
    st = r2.state;
    expect(of(r2.events, 'ronin-hired').map((e) => [e.colour, e.count])).toEqual([
      [ROSA, 2],
      [GRAU, 4],
    ]);
    st = play(st, GRAU, { type: 'place-ronin', groups: [{ province: 'hida', troop: 'army', count: 4 }] }).state;
    const r3 = play(st, ROSA, { type: 'place-ronin', groups: [{ province: 'shinano', troop: 'army', count: 2 }] });
    st = r3.state;
    expect(of(r3.events, 'ninja-hired')).toEqual([{ type: 'ninja-hired', colour: GRAU, bids: [2, 3, 0, 0] }]);
    // Rosa sees a face-down group of 4 ronin somewhere, not that it is Hida's army.
    const rosa = viewOf(st, ROSA);
    expect(rosa.hiddenGroups[GRAU]).toEqual([4]);
    expect(rosa.colours[GRAU]!.armies[2]!.hidden).toBe(0);
    // Rosa (sword 1) is at war; Grau's ninja may strike before her Phase A.
    expect(pending(st)).toEqual([{ seat: GRAU, kind: 'ninja', colour: GRAU }]);
    st = play(st, GRAU, { type: 'ninja', target: null }).state;
    st = play(st, ROSA, { type: 'move-armies', marches: [] }).state;
    // … and again after her Phase A (sheet §3 Action 6's second window).
    expect(pending(st)).toEqual([{ seat: GRAU, kind: 'ninja', colour: GRAU }]);
    st = play(st, GRAU, { type: 'ninja', target: null }).state;
    st = play(st, ROSA, {
      type: 'declare',
      battles: [
        { from: 'shinano', troop: 'army', to: 'hida' },
        { from: 'etchu', troop: 'army', to: 'hida' },
      ],
    }).state;
    expect(pending(st)).toEqual([{ seat: GRAU, kind: 'ninja', colour: GRAU }]);
    const r4 = play(st, GRAU, { type: 'ninja', target: { colour: ROSA, army: 0 } }, [7], true);
    expect(of(r4.events, 'assassination')).toEqual([{ type: 'assassination', colour: GRAU, target: ROSA, army: 0, roll: 7, success: true }]);
    expect(of(r4.events, 'assassinated')[0]).toMatchObject({ colour: ROSA, army: 0, province: 'shinano', lapsed: 1 });
    // Army 2 in Etchu fights on alone; the crippled army's battle lapsed.
    expect(of(r4.events, 'battle-started').map((b) => [b.from, b.to, b.bonusRonin])).toEqual([['etchu', 'hida', 3]]);
    expect(invariantErrors(r4.state)).toEqual([]);
  });
});

describe('income (G l.4000-4036, errata 50-51)', () => {
  it('26 provinces bring 8 koku; fewer than 9 bring the minimum of 3', async () => {
    const { endRound } = await import('./round');
    const s = scene(4, 2);
    const ids = s.provinces.map((_, i) => i);
    // 26 provinces for Rosa, 8 for Grau, 12 for colour 2, 1 for colour 3 (each with a spearman).
    const give = (c: number, n: number, from: number) => ids.slice(from, from + n).forEach((p) => put(s, c, provinceId(p), { spearman: 1 }));
    give(ROSA, 26, 0);
    give(GRAU, 8, 26);
    give(2, 12, 34);
    give(3, 1, 46);
    for (let c = 0; c < 4; c++) putArmy(s, c, 0, provinceId([0, 26, 34, 46][c]!), {});
    s.stage = { kind: 'war' };
    const { state } = run(s, [], (ctx) => endRound(ctx));
    expect(state.colours.map((c) => c.koku)).toEqual([8, 3, 4, 3]);
  });
});
