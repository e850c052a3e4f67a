/** Hidden information (rules sheet; brief): what a seat's view shows and hides. */
import { describe, expect, it } from 'vitest';
import { DORF, ERSCHLIESSUNG, FESTUNG, GOLD, KUPFER, NINJA, ODA, SILBER } from './data/cards';
import { kunitori as R } from './index';
import { play, position } from './testing';

describe('views', () => {
  const s = position({
    players: 3,
    hands: { 0: [ERSCHLIESSUNG, DORF], 1: [GOLD, SILBER, KUPFER], 2: [FESTUNG] },
    decks: { 0: [KUPFER, GOLD], 1: [DORF, ODA] },
    discards: { 1: [SILBER, KUPFER, DORF] },
  });

  it('a seat sees its own hand and only counts of the others', () => {
    const v = R.view(s, 0);
    expect(v.players[0]!.hand).toEqual([ERSCHLIESSUNG, DORF]);
    expect(v.players[1]!.hand).toBeNull();
    expect(v.players[1]!.handCount).toBe(3);
    expect(v.players[1]!.deckCount).toBe(2);
    expect(v.players[1]!.discardCount).toBe(3);
    expect(v.players[1]!.discardTop).toBe(SILBER);
    expect(JSON.stringify(v.players[1])).not.toMatch(/"deck"|"discard"/);
  });
  it('no deck order, not even its own; holding counts are public', () => {
    const v = R.view(s, 0);
    expect(JSON.stringify(v.players[0])).not.toMatch(/"deck"\s*:/);
    expect(v.players[1]!.holding[GOLD]).toBe(1);
    expect(v.players[1]!.holding[ODA]).toBe(1);
  });
  it('the all-seeing view shows everything but the Rng', () => {
    const v = R.view(s, null) as unknown as { players: { hand: number[]; deck: number[] }[] };
    expect(v.players[1]!.hand).toEqual([GOLD, SILBER, KUPFER]);
    expect(v.players[1]!.deck).toEqual([DORF, ODA]);
    expect(JSON.stringify(v)).not.toMatch(/"rng"/);
  });
  it('draws are private events; Ninja Clan reveals are public', () => {
    const r = play(s, 0, { type: 'play', card: ERSCHLIESSUNG });
    const drew = r.events.filter((e) => e.type === 'drew');
    expect(drew).toEqual([{ type: 'drew', seat: 0, cards: [KUPFER, GOLD], visibleTo: [0] }]);
    const n = position({ players: 2, hands: { 0: [NINJA, DORF] }, decks: { 1: [GOLD, DORF] }, options: { ninja: 'others' } });
    const e = play(play(n, 0, { type: 'play', card: NINJA }).state, 1, { type: 'ninja-show', show: false }).events;
    expect(e.find((x) => x.type === 'reveal')).toEqual({ type: 'reveal', seat: 1, cards: [GOLD, DORF], why: 'ninja', reshuffled: false });
  });
  it('a random move from a view is legal in the state', () => {
    const v = R.view(s, 0);
    for (let i = 0; i < 20; i++) {
      const m = R.randomMove(v, { pick: <T>(xs: readonly T[]) => xs[i % xs.length]! } as never);
      expect(R.validate(s, 0, m).ok).toBe(true);
    }
  });
});
