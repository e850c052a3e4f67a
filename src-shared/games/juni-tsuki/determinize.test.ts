/**
 * A world a bot samples from a seat's view (determinize.ts) holds what the
 * table shows: every seat's hand of the sizes the view counts (elements and
 * rings apart: a seat may hold more rings than elements), and decks as long
 * as the view says. It once dealt rings by the element count, so a world's
 * ring deck came out shorter than the view's (31 vs 29 in a hint's position).
 */
import { describe, expect, it } from 'vitest';
import { randomMover } from '../../ai/playout';
import { Rng } from '../../kernel/rng';
import { determinize } from './determinize';
import { juniTsuki as R } from './index';
import { viewOf } from './view';
import type { JuniState } from './types';

describe('a world sampled from a seat view', () => {
  it('has the hand sizes and deck sizes the view shows, along random games', () => {
    let unequal = 0;
    for (let g = 0; g < 4; g++) {
      const parsed = R.parseOptions({ players: 3 + (g % 3), years: 1 });
      if (!parsed.ok) throw new Error(parsed.error.message);
      let s: JuniState = R.setup(parsed.value, `determinize-${g}`);
      const rng = Rng.seeded(`determinize-moves-${g}`);
      for (let ply = 0; ply < 400; ply++) {
        const pending = R.pending(s);
        if (pending.length === 0) break;
        for (let seat = 0; seat < s.players.length; seat++) {
          const w = determinize(viewOf(s, seat), Rng.seeded(`world-${g}-${ply}-${seat}`));
          expect(w.hands.map((h) => h.elements.length)).toEqual(s.hands.map((h) => h.elements.length));
          expect(w.hands.map((h) => h.rings.length)).toEqual(s.hands.map((h) => h.rings.length));
          expect(w.ringDeck.draw.length).toBe(s.ringDeck.draw.length);
          expect(w.elementDeck.draw.length).toBe(s.elementDeck.draw.length);
          // The seat's own hand is its own, not a sample.
          expect(w.hands[seat]).toEqual(s.hands[seat]);
        }
        if (s.hands.some((h) => h.rings.length !== h.elements.length)) unequal++;
        const seat = randomMover(R, s, pending, rng);
        const checked = R.validate(s, seat, R.randomMove(R.view(s, seat), rng));
        if (!checked.ok) throw new Error(checked.error.code);
        s = R.apply(s, seat, checked.value).state;
      }
    }
    // The case that broke it (a seat holding more rings than elements, or fewer) was met along the way.
    expect(unequal).toBeGreaterThan(0);
  });
});
