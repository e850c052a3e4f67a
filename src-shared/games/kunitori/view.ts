/**
 * What one seat may know (seed: hands and decks are hidden): its own hand,
 * the count of every other hand, deck counts, the face-up top of each discard
 * pile, and everything on the table (pool, trash, deployment areas, the turn,
 * revealed cards). `holding` — the cards in hand + deck + discard together —
 * is public knowledge (every gain, scrap and deployment is announced), so it is
 * shown for every seat; where those cards lie is not. `null` = all-seeing.
 * Never the Rng state or the seed.
 */
import type { Seat } from '../../kernel/ruleset';
import { CARD_COUNT } from './data/cards';

const N = CARD_COUNT;
import { cloneTurn } from './context';
import { pendingOf } from './moves';
import type { KunitoriState, KunitoriView, PlayerState, PlayerView } from './types';

function holdingOf(p: PlayerState): number[] {
  const counts: number[] = new Array<number>(N).fill(0);
  for (const c of p.hand) counts[c]!++;
  for (const c of p.deck) counts[c]!++;
  for (const c of p.discard) counts[c]!++;
  return counts;
}

export type FullPlayerView = PlayerView & { deck?: number[]; discard?: number[] };

export function viewOf(s: KunitoriState, seat: Seat | null): KunitoriView {
  const players = s.players.map((p, i): FullPlayerView => {
    const v: FullPlayerView = {
      hand: seat === null || seat === i ? p.hand.slice() : null,
      handCount: p.hand.length,
      deckCount: p.deck.length,
      discardCount: p.discard.length,
      discardTop: p.discard.length > 0 ? p.discard[0]! : null,
      holding: holdingOf(p),
      deployed: p.deployed.slice(),
      inPlay: p.inPlay.slice(),
    };
    if (seat === null) {
      v.deck = p.deck.slice();
      v.discard = p.discard.slice();
    }
    return v;
  });
  return {
    seat,
    options: s.options,
    pool: s.pool.slice(),
    trash: s.trash.slice(),
    players,
    start: s.start,
    turns: s.turns,
    turn: cloneTurn(s.turn),
    finalTurns: s.finalTurns,
    result: s.result && { scores: s.result.scores.slice(), winners: s.result.winners.slice() },
    pending: pendingOf(s),
  };
}
