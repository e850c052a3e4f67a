/**
 * Options and setup (rules sheet §3): every card in the pool (no pile scales
 * with the player count), each player's starting deck of 2 Dorf + 6 Kupfer
 * taken from the pool and shuffled, a hand of 4, the starting player by a
 * seeded draw (the seed suggests rock-paper-scissors).
 */
import { Rng } from '../../kernel/rng';
import { err, ok, ruleError, type Result, type RuleError } from '../../kernel/ruleset';
import { CARDS, HAND_SIZE, START_DECK } from './data/cards';
import { Ctx } from './context';
import { beginTurn, settle } from './turn';
import type { KunitoriEvent, KunitoriOptions, KunitoriState } from './types';

export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 6;
export const MAX_TURN_LIMIT = 200;

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

export function parseOptions(raw: unknown): Result<KunitoriOptions, RuleError> {
  if (!isRecord(raw)) return err(ruleError('bad-options', 'Options must be an object like { players: 4 }.'));
  const players = raw.players;
  if (typeof players !== 'number' || !Number.isInteger(players) || players < MIN_PLAYERS || players > MAX_PLAYERS) {
    return err(ruleError('bad-players', `Kunitori! is played by ${MIN_PLAYERS} to ${MAX_PLAYERS} players.`));
  }
  const ninja = raw.ninja ?? 'all';
  if (ninja !== 'all' && ninja !== 'others') {
    return err(ruleError('bad-ninja', "Ninja Clan asks 'all' players (the sheet's literal reading) or 'others'."));
  }
  const turnLimit = raw.turnLimit ?? null;
  if (turnLimit !== null && (typeof turnLimit !== 'number' || !Number.isInteger(turnLimit) || turnLimit < 1 || turnLimit > MAX_TURN_LIMIT)) {
    return err(ruleError('bad-turn-limit', `The turn limit is a whole number of turns per player from 1 to ${MAX_TURN_LIMIT}, or null (off).`));
  }
  for (const k of Object.keys(raw)) {
    if (k !== 'players' && k !== 'ninja' && k !== 'turnLimit') return err(ruleError('bad-options', `Unknown option '${k}'.`));
  }
  return ok({ players, ninja, turnLimit: turnLimit as number | null });
}

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
