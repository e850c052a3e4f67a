/**
 * Scoring after each winter (seed 002, "waardering"; clarifications,
 * "Winter and scoring") and the final result.
 */
import type { GameResult } from '../../kernel/ruleset';
import { BUILDINGS, MAJORITY_POINTS } from './data/cards';
import { REGIONS } from './data/provinces';
import { PROVINCE_COUNT, regionOf } from './board';
import type { HennShogunState, ScoreLine } from './types';

/**
 * Points now: 1 per province, 1 per building, and per region the majority of
 * palaces / temples / theatres scores 3 / 2 / 1; tied leaders each score one
 * less. Only the leaders score, and zero of a kind is never a majority.
 */
export function scoreLines(s: Pick<HennShogunState, 'provinces' | 'players' | 'options'>): ScoreLine[] {
  const n = s.players.length;
  const lines: ScoreLine[] = Array.from({ length: n }, (_, seat) => ({ seat, provinces: 0, buildings: 0, majorities: 0, total: 0 }));
  // counts[region][building][seat]
  const counts = REGIONS.map(() => BUILDINGS.map(() => new Array<number>(n).fill(0)));
  for (let i = 0; i < PROVINCE_COUNT; i++) {
    const p = s.provinces[i]!;
    if (p.owner < 0) continue;
    const line = lines[p.owner]!;
    line.provinces++;
    const r = REGIONS.indexOf(regionOf(i, s.options.side));
    BUILDINGS.forEach((b, k) => {
      if (p[b]) {
        line.buildings++;
        counts[r]![k]![p.owner]!++;
      }
    });
  }
  for (const byBuilding of counts) {
    BUILDINGS.forEach((b, k) => {
      const c = byBuilding[k]!;
      const max = Math.max(...c);
      if (max <= 0) return;
      const leaders = c.flatMap((x, seat) => (x === max ? [seat] : []));
      const value = MAJORITY_POINTS[b] - (leaders.length > 1 ? 1 : 0);
      for (const seat of leaders) lines[seat]!.majorities += value;
    });
  }
  for (const l of lines) l.total = l.provinces + l.buildings + l.majorities;
  return lines;
}

/** Most points wins; ties go to more money, then the win is shared. */
export function finalResult(s: Pick<HennShogunState, 'players'>): GameResult {
  const scores = s.players.map((p) => p.score);
  const best = Math.max(...scores);
  let winners = scores.flatMap((x, seat) => (x === best ? [seat] : []));
  const richest = Math.max(...winners.map((w) => s.players[w]!.money));
  winners = winners.filter((w) => s.players[w]!.money === richest);
  return { scores, winners };
}
