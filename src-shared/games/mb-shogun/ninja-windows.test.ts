/**
 * The ninja's moments (sheet §3 Action 6, [R]): "at any moment during the
 * current round" is a set of windows — before each player's Phase A, after
 * Phase A, after the Phase B declarations, before each battle, and at the
 * start of Phase D. The holder of a ninja hired this round may strike in each.
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../kernel/rng';
import { provinceId } from './board';
import { heuristicMove } from './bots/heuristic';
import { randomMoveOf } from './legal';
import { atWar, of, pending, play, put, putArmy, reject, run, scene } from './testing';
import type { MbShogunEvent, MbShogunState } from './types';
import { viewOf } from './view';

const HOLDER = 0;
const AT_WAR = 1;

/**
 * Round 2, colour 1 at war: its army (level 1) in Dewa next to colour 0's army
 * in Mutsu, its force in Shimotsuke next to colour 0's force in Hitachi, a
 * force in Echigo (so the army may move in Phase A). Colour 0 holds the ninja
 * hired this round and a second army far away in Satsuma.
 */
function warScene(): MbShogunState {
  const s = scene(4, 2);
  putArmy(s, 0, 0, 'mutsu', { spearman: 2 });
  putArmy(s, 0, 1, 'satsuma', { spearman: 1 });
  put(s, 0, 'hitachi', { spearman: 1 });
  putArmy(s, 1, 0, 'dewa', { spearman: 3, gunner: 1 });
  put(s, 1, 'echigo', { spearman: 2 });
  put(s, 1, 'shimotsuke', { spearman: 2 });
  putArmy(s, 2, 0, 'tosa', {});
  putArmy(s, 3, 0, 'sado', {});
  s.ninja = { holder: HOLDER, hired: 2 };
  atWar(s, AT_WAR, 'pre-a');
  return run(s).state;
}

const DECLARE = { type: 'declare', battles: [{ from: 'dewa', troop: 'army', to: 'mutsu' }, { from: 'shimotsuke', troop: 'force', to: 'hitachi' }] };

/** Where the war stands when the holder is asked: the step, or the battle about to begin. */
function windowOf(s: MbShogunState): string {
  const w = s.war!;
  return w.upcoming ? `before ${provinceId(w.upcoming.from)}→${provinceId(w.upcoming.to)}` : w.step;
}

/**
 * Plays colour 1's war to its end: the holder answers every window with
 * `answer` (default: not now), colour 1 declares DECLARE, fights on, stops after
 * each attack and makes no final moves; casualties are chosen at random.
 */
function playWar(s: MbShogunState, answer: (s: MbShogunState) => unknown = () => null): { windows: string[]; events: MbShogunEvent[]; state: MbShogunState } {
  const rng = Rng.seeded('windows');
  const windows: string[] = [];
  const events: MbShogunEvent[] = [];
  let st = s;
  for (let guard = 0; guard < 200 && st.war?.colour === AT_WAR; guard++) {
    const d = pending(st)[0]!;
    let move: unknown;
    let dice: number[] = [];
    if (d.kind === 'ninja') {
      windows.push(windowOf(st));
      const target = answer(st);
      move = { type: 'ninja', target };
      if (target) dice = [1]; // a strike that succeeds (d12 ≤ 8)
    } else if (d.kind === 'move-armies') move = { type: 'move-armies', marches: [] };
    else if (d.kind === 'declare') move = DECLARE;
    else if (d.kind === 'next-battle') move = { type: 'next-battle', index: 0 };
    else if (d.kind === 'continue') move = { type: 'continue', callOff: false };
    else if (d.kind === 'follow-up') move = { type: 'follow-up', move: null, attack: null };
    else if (d.kind === 'final-moves') move = { type: 'final-moves', marches: [], forces: [] };
    else move = randomMoveOf(viewOf(st, d.seat), rng);
    const r = play(st, d.seat, move, dice, true);
    events.push(...r.events);
    st = r.state;
  }
  return { windows, events, state: st };
}

describe('the ninja’s five windows (sheet §3 Action 6)', () => {
  it('the holder is asked before Phase A, after Phase A, after the declarations, before each battle and at the start of Phase D', () => {
    const s = warScene();
    expect(pending(s)).toEqual([{ seat: HOLDER, kind: 'ninja', colour: HOLDER }]);
    const { windows, events } = playWar(s);
    expect(windows).toEqual(['pre-a', 'post-a', 'post-b', 'before dewa→mutsu', 'before shimotsuke→hitachi', 'd']);
    // Each window before a battle comes right before that battle begins; the one in Phase D after Phase D began.
    expect(of(events, 'battle-started').map((b) => `${b.from}→${b.to}`)).toEqual(['dewa→mutsu', 'shimotsuke→hitachi']);
    expect(of(events, 'phase').map((p) => p.phase)).toEqual(['A', 'B', 'C', 'D']);
  });

  it('a strike in the window before a battle cripples the attacking army: that battle lapses, the others are fought', () => {
    const s = warScene();
    const strikeOnDewa = (st: MbShogunState) => (windowOf(st) === 'before dewa→mutsu' ? { colour: AT_WAR, army: 0 } : null);
    const { windows, events, state } = playWar(s, strikeOnDewa);
    expect(of(events, 'assassination')[0]).toMatchObject({ colour: HOLDER, target: AT_WAR, army: 0, success: true });
    expect(of(events, 'battle-lapsed')).toEqual([{ type: 'battle-lapsed', colour: AT_WAR, from: 'dewa', to: 'mutsu', reason: 'crippled' }]);
    expect(of(events, 'battle-started').map((b) => `${b.from}→${b.to}`)).toEqual(['shimotsuke→hitachi']);
    // The ninja is used up: no later window.
    expect(windows).toEqual(['pre-a', 'post-a', 'post-b', 'before dewa→mutsu']);
    expect(state.colours[AT_WAR]!.armies[0]!.assassinated).toBe(true);
  }, 20_000);

  it('a strike after Phase A cripples the army before it can declare a battle', () => {
    let st = warScene();
    st = play(st, HOLDER, { type: 'ninja', target: null }).state;
    st = play(st, AT_WAR, { type: 'move-armies', marches: [] }).state;
    expect(st.war!.step).toBe('post-a');
    expect(pending(st)).toEqual([{ seat: HOLDER, kind: 'ninja', colour: HOLDER }]);
    st = play(st, HOLDER, { type: 'ninja', target: { colour: AT_WAR, army: 0 } }, [5]).state;
    expect(st.colours[AT_WAR]!.armies[0]!.assassinated).toBe(true);
    expect(pending(st)).toEqual([{ seat: AT_WAR, kind: 'declare', colour: AT_WAR }]);
    expect(reject(st, AT_WAR, DECLARE)).toBe('crippled');
  });

  it('a strike at the start of Phase D comes after Phase D has begun and before the final moves', () => {
    const s = warScene();
    const atD = (st: MbShogunState) => (st.war!.step === 'd' ? { colour: AT_WAR, army: 0 } : null);
    const { windows, events } = playWar(s, atD);
    expect(windows.at(-1)).toBe('d');
    const hit = of(events, 'assassination')[0]!;
    expect(hit).toMatchObject({ colour: HOLDER, target: AT_WAR, army: 0 });
    // The strike came after Phase D began and before any final move.
    const phaseD = events.findIndex((e) => e.type === 'phase' && e.colour === AT_WAR && e.phase === 'D');
    expect(phaseD).toBeGreaterThanOrEqual(0);
    expect(phaseD).toBeLessThan(events.indexOf(hit));
    expect(hit.success).toBe(true);
  }, 20_000);

  it('the holder who cannot strike (no ninja hired this round) is never asked', () => {
    const s = warScene();
    const noNinja = structuredClone(s);
    noNinja.ninja = { holder: HOLDER, hired: 1 };
    noNinja.war!.await = null;
    noNinja.war!.windowOffered = false;
    const { windows } = playWar(run(noNinja).state);
    expect(windows).toEqual([]);
  }, 20_000);

  it('Normal, holding the ninja, waits before Phase A and strikes the army whose battle on its province is about to begin', () => {
    const s = warScene();
    const normal = (st: MbShogunState) => heuristicMove(viewOf(st, HOLDER), HOLDER, Rng.seeded('n'));
    expect(normal(s)).toEqual({ type: 'ninja', target: null });
    // Every earlier window passed (as a human might): before Dewa's attack on Mutsu, Normal strikes Dewa's army.
    const asked: unknown[] = [];
    playWar(s, (st) => {
      if (windowOf(st) !== 'before dewa→mutsu') return null;
      asked.push(normal(st));
      return null;
    });
    expect(asked).toEqual([{ type: 'ninja', target: { colour: AT_WAR, army: 0 } }]);
  }, 20_000);
});
