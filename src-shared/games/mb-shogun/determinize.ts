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
  // Written out field by field, the view's own fields too (a spread of this wide object was a few per cent of a
  // search's rollouts, which read a board at every decision); the inputs are a new list only when another colour's
  // shows just that it is in.
  const board: MbShogunState & Pick<MbShogunView, 'seat' | 'hiddenGroups' | 'spyLook' | 'pending'> = {
    options: v.options,
    round: v.round,
    stage: v.stage,
    colours: v.colours,
    provinces: v.provinces,
    roninTray: v.roninTray,
    castlesLeft: v.castlesLeft,
    basesLeft: v.basesLeft,
    swords: v.swords,
    order: v.order,
    alloc: v.alloc,
    revealed: v.revealed,
    inputs: v.inputs.includes(true) ? v.inputs.map(openInput) : v.inputs,
    waiting: v.waiting,
    hired: v.hired,
    ninja: v.ninja,
    spy: v.spy,
    war: v.war,
    interrupts: v.interrupts,
    hands: v.hands,
    result: v.result,
    seat: v.seat,
    hiddenGroups: v.hiddenGroups,
    spyLook: v.spyLook,
    pending: v.pending,
    rng: [0, 0, 0, 0],
  };
  return board;
}

/** Another colour's input shows only that it is in: an empty object on a board. */
function openInput(x: unknown): unknown {
  return x === true ? {} : x;
}
