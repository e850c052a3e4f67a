/** Same seed and moves, same game; records replay bit for bit. */
import { describe, expect, it } from 'vitest';
import { hashState } from '../../kernel/hash';
import { replay, verifyRecord } from '../../kernel/record';
import { hennShogun as R } from './index';
import { recordRandomGame } from './testing';

describe('determinism', () => {
  for (const options of [{ players: 3 }, { players: 5, side: 'moon' }, { players: 4, setup: 'draft' }]) {
    it(`replays to the same hash sequence (${JSON.stringify(options)})`, () => {
      const { record: rec, hashes } = recordRandomGame(options, 'det');
      const replayed: string[] = [];
      const { checkpoints } = replay(R, rec, (step) => replayed.push(hashState(step.state)));
      expect(replayed).toEqual(hashes);
      expect(checkpoints.length).toBeGreaterThanOrEqual(9);
      expect(verifyRecord(R, rec, checkpoints)).toMatchObject({ ok: true });
      const rounds = checkpoints.map((c) => c.round);
      expect(rounds).toEqual([...rounds].sort((a, b) => a - b));
    });
  }

  it('different seeds give different games', () => {
    const a = recordRandomGame({ players: 4 }, 'seed-a');
    const b = recordRandomGame({ players: 4 }, 'seed-b');
    expect(a.hashes[0]).not.toBe(b.hashes[0]);
    expect(a.hashes.at(-1)).not.toBe(b.hashes.at(-1));
  });

  it('states are plain JSON', () => {
    const o = R.parseOptions({ players: 4 });
    if (!o.ok) throw new Error();
    const s = R.setup(o.value, 'json');
    expect(JSON.parse(JSON.stringify(s))).toEqual(s);
  });
});
