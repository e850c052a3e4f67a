/**
 * The only module of MB's Shogun that src-renderer/ may import: its types,
 * board data and constants, and the rule checks the decision panels run on a
 * board made from the seat's view (boardOf) to preview a choice before it is
 * sent — the same functions the engine validates with, so a preview and the
 * engine's verdict cannot disagree. The engine still decides (validate).
 * The attack odds of the province card come from here too (odds.ts).
 */
export type * from './types';
export * from './data/constants';
export { attackable, isSea, levelOf, NEIGHBOURS, provinceId, provinceIndex, provinceName, total, unitSpec } from './board';
export { checkLoss, defaultLoss, lossTotal, lossesDue, noLoss, type Loss } from './casualties';
export { pools } from './combat';
export { boardOf } from './determinize';
export { isEmpty } from './movement';
export { buildOptions, checkAllocation, checkLevy, checkRonin, freeSwords, levyCost, roninRoom, spyTargets } from './planning';
export { checkRegain, regainSpots } from './takeover';
export { lossSpec, runPhaseMoves } from './validate';
export { checkDeclare, checkFollowUp, ninjaTargets, revengeTargets, troopsInPosition } from './war';
export { mbConsequencesOf, type MbConsequence } from './consequences';
export { attackWinChance } from './odds';
export { publicView } from './view';
