/**
 * Path of Glory (seed 004 §7.4, sheet §12.4): "Ein Spieler, dessen letzter
 * Daimyō besiegt wird, sammelt Ruhmespunkte" — the comeback module. Only a
 * player whose last Daimyō has fallen collects Glory Points, and Ninja
 * Diversion may not target a Mandate province only while somebody is on the Path.
 */
import { describe, expect, it } from 'vitest';
import { mbIndex } from '../../maps/mb-board';
import { NEIGHBOURS } from './board';
import { applyMove } from './testing';
import { diversionBarred, onPath } from './glory';
import { validateMove } from './validate';
import { checkVictory } from './bookkeeping';
import { clearBoard, firstRecruitState, put } from './testing';
import type { GekokujoEvent, GekokujoMove, GekokujoState } from './types';

const P = mbIndex;
const code = (s: GekokujoState, seat: number, m: unknown) => {
  const r = validateMove(s, seat, m);
  return r.ok ? 'ok' : r.error.code;
};

/** Glory on; seat 0 (Oda) attacks seat 1 (Shimazu)'s last Daimyō in Mino; seat 1 holds 4 more provinces (it leads). */
function lastDaimyoBattle(attacker: { d: number; b: number }): GekokujoState {
  const s = firstRecruitState(4, 'glory', ['oda', 'shimazu', 'takeda', 'uesugi'], { glory: true });
  clearBoard(s);
  s.phase = 2;
  s.order = [0, 1, 2, 3];
  s.turn = 0;
  const p = P('mino');
  put(s, 0, p, attacker);
  put(s, 1, p, { d: 1, b: 0 });
  for (const q of ['satsuma', 'osumi', 'hyuga', 'higo']) put(s, 1, P(q), { d: 0, b: 2 });
  put(s, 2, P('kai'), { d: 1, b: 0 });
  put(s, 3, P('echigo'), { d: 1, b: 0 });
  s.step = 'battle';
  s.battle = { province: p, sides: [0, 1], ronin: [0, 0], step: 'casualties', turn: 0, asked: true, hits: [1, 0], hitsOn: [[0, 1], [0, 0]], toChoose: [1], losses: [{ d: 0, b: 0, r: 0 }, null] };
  return s;
}

const glory = (evs: GekokujoEvent[]) => evs.filter((e) => e.type === 'glory');

describe('Path of Glory: who collects (§7.4)', () => {
  it('a player who still has a Daimyō kills a last Daimyō: nobody becomes a vassal, and he gains no glory', () => {
    const s = lastDaimyoBattle({ d: 1, b: 1 });
    const r = applyMove(s, 1, { type: 'casualties', d: 1, b: 0, r: 0 });
    expect(r.state.players[1]!.liege).toBeNull();
    expect(r.state.players[0]!.glory).toBe(0);
    expect(glory(r.events)).toEqual([]);
    // The victim is now on the Path; the killer is not.
    expect(onPath(r.state, 1)).toBe(true);
    expect(onPath(r.state, 0)).toBe(false);
  });

  it('a player on the Path (no Daimyō left) kills the leader’s last Daimyō: +3', () => {
    const s = lastDaimyoBattle({ d: 0, b: 2 });
    const r = applyMove(s, 1, { type: 'casualties', d: 1, b: 0, r: 0 });
    expect(r.state.players[0]!.glory).toBe(3);
    expect(glory(r.events)).toEqual([{ type: 'glory', seat: 0, points: 3, total: 3, why: 'last-daimyo' }]);
  });

  it('… and the last Daimyō of a player who does not lead: +2', () => {
    const s = lastDaimyoBattle({ d: 0, b: 2 });
    for (const q of ['echizen', 'kaga', 'etchu', 'noto', 'hida', 'shinano']) put(s, 3, P(q), { d: 0, b: 1 });
    const r = applyMove(s, 1, { type: 'casualties', d: 1, b: 0, r: 0 });
    expect(r.state.players[0]!.glory).toBe(2);
  });

  it('a player whose own last Daimyō falls in the same battle is on the Path when the points are counted (ours): +3', () => {
    const s = lastDaimyoBattle({ d: 1, b: 1 });
    s.battle!.hitsOn = [[0, 1], [1, 0]];
    s.battle!.toChoose = [0, 1];
    s.battle!.losses = [null, null];
    const t = applyMove(s, 0, { type: 'casualties', d: 1, b: 0, r: 0 }).state;
    const r = applyMove(t, 1, { type: 'casualties', d: 1, b: 0, r: 0 });
    expect(r.state.players[0]!.glory).toBe(3);
    // Seat 1's Daimyō took seat 0's with it: seat 1 too is on the Path and collects for a last Daimyō (seat 0 did not lead).
    expect(r.state.players[1]!.glory).toBe(2);
  });

  it('a player who never lost a Daimyō cannot win by glory; one on the Path wins at 7', () => {
    const s = lastDaimyoBattle({ d: 1, b: 1 });
    const r = applyMove(s, 1, { type: 'casualties', d: 1, b: 0, r: 0 }).state;
    expect(r.players[0]!.glory).toBe(0);
    expect(r.result).toBeNull();
    const t = lastDaimyoBattle({ d: 0, b: 2 });
    t.players[0]!.glory = 4;
    const u = applyMove(t, 1, { type: 'casualties', d: 1, b: 0, r: 0 }).state;
    expect(u.players[0]!.glory).toBe(7);
    checkVictory(u, [], false);
    expect(u.result).toMatchObject({ winners: [0], reason: 'glory' });
  });
});

describe('Path of Glory: the Mandate provinces (§7.4 "Erringe die alleinige Kontrolle")', () => {
  /** Campaign, glory on: seat 0 to move with 2 Bushi next to Yamashiro, its Daimyō in Owari unless `onThePath`. */
  function march(onThePath: boolean): GekokujoState {
    const s = lastDaimyoBattle({ d: 0, b: 0 });
    s.battle = null;
    s.step = 'move';
    s.units[P('mino')]![1] = { d: 1, b: 0 };
    put(s, 0, NEIGHBOURS[P('yamashiro')]![0]!, { d: 0, b: 2 });
    if (!onThePath) put(s, 0, P('owari'), { d: 1, b: 0 });
    return s;
  }
  const yamashiroMarch = (_s: GekokujoState) => ({ type: 'march', from: NEIGHBOURS[P('yamashiro')]![0]!, path: [P('yamashiro')], d: 0, b: 1 }) as GekokujoMove;

  it('a player on the Path who takes an empty Yamashiro gains 3; a player with a Daimyō gains nothing', () => {
    const onIt = march(true);
    expect(code(onIt, 0, yamashiroMarch(onIt))).toBe('ok');
    const r = applyMove(onIt, 0, yamashiroMarch(onIt));
    expect(glory(r.events)).toEqual([{ type: 'glory', seat: 0, points: 3, total: 3, why: 'mandate' }]);
    const off = march(false);
    const q = applyMove(off, 0, yamashiroMarch(off));
    expect(q.state.players[0]!.glory).toBe(0);
    expect(glory(q.events)).toEqual([]);
  });

  it('a Mandate province held before its owner set out on the Path pays nothing; won back in a battle on the Path it pays, once', () => {
    const s = march(true);
    const y = P('yamashiro');
    const from = NEIGHBOURS[y]![0]!;
    put(s, 0, y, { d: 0, b: 1 }); // held from before the Path
    const more = applyMove(s, 0, { type: 'march', from, path: [y], d: 0, b: 1 });
    expect(glory(more.events)).toEqual([]);
    // Takeda (seat 2, its Daimyō safe in Kai) has come in: the battle in Yamashiro, won by seat 0, regains it.
    const fight = (state: GekokujoState) => {
      const b = structuredClone(state);
      put(b, 2, y, { d: 0, b: 1 });
      b.step = 'battle';
      b.battle = { province: y, sides: [0, 2], ronin: [0, 0], step: 'casualties', turn: 0, asked: true, hits: [1, 0], hitsOn: [[0, 1], [0, 0]], toChoose: [1], losses: [{ d: 0, b: 0, r: 0 }, null] };
      return applyMove(b, 2, { type: 'casualties', d: 0, b: 1, r: 0 });
    };
    const won = fight(more.state);
    expect(glory(won.events)).toEqual([{ type: 'glory', seat: 0, points: 3, total: 3, why: 'mandate' }]);
    const again = fight(won.state);
    expect(glory(again.events)).toEqual([]); // once per province (ruling)
    expect(again.state.players[0]!.glory).toBe(3);
  });
});

describe('Ninja Diversion on a Mandate province (sheet §12.4)', () => {
  const divert = (p: string) => ({ type: 'ninja', mission: 'diversion', target: P(p) });

  it('is allowed while nobody is on the Path, refused while somebody is, and always allowed without the module', () => {
    const s = firstRecruitState(4, 'divert', ['oda', 'shimazu', 'takeda', 'uesugi'], { glory: true });
    expect(s.step).toBe('recruit');
    const seat = s.order[s.turn]!;
    s.players[seat]!.koku = 5;
    expect(code(s, seat, divert('yamashiro'))).toBe('ok');
    // Another player's last Daimyō falls: he is on the Path.
    const other = (seat + 1) % 4;
    s.units.forEach((row) => (row[other] = { ...row[other]!, d: 0 }));
    expect(onPath(s, other)).toBe(true);
    expect(diversionBarred(s, P('yamashiro'))).toBe(true);
    expect(code(s, seat, divert('yamashiro'))).toBe('bad-target');
    expect(code(s, seat, divert('sagami'))).toBe('bad-target');
    expect(code(s, seat, divert('mino'))).toBe('ok');
    const plain = structuredClone(s);
    plain.options.glory = false;
    expect(code(plain, seat, divert('yamashiro'))).toBe('ok');
  });
});
