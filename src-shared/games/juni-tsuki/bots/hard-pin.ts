/**
 * Hard's decisions on fixed positions, fingerprinted (issue 31 part 4, the search's rollouts made faster): every
 * `every`-th decision of a seat in its own month along a 4-player Normal self-play game (`rollout-bench-<g>`, as
 * bots/rollout-bench.ts picks them), each decided by Hard at a fixed number of iterations (no time cap, so the load
 * changes nothing), with the root statistics of its search (visits and means as doubles) as the search reported them.
 * A speed-up of the engine, the world's draw or the rollout must leave all of it exactly as it was
 * (hard-pin.test.ts); a change that MEANS to change Hard's play re-pins (`npx tsx scripts/juni-hard-pins.ts`).
 */
import { listenToSearches, type SearchReport } from '../../../ai/search-report';
import { selfPlayPositions } from '../../../ai/rollout-timing';
import { hashText } from '../../../kernel/hash';
import { Rng } from '../../../kernel/rng';
import { juniTsuki as R } from '../index';
import type { JuniState } from '../types';
import { viewOf } from '../view';
import { hardMove } from './hard';
import { normalBot } from './index';

export interface HardPin {
  /** The decisions looked at (own-month decisions of the game, every `every`-th). */
  positions: number;
  /** Of those, the ones Hard searched. */
  searched: number;
  /** Hard's chosen moves, in order (JSON). */
  moves: string[];
  /** hashText of the searches' root statistics (moves, visits, means as doubles), in order. */
  stats: string;
}

export async function hardPin(every = 8, limit = 12, playouts = 120): Promise<HardPin> {
  // The positions of the bench's first game (`rollout-bench-0`).
  const all = await selfPlayPositions(R, normalBot, 1, every, (s: JuniState) => (s.over || s.interrupt || s.turn.phase !== 'act' ? null : { state: s, seat: s.turn.seat }));
  const picked = all.slice(0, limit);
  const reports: SearchReport[] = [];
  const moves: string[] = [];
  for (let i = 0; i < picked.length; i++) {
    const p = picked[i]!;
    const move = await listenToSearches(
      (r) => reports.push(r),
      () => hardMove(viewOf(p.state, p.seat), p.seat, Rng.seeded(`hard-pin/${i}`), { config: { playouts, cap: false } }),
    );
    moves.push(JSON.stringify(move));
  }
  return { positions: picked.length, searched: reports.length, moves, stats: hashText(JSON.stringify(reports)) };
}
