import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { decisionOf, defineRuleset } from './define-ruleset';
import { hashState } from './hash';
import { checkMove, typedMoves } from './move-schema';
import { Rng, type RngState } from './rng';
import { ok, err, ruleError, type Decision, type RevealingEvents } from './ruleset';

// A small game to drive the helper: seats take turns; 'roll' adds a die to the seat's score, 'stop' ends its turns;
// any seat that has stopped may 'cheer' at any time (a free action).
interface S {
  rng: RngState;
  turn: number;
  scores: number[];
  stopped: boolean[];
  cheers: number;
}
type M = { type: 'roll' } | { type: 'stop' } | { type: 'cheer'; loud: boolean };
type E = { type: 'rolled'; seat: number; die: number } | { type: 'cheered' };

const game = defineRuleset<S, M, S, E, { players: number; target: number }>({
  id: 'dice-test',
  version: '1',
  title: 'Dice test',
  minPlayers: 2,
  maxPlayers: 3,
  options: [{ kind: 'int', key: 'target', min: 5, max: 30, default: 12 }],
  crossCheck: (o) =>
    o.players === 3 && (o.target as number) > 20
      ? err(ruleError('bad-options', "Option 'target' is at most 20 with three players."))
      : ok({ players: o.players, target: o.target as number }),
  setup: (o, seed) => ({ rng: Rng.seeded(seed).state(), turn: 0, scores: Array(o.players).fill(0), stopped: Array(o.players).fill(false), cheers: 0 }),
  pending: (s): Decision[] => (s.stopped.every(Boolean) ? [] : [{ seat: s.turn, kind: 'turn' }]),
  freeActions: (s): Decision[] =>
    s.stopped.every(Boolean) ? [] : s.stopped.flatMap((stopped, seat) => (stopped && seat !== s.turn ? [{ seat, kind: 'cheer' }] : [])),
  decisions: { turn: ['roll', 'stop'], cheer: ['cheer'] },
  moves: typedMoves({ roll: {}, stop: {}, cheer: { loud: z.boolean() } }),
  reveals: { die: ['rolled'] },
  validate: (_s, _seat, move) => ok(move as M),
  apply(ctx, seat, move) {
    const s = ctx.state;
    if (move.type === 'cheer') {
      s.cheers += 1;
      ctx.emit({ type: 'cheered' });
      return;
    }
    if (move.type === 'roll') {
      const die = ctx.rng.between(1, 6);
      s.scores[seat]! += die;
      ctx.emit({ type: 'rolled', seat, die });
    } else s.stopped[seat] = true;
    if (s.stopped.every(Boolean)) return;
    do s.turn = (s.turn + 1) % s.scores.length;
    while (s.stopped[s.turn]);
  },
  legalMoves: () => [{ type: 'roll' }, { type: 'stop' }],
  randomMove: (_v, rng) => (rng.chance(1, 3) ? { type: 'stop' } : { type: 'roll' }),
  view: (s) => s,
  result: () => null,
  round: (s) => s.cheers,
});

const start = (): S => game.setup({ players: 3, target: 12 }, 'seed');

describe('reveals: which events show a die, a throw, a card or a secret (the words of an undo refusal)', () => {
  it("is passed on, and a name that is not one of the game's own event types does not compile", () => {
    expect(game.reveals).toEqual({ die: ['rolled'] });
    // @ts-expect-error 'dice' is no event of this game: typecheck fails if this compiled.
    const wrong: RevealingEvents<E['type']> = { die: ['dice'] };
    const right: RevealingEvents<E['type']> = { die: ['rolled'], secret: ['cheered'] };
    expect([wrong, right]).toHaveLength(2);
  });
});

describe('defineRuleset', () => {
  it('apply leaves its input unchanged and returns a new state', () => {
    const s = start();
    const before = hashState(s);
    const copy = structuredClone(s);
    const { state, events } = game.apply(s, 0, { type: 'roll' });
    expect(hashState(s)).toBe(before);
    expect(s).toEqual(copy);
    expect(state).not.toBe(s);
    expect(state.scores[0]).toBeGreaterThan(0);
    expect(events).toEqual([{ type: 'rolled', seat: 0, die: state.scores[0] }]);
  });

  it('resumes the Rng from the state and stores it back, so two applies continue one stream', () => {
    const s = start();
    const a = game.apply(s, 0, { type: 'roll' }).state;
    const b = game.apply(a, 1, { type: 'roll' }).state;
    const rng = Rng.from(s.rng);
    const dice = [rng.between(1, 6), rng.between(1, 6)];
    expect([b.scores[0], b.scores[1]]).toEqual(dice);
    expect(b.rng).toEqual(rng.state());
    // A move that draws nothing leaves the stored words as they were, not rewritten: their form is hashed, and a word
    // stored signed (as Rng.state() may give it) must not come back unsigned.
    const signed: S = { ...b, rng: [-1507936362, 1521048708, 3385676328, 2797353585] };
    expect(game.apply(signed, 2, { type: 'stop' }).state.rng).toEqual(signed.rng);
  });

  it('refuses a seat that is not pending with the kernel code, before the game sees the move', () => {
    const s = start();
    expect(game.validate(s, 1, { type: 'roll' })).toMatchObject({ ok: false, error: { code: 'not-your-turn' } });
    expect(game.validate(s, 7, { type: 'roll' })).toMatchObject({ ok: false, error: { code: 'bad-seat' } });
    expect(game.validate(s, 0, { type: 'roll' })).toEqual({ ok: true, value: { type: 'roll' } });
  });

  it('refuses a kind not allowed for the seat’s decision, and lets a free action through', () => {
    let s = start();
    expect(game.validate(s, 0, { type: 'cheer', loud: true })).toMatchObject({ ok: false, error: { code: 'wrong-move' } });
    expect(game.validate(s, 0, { type: 'dance' })).toMatchObject({ ok: false, error: { code: 'wrong-move' } });
    expect(game.validate(s, 0, 'roll')).toMatchObject({ ok: false, error: { code: 'bad-move' } });
    s = game.apply(s, 0, { type: 'stop' }).state; // seat 0 stopped: it may cheer while seat 1 plays
    expect(decisionOf(game, s, 0)).toEqual({ decision: { seat: 0, kind: 'cheer' }, free: true });
    expect(decisionOf(game, s, 1)).toEqual({ decision: { seat: 1, kind: 'turn' }, free: false });
    expect(decisionOf(game, s, 2)).toBeNull();
    expect(game.validate(s, 0, { type: 'roll' })).toMatchObject({ ok: false, error: { code: 'wrong-move' } });
    // A move from outside goes through checkMove: the schema shapes it (unknown fields dropped, bad fields refused),
    // then the kernel's checks and the game's; what is stored is the canonical form.
    expect(checkMove(game, s, 0, { type: 'cheer', loud: false, extra: 1 })).toEqual({ ok: true, value: { move: { type: 'cheer', loud: false }, record: { type: 'cheer', loud: false } } });
    expect(checkMove(game, s, 0, { type: 'cheer', loud: 'yes' })).toMatchObject({ ok: false, error: { code: 'bad-move' } });
    expect(checkMove(game, s, 2, { type: 'cheer', loud: true })).toMatchObject({ ok: false, error: { code: 'not-your-turn' } });
  });

  it('says the game is over once nobody is asked', () => {
    let s = start();
    for (const seat of [0, 1, 2]) s = game.apply(s, seat, { type: 'stop' }).state;
    expect(game.pending(s)).toEqual([]);
    expect(game.freeActions!(s)).toEqual([]);
    expect(game.validate(s, 0, { type: 'roll' })).toMatchObject({ ok: false, error: { code: 'game-over' } });
  });

  it('parses options from the schema, then the game’s cross-field rule', () => {
    expect(game.parseOptions({ players: 2 })).toEqual({ ok: true, value: { players: 2, target: 12 } });
    expect(game.parseOptions({ players: 3, target: 25 })).toMatchObject({ ok: false, error: { code: 'bad-options' } });
    expect(game.parseOptions({ players: 2, target: 25 })).toEqual({ ok: true, value: { players: 2, target: 25 } });
    expect(game.parseOptions({ players: 4 })).toMatchObject({ ok: false, error: { code: 'bad-options' } });
    expect(game.parseOptions({ players: 2, colour: 'red' })).toMatchObject({ ok: false, error: { code: 'bad-options', message: expect.stringContaining("'colour'") } });
  });
});
