/**
 * Fuzz: seeded games of random legal moves (each from the mover's view) over
 * 2-5 players, the extended game and the round limit, checking after every
 * move the invariants a player could count on the table (invariants.ts):
 * units conserved per colour set and type, 26 ronin, 10 castles, 5 bases, one
 * owner per province, army and provincial-force limits, the ronin ratio, no
 * negative koku; and every game ends. The count is budgeted (tests/budget.ts,
 * docs/testing.md): 40 games by default — every combination of player count,
 * extended game and round limit twice (the options cycle every 20 games) —
 * and the 1000 with TENKA_FULL_CHECKS=1; FUZZ_GAMES still overrides.
 * (100 games took 140 s of a loaded CI's unit half, the slowest file but one.)
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../kernel/rng';
import { mbShogun as R } from './index';
import { invariantErrors } from './invariants';
import { budget } from '../../../tests/budget';

const GAMES = Number(process.env.FUZZ_GAMES ?? budget(1000, 40));

describe('fuzz', () => {
  it(`${GAMES} random games keep every invariant after every move, and end`, () => {
    let moves = 0;
    const ended = { limit: 0, win: 0 };
    for (let g = 0; g < GAMES; g++) {
      const players = (2 + (g % 4)) as 2 | 3 | 4 | 5;
      const seed = `fuzz-${g}`;
      const o = R.parseOptions({ players, extended: g % 5 === 4, roundLimit: 6 + (g % 5) });
      if (!o.ok) throw new Error(o.error.message);
      let s = R.setup(o.value, seed);
      expect(invariantErrors(s), `${seed} setup`).toEqual([]);
      const rng = Rng.seeded(`${seed}/moves`);
      for (let ply = 0; ; ply++) {
        if (ply > 50_000) throw new Error(`${seed}: no end after ${ply} moves`);
        const pending = R.pending(s);
        if (pending.length === 0) break;
        const seat = pending[rng.int(pending.length)]!.seat;
        const move = R.randomMove(R.view(s, seat), rng);
        const v = R.validate(s, seat, move);
        if (!v.ok) throw new Error(`${seed} ply ${ply}: random move rejected (${v.error.code}: ${v.error.message})`);
        s = R.apply(s, seat, v.value).state;
        const errors = invariantErrors(s);
        if (errors.length) throw new Error(`${seed} ply ${ply} after ${JSON.stringify(move)}: ${errors.join('; ')}`);
        moves++;
      }
      const result = R.result(s);
      expect(result, seed).not.toBeNull();
      if (s.round >= (o.value.roundLimit ?? Infinity) && result!.winners.length > 0) ended.limit++;
      else ended.win++;
    }
    expect(ended.limit + ended.win).toBe(GAMES);
    console.log(`mb-shogun fuzz: ${GAMES} games, ${moves} moves, ${ended.win} ended before the round limit`);
  }, 1_800_000);
});
