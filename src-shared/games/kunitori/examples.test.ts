/**
 * The seed's worked examples (seed 001 §7-4, §8 and the Marktplatz card
 * text), with the rules sheet's corrections.
 */
import { describe, expect, it } from 'vitest';
import {
  AUFSTREBENDER,
  BOGENSCHUETZEN,
  BURG,
  CARDS,
  DORF,
  FESTUNG,
  GOLD,
  HANDELSHAFEN,
  KANONIERE,
  KAVALLERIE,
  KUPFER,
  MARKTPLATZ,
  SILBER,
} from './data/cards';
import { kunitori as R } from './index';
import { play, position, sorted } from './testing';

describe('seed §7-4: the battle example ends 10 : 10', () => {
  // Hideyoshi (seat 0) played an Aufstrebender General and three Kanoniere;
  // Ieyasu (seat 1) has a Fantastische Burg and a Bogenschütze deployed and
  // two Festung in hand.
  const start = position({
    players: 3,
    hands: { 0: [AUFSTREBENDER, KANONIERE, KANONIERE, KANONIERE], 1: [FESTUNG, FESTUNG, KUPFER, KUPFER] },
    deployed: { 1: [BURG, BOGENSCHUETZEN] },
    decks: { 0: [KUPFER, KUPFER, KUPFER, KUPFER], 1: [KUPFER, KUPFER] },
  });

  it('is a tie: nobody gains anything, the Festungen go back to the hand', () => {
    let s = play(start, 0, { type: 'play', card: KANONIERE }, { type: 'play', card: KANONIERE }, { type: 'play', card: KANONIERE }, { type: 'play', card: AUFSTREBENDER }).state;
    expect(s.turn.phase).toBe('battle');
    s = play(s, 0, { type: 'attack', leader: AUFSTREBENDER, target: 1 }).state;
    // Every unit went with the only attacking leader.
    expect(sorted(s.turn.battle!.forces[1]!)).toEqual(sorted([AUFSTREBENDER, KANONIERE, KANONIERE, KANONIERE]));
    expect(R.pending(s)).toEqual([{ seat: 1, kind: 'defend' }]);
    const r = play(s, 1, { type: 'ambush', card: FESTUNG }, { type: 'ambush', card: FESTUNG }, { type: 'ambush-done' });
    const battle = r.events.find((e) => e.type === 'battle');
    expect(battle).toMatchObject({ attacker: 0, defender: 1, attack: 10, defence: 10, attackerGains: null, defenderOffer: null });
    expect(r.events.some((e) => e.type === 'gain')).toBe(false);
    expect(sorted(r.state.players[1]!.hand)).toEqual(sorted([FESTUNG, FESTUNG, KUPFER, KUPFER]));
    expect(r.state.turn.phase).toBe('buy');
  });
});

describe('seed §8: Nobunaga’s turn', () => {
  const start = position({
    players: 3,
    hands: { 0: [KUPFER, KUPFER, HANDELSHAFEN, BOGENSCHUETZEN] },
    deployed: { 0: [KAVALLERIE] },
    decks: { 0: [KUPFER, KUPFER, GOLD, SILBER, SILBER, SILBER, SILBER] },
  });

  it('replays the Kavallerie with his first action (2 actions), then plays on to buy a Kanoniere and deploy two cards', () => {
    // The deployed Kavallerie is replayed first, by the turn's first decision.
    expect(R.pending(start)).toEqual([{ seat: 0, kind: 'replay' }]);
    let r = play(start, 0, { type: 'replay' });
    expect(r.state.players[0]!.inPlay).toEqual([KAVALLERIE]);
    expect(r.state.turn.actions).toBe(2);
    r = play(r.state, 0, { type: 'play', card: BOGENSCHUETZEN });
    expect(r.state.turn.actions).toBe(3);
    r = play(r.state, 0, { type: 'play', card: HANDELSHAFEN });
    // Draws Kupfer, Kupfer, Gold; 2 actions left but nothing to play: no battle (no General), buy phase.
    expect(r.state.turn.phase).toBe('buy');
    expect(r.state.turn.buys).toBe(2);
    expect(r.state.turn.money).toBe(7);
    expect(r.events.some((e) => e.type === 'phase' && e.phase === 'battle')).toBe(false);
    r = play(r.state, 0, { type: 'buy', card: KANONIERE });
    expect(r.state.turn.money).toBe(1);
    expect(r.state.turn.buys).toBe(1);
    expect(r.events).toContainEqual({ type: 'buy', seat: 0, card: KANONIERE, cost: 6 });
    // Both deployables stay, and the turn ends, by one decision.
    r = play(r.state, 0, { type: 'end-buys' }, { type: 'end-turn', keep: [BOGENSCHUETZEN, KAVALLERIE].sort((a, b) => a - b) });
    const p = r.state.players[0]!;
    expect(sorted(p.deployed)).toEqual(sorted([KAVALLERIE, BOGENSCHUETZEN]));
    expect(sorted(p.discard)).toEqual(sorted([KANONIERE, HANDELSHAFEN, KUPFER, KUPFER, KUPFER, KUPFER, GOLD]));
    expect(p.hand).toEqual([SILBER, SILBER, SILBER, SILBER]);
    expect(r.state.turn.seat).toBe(1);
  });
});

describe('Marktplatz card text: scrapping a Dorf gains a card costing up to 3', () => {
  it('offers exactly the pool cards costing 3 or less', () => {
    const s0 = position({ hands: { 0: [MARKTPLATZ, DORF, KUPFER, KUPFER] } });
    const s = play(s0, 0, { type: 'play', card: MARKTPLATZ }, { type: 'scrap', card: DORF }).state;
    expect(s.trash).toEqual([DORF]);
    const gains = (R.legalMoves(s, 0) ?? []).map((m) => (m.type === 'gain' ? m.card : -1));
    const expected = CARDS.filter((c) => c.cost <= 3 && s.pool[c.id]! > 0).map((c) => c.id);
    expect(gains).toEqual(expected);
    expect(gains).toContain(SILBER); // Silber costs 3
    expect(gains).not.toContain(FESTUNG); // 4
    const r = play(s, 0, { type: 'gain', card: SILBER });
    expect(r.state.players[0]!.discard).toEqual([SILBER]);
  });
});
