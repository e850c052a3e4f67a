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
 * Fitted 2026-11-30 on 456 Normal self-play games (4 players, the default two years; 364 fitted, 92 held out), load 4–15:
 *   nice -n 19 npx tsx scripts/juni-eval-data.mts fit 0 300 n0.jsonl   (stopped after fit0 … fit227)
 *   nice -n 19 npx tsx scripts/juni-eval-data.mts fit 300 600 n1.jsonl (stopped after fit300 … fit527)
 *   nice -n 19 npx tsx scripts/juni-eval-fit.mts n0.jsonl n1.jsonl
 * Held-out log-loss (fitted / Hard's hand-set weights at their best scale): early 1.193 / 1.229, middle 0.622 / 0.650,
 * late 0.501 / 0.535 (docs/games/juni-tsuki.md, "sixth pass"). Not fitted: `ronin` (= the phase's samurai: a stranded
 * samurai turns ronin at the next month) and `pull` (the hand-set 2: it guides the plan's marches, outside the
 * chance); the Normals' games hardly vary either, so the fit gives them (almost) nothing.
 */
export const FITTED: Record<(typeof PHASES)[number]['name'], Fitted> = {
  early: { castle: 30, kyoto: 103.559, koku: 14.328, daimyo: 78.151, samurai: 0.148, resource: 16.097, card: 7.451, ronin: 0.148, pull: 2, guard: 26.748, last: 106.515, soft: 101.333 },
  middle: { castle: 30, kyoto: 34.195, koku: 3.742, daimyo: 31.293, samurai: 0.53, resource: 9.855, card: 2.83, ronin: 0.53, pull: 2, guard: 19.991, last: 0, soft: 39.6 },
  late: { castle: 30, kyoto: 31.62, koku: 10.132, daimyo: 31.093, samurai: 0.899, resource: 0, card: 0, ronin: 0.899, pull: 2, guard: 0, last: 0, soft: 31.773 },
};

/**
 * Hard's weights at `month` of a `months`-month game under `eval=fit`: the phase's fitted ones, nothing of the hand-set
 * terms the fit did not see (rival and leader: the softmax weighs every rival by his chance; fire, top, end).
 */
export function fittedWeights(month: number, months: number): Weights {
  const phase = PHASES[phaseOf(month, months)]!.name;
  return { ...WEIGHTS, rival: 0, leader: 0, fire: 0, top: 0, end: 0, ...FITTED[phase] };
}
