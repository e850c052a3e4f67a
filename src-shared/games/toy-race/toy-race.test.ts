import { describe, expect, it } from 'vitest';
import { randomPlayout } from '../../ai/playout';
import { replay } from '../../kernel/record';
import { toyRace, TOY_ROUNDS, type ToyState } from './index';

const start = (players = 3, seed = 'toy'): ToyState => toyRace.setup({ players }, seed);

describe('toy-race rules', () => {
  it('fills defaults and rejects bad or unknown options', () => {
    expect(toyRace.parseOptions({ players: 2 })).toEqual({ ok: true, value: { players: 2 } });
    expect(toyRace.parseOptions({})).toMatchObject({ ok: false, error: { code: 'bad-options' } });
    expect(toyRace.parseOptions({ players: 5 }).ok).toBe(false);
    expect(toyRace.parseOptions({ players: 3, side: 'sun' })).toMatchObject({ ok: false, error: { code: 'bad-options' } });
    expect(toyRace.parseOptions('x').ok).toBe(false);
  });

  it('asks every seat to bid at once, and hides bids until all are in', () => {
    let s = start(3);
    expect(toyRace.pending(s).map((d) => d.seat)).toEqual([0, 1, 2]);
    const a = toyRace.apply(s, 1, { type: 'bid', bid: 3 });
    s = a.state;
    expect(toyRace.pending(s).map((d) => d.seat)).toEqual([0, 2]);
    // The private event names the amount only to its bidder.
    expect(a.events.find((e) => e.type === 'bid-placed')?.visibleTo).toEqual([1]);
    expect(toyRace.view(s, 1).myBid).toBe(3);
    const other = toyRace.view(s, 0);
    expect(other.myBid).toBeNull();
    expect(other.placed).toEqual([false, true, false]);
    expect(JSON.stringify(other)).not.toContain('"allBids"');
    expect(toyRace.view(s, null).allBids).toEqual([null, 3, null]);
  });

  it('reveals, rolls and moves once the last bid is in', () => {
    let s = start(2, 'reveal');
    s = toyRace.apply(s, 0, { type: 'bid', bid: 2 }).state;
    const { state, events } = toyRace.apply(s, 1, { type: 'bid', bid: 0 });
    const dice = state.lastReveal!.dice;
    expect(state.positions).toEqual([dice[0]! + 4 + 1, dice[1]!]); // seat 0 bid alone highest: +1
    expect(state.energy).toEqual([6, 8]);
    expect(state.round).toBe(2);
    expect(events.map((e) => e.type)).toEqual(['bid-placed', 'bid-in', 'dice-rolled', 'revealed']);
  });

  it('names the broken rule for illegal moves', () => {
    const s = toyRace.apply(start(2), 0, { type: 'bid', bid: 1 }).state;
    // Seat 0 has bid: no longer asked this round (the kernel's check, before the game's).
    expect(toyRace.validate(s, 0, { type: 'bid', bid: 1 })).toMatchObject({ ok: false, error: { code: 'not-your-turn' } });
    expect(toyRace.validate(s, 1, { type: 'bid', bid: 4 })).toMatchObject({ ok: false, error: { code: 'bid-out-of-range', params: { bid: 4, most: 3 } } });
    expect(toyRace.validate(s, 1, { type: 'bid', bid: 1.5 })).toMatchObject({ ok: false, error: { code: 'bad-bid' } });
    // A move without its kind, or of a kind that answers no decision: the kernel's codes.
    expect(toyRace.validate(s, 1, { bid: 1 })).toMatchObject({ ok: false, error: { code: 'bad-move' } });
    expect(toyRace.validate(s, 1, { type: 'pass' })).toMatchObject({ ok: false, error: { code: 'wrong-move' } });
    expect(toyRace.validate(s, 1, null)).toMatchObject({ ok: false, error: { code: 'bad-move' } });
    expect(toyRace.validate(s, 7, { type: 'bid', bid: 0 })).toMatchObject({ ok: false, error: { code: 'bad-seat' } });
    expect(toyRace.legalMoves(s, 1)).toEqual([{ type: 'bid', bid: 0 }, { type: 'bid', bid: 1 }, { type: 'bid', bid: 2 }, { type: 'bid', bid: 3 }]);
    // The kernel's rule for legalMoves: [] for a seat with nothing to decide (seat 0 has bid).
    expect(toyRace.legalMoves(s, 0)).toEqual([]);
  });

  it('always ends after 5 rounds with a result, conserving energy (fuzz)', () => {
    for (let i = 0; i < 300; i++) {
      const players = 2 + (i % 3);
      const { state, result, moves } = randomPlayout(toyRace, { players }, `fuzz-${i}`, { record: true });
      const s = state as ToyState;
      expect(moves).toHaveLength(players * TOY_ROUNDS);
      expect(s.energy.every((e) => e >= 0)).toBe(true);
      expect(result.scores).toEqual(s.positions);
      expect(result.winners.length).toBeGreaterThan(0);
      for (const w of result.winners) expect(result.scores[w]).toBe(Math.max(...result.scores));
      // The recorded moves replay to the same final state.
      const again = replay(toyRace, { ruleset: 'toy-race', rulesetVersion: toyRace.version, options: { players }, seed: `fuzz-${i}`, moves });
      expect(again.state).toEqual(state);
    }
  });
});
