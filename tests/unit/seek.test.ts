import { describe, expect, it } from 'vitest';
import { randomPlayout } from '../../src-shared/ai/playout';
import { hennShogun } from '../../src-shared/games/henn-shogun';
import { toyRace } from '../../src-shared/games/toy-race';
import { hashState } from '../../src-shared/kernel/hash';
import { replay, type GameRecord } from '../../src-shared/kernel/record';
import type { AnyRuleset } from '../../src-shared/kernel/ruleset';
import { ReplaySeeker, checkReplayable } from '../../src-shared/kernel/seek';
import { Rng } from '../../src-shared/kernel/rng';

function fullGame(ruleset: AnyRuleset, players: number, seed: string): GameRecord {
  const parsed = ruleset.parseOptions({ players });
  if (!parsed.ok) throw new Error(parsed.error.message);
  const { moves } = randomPlayout(ruleset, parsed.value, seed, { record: true });
  return { ruleset: ruleset.id, rulesetVersion: ruleset.version, options: parsed.value, seed, moves };
}

describe('ReplaySeeker', () => {
  it('reaches every ply of a full Henn Shogun game, in any order, exactly as a replay from the start', () => {
    const record = fullGame(hennShogun, 4, 'seek-henn');
    const hashes: string[] = [];
    const events: unknown[] = [];
    replay(hennShogun, record, (s) => {
      hashes.push(hashState(s.state));
      events.push(s.events);
    });
    const seeker = new ReplaySeeker(hennShogun, record);
    expect(seeker.length).toBe(record.moves.length);
    const rng = Rng.seeded('jumps');
    for (let i = 0; i < 3 * (seeker.length + 1); i++) {
      const ply = rng.int(seeker.length + 1);
      expect(hashState(seeker.stateAt(ply))).toBe(hashes[ply]);
    }
    const f = seeker.frame(seeker.length);
    expect(f.last?.seat).toBe(record.moves.at(-1)!.seat);
    expect(f.last?.events).toEqual(events.at(-1));
    expect((hennShogun as AnyRuleset).result(seeker.stateAt(seeker.length))).not.toBeNull();
    expect(seeker.frame(0).last).toBeNull();
    expect(() => seeker.stateAt(seeker.length + 1)).toThrow(/outside this game/);
  });

  it('flags a game this build cannot reproduce, and passes one it can', () => {
    const record = fullGame(toyRace, 3, 'check');
    const { checkpoints } = replay(toyRace, record);
    const good = checkReplayable(toyRace, record, checkpoints);
    expect(good).toMatchObject({ ok: true, checked: checkpoints.length });
    expect(good.ok && good.result?.winners.length).toBeGreaterThan(0);

    expect(checkReplayable(toyRace, { ...record, rulesetVersion: '0' }, checkpoints)).toMatchObject({ ok: false, reason: 'version-changed' });
    expect(checkReplayable(undefined, record, checkpoints)).toMatchObject({ ok: false, reason: 'unknown-ruleset' });
    const tampered = checkpoints.map((c, i) => (i === 2 ? { ...c, hash: '0000000000000000' } : c));
    expect(checkReplayable(toyRace, record, tampered)).toMatchObject({ ok: false, reason: 'mismatch' });
    const badMove = { ...record, moves: record.moves.map((m, i) => (i === 0 ? { ...m, move: { type: 'bid', bid: 99 } } : m)) };
    expect(checkReplayable(toyRace, badMove, checkpoints)).toMatchObject({ ok: false, reason: 'illegal-move' });
  });
});
