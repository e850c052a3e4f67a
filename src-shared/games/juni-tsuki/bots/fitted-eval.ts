/**
 * The fitted evaluation (issue 31, "Hard judged by what really follows"): evaluate.ts's weights fitted to how games
 * ended, per phase of the game, for Hard's `eval=fit` switch (hard.ts). Five passes of hand-set terms left Hard below
 * the target; nobody had checked WEIGHTS against what wins. The fit: a conditional logit, P(seat wins) = softmax over
 * the seats still in of w · seatTerms(seat) (evaluate.ts), each seat's label its share of the win, by
 * scripts/juni-eval-fit.mts on the positions of scripts/juni-eval-data.mts (the start of every seat's month).
 *
 * The table holds the weights in evaluation points, scaled so that a castle is 30 points as in WEIGHTS (the plan's
 * `margin` and `tolerance` and the search's `scale` keep their meaning), and `soft` = points per logit: evaluate then
 * returns `soft` · log P(the seat wins) (evaluate.ts softValue) instead of the strength less `rival`'s share.
 */
import { WEIGHTS, type Weights } from './evaluate';
import { MONTHS_PER_YEAR } from '../data/reconstruction';

/** Phases of the game by months left after this one: castles count for more as the end nears (§9: most castles wins). */
export const PHASES = [
  { name: 'early', left: MONTHS_PER_YEAR },
  { name: 'middle', left: MONTHS_PER_YEAR / 2 },
  { name: 'late', left: 0 },
] as const;

/** The phase of `month` in a game of `months` months: the first whose `left` the months still to come reach. */
export function phaseOf(month: number, months: number): number {
  const left = months - month;
  const i = PHASES.findIndex((p) => left >= p.left);
  return i < 0 ? PHASES.length - 1 : i;
}

type Fitted = Pick<Weights, 'castle' | 'kyoto' | 'koku' | 'daimyo' | 'samurai' | 'resource' | 'card' | 'ronin' | 'pull' | 'guard' | 'last' | 'soft'>;

/**
 * FITTED (to be filled by the fit).
 */
export const FITTED: Record<(typeof PHASES)[number]['name'], Fitted> = {
  early: { castle: 30, kyoto: 15, koku: 0.3, daimyo: 14, samurai: 0.6, resource: 5, card: 1.2, ronin: 0.6, pull: 2, guard: 15, last: 0, soft: 30 },
  middle: { castle: 30, kyoto: 15, koku: 0.3, daimyo: 14, samurai: 0.6, resource: 5, card: 1.2, ronin: 0.6, pull: 2, guard: 15, last: 0, soft: 30 },
  late: { castle: 30, kyoto: 15, koku: 0.3, daimyo: 14, samurai: 0.6, resource: 5, card: 1.2, ronin: 0.6, pull: 2, guard: 15, last: 0, soft: 30 },
};

/**
 * Hard's weights at `month` of a `months`-month game under `eval=fit`: the phase's fitted ones, nothing of the hand-set
 * terms the fit did not see (rival and leader: the softmax weighs every rival by his chance; fire, top, end).
 */
export function fittedWeights(month: number, months: number): Weights {
  const phase = PHASES[phaseOf(month, months)]!.name;
  return { ...WEIGHTS, rival: 0, leader: 0, fire: 0, top: 0, end: 0, ...FITTED[phase] };
}
