/**
 * The search's cheaper rollouts (issue 31 part 4): a world drawn by determinize.ts is the same world as the JSON
 * copy of the view it replaced (so the search's choices are unchanged), and shares nothing it changes with the view;
 * the lean rollout policy (HardConfig `rollout` 'lean', reading the sampled world itself) plays legal moves.
 */
import { describe, expect, it } from 'vitest';
import { sampleStates } from '../../../ai/match';
import { hashState } from '../../../kernel/hash';
import { Rng } from '../../../kernel/rng';
import { totals } from '../board';
import { incomeOf } from '../bookkeeping';
import { determinize } from '../determinize';
import { gekokujo as R } from '../index';
import type { GekokujoState, GekokujoView } from '../types';
import { viewOf } from '../view';
import { normalBot } from './index';
import { leanPolicy, policy, rolloutEngine } from './search-hooks';

/** determinize as it was: a JSON round trip of the view, then the guesses. */
function jsonWorld(v: GekokujoView, rng: Rng): GekokujoState {
  const { seat: _seat, pending: _pending, ...rest } = v;
  const s = JSON.parse(JSON.stringify(rest)) as GekokujoState;
  s.players.forEach((p, i) => {
    if (p.koku === null) p.koku = p.eliminated ? 0 : Math.max(0, incomeOf(s, i).amount - Math.ceil(totals(s, i).b / 2));
  });
  s.stored = v.stored.map((n) => n ?? 0);
  if (s.ninja && s.ninja.mission === null) s.ninja.mission = 'assassinate';
  s.rng = rng.fork('world').state();
  return s;
}

/** Every 15th state of a 4-player Normal game, up to 600 moves (battles, recruits, a Ninja when bought). */
const states = (): Promise<GekokujoState[]> => sampleStates<GekokujoState>(R, 'rollout-test', normalBot, 15, 40);

describe('Gekokujō rollouts', () => {
  it('a drawn world equals the JSON copy of the view, and its players, treasuries and Ninja are its own', async () => {
    for (const [i, s] of (await states()).entries()) {
      for (let seat = 0; seat < 4; seat++) {
        const v = viewOf(s, seat);
        const before = JSON.stringify(v);
        const world = determinize(v, Rng.seeded(`w${i}/${seat}`));
        expect(JSON.parse(JSON.stringify(world))).toEqual(JSON.parse(JSON.stringify(jsonWorld(v, Rng.seeded(`w${i}/${seat}`)))));
        world.players.forEach((p, j) => expect(p).not.toBe(v.players[j]));
        expect(world.stored).not.toBe(v.stored);
        if (v.ninja) expect(world.ninja).not.toBe(v.ninja);
        // The view (and so the true state it shares its board with) is unchanged by the draw.
        expect(JSON.stringify(v)).toBe(before);
      }
    }
  }, 60_000);

  it('the lean rollout plays a legal move for whoever is asked in a sampled world', async () => {
    let asked = 0;
    for (const [i, s] of (await states()).entries()) {
      const pending = R.pending(s);
      if (pending.length === 0) continue;
      const seat = pending[0]!.seat;
      const world = determinize(viewOf(s, seat), Rng.seeded(`lean${i}`));
      const m = leanPolicy(world, seat, Rng.seeded(`p${i}`));
      expect(R.validate(world, seat, m).ok).toBe(true);
      asked++;
    }
    expect(asked).toBeGreaterThan(10);
  }, 60_000);

  it("the rollout engine plays the same states as the pure engine, ply by ply, to the game's end, and leaves the world unchanged", async () => {
    // Every 10th of the sampled positions: a world drawn from the asked seat's view, then the search's policy in
    // every seat to the game's end (many rounds: recruits, marches, battles, winters, eliminations).
    let plies = 0;
    for (const [i, s] of (await states()).entries()) {
      if (i % 10 !== 0) continue;
      const pending = R.pending(s);
      if (pending.length === 0) continue;
      const world = determinize(viewOf(s, pending[0]!.seat), Rng.seeded(`own${i}`));
      const before = hashState(world);
      let a = world;
      let b = world;
      const ra = Rng.seeded(`own${i}/play`);
      const rb = Rng.seeded(`own${i}/play`);
      for (let ply = 0; ply < 3000 && R.pending(a).length > 0; ply++) {
        const seat = R.pending(a)[0]!.seat;
        const pa = R.apply(a, seat, policy(a, seat, ra));
        const pb = rolloutEngine.apply(b, seat, policy(b, seat, rb));
        a = pa.state;
        b = pb.state;
        expect(hashState(b)).toBe(hashState(a));
        expect(pb.events).toEqual(pa.events);
        plies++;
      }
      expect(hashState(world)).toBe(before);
    }
    expect(plies).toBeGreaterThan(500);
  }, 120_000);
});
