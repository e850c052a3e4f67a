/** [R §9] The final standing, the game's result once it is over. */
import { aliveDaimyo, castlesOf, kokuOf } from './board';
import type { JuniState } from './types';

/** [R §9] Final standing: the Shogun, else most castles, then most Daimyō, then most koku. */
export function standings(s: JuniState): { scores: number[]; winners: number[] } {
  const scores = s.players.map((p, seat) => (p.out ? 0 : castlesOf(s, seat).length * 1_000_000 + aliveDaimyo(s, seat) * 10_000 + Math.min(9_999, kokuOf(s, seat))));
  if (s.shogun !== null) return { scores, winners: [s.shogun] };
  const best = Math.max(...scores);
  return { scores, winners: scores.flatMap((x, i) => (x === best ? [i] : [])) };
}
