/**
 * Normal contests the leader (issue 31): in the last year, of two targets it
 * could attack, it takes the one held by the player ahead of the table, and it
 * spares the one held by a player far behind (beating up the last player only
 * helps the leader). In the first year a lead does not yet decide.
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../kernel/rng';
import { ACTIONS } from '../data/cards';
import { hennShogun as R } from '../index';
import { emptyGame, own, setPlan } from '../testing';
import type { HennShogunState } from '../types';
import { EASY, NORMAL, heuristicMove, rivalWeight } from './heuristic';

/** Seat 0 attacks from Mino with 7 armies; Hida (seat 1) and Echizen (seat 2) lie next to it with 1 army each. */
function position(year: 1 | 2, scores: number[]): HennShogunState {
  const s = emptyGame({ players: 4 });
  own(s, 0, 'mino', 7);
  own(s, 1, 'hida', 1);
  own(s, 2, 'echizen', 1);
  own(s, 3, 'bingo', 3);
  // Everyone else's holdings far away, so only the scores differ between the two targets' owners.
  own(s, 1, 'mutsu', 3);
  own(s, 2, 'tosa', 3);
  s.players.forEach((p, seat) => (p.score = scores[seat]!));
  s.year = year;
  s.season = 1;
  s.actionOrder = ['battleA', 'tax', 'palace', 'temple', 'theatre', 'rice', 'armies5', 'armies3', 'army1', 'battleB'];
  s.actionsRevealed = 5;
  setPlan(s, 0, { battleA: 'mino' });
  for (const seat of [1, 2, 3]) setPlan(s, seat, {});
  s.plans[0]!.revealed[ACTIONS.indexOf('battleA')] = true;
  s.phase = 'execute';
  s.seatOrder = [0, 1, 2, 3];
  s.exec = { step: 0, turn: 0, awaiting: { kind: 'battle', seat: 0, action: 'battleA', from: 'mino' } };
  return s;
}

const target = (s: HennShogunState): string => {
  const m = heuristicMove(R.view(s, 0), 0, Rng.seeded('contest'), NORMAL);
  if (m.type !== 'march') throw new Error(`expected a march, got ${m.type}`);
  return m.to;
};

describe('Normal contests the leader', () => {
  it('in the last year it attacks the province of the player ahead, whichever of the two that is', () => {
    expect(target(position(2, [20, 40, 18, 20]))).toBe('hida');
    expect(target(position(2, [20, 18, 40, 20]))).toBe('echizen');
  });

  it('a leader is worth more to attack, a player far behind less; Easy does not notice', () => {
    const v = R.view(position(2, [20, 40, 5, 20]), 0);
    expect(rivalWeight(v, 0, 1)).toBeGreaterThan(1.5);
    expect(rivalWeight(v, 0, 2)).toBeLessThan(1);
    expect(rivalWeight(v, 0, 1, EASY.contest)).toBe(1);
    expect(rivalWeight(v, 0, 2, EASY.contest)).toBe(1);
    // Own provinces and neutral ones are not weighed.
    expect(rivalWeight(v, 0, 0)).toBe(1);
    expect(rivalWeight(v, 0, -1)).toBe(1);
  });

  it('in the first year the scores do not change its target', () => {
    expect(target(position(1, [20, 40, 18, 20]))).toBe(target(position(1, [20, 18, 40, 20])));
  });
});

describe('the standing the bots weigh', () => {
  it('counts today\'s board as the winter scoring does (scoreLines), for every scoring still to come', async () => {
    const { scoreLines } = await import('../scoring');
    const { standings } = await import('./heuristic');
    const rng = Rng.seeded('standings');
    const o = R.parseOptions({ players: 4 });
    if (!o.ok) throw new Error(o.error.message);
    let s = R.setup(o.value, 'standings');
    let checked = 0;
    let built = 0;
    while (R.pending(s).length && checked < 60) {
      const d = R.pending(s)[0]!;
      s = R.apply(s, d.seat, R.randomMove(R.view(s, d.seat), rng) as never).state;
      const v = R.view(s, 0);
      const k = s.year === 1 ? 2 : 1;
      expect(standings(v)).toEqual(scoreLines(s).map((l, seat) => s.players[seat]!.score + k * l.total));
      built = Math.max(built, scoreLines(s).reduce((a, l) => a + l.majorities, 0));
      checked++;
    }
    expect(checked).toBe(60);
    expect(built).toBeGreaterThan(0); // majorities were part of what was compared
  });
});
