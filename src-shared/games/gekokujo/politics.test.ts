/** Political Play & Diplomacy (v74 §7.1; sheet §12.1). */
import { describe, expect, it } from 'vitest';
import { mbIndex } from '../../maps/mb-board';
import { controller, holdsMandate } from './board';
import { modifierOf, hitTargets } from './battle';
import { applyMove } from './testing';
import { validateMove } from './validate';
import { expirePacts } from './politics';
import { gekokujo as R } from './index';
import { clearBoard, firstRecruitState, put } from './testing';
import type { GekokujoEvent, GekokujoState } from './types';

const P = mbIndex;
const code = (s: GekokujoState, seat: number, m: unknown) => {
  const r = validateMove(s, seat, m);
  return r.ok ? 'ok' : r.error.code;
};

/** Round 1 with the Political module, everyone done recruiting: the diplomacy step. */
function diplomacy(): GekokujoState {
  let s = firstRecruitState(4, 'pol', ['oda', 'shimazu', 'takeda', 'uesugi'], { political: true });
  for (const seat of [0, 1, 2, 3]) s = applyMove(s, seat, { type: 'end-recruit' }).state;
  return s;
}

describe('Political Play & Diplomacy', () => {
  it('after recruiting, in turn order, a player offers a pact for 1 Koku; the offered seat answers', () => {
    let s = diplomacy();
    expect(s.step).toBe('diplomacy');
    expect(R.pending(s)).toEqual([{ seat: 0, kind: 'pact-offer' }]);
    const koku = s.players[0]!.koku;
    s = applyMove(s, 0, { type: 'offer', to: 2 }).state;
    expect(s.players[0]!.koku).toBe(koku - 1);
    expect(R.pending(s)).toEqual([{ seat: 2, kind: 'pact-answer' }]);
    s = applyMove(s, 2, { type: 'answer', accept: true }).state;
    expect(s.pacts).toEqual([[0, 2]]);
    // One pact per player: seat 1 may not offer to 0 or 2 any more.
    expect(R.pending(s)).toEqual([{ seat: 1, kind: 'pact-offer' }]);
    expect(code(s, 1, { type: 'offer', to: 2 })).toBe('bad-offer');
    expect(code(s, 1, { type: 'offer', to: 3 })).toBe('ok');
  });

  it('allies pass through and share provinces without a battle; control stays with the first holder; Mandate needs sole control', () => {
    let s = diplomacy();
    s = applyMove(s, 0, { type: 'offer', to: 3 }).state;
    s = applyMove(s, 3, { type: 'answer', accept: true }).state;
    s = applyMove(s, 1, { type: 'offer', to: null }).state;
    s = applyMove(s, 2, { type: 'offer', to: null }).state;
    expect(s.step).toBe('move');
    clearBoard(s);
    put(s, 0, P('owari'), { d: 1, b: 3 });
    put(s, 3, P('mino'), { d: 1, b: 0 });
    put(s, 1, P('satsuma'), { d: 1, b: 0 });
    put(s, 2, P('kai'), { d: 1, b: 0 });
    // Through the ally's Mino into empty Hida: allowed (an ally's province does not stop movement).
    expect(code(s, 0, { type: 'march', from: P('owari'), path: [P('mino'), P('hida')], d: 0, b: 1 })).toBe('ok');
    s = applyMove(s, 0, { type: 'march', from: P('owari'), path: [P('mino')], d: 0, b: 2 }).state;
    expect(controller(s, P('mino'))).toBe(3);
    const r = applyMove(s, 0, { type: 'end-moves' });
    expect(r.events.some((e) => e.type === 'battle-start')).toBe(false);
    const m = structuredClone(r.state);
    for (const q of ['yamashiro', 'settsu', 'sagami']) put(m, 3, P(q), { d: 0, b: 1 });
    expect(holdsMandate(m, 3)).toBe(true);
    put(m, 0, P('sagami'), { d: 0, b: 1 });
    m.shareOwner[P('sagami')] = 3;
    expect(controller(m, P('sagami'))).toBe(3);
    expect(holdsMandate(m, 3)).toBe(false);
  });

  it('allies together at most 10 in a province', () => {
    const s = diplomacy();
    s.pacts = [[0, 3]];
    s.step = 'move';
    s.phase = 2;
    s.turn = 0;
    clearBoard(s);
    put(s, 0, P('owari'), { d: 0, b: 5 });
    put(s, 3, P('mino'), { d: 1, b: 5 });
    expect(code(s, 0, { type: 'march', from: P('owari'), path: [P('mino')], d: 0, b: 5 })).toBe('allied-stacking');
    expect(code(s, 0, { type: 'march', from: P('owari'), path: [P('mino')], d: 0, b: 4 })).toBe('ok');
  });

  it('betrayal ends the pact, makes shared provinces contested and costs −1 on attack rolls this round', () => {
    let s = diplomacy();
    s.pacts = [[0, 3]];
    s.step = 'move';
    s.phase = 2;
    s.turn = 0;
    clearBoard(s);
    put(s, 0, P('mino'), { d: 1, b: 2 });
    put(s, 3, P('mino'), { d: 0, b: 2 });
    s.shareOwner[P('mino')] = 3;
    s = applyMove(s, 0, { type: 'betray' }).state;
    expect(s.pacts).toEqual([]);
    expect(controller(s, P('mino'))).toBeNull();
    const r = applyMove(s, 0, { type: 'end-moves' });
    expect(r.state.battles).toEqual([P('mino')]);
    // Oda's +1 (Daimyō present) and the betrayal's −1 net to 0.
    const b = { province: P('mino'), sides: [0, 3], ronin: [0, 0], step: 'ronin' as const, turn: 0, asked: false, hits: [], hitsOn: [], toChoose: [], losses: [] };
    expect(modifierOf(r.state, b, 0)).toBe(0);
  });

  it('defending together: allies never hit each other; the attacker splits between them', () => {
    const s = diplomacy();
    s.pacts = [[1, 2]];
    const b = { province: P('mino'), sides: [0, 1, 2], ronin: [0, 0, 0], step: 'split' as const, turn: 0, asked: true, hits: [2, 1, 1], hitsOn: [], toChoose: [], losses: [] };
    expect(hitTargets(s, b, 0)).toEqual([1, 2]);
    expect(hitTargets(s, b, 1)).toEqual([0]);
    expect(hitTargets(s, b, 2)).toEqual([0]);
  });

  it('expiry at the end of Winter: the guest moves to an adjacent province it controls, else the province turns contested', () => {
    const s = diplomacy();
    s.pacts = [[0, 3]];
    clearBoard(s);
    put(s, 3, P('mino'), { d: 1, b: 1 });
    put(s, 0, P('mino'), { d: 0, b: 2 });
    put(s, 0, P('owari'), { d: 1, b: 0 });
    s.shareOwner[P('mino')] = 3;
    put(s, 3, P('echigo'), { d: 0, b: 1 });
    put(s, 0, P('echigo'), { d: 0, b: 1 });
    s.shareOwner[P('echigo')] = 0;
    const ev: GekokujoEvent[] = [];
    expirePacts(s, ev);
    expect(s.units[P('owari')]![0]).toEqual({ d: 1, b: 2 });
    expect(controller(s, P('mino'))).toBe(3);
    expect(controller(s, P('echigo'))).toBeNull(); // Uesugi's guest Bushi had nowhere to go
    expect(s.pacts).toEqual([]);
  });
});
