/** The worked examples of seed 004 (v74), with the sheet's corrections (§4 starting Koku, §10 Mino). */
import { describe, expect, it } from 'vitest';
import { mbIndex } from '../../maps/mb-board';
import { controller } from './board';
import { hitFrom, modifierOf } from './battle';
import { applyMove } from './testing';
import { clearBoard, firstRecruitState, play, put } from './testing';
import type { GekokujoState } from './types';

const P = mbIndex;

describe('example of a first round: the rise of the Oda (seed 004, "Beispiel einer ersten Runde")', () => {
  const start = () => firstRecruitState(4, 'example', ['oda', 'shimazu', 'tokugawa', 'uesugi']);

  it('round-1 turn order is alphabetical because everything ties: Oda → Shimazu → Tokugawa → Uesugi', () => {
    expect(start().order).toEqual([0, 1, 2, 3]);
  });

  it('income: 3 base + 1 province on top of the 3 starting Koku (sheet §4: 7, the example says 4); no upkeep in round 1', () => {
    const s = start();
    // Shimazu's coastal bonus (+1 for Satsuma) is paid with the income (ruling).
    expect(s.players.map((p) => p.koku)).toEqual([7, 8, 7, 7]);
    const noCapital = firstRecruitState(4, 'example', ['oda', 'shimazu', 'tokugawa', 'uesugi'], { startingCapital: false });
    expect(noCapital.players.map((p) => p.koku)).toEqual([4, 5, 4, 4]); // the example's own number (v83 setting)
  });

  it('Oda recruits 3 Bushi into Owari, marches 1 Daimyō + 2 Bushi into empty Mino, takes it without a battle, and pays Mino’s mountain supply', () => {
    let s = start();
    s = play(s, 0, { type: 'recruit', province: P('owari'), count: 3 }).state;
    expect(s.units[P('owari')]![0]).toEqual({ d: 3, b: 4 });
    expect(s.players[0]!.koku).toBe(4);
    s = play(s, 0, { type: 'end-recruit' }).state;
    for (const seat of [1, 2, 3]) s = play(s, seat, { type: 'end-recruit' }).state;
    expect(s.step).toBe('move');
    const r = play(s, 0, { type: 'march', from: P('owari'), path: [P('mino')], d: 1, b: 2 });
    s = r.state;
    expect(r.events.some((e) => e.type === 'province-taken' && e.province === P('mino'))).toBe(true);
    expect(controller(s, P('mino'))).toBe(0);
    const end = play(s, 0, { type: 'end-moves' });
    expect(end.events.some((e) => e.type === 'battle-start')).toBe(false);
    s = end.state;
    // The others pass; winter: Mino is a mountain province (sheet §10): 1 + ⌈3 units / 3⌉ = 2 Koku.
    let winter: ReturnType<typeof play>['events'] = [];
    for (const seat of [1, 2, 3]) {
      const x = play(s, seat, { type: 'end-moves' });
      s = x.state;
      winter = x.events;
    }
    const supply = winter.find((e) => e.type === 'winter-supply' && e.seat === 0);
    expect(supply).toMatchObject({ owed: 2, paid: 2 });
    // Next round Oda holds 2 provinces and acts later than the others (the Gekokujō principle).
    expect(s.round).toBe(2);
    expect(s.order.at(-1)).toBe(0);
  });
});

describe('combat example (seed 004 §4.5): Oda attacks Echigo, defended by Uesugi with 4 Bushi and a castle', () => {
  function position(): GekokujoState {
    const s = firstRecruitState(4, 'combat', ['oda', 'shimazu', 'tokugawa', 'uesugi']);
    clearBoard(s);
    const echigo = P('echigo');
    put(s, 0, echigo, { d: 1, b: 3 });
    put(s, 3, echigo, { d: 0, b: 4 });
    put(s, 0, P('owari'), { d: 2, b: 0 });
    put(s, 3, P('sado'), { d: 3, b: 0 });
    s.heldAtRound[echigo] = 3;
    s.players[3]!.castle = echigo;
    s.castlesLeft--;
    s.phase = 2;
    s.step = 'battle';
    s.order = [0, 1, 2, 3];
    s.turn = 0;
    s.battle = { province: echigo, sides: [0, 3], ronin: [0, 0], step: 'casualties', turn: 0, asked: true, hits: [4, 2], hitsOn: [[0, 4], [2, 0]], toChoose: [0], losses: [null, { d: 0, b: 4, r: 0 }] };
    return s;
  }

  it('target numbers: Oda Daimyō 3–6 and Bushi 4–6; Uesugi’s clan +1 and castle +1 do not add up: Bushi 5–6', () => {
    const s = position();
    const b = s.battle!;
    expect(modifierOf(s, b, 0)).toBe(1);
    expect(hitFrom('daimyo', true, modifierOf(s, b, 0))).toBe(3);
    expect(hitFrom('bushi', true, modifierOf(s, b, 0))).toBe(4);
    expect(modifierOf(s, b, 1)).toBe(1);
    expect(hitFrom('bushi', false, modifierOf(s, b, 1))).toBe(5);
  });

  it('4 hits remove all 4 Uesugi Bushi; Oda takes 2 losses as 2 Bushi, keeps the Daimyō and controls Echigo; the castle falls', () => {
    const r = applyMove(position(), 0, { type: 'casualties', d: 0, b: 2, r: 0 });
    const s = r.state;
    expect(s.units[P('echigo')]![0]).toEqual({ d: 1, b: 1 });
    expect(s.units[P('echigo')]![3]).toEqual({ d: 0, b: 0 });
    expect(controller(s, P('echigo'))).toBe(0);
    expect(s.players[3]!.castle).toBeNull();
    expect(r.events.some((e) => e.type === 'castle-lost' && e.seat === 3)).toBe(true);
  });
});
