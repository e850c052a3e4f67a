/**
 * Hard's searches pinned (issue 31 part 4, faster rollouts): on the searched
 * decisions of a game between Normal bots (every seat's plans, marches,
 * battles and seat-order choices of the first year), Hard's candidates and the
 * root statistics of its search (visits and means, as doubles) at a small fixed
 * count, fingerprinted on main (522ca02) before this pass's speed-ups. A speed-up
 * of the engine, the views or the rollout players must leave every number the
 * search sees as it was; a change that MEANS to change what Hard weighs re-pins
 * this deliberately (print `fingerprint(horizon)` in the changed tree; the season's values below were computed in a `git archive` of 522ca02), with the reason in the commit.
 */
import { describe, expect, it } from 'vitest';
import { searchMove } from '../../../ai/ismcts';
import { hashText } from '../../../kernel/hash';
import { Rng } from '../../../kernel/rng';
import { createHennShogun, surrogateTower } from '../index';
import type { HennShogunView } from '../types';
import { HARD_DEFAULTS, type HardConfig } from './hard';
import { NORMAL, heuristicMove } from './heuristic';
import { SEARCHED, hardCandidates, hennHooks } from './search-hooks';

function fingerprint(horizon: HardConfig['horizon']): { decisions: number; hash: string } {
  const cfg: HardConfig = { ...HARD_DEFAULTS, horizon };
  const R = createHennShogun({ tower: surrogateTower() });
  const o = R.parseOptions({ players: 4 });
  if (!o.ok) throw new Error(o.error.message);
  let s = R.setup(o.value, 'hard-pin');
  const lines: string[] = [];
  for (let ply = 0; ply < 10_000 && s.year === 1; ply++) {
    const p = R.pending(s);
    if (p.length === 0) break;
    const { seat, kind } = p[0]!;
    const v = R.view(s, seat) as HennShogunView;
    if (SEARCHED[kind as keyof typeof SEARCHED]) {
      const cands = hardCandidates(v, seat, Rng.seeded(`c${ply}`), cfg);
      if (cands.length > 1) {
        const r = searchMove(hennHooks(v, seat, cfg, cands), { seat, iterations: cands.length * 3, rng: Rng.seeded(`s${ply}`), share: 0, rootAllocation: 'rounds', maxTreeDepth: 1 });
        lines.push(JSON.stringify([ply, kind, r.move, r.stats]));
      }
    }
    s = R.apply(s, seat, heuristicMove(v, seat, Rng.seeded(`b${ply}`), NORMAL)).state;
  }
  return { decisions: lines.length, hash: hashText(lines.join('\n')) };
}

describe("henn-shogun: Hard's searches are pinned", () => {
  it('weighs the same candidates with the same numbers as before on every searched decision of the first year of a Normal game', () => {
    expect(fingerprint('season')).toEqual({ decisions: 50, hash: '26db9b04f59c63bc' });
  }, 120_000);
  // Pinned when the year's horizon became Hard's default (30 Nov), on the tree of that change.
  it('weighs the same numbers with rollouts to the end of the year (Hard’s default horizon)', () => {
    expect(fingerprint('year')).toEqual({ decisions: 50, hash: '4115815739a4cc5e' });
  }, 120_000);
});
