/**
 * A seat's view made into a state-shaped board, for the rules' checks in the
 * random mover, the bots and the renderer's previews: other colours' secrets
 * stay blank, the Rng is zero (nothing is drawn from it on such a board).
 */
import { cloneState } from './clone';
import type { MbShogunState, MbShogunView } from './types';

/** A state-shaped board from a view, for the rules' checks (other colours' secrets stay blank). */
export function boardOf(v: MbShogunView): MbShogunState {
  return cloneState({ ...(v as unknown as MbShogunState), rng: [0, 0, 0, 0], inputs: v.inputs.map((x) => (x === true ? {} : x)) });
}

/**
 * The same board without the copy, for readers that change nothing (the
 * heuristic bots: they copy before they try a march). It shares the view's
 * objects, so whoever writes to it writes to the view; in Hard's playouts the
 * view is the sampled state itself. A bot test runs whole games on frozen views.
 */
export function readBoardOf(v: MbShogunView): MbShogunState {
  return { ...(v as unknown as MbShogunState), rng: [0, 0, 0, 0], inputs: v.inputs.map((x) => (x === true ? {} : x)) };
}
