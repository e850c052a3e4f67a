/**
 * The only module of Jūni-tsuki that src-renderer/ imports (the game file contract): the types, the map and the
 * reconstruction's numbers the table shows, and pure helpers that answer display questions with the engine's own
 * rules (so the renderer never re-derives them): castles held, the battle factors of two sides, the moves a seat
 * may make now (the act panel offers exactly these).
 */
export type * from './types';
export { RONIN } from './types';
/** The reconstruction's numbers and the point map are public board data: all of them. */
export * from './data/reconstruction';
export * from './map';
export { castlesOf } from './board';
export { battleFactors, sideCount } from './battle';
export { freeMoves, listMoves } from './legal';
export { moveRefusal } from './move-refusal';
export { consequencesOf, type JuniConsequence } from './consequences';
export { publicView } from './view';
