/**
 * The Hard level: flat Monte Carlo over a few candidate moves in worlds
 * sampled from the seat's view (determinize.ts), played on by the Normal
 * heuristic to the end of the season (and through the winter after autumn)
 * with the statistical tower, and scored by evaluate.ts.
 *
 * Budget: the number of sampled worlds is fixed by the budget at a fixed rate
 * (ROUNDS_PER_SECOND), so the choice is reproducible from the seed; the time
 * budget is also a hard cap (a slow machine stops early, and only then can the
 * choice differ between runs).
 */
import { flatMonteCarlo, roundsFor } from '../../../ai/flat-mc';
import type { Rng } from '../../../kernel/rng';
import { freeSlots } from '../bidding';
import { createHennShogun, surrogateTower, type HennShogunRuleset } from '../index';
import type { HennShogunMove, HennShogunState, HennShogunView } from '../types';
import { determinize } from './determinize';
import { evaluateFor } from './evaluate';
import { NORMAL, heuristicMove, heuristicPlan, marchOptions, type Style } from './heuristic';

export const HARD_DEFAULT_BUDGET_MS = 1500;
/** Sampled worlds per second of budget, per decision kind (calibrated so a decision takes well under its budget). */
export const ROUNDS_PER_SECOND = { plan: 40, march: 120, slot: 120 } as const;

// Sampled worlds throw through the fast statistical surrogate of the physics
// tower (or the classic odds when the game uses them).
const surrogateEngine = createHennShogun({ tower: surrogateTower() });
const classicEngine = createHennShogun();
const engineFor = (v: HennShogunView): HennShogunRuleset => (v.options.tower.model === 'physics' ? surrogateEngine : classicEngine);
const policyOf =
  (engine: HennShogunRuleset) =>
  (s: HennShogunState, seat: number, rng: Rng): HennShogunMove =>
    heuristicMove(engine.view(s, seat), seat, rng, NORMAL);

function dedupe(moves: HennShogunMove[]): HennShogunMove[] {
  const seen = new Set<string>();
  return moves.filter((m) => {
    const key = JSON.stringify(m);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function planCandidates(v: HennShogunView, seat: number, rng: Rng): HennShogunMove[] {
  const fuzzy: Style = { noise: 0.6, blunder: 0 };
  const out: HennShogunMove[] = [heuristicPlan(v, seat, rng, NORMAL)];
  for (const bias of [-1, 1, 2]) out.push(heuristicPlan(v, seat, rng, NORMAL, bias));
  for (let k = 0; k < 5; k++) out.push(heuristicPlan(v, seat, rng, fuzzy));
  return dedupe(out).slice(0, 8);
}

/**
 * The Hard level's move. `capMs` (default: the budget) stops the search early
 * on a slow machine; tests pass Infinity so that only the seed decides.
 */
export function hardMove(v: HennShogunView, seat: number, rng: Rng, budgetMs: number = HARD_DEFAULT_BUDGET_MS, capMs = budgetMs): HennShogunMove {
  const started = performance.now();
  const decision = v.pending.find((d) => d.seat === seat);
  if (!decision) throw new Error('hard: this seat has nothing to decide');
  let candidates: HennShogunMove[];
  let rate: number;
  switch (decision.kind) {
    case 'plan':
      candidates = planCandidates(v, seat, rng);
      rate = ROUNDS_PER_SECOND.plan;
      break;
    case 'move':
    case 'battle': {
      const options = marchOptions(v, seat).sort((a, b) => b.value - a.value);
      candidates = options.slice(0, 4).map((o) => o.move);
      rate = ROUNDS_PER_SECOND.march;
      break;
    }
    case 'choose-slot':
      candidates = freeSlots(v).map((slot) => ({ type: 'choose-slot', slot }));
      rate = ROUNDS_PER_SECOND.slot;
      break;
    default:
      return heuristicMove(v, seat, rng, NORMAL);
  }
  if (candidates.length <= 1) return candidates[0] ?? heuristicMove(v, seat, rng, NORMAL);
  const engine = engineFor(v);
  const year = v.year;
  const season = v.season;
  const result = flatMonteCarlo<HennShogunState, HennShogunMove>({
    ruleset: engine,
    seat,
    candidates,
    determinize: (r) => determinize(v, r),
    policy: policyOf(engine),
    evaluate: evaluateFor,
    stop: (s) => s.phase === 'over' || (s.phase === 'plan' && (s.season !== season || s.year !== year)),
    rounds: roundsFor(budgetMs, rate, 2),
    deadline: started + capMs,
    rng,
  });
  return result.move;
}
