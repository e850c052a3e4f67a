/**
 * Positions for the Jūni-tsuki Hard studies (juni-hard-vs-normal.mts, juni-hard-agree.mts): every `every`-th
 * own-month decision of one seat (g mod 4) in a 4-player Normal self-play game of the default two years (seed hvn<g>),
 * with the seat. One home, so both studies look at the same positions.
 */
import { playMatch } from '../src-shared/ai/match';
import { getBot } from '../src-shared/games/bot-registry';
import { juniTsuki as R } from '../src-shared/games/juni-tsuki/index';
import type { JuniState } from '../src-shared/games/juni-tsuki/types';

export async function ownMonthPositions(g: number, every: number): Promise<{ seat: number; positions: { i: number; state: JuniState }[] }> {
  const normal = getBot('juni-tsuki', 'normal')!;
  const seat = g % 4;
  const states: JuniState[] = [];
  await playMatch(R as never, { players: 4 }, `hvn${g}`, [normal, normal, normal, normal], 0, { observe: (s) => states.push(s as JuniState) });
  const own = states.filter((s) => !s.over && !s.interrupt && s.turn.phase === 'act' && s.turn.seat === seat && !s.players[seat]!.out);
  // `i`: the position's index among the seat's own-month decisions (the studies seed their searches with it).
  return { seat, positions: own.flatMap((state, i) => (i % every === 0 ? [{ i, state }] : [])) };
}
