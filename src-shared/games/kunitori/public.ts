/**
 * The only module of Kunitori that src-renderer/ may import: its types, the
 * card data, and the pure helpers the table shows (the legal moves of the
 * seat's view, for its move words; which cards may stay; battle strengths).
 */
export type * from './types';
export * from './data/cards';
export { attackStrength, defenceStrength } from './battle';
export { legalMovesOf } from './legal';
export { buyEndsTurn, keepable } from './turn';
export { takeRefusal } from './validate';
export { publicView } from './view';
