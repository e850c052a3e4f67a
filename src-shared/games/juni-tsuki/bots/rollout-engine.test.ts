/**
 * The search's engine (search-hooks.ts ENGINE: the pure apply for a world, in place for the states it made) plays
 * exactly the pure engine's game (issue 31 part 4: the copies saved must change nothing): worlds drawn from positions
 * of a Normal game played on to the game's end by both, the same moves (a random listed move each ply, every seat),
 * equal states and events at every ply, the world as drawn afterwards, the moves played left as they were.
 */
import { describe, expect, it } from 'vitest';
import { sampleStates } from '../../../ai/match';
import { hashState } from '../../../kernel/hash';
import { Rng } from '../../../kernel/rng';
import { determinize } from '../determinize';
import { juniTsuki as R } from '../index';
import { candidates, listMoves, packedCandidates, unpackMarch } from '../legal';
import type { JuniMove, JuniState } from '../types';
import { viewOf } from '../view';
import { normalBot } from './index';
import { ENGINE, playLine } from './search-hooks';

/** Every 40th state of a 4-player Normal game (battles, answers, month and year ends). */
let cached: Promise<JuniState[]> | null = null;
const states = (): Promise<JuniState[]> => (cached ??= sampleStates<JuniState>(R, 'rollout-engine-test', normalBot, 40, 10));

const seatOf = (s: JuniState): number => R.pending(s)[0]!.seat;

describe('Jūni-tsuki: the search’s engine', () => {
  it('plays worlds to the end as the pure engine does: equal states and events at every ply, the world unchanged', async () => {
    let plies = 0;
    for (const [i, s] of (await states()).entries()) {
      const seat = seatOf(s);
      const world = determinize(viewOf(s, seat), Rng.seeded(`world/${i}`));
      const before = hashState(world);
      const pick = Rng.seeded(`moves/${i}`);
      let a = world;
      let b = world;
      for (let ply = 0; ply < 250 && R.pending(a).length > 0; ply++) {
        const who = seatOf(a);
        const moves = listMoves(a, who, { gifts: false });
        const m: JuniMove = pick.pick(moves);
        const text = JSON.stringify(m);
        const pa = R.apply(a, who, m);
        const pb = ENGINE.apply(b, who, m);
        expect(JSON.stringify(m)).toBe(text);
        a = pa.state;
        b = pb.state;
        expect(hashState(b)).toBe(hashState(a));
        expect(pb.events).toEqual(pa.events);
        plies++;
      }
      expect(hashState(world)).toBe(before);
    }
    expect(plies).toBeGreaterThan(1000);
  }, 120_000);

  it('a line played from a world leaves the world and the line as they were, and a second play of it gives the same state', async () => {
    for (const [i, s] of (await states()).entries()) {
      if (s.interrupt || s.turn.phase !== 'act') continue;
      const seat = s.turn.seat;
      const world = determinize(viewOf(s, seat), Rng.seeded(`line/${i}`));
      const before = hashState(world);
      const line = listMoves(world, seat, { gifts: false }).filter((m) => m.type === 'march').slice(0, 3);
      if (line.length === 0) continue;
      const text = JSON.stringify(line);
      const first = hashState(playLine(world, seat, line));
      expect(hashState(playLine(world, seat, line))).toBe(first);
      expect(hashState(world)).toBe(before);
      expect(JSON.stringify(line)).toBe(text);
    }
  }, 120_000);

  it('the packed candidates (marches as numbers, for the lean rollout) unpack to exactly the listed candidates, in order', async () => {
    let marches = 0;
    for (const [i, s] of (await states()).entries()) {
      const world = determinize(viewOf(s, seatOf(s)), Rng.seeded(`packed/${i}`));
      for (let seat = 0; seat < world.players.length; seat++) {
        const plain = candidates(world, seat, { gifts: false, cards: false });
        const packed = packedCandidates(world, seat, { gifts: false, cards: false });
        marches += packed.filter((x) => typeof x === 'number').length;
        expect(JSON.stringify(packed.map((x) => (typeof x === 'number' ? unpackMarch(x) : x)))).toBe(JSON.stringify(plain));
      }
    }
    expect(marches).toBeGreaterThan(100);
  }, 120_000);
});
