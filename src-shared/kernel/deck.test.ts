/** Shuffles are uniform and reproducible; draws reshuffle only when needed. */
import { describe, expect, it } from 'vitest';
import { drawCards, reshuffleDiscard, shuffled } from './deck';
import { Rng } from './rng';

describe('deck', () => {
  it('every order of 4 cards is equally likely', () => {
    const rng = Rng.seeded('perm');
    const counts = new Map<string, number>();
    const n = 48_000;
    for (let i = 0; i < n; i++) {
      const key = shuffled(rng, ['a', 'b', 'c', 'd']).join('');
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    expect(counts.size).toBe(24);
    const expected = n / 24;
    const chi2 = [...counts.values()].reduce((s, c) => s + (c - expected) ** 2 / expected, 0);
    expect(chi2).toBeLessThan(49.73); // 99.9% quantile, 23 degrees of freedom
  });

  it('the same seed shuffles the same way, and the input is not changed', () => {
    const cards = Array.from({ length: 30 }, (_, i) => i);
    const a = shuffled(Rng.seeded('s'), cards);
    expect(shuffled(Rng.seeded('s'), cards)).toEqual(a);
    expect(a).not.toEqual(cards);
    expect([...a].sort((x, y) => x - y)).toEqual(cards);
    expect(cards).toEqual(Array.from({ length: 30 }, (_, i) => i));
  });

  it('draws from the top and does not reshuffle while the draw pile lasts', () => {
    const d = drawCards(Rng.seeded('d'), { draw: [1, 2, 3], discard: [9] }, 2);
    expect(d).toEqual({ cards: [1, 2], draw: [3], discard: [9], reshuffles: 0 });
  });

  it('reshuffles the discard only when a draw needs a card', () => {
    const d = drawCards(Rng.seeded('d'), { draw: [1], discard: [7, 8, 9] }, 3);
    expect(d.cards[0]).toBe(1);
    expect(d.reshuffles).toBe(1);
    expect(d.discard).toEqual([]);
    expect([...d.cards.slice(1), ...d.draw].sort()).toEqual([7, 8, 9]);
  });

  it('stops short when both piles are empty, or without reshuffling when told', () => {
    expect(drawCards(Rng.seeded('d'), { draw: [1], discard: [2] }, 5).cards.length).toBe(2);
    const noRe = drawCards(Rng.seeded('d'), { draw: [1], discard: [2] }, 5, { reshuffle: false });
    expect(noRe).toEqual({ cards: [1], draw: [], discard: [2], reshuffles: 0 });
  });

  it('puts the shuffled discard under the remaining draw pile', () => {
    const p = reshuffleDiscard(Rng.seeded('r'), { draw: [1, 2], discard: [3, 4, 5] });
    expect(p.draw.slice(0, 2)).toEqual([1, 2]);
    expect(p.draw.slice(2).sort()).toEqual([3, 4, 5]);
    expect(p.discard).toEqual([]);
  });
});
