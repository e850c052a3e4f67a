/**
 * Turning one seat's VIEW into a plausible full state for search. Only what
 * the view shows is used; the rest is dealt at random from what the seat
 * knows remains:
 * - every seat's hand + deck + discard together is public (`holding`); the
 *   seat's own hand is known; the face-up top of each discard is known;
 * - the rest of each seat's cards is shuffled and dealt: other seats' hands
 *   (handCount), every deck (deckCount, so the seat's own deck order too), the
 *   face-down discards;
 * - the sampled world's Rng is a fresh stream from the bot's Rng.
 */
import { Rng } from '../../kernel/rng';
import type { Seat } from '../../kernel/ruleset';
import { cloneTurn } from './clone';
import type { KunitoriState, KunitoriView, PlayerState } from './types';

export function determinize(v: KunitoriView, seat: Seat, rng: Rng): KunitoriState {
  const players: PlayerState[] = v.players.map((p, i) => {
    const rest: number[] = [];
    const counts = p.holding.slice();
    const hand = i === seat ? (p.hand ?? []).slice() : null;
    if (hand) for (const c of hand) counts[c]!--;
    if (p.discardTop !== null) counts[p.discardTop]!--;
    counts.forEach((n, c) => {
      for (let k = 0; k < n; k++) rest.push(c);
    });
    const dealt = rng.shuffle(rest);
    const myHand = hand ?? dealt.splice(0, p.handCount);
    const deck = dealt.splice(0, p.deckCount);
    const discard = p.discardTop !== null ? [p.discardTop, ...dealt] : dealt;
    return { hand: myHand, deck, discard, deployed: p.deployed.slice(), inPlay: p.inPlay.slice() };
  });
  return {
    options: v.options,
    rng: Rng.seeded(rng.nextU32()).state(),
    pool: v.pool.slice(),
    trash: v.trash.slice(),
    players,
    start: v.start,
    turns: v.turns,
    turn: cloneTurn(v.turn),
    finalTurns: v.finalTurns,
    result: v.result && { scores: v.result.scores.slice(), winners: v.result.winners.slice() },
  };
}
