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
import { cloneTurn } from './clone';
import { pendingOf } from './flow';
import type { KunitoriState, KunitoriView, PlayerState, PlayerView } from './types';

/**
 * The last few players counted, by object identity. `apply` copies a player
 * only when a move changes it (context.ts) and a state's piles never change
 * afterwards, so the same player object has the same counts: consecutive views
 * (every ply of a game, every seat's view of one state) mostly count players
 * seen a ply earlier. A small ring rather than a WeakMap: weak maps of
 * short-lived objects cost the garbage collector more than they save.
 */
const RING = 8;
/** A packed array of zeros to copy (cheaper than new Array(N).fill(0)). */
const ZEROS: number[] = Array.from({ length: N }, () => 0);
const ringPlayers: (PlayerState | null)[] = new Array<PlayerState | null>(RING).fill(null);
const ringCounts: number[][] = new Array<number[]>(RING).fill([]);
let ringNext = 0;

function holdingOf(p: PlayerState): number[] {
  for (let i = 0; i < RING; i++) if (ringPlayers[i] === p) return ringCounts[i]!.slice();
  const counts = ZEROS.slice();
  for (const c of p.hand) counts[c]!++;
  for (const c of p.deck) counts[c]!++;
  for (const c of p.discard) counts[c]!++;
  ringPlayers[ringNext] = p;
  ringCounts[ringNext] = counts;
  ringNext = (ringNext + 1) % RING;
  return counts.slice();
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

/**
 * The public view, which a shared screen shows while nobody has claimed it (hotseat): the view with every hand face down (counts stay). */
export function publicView(v: KunitoriView): KunitoriView {
  return { ...v, seat: null, players: v.players.map((p) => ({ ...p, hand: null })) };
}
