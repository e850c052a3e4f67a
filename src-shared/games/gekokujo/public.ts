/**
 * The only module of Gekokujō that src-renderer/ imports (the game file contract): the types, the rulebook's numbers
 * the table shows, and pure helpers that answer display questions with the engine's own rules (so the panels never
 * re-derive them): who controls and who is allied, where a group may march, the battle's hits and default
 * casualties, the pact offers open, a new vassal's halving and retreat, an attacker's chance to win a battle.
 */
export type * from './types';
/** The rulebook's numbers are public board data: all of them. */
export * from './data';
export { UNIT_KINDS } from './units';
/** The options schema, for the New game form's own layout of it. */
export { GEKOKUJO_OPTIONS } from './options';
export { allyOf, controller, hasEnemy, provinceCount, provincesOf } from './board';
export { onPath } from './glory';
export { movable, rangeOf, reachable } from './movement';
export { assassinTargets, defaultLosses, hitTargets, hitsTaken, maxRonin, roninCost, sideUnits } from './battle';
export { pactTargets } from './politics';
export { halvingCounts, retreatAfterGiveUp } from './vassals';
export { moveRefusal } from './validate';
export { gekokujoConsequencesOf, type GekokujoConsequence } from './consequences';
export { attackWinChance } from './odds';
export { publicView } from './view';
