/**
 * A whole game of Normal bots in every seat, each bot's Rng seeded as the host seeds it (game seed, ply, seat), so
 * the moves are what a host would record for that game: for tests and measuring scripts that need a real finished
 * game (the analysis of a finished game, its measurement).
 */
import { getGame } from '../games/index';
import type { RecordedMove } from '../kernel/record';
import { Rng } from '../kernel/rng';

export interface NormalGame {
  moves: RecordedMove[];
  result: { scores: number[]; winners: number[] };
  /** The round the game ended in (the ruleset's counter). */
  round: number;
}

export async function normalGame(id: string, options: Record<string, unknown> & { players: number }, seed: string): Promise<NormalGame> {
  const game = getGame(id);
  if (!game) throw new Error(`no game '${id}'`);
  const R = game.ruleset;
  const normal = game.bots.find((b) => b.level === 'normal');
  if (!normal) throw new Error(`${id} has no Normal bot`);
  const o = R.parseOptions(options);
  if (!o.ok) throw new Error(o.error.message);
  let s = R.setup(o.value, seed);
  const moves: RecordedMove[] = [];
  for (let ply = 0; R.pending(s).length > 0; ply++) {
    const seat = R.pending(s)[0]!.seat;
    const move = await normal.decide(R, R.view(s, seat), seat, Rng.seeded(`${seed}/bot/${ply}/${seat}`), 1000);
    const checked = R.validate(s, seat, move);
    if (!checked.ok) throw new Error(checked.error.message);
    moves.push({ seat, move: checked.value });
    s = R.apply(s, seat, checked.value).state;
  }
  return { moves, result: R.result(s)!, round: R.round(s) };
}
