/** The Cycle of Rice and War (v74 §7.3, §4.6; sheet §12.3). */
import { describe, expect, it } from 'vitest';
import { mbIndex } from '../../maps/mb-board';
import { Rng } from '../../kernel/rng';
import { applyMove } from './testing';
import { setupGame } from './setup';
import { validateMove } from './validate';
import { raid, riceWinter } from './rice';
import { gekokujo as R } from './index';
import { clearBoard, firstRecruitState, options, put } from './testing';
import type { GekokujoEvent } from './types';

const P = mbIndex;

describe('Rice and War', () => {
  it('step 0 comes after income, in round 1 alphabetically, and replaces upkeep; sowing is public, storing hidden', () => {
    let s = setupGame(options({ rice: true }), 'rice');
    const clans = ['uesugi', 'oda', 'takeda', 'shimazu'] as const;
    clans.forEach((c, i) => (s = applyMove(s, i, { type: 'clan', clan: c }).state));
    expect(s.step).toBe('sow');
    expect(s.sowOrder).toEqual([1, 3, 2, 0]); // Oda, Shimazu, Takeda, Uesugi
    expect(s.players[1]!.koku).toBe(7);
    expect(validateMove(s, 1, { type: 'sow', sow: [{ province: P('mino'), amount: 1 }], store: 0 }).ok).toBe(false); // not held
    expect(validateMove(s, 1, { type: 'sow', sow: [{ province: P('owari'), amount: 5 }], store: 3 }).ok).toBe(false); // 8 > 7
    const r = applyMove(s, 1, { type: 'sow', sow: [{ province: P('owari'), amount: 2 }], store: 3 });
    s = r.state;
    expect(s.players[1]!.koku).toBe(2);
    expect(s.sown[P('owari')]).toBe(2);
    expect(R.view(s, 0).stored[1]).toBeNull();
    expect(R.view(s, 1).stored[1]).toBe(3);
    expect(r.events.find((e) => e.type === 'stored')?.visibleTo).toEqual([1]);
  });

  it('winter: harvest roll, harvest on provinces still held, upkeep and supply, then spoilage of half the active treasury', () => {
    const s = firstRecruitState(4, 'harvest', ['oda', 'shimazu', 'takeda', 'uesugi'], { rice: true });
    clearBoard(s);
    s.round = 2;
    put(s, 0, P('owari'), { d: 1, b: 4 });
    put(s, 1, P('satsuma'), { d: 1, b: 0 });
    s.sown[P('owari')] = 2;
    s.sownBy[P('owari')] = 0;
    s.sown[P('mino')] = 3;
    s.sownBy[P('mino')] = 0; // Oda no longer holds Mino: lost
    s.players[0]!.koku = 5;
    s.stored[0] = 4;
    const ev: GekokujoEvent[] = [];
    riceWinter(s, Rng.seeded('harvest'), ev);
    const roll = ev.find((e) => e.type === 'harvest-roll');
    if (roll?.type !== 'harvest-roll') throw new Error('no roll');
    expect(roll.multiplier).toBe(roll.value <= 2 ? 1 : roll.value <= 5 ? 2 : 3);
    const afterHarvest = 5 + 2 * roll.multiplier - 2; // upkeep for 4 Bushi
    expect(s.players[0]!.koku).toBe(afterHarvest - Math.floor(afterHarvest / 2));
    expect(s.stored[0]).toBe(4);
    expect(ev.some((e) => e.type === 'harvest-lost' && e.province === P('mino'))).toBe(true);
    expect(s.sown.every((n) => n === 0)).toBe(true);
  });

  it('raiding: an attacker who takes a sown province takes the tokens', () => {
    const s = firstRecruitState(4, 'raid', ['oda', 'shimazu', 'takeda', 'uesugi'], { rice: true });
    clearBoard(s);
    put(s, 0, P('mino'), { d: 1, b: 0 });
    s.sown[P('mino')] = 3;
    s.sownBy[P('mino')] = 1;
    const before = s.players[0]!.koku;
    const ev: GekokujoEvent[] = [];
    raid(s, 0, P('mino'), ev);
    expect(s.players[0]!.koku).toBe(before + 3);
    expect(ev[0]).toMatchObject({ type: 'raid', amount: 3, from: 1 });
  });
});
