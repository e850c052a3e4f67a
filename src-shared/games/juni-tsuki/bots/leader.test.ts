/**
 * The bots contest a player close to victory (leader.ts, issue 31): positions built by hand, decisions asked of the
 * seat's own view. Seat 1 holds Kyoto and four more castles (4 players: Shogun at a year end with Kyoto and 7), seat 2
 * holds six castles without Kyoto (stronger on the board, but no Shogun this year), seat 0 decides.
 */
import { describe, expect, it } from 'vitest';
import { juniTsuki as R } from '../index';
import type { JuniState, JuniView } from '../types';
import { addDaimyo, blank, castleOf, cp, giveCastle, march, put } from '../testing';
import { threatOf } from './leader';
import { WEIGHTS, evaluate } from './evaluate';
import { answerMove } from './heuristic';

function table(): JuniState {
  const s = blank(4);
  s.options.years = 2;
  addDaimyo(s, 0, 'higo');
  put(s, march('higo'), 0, 10);
  addDaimyo(s, 1, 'bungo');
  put(s, cp('higo', 'bungo'), 1, 4);
  addDaimyo(s, 2, 'chikugo');
  put(s, cp('higo', 'chikugo'), 2, 4);
  addDaimyo(s, 3, 'mutsu');
  put(s, march('mutsu'), 3, 10);
  for (const c of ['yamashiro', 'settsu', 'harima', 'ise', 'owari']) giveCastle(s, c, 1);
  for (const c of ['mino', 'echizen', 'kai', 'echigo', 'sagami', 'musashi']) giveCastle(s, c, 2);
  giveCastle(s, 'hitachi', 3);
  return s;
}

const view = (s: JuniState, seat: number): JuniView => R.view(s, seat);

describe('juni-tsuki bots contest a leader close to victory', () => {
  it('the player with Kyoto two castles short of Shogun is the threat; six castles without Kyoto in the first year is not', () => {
    const s = table();
    expect(threatOf(s, 0)).toBe(1);
    expect(threatOf(s, 2)).toBe(1);
    expect(threatOf(s, 1)).toBeNull();
    // Kyoto lost: nobody is close to the Shogun rule in the first of two years.
    giveCastle(s, 'yamashiro', -1);
    expect(threatOf(s, 0)).toBeNull();
    // In the last year most castles wins at the end: six against four leads by two, so seat 2 is the threat ...
    s.options.years = 1;
    expect(threatOf(s, 0)).toBe(2);
    expect(threatOf(s, 2)).toBeNull();
    // Kyoto and a sixth castle back with seat 1: he is the threat again (Shogun rule); seat 2, level with him, is none.
    giveCastle(s, 'yamashiro', 1);
    giveCastle(s, 'izumo', 1);
    expect(threatOf(s, 1)).toBeNull();
    expect(threatOf(s, 0)).toBe(1);
  });

  it('an attack that costs the threat samurai is worth more to Normal than the same loss of the stronger player who is not one', () => {
    const s = table();
    const loss = (seat: number, point: number): JuniState => {
      const t = structuredClone(s);
      t.points[point] = [{ o: seat, n: 1 }];
      return t;
    };
    const hitThreat = loss(1, cp('higo', 'bungo'));
    const hitOther = loss(2, cp('higo', 'chikugo'));
    expect(evaluate(hitThreat, 0)).toBeGreaterThan(evaluate(hitOther, 0));
    // Without the leader term it is the other way round: the stronger player on the board counts as the rival.
    const plain = { ...WEIGHTS, leader: 0 };
    expect(evaluate(hitOther, 0, plain)).toBeGreaterThan(evaluate(hitThreat, 0, plain));
  });

  it('refuses the threat passage and a hostage (an alliance), and still grants them to another player', () => {
    const s = table();
    // Seat 0 holds a family member of seat 1 and of seat 2 (so it would let both pass).
    giveCastle(s, 'satsuma', 0);
    s.family.push({ id: 0, owner: 1, castle: castleOf('satsuma') }, { id: 1, owner: 2, castle: castleOf('satsuma') });
    s.family.push({ id: 2, owner: 1, castle: castleOf('settsu') }, { id: 3, owner: 2, castle: castleOf('mino') });
    const ask = (it: JuniState['interrupt']): JuniState => ({ ...s, interrupt: it });
    const consent = (mover: number) => answerMove(view(ask({ kind: 'consent', seat: 0, mover, from: cp('higo', 'bungo'), to: march('higo'), count: 4, owner: mover }), 0), 0);
    expect(consent(1)).toEqual({ type: 'consent', yes: false });
    expect(consent(2)).toEqual({ type: 'consent', yes: true });
    const offer = (from: number, family: number) => answerMove(view(ask({ kind: 'hostage', seat: 0, from, family, castle: castleOf('satsuma') }), 0), 0);
    expect(offer(1, 2)).toEqual({ type: 'hostage', accept: false });
    expect(offer(2, 3)).toEqual({ type: 'hostage', accept: true });
  });

  it('joins a battle against the threat and never on his side', () => {
    const s = table();
    const battle = (attacker: number, defender: number) => ({
      attacker, defender, target: march('higo'), attackers: [{ point: cp('higo', 'bungo'), owner: attacker }], defenders: [{ point: march('higo'), owner: defender }],
      defNothing: null, attNothing: null, reinforced: false, refused: [],
    });
    const join = (b: ReturnType<typeof battle>, side: 'attacker' | 'defender') =>
      answerMove(view({ ...s, interrupt: { kind: 'join', seat: 0, battle: b, side, group: { point: march('higo'), owner: 0 } } }, 0), 0);
    expect(join(battle(1, 2), 'attacker')).toEqual({ type: 'join', yes: false });
    expect(join(battle(1, 2), 'defender')).toEqual({ type: 'join', yes: true });
    expect(join(battle(2, 1), 'attacker')).toEqual({ type: 'join', yes: true });
  });
});
