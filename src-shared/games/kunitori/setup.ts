/**
 * Options and setup (rules sheet §3): every card in the pool (no pile scales
 * with the player count), each player's starting deck of 2 Dorf + 6 Kupfer
 * taken from the pool and shuffled, a hand of 4, the starting player by a
 * seeded draw (the seed suggests rock-paper-scissors).
 */
import { Rng } from '../../kernel/rng';
import { CARDS, HAND_SIZE, START_DECK } from './data/cards';
import { Ctx } from './piles';
import { beginTurn, settle } from './turn';
import type { KunitoriEvent, KunitoriOptions, KunitoriState } from './types';

export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 6;
export const MAX_TURN_LIMIT = 200;

export function setupGame(options: KunitoriOptions, seed: string): { state: KunitoriState; events: KunitoriEvent[] } {
  const rng = Rng.seeded(seed);
  const n = options.players;
  const pool = CARDS.map((c) => c.copies);
  const players = [];
  for (let seat = 0; seat < n; seat++) {
    const cards: number[] = [];
    for (const { card, count } of START_DECK) {
      for (let i = 0; i < count; i++) cards.push(card);
      pool[card]! -= count;
    }
    const deck = rng.shuffle(cards);
    players.push({ hand: deck.splice(0, HAND_SIZE), deck, discard: [], deployed: [], inPlay: [] });
  }
  const start = rng.int(n);
  const base: KunitoriState = {
    options,
    rng: rng.state(),
    pool,
    trash: [],
    players,
    start,
    turns: 0,
    turn: { seat: start, phase: 'action', actions: 0, buys: 0, money: 0, discount: 0, step: null, battle: null },
    finalTurns: null,
    result: null,
  };
  const ctx = new Ctx(base);
  ctx.emit({ type: 'setup', start });
  for (let seat = 0; seat < n; seat++) ctx.emit({ type: 'drew', seat, cards: ctx.p(seat).hand.slice(), visibleTo: [seat] });
  beginTurn(ctx, start);
  settle(ctx);
  return { state: ctx.finish(), events: ctx.events };
}
