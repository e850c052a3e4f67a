/**
 * A cheap seat view of a SAMPLED state, for the players inside the search's
 * playouts. `viewOf` copies the whole state (right for the host, which hands
 * views out); here thousands of views per decision are read once by the
 * heuristic and dropped, so this one shares the state's arrays and only masks
 * what the heuristic would otherwise see early: the face-down action cards.
 * The heuristic never changes a view and reads only its own seat's plan.
 */
import { pendingOf } from '../flow';
import type { HennShogunState, HennShogunView } from '../types';

export function simView(s: HennShogunState, seat: number): HennShogunView {
  // Written out field by field: a rest/spread copy of this wide object is slow.
  const view: HennShogunView = {
    options: s.options,
    year: s.year,
    season: s.season,
    phase: s.phase,
    players: s.players,
    provinces: s.provinces,
    peasants: s.peasants,
    tower: s.tower,
    tray: s.tray,
    buildingsLeft: s.buildingsLeft,
    eventDeck: s.eventDeck.length,
    yearEvents: s.yearEvents,
    event: s.event,
    actionOrder: s.actionsRevealed >= s.actionOrder.length ? s.actionOrder : s.actionOrder.map((a, i) => (i < s.actionsRevealed ? a : null)),
    actionsRevealed: s.actionsRevealed,
    slots: s.slots,
    slotOwner: s.slotOwner,
    slotQueue: s.slotQueue,
    seatOrder: s.seatOrder,
    plans: s.plans as HennShogunView['plans'],
    bids: s.bids,
    draft: s.draft && { ...s.draft, deck: s.draft.deck.length },
    exec: s.exec,
    winter: s.winter,
    result: s.result,
    seat,
    pending: pendingOf(s),
  };
  if (s.towerCubes) view.towerCubes = s.towerCubes;
  return view;
}
