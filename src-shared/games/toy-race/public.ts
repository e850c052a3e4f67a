/** The only module of Toy Race that src-renderer/ may import: its types and constants. */
export type { ToyEvent, ToyMove, ToyOptions, ToyState, ToyView } from './types';
export { maxBid, TOY_ENERGY, TOY_MAX_BID, TOY_ROUNDS } from './types';
export { TOY_ERROR_CODES, type ToyErrorCode } from './errors';
