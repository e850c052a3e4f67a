/**
 * The home guard of the crowded map (home-guard.ts): at 5 players in round 1, Normal keeps at home what a rival
 * still to move would need to take it, and marches out with the rest. Twins: the same board with that rival moved
 * already, and the same board at 4 players, where the army marches out whole.
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../kernel/rng';
import { mbIndex } from '../../../maps/mb-board';
import { snapshotControl } from '../board';
import type { Clan } from '../data';
import { gekokujo as R } from '../index';
import { clearBoard, firstRecruitState, put } from '../testing';
import type { GekokujoMove, GekokujoState } from '../types';
import { normalBot } from './index';

const P = mbIndex;
const KAI = P('kai');
const SHINANO = P('shinano');

/**
 * Round 1, seat 0 (Takeda) to march: 3 Daimyō + 4 Bushi in Kai; Uesugi (moved already in every case) with its
 * Daimyō in Echigo and a lone Bushi in Shinano next to Kai, so Shinano may be attacked in the opening; Tokugawa's
 * 3 Daimyō + 4 Bushi in Mikawa, within reach of Kai. `order` is the round's turn order by seat.
 */
function roundOne(players: 4 | 5, order: number[]): GekokujoState {
  const clans: Clan[] = ['takeda', 'uesugi', 'tokugawa', 'chosokabe', 'shimazu'];
  const s = firstRecruitState(players, 'guard', clans.slice(0, players));
  clearBoard(s);
  s.round = 1;
  s.order = order;
  for (const p of s.players) p.koku = 0;
  put(s, 0, KAI, { d: 3, b: 4 });
  put(s, 1, P('echigo'), { d: 3, b: 1 });
  put(s, 1, SHINANO, { d: 0, b: 1 });
  put(s, 2, P('mikawa'), { d: 3, b: 4 });
  put(s, 3, P('tosa'), { d: 3, b: 4 });
  if (players === 5) put(s, 4, P('satsuma'), { d: 3, b: 4 });
  s.heldAtPhase1 = snapshotControl(s);
  s.heldAtRound = snapshotControl(s);
  s.step = 'move';
  s.phase = 2;
  s.turn = order.indexOf(0);
  return s;
}

function march(s: GekokujoState): GekokujoMove & { type: 'march' } {
  expect(R.pending(s).map((d) => d.seat)).toContain(0);
  const m = normalBot.decide(R, R.view(s, 0), 0, Rng.seeded('guard'), 100) as GekokujoMove;
  expect(R.validate(s, 0, m).ok).toBe(true);
  if (m.type !== "march") throw new Error(`expected a march, got ${m.type}`);
  return m;
}

describe('the crowded map: Normal keeps its home in round 1 against a rival still to move', () => {
  it('at 5 players, with Tokugawa moving after it, Takeda attacks Shinano with a small group and keeps 2+ Daimyō and 6+ units in Kai', () => {
    const m = march(roundOne(5, [3, 1, 0, 4, 2]));
    expect(m.from).toBe(KAI);
    expect(m.path[m.path.length - 1]).toBe(SHINANO);
    // What Tokugawa's 3 Daimyō + 3 Bushi would need to take Kai on Normal's odds is not left behind.
    expect(3 - m.d).toBeGreaterThanOrEqual(2);
    expect(3 - m.d + 4 - m.b).toBeGreaterThanOrEqual(6);
  });

  it('with Tokugawa moved already this round, the Daimyō march on Shinano with the Bushi', () => {
    const m = march(roundOne(5, [3, 1, 2, 0, 4]));
    expect(m.path[m.path.length - 1]).toBe(SHINANO);
    expect([m.d, m.b]).toEqual([3, 3]);
  });

  it('at 4 players the same board has no guard: the Daimyō march out', () => {
    const m = march(roundOne(4, [3, 1, 0, 2]));
    expect(m.path[m.path.length - 1]).toBe(SHINANO);
    expect([m.d, m.b]).toEqual([3, 3]);
  });
});
