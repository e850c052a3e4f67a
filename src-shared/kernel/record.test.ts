import { describe, expect, it } from 'vitest';
import { CheckpointTracker, replay, verifyRecord, type GameRecord } from './record';
import { Rng } from './rng';
import { err, ok, ruleError, type Ruleset } from './ruleset';

/**
 * A minimal dice game to exercise the record machinery: each round every seat
 * adds a die roll (from the state's RNG) to its score, 3 rounds.
 */
interface DiceState {
  rng: readonly [number, number, number, number];
  round: number;
  toMove: number;
  scores: number[];
}
type DiceMove = { roll: true };
const dice: Ruleset<DiceState, DiceMove, DiceState> = {
  id: 'dice',
  version: '1',
  title: 'Dice',
  minPlayers: 2,
  maxPlayers: 2,
  parseOptions: (raw) => ok({ players: (raw as { players?: number })?.players ?? 2 }),
  setup: (o, seed) => ({ rng: Rng.seeded(seed).state(), round: 1, toMove: 0, scores: Array(o.players).fill(0) }),
  pending: (s) => (s.round > 3 ? [] : [{ seat: s.toMove, kind: 'roll' }]),
  validate: (s, seat, move) =>
    seat !== s.toMove || s.round > 3
      ? err(ruleError('not-your-turn', 'not your turn'))
      : (move as DiceMove)?.roll === true
        ? ok({ roll: true })
        : err(ruleError('bad-move', 'expected {roll:true}')),
  apply: (s, seat) => {
    const rng = Rng.from(s.rng);
    const scores = s.scores.slice();
    const pips = rng.between(1, 6);
    scores[seat]! += pips;
    const last = seat === scores.length - 1;
    return {
      state: { rng: rng.state(), scores, toMove: last ? 0 : seat + 1, round: last ? s.round + 1 : s.round },
      events: [{ type: 'rolled' }],
    };
  },
  legalMoves: () => [{ roll: true }],
  randomMove: () => ({ roll: true }),
  view: (s) => s,
  result: (s) => (s.round > 3 ? { scores: s.scores, winners: [s.scores[0]! >= s.scores[1]! ? 0 : 1] } : null),
  round: (s) => s.round,
};

function play(seed: string): GameRecord {
  const moves = Array.from({ length: 6 }, (_, i) => ({ seat: i % 2, move: { roll: true } }));
  return { ruleset: 'dice', rulesetVersion: '1', options: { players: 2 }, seed, moves };
}

describe('game record', () => {
  it('replays to the same final state and checkpoints, one per round', () => {
    const a = replay(dice, play('s1'));
    const b = replay(dice, play('s1'));
    expect(b.state).toEqual(a.state);
    expect(b.checkpoints).toEqual(a.checkpoints);
    expect(a.checkpoints.map((c) => c.round)).toEqual([1, 2, 3, 4]);
    expect(replay(dice, play('s2')).checkpoints).not.toEqual(a.checkpoints);
  });

  it('verifies a faithful record and names the first mismatching checkpoint', () => {
    const record = play('verify');
    const { checkpoints } = replay(dice, record);
    expect(verifyRecord(dice, record, checkpoints)).toEqual({ ok: true, checked: 4 });
    const tampered = checkpoints.map((c, i) => (i === 2 ? { ...c, hash: '0000000000000000' } : c));
    const report = verifyRecord(dice, record, tampered);
    expect(report.ok).toBe(false);
    expect(report.mismatch?.ply).toBe(tampered[2]!.ply);
  });

  it('rejects an illegal move in a record with its position', () => {
    const record = play('bad');
    record.moves[3] = { seat: 0, move: { roll: true } };
    expect(() => replay(dice, record)).toThrow(/move 4 \(seat 0\) is illegal/);
    expect(verifyRecord(dice, record, [{ ply: 0, round: 1, hash: 'x' }]).ok).toBe(false);
  });

  it('takes a checkpoint at the start and whenever the round changes', () => {
    let state = dice.setup({ players: 2 }, 'cp');
    const tracker = new CheckpointTracker(dice, state);
    state = dice.apply(state, 0, { roll: true }).state;
    expect(tracker.observe(1, state)).toBeNull();
    state = dice.apply(state, 1, { roll: true }).state;
    expect(tracker.observe(2, state)?.round).toBe(2);
  });
});
