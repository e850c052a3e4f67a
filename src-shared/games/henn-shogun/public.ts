/**
 * The only module of Henn's Shogun that src-renderer/ may import: its types,
 * board and card data, the tower model and simulation (the table animates
 * throws), and the pure helpers the table shows (march targets, bid order,
 * score lines, the draft's swap rule).
 */
export type * from './types';
export { PEASANT } from './types';
export * from './data/cards';
export { ADJACENCY, MOON_EXCLUDED_3P, PROVINCES, REGIONS, type ProvinceData, type Region } from './data/provinces';
export { FIXED_SETUPS, START_GROUPS } from './data/setups';
export { inPlay, NEIGHBOURS, provinceId, provinceIndex, regionOf } from './board';
export { marchTargets } from './actions';
export { bidOrder, bidRank } from './bidding';
export { canSwap } from './draft';
export { regionMajorities, scoreLines, type RegionMajority } from './scoring';
export { actionCost, planCost, planRefusal } from './planning';
export { physicsTower, statisticalTower, scriptedTower, surrogateTower } from './tower-model';
// The tower's physics, for the table's throw animation and the tower lab.
export { decodeTrace, encodeTrace, simulateThrow, type LodgedCube, type ThrowTrace } from './tower/simulate';
export { CUBE_RADIUS, TOWER, type Segment, type TowerGeometry } from './tower/geometry';
// The player's advice (src-renderer/games/henn-shogun/advice.ts) is the Normal bot's judgement, by design: it comes
// from the same heuristic, so the hint and the bot never disagree.
export { attackOdds, heuristicMarch, heuristicPlan, NORMAL } from './bots/heuristic';
export { publicView } from './view';
export { HENN_OPTIONS } from './options';
