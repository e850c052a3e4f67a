/**
 * Scoring after each winter (seed 002, "waardering"; clarifications,
 * "Winter and scoring") and the final result.
 */
import type { GameResult, Seat } from '../../kernel/ruleset';
import { BUILDINGS, MAJORITY_POINTS, type Building } from './data/cards';
import { REGIONS, type Region } from './data/provinces';
import { PROVINCE_COUNT, regionOf } from './board';
import type { HennShogunState, ProvinceState, ScoreLine } from './types';

export interface RegionMajority {
  region: Region;
  building: Building;
  /** Seats with the most of this building in the region (empty: nobody has one). */
  leaders: Seat[];
  /** Points each leader scores. */
  points: number;
}

/**
 * Who holds each region's majority of each building, and what each leader
 * scores: 3 / 2 / 1 for palaces / temples / theatres, tied leaders one less;
 * zero of a kind is never a majority. The winter's scoring and the table's
 * breakdown of a scoring line both read it.
 */
export function regionMajorities(provinces: readonly ProvinceState[], side: 'sun' | 'moon', seats: number): RegionMajority[] {
  // One pass over the provinces counting every (region, building, seat) at
  // once: the search's evaluation asks this for every playout it scores.
  const counts = new Array<number>(REGIONS.length * BUILDINGS.length * seats).fill(0);
  for (let i = 0; i < PROVINCE_COUNT; i++) {
    const p = provinces[i];
    if (!p || p.owner < 0) continue;
    if (p.owner >= seats) return regionMajoritiesSlow(provinces, side, seats);
    const at = REGION_INDEX.get(regionOf(i, side))! * BUILDINGS.length;
    for (let b = 0; b < BUILDINGS.length; b++) if (p[BUILDINGS[b]!]) counts[(at + b) * seats + p.owner]!++;
  }
  const out: RegionMajority[] = [];
  for (let r = 0; r < REGIONS.length; r++) {
    for (let b = 0; b < BUILDINGS.length; b++) {
      const at = (r * BUILDINGS.length + b) * seats;
      let max = 0;
      for (let seat = 0; seat < seats; seat++) max = Math.max(max, counts[at + seat]!);
      const leaders: Seat[] = [];
      if (max > 0) for (let seat = 0; seat < seats; seat++) if (counts[at + seat] === max) leaders.push(seat);
      const building = BUILDINGS[b]!;
      out.push({ region: REGIONS[r]!, building, leaders, points: leaders.length === 0 ? 0 : MAJORITY_POINTS[building] - (leaders.length > 1 ? 1 : 0) });
    }
  }
  return out;
}

const REGION_INDEX = new Map<Region, number>(REGIONS.map((r, i) => [r, i]));

/** The plain count, per region and building: for a board with an owner outside the seats (never in a game). */
function regionMajoritiesSlow(provinces: readonly ProvinceState[], side: 'sun' | 'moon', seats: number): RegionMajority[] {
  const out: RegionMajority[] = [];
  for (const region of REGIONS) {
    for (const building of BUILDINGS) {
      const counts = new Array<number>(seats).fill(0);
      for (let i = 0; i < PROVINCE_COUNT; i++) {
        const p = provinces[i];
        if (!p || p.owner < 0 || !p[building] || regionOf(i, side) !== region) continue;
        counts[p.owner] = (counts[p.owner] ?? 0) + 1;
      }
      const max = Math.max(...counts);
      const leaders = max > 0 ? counts.flatMap((c, seat) => (c === max ? [seat] : [])) : [];
      out.push({ region, building, leaders, points: leaders.length === 0 ? 0 : MAJORITY_POINTS[building] - (leaders.length > 1 ? 1 : 0) });
    }
  }
  return out;
}

/**
 * Points now: 1 per province, 1 per building, and per region the majority of
 * palaces / temples / theatres scores 3 / 2 / 1; tied leaders each score one
 * less. Only the leaders score, and zero of a kind is never a majority.
 */
export function scoreLines(s: Pick<HennShogunState, 'provinces' | 'players' | 'options'>): ScoreLine[] {
  const n = s.players.length;
  const lines: ScoreLine[] = Array.from({ length: n }, (_, seat) => ({ seat, provinces: 0, buildings: 0, majorities: 0, total: 0 }));
  for (let i = 0; i < PROVINCE_COUNT; i++) {
    const p = s.provinces[i]!;
    if (p.owner < 0) continue;
    const line = lines[p.owner]!;
    line.provinces++;
    for (const b of BUILDINGS) if (p[b]) line.buildings++;
  }
  for (const m of regionMajorities(s.provinces, s.options.side, n)) for (const seat of m.leaders) lines[seat]!.majorities += m.points;
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
