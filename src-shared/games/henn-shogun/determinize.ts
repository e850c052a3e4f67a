/**
 * Turning one seat's VIEW into a plausible full state for search. Only what
 * the view shows is used; the rest is sampled:
 * - other seats' face-down plan cards and bids: with `opponents: 'heuristic'`
 *   (the default) the plan the Normal heuristic would make in their place,
 *   keeping every card that shows (a share `noisy` of the guesses with noise
 *   on its values and a varied bid, since not every player is the heuristic);
 *   with 'random', their remaining cards (provinces they hold, money cards
 *   0-4, minus those showing) dealt at random onto the covered spaces (a
 *   money bid never above their money);
 * - the face-down action cards: the actions not yet showing, shuffled;
 * - the event deck: events not face up this year, shuffled (the count shown);
 * - the draft deck: unowned provinces in play that are not open, shuffled;
 * - the Rng of the sampled world (and so the tower's throws, event draws,
 *   tie-breaks and winter revolts): a fresh stream from the bot's Rng.
 */
import type { Rng } from '../../kernel/rng';
import { ACTIONS, EVENTS } from './data/cards';
import { PROVINCE_COUNT, inPlay, provinceId } from './board';
import { cloneState } from './clone';
import { NORMAL, heuristicPlan, type Style } from './bots/heuristic';
import { simView } from './bots/sim-view';
import type { HennShogunMove, HennShogunState, HennShogunView, Plan, PlanCard } from './types';

export interface DeterminizeOptions {
  /** How other seats' face-down cards are guessed (default 'heuristic'). */
  opponents?: 'heuristic' | 'random';
  /** Share of heuristic guesses made with noise and a varied bid (default 0.3). */
  noisy?: number;
  /**
   * The plain (noise-free) guesses of each seat's plan, kept between worlds drawn
   * from the same view (a search's worlds): such a guess reads only what the view
   * shows — the public board, the seat's own showing cards — and draws nothing
   * from the Rng, so it is the same in every world. Give a fresh map per view.
   */
  guesses?: Map<number, HennShogunMove>;
}

const GUESS_NOISE: Style = { noise: 0.8, blunder: 0 };

export function determinize(v: HennShogunView, rng: Rng, options: DeterminizeOptions = {}): HennShogunState {
  const { seat: _seat, eventDeck: deckCount, actionOrder, plans, draft, pending: _p, eventDeckOrder: _e, draftDeckOrder: _d, ...rest } = v;
  const known = new Set<string>([...v.yearEvents, ...(v.event ? [v.event] : [])]);
  const eventDeck = rng.shuffle(EVENTS.map((e) => e.id).filter((id) => !known.has(id))).slice(0, deckCount);
  const shown = actionOrder.filter((a): a is (typeof ACTIONS)[number] => a !== null);
  const hiddenActions = rng.shuffle(ACTIONS.filter((a) => !shown.includes(a)));
  const order = actionOrder.map((a) => a ?? hiddenActions.shift()!);
  const fullPlans: (Plan | null)[] = plans.map((p, owner) => {
    if (!p) return null;
    if (!p.spaces.includes('hidden') && p.bid !== 'hidden') {
      return { spaces: p.spaces.slice() as PlanCard[], bid: p.bid as PlanCard, revealed: p.revealed.slice() };
    }
    const showing = new Set<string | number>();
    for (const c of [...p.spaces, p.bid]) if (c !== null && c !== 'hidden') showing.add(c);
    const pool: (string | number)[] = [];
    for (let i = 0; i < PROVINCE_COUNT; i++) {
      if (v.provinces[i]!.owner === owner && !showing.has(provinceId(i))) pool.push(provinceId(i));
    }
    for (const m of [0, 1, 2, 3, 4]) if (!showing.has(m)) pool.push(m);
    const deck = rng.shuffle(pool);
    let bid: PlanCard = p.bid === 'hidden' ? null : p.bid;
    if (p.bid === 'hidden') {
      const money = v.players[owner]!.money;
      const at = deck.findIndex((c) => typeof c === 'string' || c <= money);
      bid = at >= 0 ? deck.splice(at, 1)[0]! : null;
    }
    const spaces = p.spaces.map((c) => (c === 'hidden' ? (deck.shift() ?? null) : c));
    return { spaces, bid, revealed: p.revealed.slice() };
  });
  // cloneState copies exactly the state's fields (the view's extras drop out).
  const state: HennShogunState = cloneState({
    ...rest,
    rng: rng.fork('world').state(),
    eventDeck,
    actionOrder: order,
    plans: fullPlans,
    draft: null,
  });
  if ((options.opponents ?? 'heuristic') === 'heuristic') {
    const noisy = options.noisy ?? 0.3;
    v.plans.forEach((p, owner) => {
      if (!p || owner === v.seat || !(p.spaces.includes('hidden') || p.bid === 'hidden')) return;
      const guessNoisy = noisy > 0 && rng.probability(noisy);
      const style = guessNoisy ? GUESS_NOISE : NORMAL;
      const bias = guessNoisy && p.bid === 'hidden' ? rng.pick([-1, 0, 0, 1]) : 0;
      const kept = guessNoisy ? undefined : options.guesses?.get(owner);
      const move = kept ?? heuristicPlan(simView(state, owner), owner, rng, style, bias, p);
      if (!guessNoisy) options.guesses?.set(owner, move);
      if (move.type !== 'plan') return;
      state.plans[owner] = { spaces: ACTIONS.map((a) => move.actions[a] ?? null), bid: move.bid, revealed: p.revealed.slice() };
    });
  }
  if (draft) {
    const mask = inPlay(v.options);
    const free: string[] = [];
    for (let i = 0; i < PROVINCE_COUNT; i++) {
      const id = provinceId(i);
      if (mask[i] && v.provinces[i]!.owner < 0 && !draft.open.includes(id) && id !== draft.taken) free.push(id);
    }
    state.draft = {
      ...draft,
      deck: rng.shuffle(free).slice(0, draft.deck),
      open: draft.open.slice(),
      groups: draft.groups.map((g) => g.slice()),
      lastOffered: draft.lastOffered.map((o) => o && o.slice()),
    };
  }
  return state;
}
