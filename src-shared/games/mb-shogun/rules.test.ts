/**
 * One test per rule of the sheet (/work/shared/rules/mb-shogun.md §2-4), on
 * hand-made positions with scripted dice.
 */
import { describe, expect, it } from 'vitest';
import {
  ASSASSIN_SUCCESS_MAX,
  CASTLE_BONUS_SPEARMEN,
  FORTRESS_BONUS_RONIN,
  HOLES_PER_LEVEL,
  RONIN_TOTAL,
  SPEARMEN_PER_KOKU,
  UNITS_PER_COLOUR,
  WIN_PROVINCES,
} from './data/constants';
import { checkLoss, defaultLoss, lossForced, noLoss, type Pools } from './casualties';
import { invariantErrors } from './invariants';
import { provinceId, total } from './board';
import { atWar, freshState, of, P, pending, play, put, putArmy, reject, run, scene } from './testing';
import { endRound } from './round';
import type { MbShogunState } from './types';
import { viewOf } from './view';

const declare = (s: MbShogunState, from: string, troop: 'army' | 'force', to: string): void => {
  s.war!.declared.push({ from: P(from), troop, army: troop === 'army' ? s.provinces[P(from)]!.army : -1, to: P(to) });
};

describe('setup (sheet §2)', () => {
  it.each([
    [3, 22, 2, 7, 3],
    [4, 17, 0, 5, 4],
    [5, 13, 3, 4, 5],
  ] as const)('%i players: %i cards each, %i left over and empty, %i koku, swords 1-%i', (players, cards, leftover, koku, swords) => {
    const s = freshState({ players });
    s.colours.forEach((c, i) => {
      expect(s.provinces.filter((p) => p.owner === i)).toHaveLength(cards);
      expect(c.koku).toBe(koku);
      // Army cards: daimyo + 1 bowman + 2 gunners + 1 swordsman, three times.
      expect(c.armies.map((a) => a.units)).toEqual([
        [1, 2, 1, 0],
        [1, 2, 1, 0],
        [1, 2, 1, 0],
      ]);
      expect(c.armies.every((a) => a.hole === 0)).toBe(true);
    });
    expect(s.provinces.filter((p) => p.owner === -1)).toHaveLength(leftover);
    expect(s.swords).toEqual(Array.from({ length: swords }, (_, i) => i + 1));
    expect(pending(s)[0]).toMatchObject({ kind: 'reinforce', colour: s.order[0] });
    expect(invariantErrors(s)).toEqual([]);
  });

  it('2 players: 34 cards each, split into two colours of 17; swords 1-4; 5 koku per colour', () => {
    const s = freshState({ players: 2 });
    expect(s.hands!.map((h) => h.length)).toEqual([34, 34]);
    expect(pending(s)).toEqual([
      { seat: 0, kind: 'split', colour: 0 },
      { seat: 1, kind: 'split', colour: 1 },
    ]);
    const first = (seat: number) => s.hands![seat]!.slice(0, 17).map(provinceId);
    expect(reject(s, 0, { type: 'split', provinces: first(1) })).toBe('not-your-card');
    let st = play(s, 0, { type: 'split', provinces: first(0) }).state;
    // Seat 1 cannot see seat 0's split before making its own.
    expect(viewOf(st, 1).inputs[0]).toBe(true);
    st = play(st, 1, { type: 'split', provinces: first(1) }).state;
    expect(st.colours.map((c) => c.seat)).toEqual([0, 1, 0, 1]);
    expect(st.colours.map((_, c) => st.provinces.filter((p) => p.owner === c).length)).toEqual([17, 17, 17, 17]);
    expect(st.colours.map((c) => c.koku)).toEqual([5, 5, 5, 5]);
    expect(st.swords).toEqual([1, 2, 3, 4]);
  });

  it('reinforcing: two spearmen into one own province, at most 3 per province during setup; then 3 army markers, one per province', () => {
    let s = freshState({ players: 4 });
    const c = s.order[0]!;
    const mine = s.provinces.findIndex((p) => p.owner === c);
    const other = s.provinces.findIndex((p) => p.owner >= 0 && p.owner !== c);
    expect(reject(s, s.colours[c]!.seat, { type: 'reinforce', province: provinceId(other) })).toBe('not-yours');
    s = play(s, c, { type: 'reinforce', province: provinceId(mine) }).state;
    expect(s.provinces[mine]!.force[3]).toBe(3);
    // Play the setup out with the first legal province each time.
    for (let guard = 0; guard < 100 && s.stage.kind !== 'plan'; guard++) {
      const d = pending(s)[0]!;
      const own = s.provinces.flatMap((p, i) => (p.owner === d.colour ? [i] : []));
      if (d.kind === 'reinforce') {
        const p = own.find((i) => s.provinces[i]!.force[3] <= 1)!;
        if (s.provinces[mine]!.owner === d.colour) expect(reject(s, d.seat, { type: 'reinforce', province: provinceId(mine) })).toBe('setup-max');
        s = play(s, d.seat, { type: 'reinforce', province: provinceId(p) }).state;
      } else {
        const p = own.find((i) => s.provinces[i]!.army < 0)!;
        s = play(s, d.seat, { type: 'place-army', province: provinceId(p) }).state;
      }
    }
    expect(s.round).toBe(1);
    s.colours.forEach((col, ci) => {
      const onBoard = s.provinces.filter((p) => p.owner === ci).reduce((a, p) => a + p.force[3], 0);
      expect(onBoard).toBe(17 + 12);
      expect(col.armies.every((a) => a.province >= 0)).toBe(true);
    });
    expect(invariantErrors(s)).toEqual([]);
  });
});

describe('Action 1: plan (sheet §3)', () => {
  it('the spy waits for the others, looks at one allocation that only he sees, then allocates; the ninja goes back', () => {
    const s = scene(3, 2);
    s.colours.forEach((c) => (c.koku = 4));
    for (let c = 0; c < 3; c++) putArmy(s, c, 0, ['mutsu', 'satsuma', 'tosa'][c]!, {});
    s.ninja = { holder: 2, hired: 1 };
    s.spy = { holder: 2, target: null, decided: false };
    s.waiting = [true, true, true];
    expect(pending(s).map((d) => d.colour)).toEqual([0, 1]);
    let st = play(s, 0, { type: 'allocate', levy: 4 }).state;
    st = play(st, 1, { type: 'allocate', swords: 2, ronin: 2 }).state;
    expect(pending(st)).toEqual([{ seat: 2, kind: 'spy', colour: 2 }]);
    const r = play(st, 2, { type: 'spy', target: 1 });
    expect(of(r.events, 'spy-look')[0]).toMatchObject({ target: 1, visibleTo: [2] });
    expect(viewOf(r.state, 2).spyLook).toEqual({ swords: 2, build: 0, levy: 0, ronin: 2, ninja: 0 });
    expect(viewOf(r.state, 0).spyLook).toBeNull();
    expect(viewOf(r.state, 0).alloc[1]).toBeNull();
    const r2 = play(r.state, 2, { type: 'allocate', swords: 3, levy: 1 });
    expect(of(r2.events, 'ninja-returned')).toHaveLength(1);
    expect(r2.state.revealed).toBe(true);
    expect(r2.state.ninja.holder).toBe(-1);
  });
});

describe('Action 3: build (sheet §3)', () => {
  it('a castle on an own province, a fortress on an own castle; when the supply runs short, sword order builds first and the rest lose their 2 koku', () => {
    const s = scene(3, 2);
    for (let c = 0; c < 3; c++) {
      put(s, c, ['mutsu', 'satsuma', 'tosa'][c]!, { spearman: 1 });
      putArmy(s, c, 0, ['dewa', 'osumi', 'iyo'][c]!, {});
      s.colours[c]!.koku = 2;
    }
    s.castlesLeft = 1;
    s.stage = { kind: 'plan' };
    s.waiting = [true, true, true];
    let st = s;
    for (let c = 0; c < 3; c++) st = play(st, c, { type: 'allocate', build: 2 }).state;
    // No sword bids: swords drawn at random; builds resolve in that order.
    const order = st.order.slice();
    for (let c = 0; c < 3; c++) st = play(st, c, { type: 'build', province: ['mutsu', 'satsuma', 'tosa'][c] }).state;
    expect(st.castlesLeft).toBe(0);
    expect(st.provinces[P(['mutsu', 'satsuma', 'tosa'][order[0]!]!)]!.castle).toBe(1);
    expect(st.colours.every((c) => c.koku === 0)).toBe(true);
    expect(of(play(s, 0, { type: 'allocate', build: 2 }).events, 'allocated')).toHaveLength(1);
  });
});

describe('Action 4: levy (sheet §3)', () => {
  it('one unit per province; army and provincial-force limits; own tray only', () => {
    const s = scene(3, 2);
    putArmy(s, 0, 0, 'mutsu', { bowman: 2, swordsman: 2, gunner: 5, spearman: 5 });
    put(s, 0, 'dewa', { spearman: 5 });
    put(s, 0, 'hitachi', { spearman: 1 });
    s.alloc[0] = { swords: 0, build: 0, levy: 5, ronin: 0, ninja: 0 };
    expect(checkLevyCode(s, [{ province: 'mutsu', unit: 'swordsman', to: 'army' }])).toBe('army-full');
    expect(checkLevyCode(s, [{ province: 'dewa', unit: 'spearman', to: 'force' }])).toBe('force-full');
    expect(checkLevyCode(s, [{ province: 'hitachi', unit: 'spearman', to: 'force' }, { province: 'hitachi', unit: 'gunner', to: 'force' }])).toBe('one-per-province');
    expect(checkLevyCode(s, [{ province: 'satsuma', unit: 'spearman', to: 'force' }])).toBe('not-yours');
    s.colours[0]!.tray[0] = 0;
    expect(checkLevyCode(s, [{ province: 'hitachi', unit: 'bowman', to: 'force' }])).toBe('tray-empty');
    expect(checkLevyCode(s, [{ province: 'hitachi', unit: 'gunner', to: 'force' }])).toBe('ok');
    expect(SPEARMEN_PER_KOKU).toBe(3);
  });
});

import { checkLevy, checkRonin } from './planning';
function checkLevyCode(s: MbShogunState, units: unknown[]): string {
  const r = checkLevy(s, 0, units);
  return r.ok ? 'ok' : r.error.code;
}

describe('Action 5: ronin (sheet §3)', () => {
  it('ronin per troop ≤ its regular units − 1 (the daimyo counts); 11 army + 3 provincial units take 10 + 2', () => {
    const s = scene(3, 2);
    putArmy(s, 0, 0, 'mutsu', { gunner: 4, spearman: 6 });
    put(s, 0, 'mutsu', { spearman: 3 });
    s.hired[0] = 14;
    expect(checkRonin(s, 0, [{ province: 'mutsu', troop: 'army', count: 10 }, { province: 'mutsu', troop: 'force', count: 2 }]).ok).toBe(true);
    expect(checkRonin(s, 0, [{ province: 'mutsu', troop: 'army', count: 11 }])).toMatchObject({ ok: false, error: { code: 'ronin-room' } });
    expect(checkRonin(s, 0, [{ province: 'mutsu', troop: 'force', count: 3 }])).toMatchObject({ ok: false, error: { code: 'ronin-room' } });
  });

  it('hired in sword order from the 26: a colour short of ronin gets fewer and still pays; all ronin leave in Action 8', () => {
    const s = scene(3, 2);
    for (let c = 0; c < 3; c++) {
      putArmy(s, c, 0, ['mutsu', 'satsuma', 'tosa'][c]!, { spearman: 10 });
      s.colours[c]!.koku = 5;
    }
    s.stage = { kind: 'plan' };
    s.waiting = [true, true, true];
    let st = play(s, 0, { type: 'allocate', swords: 1, ronin: 4 }).state;
    st = play(st, 1, { type: 'allocate', ronin: 5 }).state;
    const r = play(st, 2, { type: 'allocate', ronin: 5 });
    const hired = of(r.events, 'ronin-hired');
    expect(hired[0]).toMatchObject({ colour: 0, count: 8 });
    expect(hired.map((h) => h.count).reduce((a, b) => a + b, 0)).toBe(RONIN_TOTAL);
    expect(hired[2]).toMatchObject({ count: 8, paidFor: 10 });
    expect(r.state.colours.map((c) => c.koku)).toEqual([0, 0, 0]);
    const end = run(r.state, [], (ctx) => {
      ctx.s.colours[1]!.armies[0]!.hidden = 5;
      ctx.s.roninTray -= 5;
      ctx.s.stage = { kind: 'war' };
      endRound(ctx);
    });
    expect(end.state.roninTray).toBe(RONIN_TOTAL);
  });

  it('hidden ronin are revealed when their troop attacks or defends, and fight with it (≤ 5)', () => {
    const s = scene(4, 2);
    putArmy(s, 0, 0, 'mutsu', {});
    put(s, 0, 'dewa', { spearman: 3 }, { hidden: 2 });
    put(s, 1, 'echigo', { spearman: 1 }, { hidden: 0 });
    putArmy(s, 1, 0, 'sado', {});
    atWar(s, 0);
    declare(s, 'dewa', 'force', 'echigo');
    const { events } = run(s, [5, 1]);
    expect(of(events, 'ronin-revealed')).toEqual([{ type: 'ronin-revealed', colour: 0, province: 'dewa', troop: 'force', count: 2 }]);
    expect(of(events, 'dice')[0]).toMatchObject({ unit: 'ronin', values: [5], hits: 1, hitOn: 5 });
  });
});

describe('Action 6: ninja (sheet §3)', () => {
  it('the single highest bid hires; a tie for highest hires no one; every bidder pays', () => {
    const s = scene(3, 2);
    for (let c = 0; c < 3; c++) {
      putArmy(s, c, 0, ['mutsu', 'satsuma', 'tosa'][c]!, {});
      s.colours[c]!.koku = 3;
    }
    s.stage = { kind: 'plan' };
    s.waiting = [true, true, true];
    let st = play(s, 0, { type: 'allocate', ninja: 3 }).state;
    st = play(st, 1, { type: 'allocate', ninja: 3 }).state;
    const r = play(st, 2, { type: 'allocate', ninja: 1, swords: 2 });
    expect(of(r.events, 'ninja-hired')).toEqual([{ type: 'ninja-hired', colour: null, bids: [3, 3, 1] }]);
    expect(r.state.ninja.holder).toBe(-1);
    expect(r.state.colours.map((c) => c.koku)).toEqual([0, 0, 0]);
  });

  it(`a failed strike (roll > ${ASSASSIN_SUCCESS_MAX}) gives the target revenge on ≥ 9: he picks one of the hirer's daimyos`, () => {
    const s = scene(4, 2);
    putArmy(s, 0, 0, 'mutsu', { spearman: 2 });
    putArmy(s, 0, 1, 'dewa', { spearman: 2 });
    putArmy(s, 1, 0, 'satsuma', { spearman: 2 });
    putArmy(s, 2, 0, 'tosa', {});
    putArmy(s, 3, 0, 'sado', {});
    atWar(s, 1, 'pre-a');
    s.ninja = { holder: 0, hired: 2 };
    const st = run(s).state;
    expect(pending(st)).toEqual([{ seat: 0, kind: 'ninja', colour: 0 }]);
    const r = play(st, 0, { type: 'ninja', target: { colour: 1, army: 0 } }, [9, 9]);
    expect(of(r.events, 'revenge-roll')[0]).toMatchObject({ colour: 1, roll: 9, success: true });
    expect(pending(r.state)).toEqual([{ seat: 1, kind: 'revenge', colour: 1 }]);
    const r2 = play(r.state, 1, { type: 'revenge', army: 1 });
    expect(r2.state.colours[0]!.armies[1]!.assassinated).toBe(true);
    expect(r2.state.ninja.holder).toBe(-1);
  });

  it('no assassination in round 1: the ninja hired then can only spy in round 2', () => {
    const s = scene(4, 1);
    for (let c = 0; c < 4; c++) putArmy(s, c, 0, ['mutsu', 'satsuma', 'tosa', 'sado'][c]!, {});
    atWar(s, 1, 'pre-a');
    s.ninja = { holder: 0, hired: 1 };
    expect(pending(run(s).state).map((d) => d.kind)).not.toContain('ninja');
  });

  it('an assassinated army is crippled: it cannot move or attack; its units defend, its daimyo does not; wiped out, the daimyo is lost; surviving, a successor starts at level 1', () => {
    const s = scene(4, 2);
    putArmy(s, 0, 0, 'mutsu', { spearman: 1 }, { hole: 5 });
    putArmy(s, 0, 1, 'hitachi', { spearman: 1 }, { hole: 5 });
    s.colours[0]!.armies[0]!.assassinated = true;
    s.colours[0]!.armies[1]!.assassinated = true;
    putArmy(s, 1, 0, 'dewa', { bowman: 1, gunner: 2 });
    putArmy(s, 1, 1, 'satsuma', {});
    atWar(s, 1);
    declare(s, 'dewa', 'army', 'mutsu');
    const { state, events } = run(s, [1, 12, 12]);
    // Only the spearman defended (no daimyo die); its loss empties Mutsu and the crippled daimyo is lost.
    expect(of(events, 'dice').filter((d) => d.side === 'defender')).toEqual([]);
    expect(of(events, 'daimyo-lost')[0]).toMatchObject({ colour: 0, army: 0, by: 1, how: 'assassinated' });
    expect(state.provinces[P('mutsu')]!.owner).toBe(-1);
    // The other crippled army survives the round: a successor at level 1.
    const end = run(state, [], (ctx) => endRound(ctx));
    expect(end.state.colours[0]!.armies[1]!).toMatchObject({ assassinated: false, hole: 0 });
    expect(of(end.events, 'successor')).toEqual([{ type: 'successor', colour: 0, army: 1 }]);
  });
});

describe('Action 7: Wage War (sheet §3)', () => {
  it('Phase A: an army moves up to its level through own provinces, leaves a garrison where the province would be empty, picks up units, never enters an empty province', () => {
    const s = scene(4, 2);
    putArmy(s, 0, 0, 'mutsu', { spearman: 2 }, { hole: HOLES_PER_LEVEL });
    put(s, 0, 'dewa', { spearman: 3 });
    put(s, 0, 'echigo', { gunner: 1 });
    putArmy(s, 1, 0, 'satsuma', {});
    atWar(s, 0, 'a');
    const st = run(s).state;
    expect(pending(st)[0]!.kind).toBe('move-armies');
    const code = (m: unknown) => reject(st, 0, m);
    expect(code({ type: 'move-armies', marches: [{ army: 0, path: ['dewa'] }] })).toBe('garrison'); // no garrison
    expect(code({ type: 'move-armies', marches: [{ army: 0, path: ['dewa', 'echigo', 'etchu'], garrison: { spearman: 1 } }] })).toBe('army-reach'); // level 2
    expect(code({ type: 'move-armies', marches: [{ army: 0, path: ['shimotsuke'], garrison: { spearman: 1 } }] })).toBe('phase-a-own'); // empty
    const r = play(st, 0, { type: 'move-armies', marches: [{ army: 0, path: ['dewa', 'echigo'], garrison: { spearman: 1 }, pickups: [{ at: 0, units: { spearman: 2 } }] }] });
    expect(r.state.colours[0]!.armies[0]!).toMatchObject({ province: P('echigo'), units: [0, 0, 0, 3] });
    expect(r.state.provinces[P('mutsu')]!.force).toEqual([0, 0, 0, 1]);
    expect(r.state.provinces[P('dewa')]!.force).toEqual([0, 0, 0, 1]);
    expect(invariantErrors(r.state)).toEqual([]);
  });

  it('Phase B: each troop declares at most one first battle, against an adjacent enemy or empty province; in round 1 not against an army marker', () => {
    const s = scene(4, 1);
    putArmy(s, 0, 0, 'mutsu', { spearman: 2 });
    put(s, 0, 'mutsu', { spearman: 2 });
    putArmy(s, 1, 0, 'dewa', {});
    put(s, 1, 'shimotsuke', { spearman: 1 });
    atWar(s, 0, 'b');
    const st = run(s).state;
    expect(reject(st, 0, { type: 'declare', battles: [{ from: 'mutsu', troop: 'army', to: 'dewa' }] })).toBe('round-one');
    expect(reject(st, 0, { type: 'declare', battles: [{ from: 'mutsu', troop: 'army', to: 'shimotsuke' }, { from: 'mutsu', troop: 'army', to: 'hitachi' }] })).toBe('one-battle');
    expect(reject(st, 0, { type: 'declare', battles: [{ from: 'mutsu', troop: 'army', to: 'satsuma' }] })).toBe('not-adjacent');
    // A double-troop province: army and provincial force both, at the same target (two battles).
    const r = play(st, 0, { type: 'declare', battles: [{ from: 'mutsu', troop: 'army', to: 'shimotsuke' }, { from: 'mutsu', troop: 'force', to: 'shimotsuke' }] });
    expect(of(r.events, 'battles-declared')[0]!.battles).toHaveLength(2);
  });

  it('casualties: the owner chooses; the daimyo last; bonus defenders first; the ronin ratio holds; hits beyond the units are wasted', () => {
    const p: Pools = { hasArmy: true, army: [0, 0, 0, 2], daimyo: 1, crippled: false, armyRonin: 2, force: [0, 0, 0, 1], forceRonin: 0, bonusSpear: 2, bonusRonin: 0 };
    const l = (x: Partial<ReturnType<typeof noLoss>>) => ({ ...noLoss(), ...x });
    expect(checkLoss(p, 2, l({ force: [0, 0, 0, 1], bonus: 1 }))).toMatchObject({ ok: false, error: { code: 'bonus-first' } });
    expect(checkLoss(p, 3, l({ bonus: 2, daimyo: 1 }))).toMatchObject({ ok: false, error: { code: 'daimyo-last' } });
    // 3 regulars in the army (daimyo included) with 2 ronin: losing a regular breaks the ratio.
    expect(checkLoss(p, 3, l({ bonus: 2, army: [0, 0, 0, 1] }))).toMatchObject({ ok: false, error: { code: 'ronin-ratio' } });
    expect(checkLoss(p, 3, l({ bonus: 2, armyRonin: 1 })).ok).toBe(true);
    expect(checkLoss(p, 3, l({ bonus: 2, force: [0, 0, 0, 1] })).ok).toBe(true);
    expect(checkLoss(p, 2, l({ bonus: 2 })).ok).toBe(true);
    expect(lossForced(p, 2)).toBe(true);
    expect(lossForced(p, 3)).toBe(false);
    expect(checkLoss(p, 99, defaultLoss(p, 99)).ok).toBe(true);
    expect(defaultLoss(p, 99).daimyo).toBe(1);
  });

  it(`a castle adds ${CASTLE_BONUS_SPEARMEN} bonus spearmen; a fortress ${FORTRESS_BONUS_RONIN} bonus ronin instead; bonus losses carry over within one attacker's war`, () => {
    const s = scene(4, 2);
    putArmy(s, 0, 0, 'mutsu', {});
    put(s, 0, 'dewa', { bowman: 1, spearman: 4 });
    put(s, 0, 'hitachi', { spearman: 1 });
    put(s, 1, 'echigo', { spearman: 1 }, { castle: 1 });
    put(s, 1, 'shimotsuke', { spearman: 1 }, { castle: 2 });
    putArmy(s, 1, 0, 'sado', {});
    atWar(s, 0);
    declare(s, 'dewa', 'force', 'echigo');
    declare(s, 'hitachi', 'force', 'shimotsuke');
    let st = run(s).state;
    expect(pending(st)[0]!.kind).toBe('next-battle');
    // Dewa first: bowman hits (1), defenders take a bonus loss; then call off.
    const r = play(st, 0, { type: 'next-battle', index: 0 }, [1, 12, 12, 12, 12, 12, 12, 12, 12, 12]);
    expect(of(r.events, 'battle-started')[0]).toMatchObject({ to: 'echigo', bonusSpear: 4, bonusRonin: 0 });
    expect(of(r.events, 'casualties')[0]).toMatchObject({ side: 'defender', bonus: 1 });
    const r2 = play(r.state, 0, { type: 'continue', callOff: true }, [], true);
    expect(of(r2.events, 'battle-started')[0]).toMatchObject({ to: 'shimotsuke', bonusSpear: 0, bonusRonin: 3 });
    // Echigo's castle keeps its losses for the rest of this attacker's Wage War.
    expect(r2.state.war?.bonusLeft[String(P('echigo'))] ?? [3, 0]).toEqual([3, 0]);
    expect(CASTLE_BONUS_SPEARMEN).toBe(4);
  });

  it('experienced armies: up to level attacks; after a win they may move into the emptied province (taking its card) and attack from there; a level rise counts for Phase D', () => {
    const s = scene(4, 2);
    putArmy(s, 0, 0, 'mutsu', { bowman: 2, gunner: 2 }, { hole: HOLES_PER_LEVEL * 2 - 1 });
    put(s, 0, 'mutsu', { spearman: 1 });
    put(s, 1, 'dewa', { spearman: 1 });
    put(s, 1, 'echigo', { spearman: 1 });
    putArmy(s, 1, 0, 'sado', {});
    atWar(s, 0);
    declare(s, 'mutsu', 'army', 'dewa');
    let st = run(s, [1]).state;
    expect(st.provinces[P('dewa')]!.owner).toBe(-1);
    expect(pending(st)[0]!.kind).toBe('follow-up');
    expect(reject(st, 0, { type: 'follow-up', move: 'dewa', attack: 'sado' })).toBe('not-adjacent');
    const r = play(st, 0, { type: 'follow-up', move: 'dewa', attack: 'echigo' }, [1]);
    expect(of(r.events, 'conquered')[0]).toMatchObject({ province: 'dewa', how: 'campaign' });
    expect(r.state.provinces[P('echigo')]!.owner).toBe(-1);
    // Level 2: two attacks done; one successful round moves the peg once, to level 3.
    st = r.state;
    expect(st.colours[0]!.armies[0]!.hole).toBe(HOLES_PER_LEVEL * 2);
    expect(pending(st)[0]!.kind).toBe('final-moves');
  });

  it('Phase D: an army may enter an adjacent empty province (conquering it, which ends its move); forces move one step, splitting, within the 5-unit limit, never leaving a province empty', () => {
    const s = scene(4, 2);
    putArmy(s, 0, 0, 'mutsu', { spearman: 3 });
    put(s, 0, 'mutsu', { spearman: 1 });
    put(s, 0, 'dewa', { spearman: 3 });
    putArmy(s, 1, 0, 'sado', {});
    atWar(s, 0, 'd');
    const st = run(s).state;
    expect(pending(st)[0]!.kind).toBe('final-moves');
    expect(reject(st, 0, { type: 'final-moves', marches: [], forces: [{ from: 'dewa', to: 'echigo', units: { spearman: 3 } }] })).toBe('left-empty');
    const r = play(st, 0, {
      type: 'final-moves',
      marches: [{ army: 0, path: ['hitachi'] }],
      forces: [
        { from: 'dewa', to: 'echigo', units: { spearman: 1 } },
        { from: 'dewa', to: 'tsushima', units: { spearman: 1 } },
      ],
    });
    expect(of(r.events, 'conquered').map((e) => e.province).sort()).toEqual(['echigo', 'hitachi', 'tsushima']);
    expect(r.state.provinces[P('dewa')]!.force).toEqual([0, 0, 0, 1]);
    expect(invariantErrors(r.state)).toEqual([]);
  });
});

describe('elimination, takeover and victory (sheet §4)', () => {
  it('removing the last daimyo takes all units and provinces (castles too), and regains the taker’s lost daimyos at level 1', () => {
    const s = scene(4, 2);
    putArmy(s, 0, 0, 'mutsu', { bowman: 2, gunner: 2, spearman: 2 }, { hole: 3 });
    putArmy(s, 1, 2, 'dewa', {});
    put(s, 1, 'tosa', { spearman: 2 }, { castle: 1 });
    putArmy(s, 2, 0, 'satsuma', {});
    putArmy(s, 3, 0, 'sado', {});
    atWar(s, 0);
    declare(s, 'mutsu', 'army', 'dewa');
    const r = run(s, [1]);
    expect(of(r.events, 'daimyo-lost')[0]).toMatchObject({ colour: 1, army: 2, by: 0, how: 'battle' });
    expect(of(r.events, 'eliminated')).toEqual([{ type: 'eliminated', colour: 1, by: 0, provinces: 1 }]);
    expect(r.state.provinces[P('tosa')]).toMatchObject({ owner: 0, castle: 1, force: [0, 0, 0, 2] });
    expect(r.state.colours[0]!.sets).toBe(2);
    expect(r.state.colours[1]!.alive).toBe(false);
    // Colour 0 had lost armies 1 and 2; one free province (Tosa) takes one of them.
    expect(pending(r.state)).toEqual([{ seat: 0, kind: 'regain', colour: 0 }]);
    expect(reject(r.state, 0, { type: 'regain', placements: [] })).toBe('place-all');
    const r2 = play(r.state, 0, { type: 'regain', placements: [{ army: 1, province: 'tosa', pickup: { spearman: 2 } }] });
    expect(r2.state.colours[0]!.armies[1]).toMatchObject({ alive: true, province: P('tosa'), hole: 0, units: [0, 0, 0, 2] });
    expect(r2.state.colours[0]!.armies.filter((a) => a.alive)).toHaveLength(2);
    expect(invariantErrors(r2.state)).toEqual([]);
  });

  const nearWin = (extended: boolean): MbShogunState => {
    const s = scene(4, 2);
    s.options.extended = extended;
    const ids = s.provinces.map((_, i) => provinceId(i)).filter((id) => !['kozuke', 'sado', 'shinano'].includes(id));
    for (const id of ids.slice(0, WIN_PROVINCES - 2)) put(s, 0, id, { spearman: 1 });
    put(s, 0, 'shinano', { spearman: 2 });
    putArmy(s, 0, 0, ids[0]!, {});
    putArmy(s, 1, 0, 'sado', {});
    atWar(s, 0, 'd');
    return run(s).state;
  };

  it(`${WIN_PROVINCES} provinces win at once`, () => {
    const r = play(nearWin(false), 0, { type: 'final-moves', marches: [], forces: [{ from: 'shinano', to: 'kozuke', units: { spearman: 1 } }] });
    expect(of(r.events, 'game-over')[0]).toMatchObject({ winners: [0], reason: 'provinces' });
    expect(pending(r.state)).toEqual([]);
  });

  it('in the extended game, only at the end of the round', () => {
    const r = play(nearWin(true), 0, { type: 'final-moves', marches: [], forces: [{ from: 'shinano', to: 'kozuke', units: { spearman: 1 } }] });
    expect(of(r.events, 'game-over')).toEqual([]);
    const end = run(r.state, [], (ctx) => endRound(ctx));
    expect(of(end.events, 'game-over')[0]).toMatchObject({ winners: [0], reason: 'extended' });
  });

  it('the optional round limit ends the game after its round: most provinces win', () => {
    const s = scene(4, 5);
    s.options.roundLimit = 5;
    put(s, 0, 'mutsu', { spearman: 1 });
    put(s, 0, 'dewa', { spearman: 1 });
    putArmy(s, 0, 0, 'mutsu', {});
    putArmy(s, 1, 0, 'sado', {});
    s.stage = { kind: 'war' };
    const end = run(s, [], (ctx) => endRound(ctx));
    expect(of(end.events, 'game-over')[0]).toMatchObject({ winners: [0], reason: 'round-limit' });
  });
});

describe('constants of the sheet (§8)', () => {
  it('72 units per colour with 36 spearmen and 3 daimyo', () => {
    expect(UNITS_PER_COLOUR.reduce((a, b) => a + b, 0) + 3).toBe(72);
    expect(UNITS_PER_COLOUR[3]).toBe(36);
    expect(total([1, 2, 3, 4])).toBe(10);
  });
});
