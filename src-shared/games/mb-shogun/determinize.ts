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
