/**
 * Decks of cards on the game's seeded Rng, written once for every game
 * (e.g. a deck-builder's decks, fate and war cards, action cards). A deck is plain JSON
 * (arrays), so it lives in the game state; the functions never mutate their
 * input and return the new piles.
 *
 * Convention: index 0 is the TOP of a draw pile.
 */
import type { Rng } from './rng';

export interface Piles<T> {
  draw: T[];
  discard: T[];
}

/** A shuffled copy (Fisher–Yates on the seeded Rng). */
export function shuffled<T>(rng: Rng, cards: readonly T[]): T[] {
  return rng.shuffle(cards);
}

export interface Drawn<T> extends Piles<T> {
  /** The cards drawn, top first; fewer than asked when both piles ran out. */
  cards: T[];
  /** How many times the discard was shuffled into a new draw pile. */
  reshuffles: number;
}

/**
 * Draws `count` cards from the top of the draw pile. Only when a draw needs a
 * card and the draw pile is empty is the discard shuffled to form a new draw
 * pile (the deck-builder rule "reshuffle only when a draw needs it"). With
 * `reshuffle: false` the draw simply stops when the pile is empty.
 */
export function drawCards<T>(rng: Rng, piles: Piles<T>, count: number, { reshuffle = true }: { reshuffle?: boolean } = {}): Drawn<T> {
  let draw = piles.draw.slice();
  let discard = piles.discard.slice();
  const cards: T[] = [];
  let reshuffles = 0;
  while (cards.length < count) {
    if (draw.length === 0) {
      if (!reshuffle || discard.length === 0) break;
      draw = rng.shuffle(discard);
      discard = [];
      reshuffles++;
    }
    cards.push(draw.shift() as T);
  }
  return { draw, discard, cards, reshuffles };
}

/** The discard shuffled under (after) whatever remains of the draw pile. */
export function reshuffleDiscard<T>(rng: Rng, piles: Piles<T>): Piles<T> {
  return { draw: [...piles.draw, ...rng.shuffle(piles.discard)], discard: [] };
}
