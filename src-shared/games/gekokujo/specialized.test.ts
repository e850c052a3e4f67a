/** Specialized Warfare and Technological Change (v74 §7.2; sheet §12.2). */
import { describe, expect, it } from 'vitest';
import { mbIndex } from '../../maps/mb-board';
import { Rng } from '../../kernel/rng';
import { modifierOf } from './battle';
import { applyMove } from './testing';
import { validateMove } from './validate';
import { gekokujo as R } from './index';
import { lossesMove } from './legal';
import { defaultLosses } from './battle';
import { clearBoard, firstRecruitState } from './testing';
import type { GekokujoEvent, GekokujoState, Stack } from './types';

const P = mbIndex;
const code = (s: GekokujoState, seat: number, m: unknown) => {
  const r = validateMove(s, seat, m);
  return r.ok ? 'ok' : r.error.code;
};
/** A stack of typed units: [spear, sword, archer, banner, arquebus]. */
const typed = (d: number, k: number[]): Stack => ({ d, b: k.reduce((a, x) => a + x, 0), k: k.slice() });

function campaign(technology = true): GekokujoState {
  const s = firstRecruitState(4, 'spec', ['oda', 'shimazu', 'takeda', 'uesugi'], { specialized: true, technology });
  clearBoard(s);
  for (let p = 0; p < s.units.length; p++) for (let i = 0; i < 4; i++) s.units[p]![i] = typed(0, [0, 0, 0, 0, 0]);
  s.phase = 2;
  s.step = 'move';
  s.order = [0, 1, 2, 3];
  s.turn = 0;
  return s;
}

describe('Specialized Warfare', () => {
  it('the starting Bushi becomes a unit of the player’s choice; recruits name their type; arquebusiers cost 2 and need Technological Change', () => {
    const s = firstRecruitState(4, 'spec-rec', ['oda', 'shimazu', 'takeda', 'uesugi'], { specialized: true });
    expect(s.units[P('owari')]![0]).toEqual({ d: 3, b: 1, k: [0, 1, 0, 0, 0] });
    expect(code(s, 0, { type: 'recruit', province: P('owari'), count: 1 })).toBe('bad-unit');
    expect(code(s, 0, { type: 'recruit', province: P('owari'), count: 1, unit: 'arquebus' })).toBe('bad-unit');
    const t = firstRecruitState(4, 'spec-rec', ['oda', 'shimazu', 'takeda', 'uesugi'], { specialized: true, technology: true });
    const r = applyMove(t, 0, { type: 'recruit', province: P('owari'), count: 3, unit: 'arquebus' }).state;
    expect(r.players[0]!.koku).toBe(t.players[0]!.koku - 6);
    expect(r.units[P('owari')]![0]!.k).toEqual([0, 1, 0, 0, 3]);
  });

  it('bannermen: Ashigaru starting a move with them get +1 movement; other types do not', () => {
    const s = campaign();
    s.units[P('owari')]![0] = typed(0, [2, 1, 0, 1, 0]);
    const path = [P('mikawa'), P('totomi'), P('suruga')];
    expect(code(s, 0, { type: 'march', from: P('owari'), path, d: 0, b: 2, kinds: [2, 0, 0, 0, 0] })).toBe('ok');
    expect(code(s, 0, { type: 'march', from: P('owari'), path, d: 0, b: 1, kinds: [0, 1, 0, 0, 0] })).toBe('too-far');
    expect(code(s, 0, { type: 'march', from: P('owari'), path: [P('mikawa')], d: 0, b: 1 })).toBe('bad-march'); // kinds required
  });

  it('spear wall +1 for ≥ 2 spearmen; volley takes away the castle bonus', () => {
    const s = campaign();
    const p = P('mino');
    s.units[p]![0] = typed(0, [0, 0, 0, 0, 1]);
    s.units[p]![1] = typed(0, [2, 1, 0, 0, 0]);
    s.players[1]!.castle = p;
    const b = { province: p, sides: [0, 1], ronin: [0, 0], step: 'ronin' as const, turn: 0, asked: false, hits: [], hitsOn: [], toChoose: [], losses: [] };
    expect(modifierOf(s, b, 1, 0)).toBe(1); // spearmen: castle +1 or wall +1 (not both: §0.1)
    expect(modifierOf(s, { ...b, volley: true }, 1, 1)).toBe(0); // swordsman without the castle
    expect(modifierOf(s, { ...b, volley: true }, 1, 0)).toBe(1); // the wall stands
  });

  it('a battle goes firearm → ranged → melee, each removed before the next; archers fire once; bannermen do not attack; arquebusiers never defend', () => {
    let s = campaign();
    s.units[P('owari')]![0] = typed(1, [0, 1, 1, 1, 2]);
    s.units[P('mino')]![1] = typed(0, [2, 0, 1, 0, 0]);
    s.players[0]!.koku = 0;
    s.players[1]!.koku = 0;
    s = applyMove(s, 0, { type: 'march', from: P('owari'), path: [P('mino')], d: 1, b: 5, kinds: [0, 1, 1, 1, 2] }).state;
    s = applyMove(s, 0, { type: 'end-moves' }).state;
    let r = applyMove(s, 0, { type: 'battle', province: P('mino') });
    const events: GekokujoEvent[] = [...r.events];
    s = r.state;
    const rng = Rng.seeded('spec');
    while (s.battle) {
      const d = R.pending(s)[0]!;
      const move = d.kind === 'casualties' ? lossesMove(defaultLosses(s, s.battle, s.battle.sides.indexOf(d.seat))) : R.randomMove(R.view(s, d.seat), rng);
      r = applyMove(s, d.seat, move as never);
      events.push(...r.events);
      s = r.state;
    }
    const dice = events.filter((e): e is Extract<GekokujoEvent, { type: 'dice' }> => e.type === 'dice');
    const phases = dice.map((e) => e.phase);
    expect(phases[0]).toBe('firearm');
    expect(phases).toEqual([...phases].sort((a, b) => ['firearm', 'ranged', 'melee'].indexOf(a) - ['firearm', 'ranged', 'melee'].indexOf(b)));
    const firearm = dice[0]!.rolls;
    // Oda's +1 (its Daimyō is in the battle) turns the arquebusiers' 4–6 into 3–6.
    expect(firearm.every((x) => x.unit === 'arquebus' && x.seat === 0 && x.hitFrom === 3)).toBe(true);
    expect(firearm).toHaveLength(2);
    for (const e of dice.filter((x) => x.phase === 'ranged')) expect(e.rolls.every((x) => x.unit === 'archer' && x.hitFrom === (x.seat === 0 ? 3 : 6))).toBe(true);
    for (const e of dice.filter((x) => x.phase === 'melee')) {
      expect(e.rolls.some((x) => x.unit === 'archer' || x.unit === 'arquebus' || (x.unit === 'banner' && x.seat === 0))).toBe(false);
    }
  });

  it('duelist: a lone attacking swordsman rolls 2 dice', () => {
    let s = campaign();
    s.units[P('owari')]![0] = typed(1, [0, 1, 0, 0, 0]);
    s.units[P('mino')]![1] = typed(0, [0, 0, 0, 1, 0]);
    s.players[0]!.koku = 0;
    s.players[1]!.koku = 0;
    s = applyMove(s, 0, { type: 'march', from: P('owari'), path: [P('mino')], d: 0, b: 1, kinds: [0, 1, 0, 0, 0] }).state;
    s = applyMove(s, 0, { type: 'end-moves' }).state;
    const r = applyMove(s, 0, { type: 'battle', province: P('mino') });
    const dice = r.events.find((e) => e.type === 'dice');
    if (dice?.type !== 'dice') throw new Error('no dice');
    expect(dice.rolls.filter((x) => x.seat === 0 && x.unit === 'sword')).toHaveLength(2);
    expect(dice.rolls.filter((x) => x.seat === 1 && x.unit === 'banner')).toHaveLength(1);
  });
});
