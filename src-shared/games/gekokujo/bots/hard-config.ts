/**
 * The Hard level's configuration, its candidate lists and its evaluation of a
 * sampled, played-on state: shared by the search hooks (search-hooks.ts) and
 * the flat Monte Carlo kept for measuring against (hard.ts, `search: 'flat'`).
 */
import { Rng } from '../../../kernel/rng';
import type { Seat } from '../../../kernel/ruleset';
import { mandateCount, provinceCounts, totals } from '../board';
import { maxRonin } from '../battle';
import type { GekokujoMove, GekokujoState, GekokujoView } from '../types';
import { validateMove } from '../validate';
import { attackOptions, heuristicMove, marchOptions, NORMAL, recruitInto } from './heuristic';

export interface HardConfig {
  /**
   * 'tree' = the one search (ai/ismcts.ts) over search-hooks.ts, the default: head-to-head at equal
   * playouts it won 61 % of the games to the flat's 29 % (56 games, docs/games/gekokujo.md, "Tree
   * against flat"); 'flat' = the former determinized flat Monte Carlo (ai/flat-mc.ts), kept to
   * measure against (arena: `hard:search=flat`).
   */
  search: 'tree' | 'flat';
  /** Multiplies TREE_ITERATIONS_PER_SECOND (flat: PLAYOUTS_PER_SECOND), hard.ts. */
  rate: number;
  /**
   * A fixed number of playouts (flat: candidate × world; tree: iterations) per searched decision
   * instead of the budget's (0 = from the budget). A measurement setting: no deadline then, so the
   * machine's load changes the times, never the choices.
   */
  playouts: number;
  /** Normal's best marches compared (plus ending the moves). */
  candidates: number;
  /** Bolder attacks compared besides (attacks at odds ratio BOLD_RATIO instead of Normal's). */
  bold: number;
  /** Recruit places compared (1 = Normal's recruit, not searched). */
  recruits: number;
  /** Weight of the best rival's provinces in the score. */
  rival: number;
  /** Score per Mandate province held (all three win at once). */
  mandate: number;
  /** Score lost by being a vassal (a vassal cannot win). */
  vassal: number;
  /**
   * Tree: evaluation points (about provinces; a won game 100) that count as one logistic unit in
   * the reward. Wide, so a won game outweighs a safe province as in the flat Hard's plain means.
   */
  scale: number;
  /** Tree: UCB1 exploration constant. */
  ucb: number;
  /** Tree: most own decisions in the tree per iteration. */
  depth: number;
  /**
   * Tree: progressive bias towards Normal's own answer (ismcts firstBias). Small: the rewards of
   * the moves differ by hundredths at this scale, and a bias of 1 kept Normal's move always.
   */
  bias: number;
  /** Tree: the rollout policy (search-hooks.ts `rolloutPolicy`): 'view' = Normal from each seat's view of the sampled world, 'lean' = the cheaper one. */
  rollout: 'view' | 'lean';
}
export const HARD_DEFAULTS: HardConfig = {
  search: 'tree',
  rate: 1,
  playouts: 0,
  candidates: 5,
  bold: 1,
  recruits: 2,
  rival: 0.5,
  mandate: 1,
  vassal: 5,
  scale: 20,
  ucb: 0.7,
  depth: 8,
  bias: 0.1,
  rollout: 'view',
};
/** The odds ratio of Hard's bolder attack candidates (Normal's is 1.2, Easy's 0.8). */
export const BOLD_RATIO = 0.8;

/** Score for `seat`: a win is worth most; else the province lead over the best rival, and glory on the Path. */
export function evaluateFor(s: GekokujoState, seat: Seat, cfg: Pick<HardConfig, 'rival' | 'mandate' | 'vassal'> = HARD_DEFAULTS): number {
  if (s.result) return s.result.winners.includes(seat) ? 100 : -20;
  // Every seat's provinces in one pass over the board (the search scores every iteration's end).
  const counts = provinceCounts(s);
  const mine = counts[seat]!;
  let best = 0;
  for (let i = 0; i < counts.length; i++) if (i !== seat) best = Math.max(best, counts[i]!);
  const t = totals(s, seat);
  const vassal = s.players[seat]!.liege !== null ? cfg.vassal : 0;
  // Glory (only a player on the Path has any, §7.4): each point is a seventh of a win.
  const glory = s.players[seat]!.glory;
  return mine - cfg.rival * best + cfg.mandate * mandateCount(s, seat) - vassal + glory + 0.2 * t.d + 0.05 * t.b + 0.02 * (s.players[seat]!.koku ?? 0);
}

/** The moves Hard compares for one decision (Normal's answer always among them); [] = not searched, Normal answers. */
export function candidatesFor(v: GekokujoView, seat: Seat, kind: string, cfg: HardConfig): GekokujoMove[] {
  switch (kind) {
    case 'move': {
      const normal = marchOptions(v, seat, NORMAL).sort((a, b) => b.score - a.score).map((o) => o.move);
      // Bolder attacks than Normal's odds test allows: the sampled dice say whether they pay.
      // (Expansions move one Bushi: the filter below drops them, so they are not listed.)
      const bold = attackOptions(v, seat, { ...NORMAL, attackRatio: BOLD_RATIO })
        .filter((o) => o.move.type === 'march' && o.move.b + o.move.d > 1)
        .sort((a, b) => b.score - a.score)
        .map((o) => o.move);
      return unique([...normal.slice(0, cfg.candidates - 1), ...bold.slice(0, cfg.bold), { type: 'end-moves' }]);
    }
    case 'recruit': {
      const own = heuristicMove(v, seat, Rng.seeded('hard-recruit'), NORMAL);
      if (cfg.recruits <= 1 || (own.type !== 'recruit' && own.type !== 'end-recruit' && own.type !== 'castle' && own.type !== 'fortify' && own.type !== 'ninja')) return [];
      // Normal's choice, the next places by front score, and (after a purchase) the plain recruit instead.
      const alts: GekokujoMove[] = [own];
      for (let rank = 0; rank < cfg.recruits; rank++) alts.push(recruitInto(v, seat, rank));
      return unique(alts).filter((m) => validateMove(v, seat, m).ok);
    }
    case 'ronin': {
      const max = maxRonin(v, seat);
      return [...new Set([0, Math.floor(max / 2), max])].map((count) => ({ type: 'ronin', count }));
    }
    case 'pact-answer':
      return [{ type: 'answer', accept: true }, { type: 'answer', accept: false }];
    default:
      return [];
  }
}

function unique(moves: GekokujoMove[]): GekokujoMove[] {
  const seen = new Set<string>();
  return moves.filter((m) => {
    const k = JSON.stringify(m);
    return !seen.has(k) && (seen.add(k), true);
  });
}
