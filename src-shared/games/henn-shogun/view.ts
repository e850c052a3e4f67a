/**
 * What one seat may know (clarifications, "Battles and the tower" for the
 * tower; seed 002 for the cards). Hidden from a seat: other seats' face-down
 * plan cards and bids, the face-down action cards, the order of the event deck
 * and of the draft deck, and the Rng state (which would predict all of these).
 * The tower's contents are public: they can be counted. Which spaces of a mat
 * are covered (not by what) is public too, as it is on the table; a card that
 * passes to a conqueror leaves its space face up.
 */
import { cloneState } from './clone';
import { pendingOf } from './flow';
import type { HennShogunState, HennShogunView, Plan, PlanView } from './types';

function planFor(plan: Plan | null, owner: number, seat: number | null, bidsRevealed: boolean): PlanView | null {
  if (!plan) return null;
  if (seat === null || seat === owner) return { spaces: plan.spaces, bid: plan.bid, revealed: plan.revealed };
  return {
    spaces: plan.spaces.map((c, i) => (c === null || plan.revealed[i] ? c : 'hidden')),
    bid: plan.bid === null || bidsRevealed ? plan.bid : 'hidden',
    revealed: plan.revealed,
  };
}

export function viewOf(state: HennShogunState, seat: number | null): HennShogunView {
  const s = cloneState(state);
  const all = seat === null;
  const { rng: _rng, eventDeck, actionOrder, plans, draft, ...rest } = s;
  const view: HennShogunView = {
    ...rest,
    seat,
    eventDeck: eventDeck.length,
    actionOrder: actionOrder.map((a, i) => (all || i < s.actionsRevealed ? a : null)),
    plans: plans.map((p, owner) => planFor(p, owner, seat, s.bids !== null)),
    draft: draft && { ...draft, deck: draft.deck.length },
    pending: pendingOf(s),
  };
  if (all) {
    view.eventDeckOrder = eventDeck;
    if (draft) view.draftDeckOrder = draft.deck;
  }
  return view;
}

/**
 * The public view, which a shared screen shows while nobody has claimed it (hotseat): what everyone at a shared screen may see: the view with the seat's own
 * face-down plan cards (and its bid, until bids are revealed) turned face
 * down, as other seats see them (mirrors view.ts `planFor`). Hotseat shows
 * this whenever the screen is not claimed by the seat whose view it is.
 */
export function publicView(view: HennShogunView): HennShogunView {
  return {
    ...view,
    plans: view.plans.map((plan) =>
      plan
        ? {
            spaces: plan.spaces.map((c, i) => (c === null || plan.revealed[i] ? c : 'hidden')),
            bid: plan.bid === null || view.bids !== null ? plan.bid : 'hidden',
            revealed: plan.revealed,
          }
        : null,
    ),
  };
}
