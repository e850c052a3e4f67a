/**
 * Dirk Henn's Shogun (Queen Games 2006) as a Tenka ruleset. Rules: seed 002
 * (the Dutch rulebook) and /work/shared/rules/henn-shogun.md (clarifications).
 */
import type { Ruleset } from '../../kernel/ruleset';
import { parseOptions, setupGame } from './setup';
import { applyMove, legalMovesOf, pendingOf, validateMove } from './moves';
import { randomMoveOf } from './random-move';
import { startYear } from './season';
import { physicsTower, statisticalTower, type TowerModel } from './tower-model';
import type { HennShogunEvent, HennShogunMove, HennShogunOptions, HennShogunState, HennShogunView } from './types';
import { viewOf } from './view';
import { HENN_MOVES } from './move-schema';

export type HennShogunRuleset = Ruleset<HennShogunState, HennShogunMove, HennShogunView, HennShogunEvent, HennShogunOptions>;

export interface HennShogunDeps {
  /** The tower behind every throw; default: the options' model (physics, or classic with p and q). */
  tower?: TowerModel;
}

/** The round counter: 0 while drafting, then year*4 + season - 3 (spring of year 1 = 1, last winter = 8); a finished game stays at 8, the round it ended in. */
export function roundOf(s: HennShogunState): number {
  if (s.phase === 'draft') return 0;
  if (s.phase === 'over') return 8;
  return (s.year - 1) * 4 + s.season + 1;
}

export function createHennShogun(deps: HennShogunDeps = {}): HennShogunRuleset {
  const physics = physicsTower();
  const towerFor = (s: { options: HennShogunOptions }): TowerModel =>
    deps.tower ??
    (s.options.tower.model === 'physics' ? physics : statisticalTower(s.options.tower.p, s.options.tower.q));
  return {
    id: 'henn-shogun',
    version: '1',
    title: 'Shogun (Dirk Henn)',
    minPlayers: 3,
    maxPlayers: 5,
    parseOptions,
    setup: (options, seed) => setupGame(options, seed, towerFor({ options }), startYear).state,
    pending: (s) => pendingOf(s),
    moves: HENN_MOVES,
    validate: (s, seat, move) => validateMove(s, seat, move),
    apply: (s, seat, move) => applyMove(s, seat, move, towerFor(s)),
    legalMoves: (s, seat) => legalMovesOf(s, seat),
    randomMove: (view, rng) => randomMoveOf(view, rng),
    view: (s, seat) => viewOf(s, seat),
    result: (s) => s.result && { scores: s.result.scores.slice(), winners: s.result.winners.slice() },
    round: roundOf,
  };
}

export const hennShogun: HennShogunRuleset = createHennShogun();

export type * from './types';
export { PEASANT } from './types';
export * from './data/cards';
export { ADJACENCY, MOON_EXCLUDED_3P, PROVINCES, REGIONS, type ProvinceData, type Region } from './data/provinces';
export { FIXED_SETUPS, START_GROUPS } from './data/setups';
export { inPlay, NEIGHBOURS, provinceId, provinceIndex, regionOf } from './board';
export { marchTargets } from './actions';
export { bidOrder, bidRank } from './bidding';
export { scoreLines } from './scoring';
export type { TowerModel, TowerDrop } from './tower-model';
export { physicsTower, statisticalTower, scriptedTower, surrogateTower } from './tower-model';
