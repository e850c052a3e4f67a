/** Henn's Shogun moves as the rules read them (kernel/move-schema.ts); lists bounded by the board. */
import { z } from 'zod';
import { typedMoves } from '../../kernel/move-schema';
import { opt, scalar, scalars } from '../../kernel/move-fields';
import { PROVINCE_COUNT } from './board';
import { ACTIONS } from './data/cards';

export const HENN_MOVES = typedMoves({
  'draft-pick': { card: scalar },
  'draft-swap': {},
  'draft-place': { group: scalar },
  // One card (or none) per action space; the rules fill in the empty ones.
  plan: { actions: z.object(Object.fromEntries(ACTIONS.map((a) => [a, opt]))).optional(), bid: opt },
  'choose-slot': { slot: scalar },
  march: { to: scalar, count: scalar },
  pass: {},
  'revolt-order': { order: scalars(PROVINCE_COUNT) },
});
