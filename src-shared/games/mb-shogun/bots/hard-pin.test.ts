/**
 * Hard's searches pinned (issue 31 part 4, faster rollouts): on the searched
 * decisions of a short game between Normal bots (every seat's allocations,
 * Phase A marches, declarations and Phase D moves), Hard's candidates and the
 * root statistics of its search (visits and means, as doubles) at a small fixed
 * count, fingerprinted on main (522ca02) before this pass's speed-ups. A speed-up
 * of the engine, the views or the rollout players must leave every number the
 * search sees as it was; a change that MEANS to change what Hard weighs re-pins
 * this deliberately (print `fingerprint()` in the changed tree; the values below were computed in a `git archive` of 522ca02), with the reason in the commit.
 */
import { describe, expect, it } from 'vitest';
import { searchMove } from '../../../ai/ismcts';
import { hashText } from '../../../kernel/hash';
import { Rng } from '../../../kernel/rng';
import { mbShogun as R } from '../index';
import type { MbShogunView } from '../types';
import { HARD_DEFAULTS, candidates, searches, type HardConfig } from './hard-config';
import { NORMAL, heuristicMove } from './heuristic';
import { mbHooks } from './search-hooks';

function fingerprint(config: HardConfig = { ...HARD_DEFAULTS, kinds: 'admf' }): { decisions: number; hash: string } {
  const o = R.parseOptions({ players: 4, extended: false, roundLimit: 3 });
  if (!o.ok) throw new Error(o.error.message);
  let s = R.setup(o.value, 'hard-pin');
  const lines: string[] = [];
  for (let ply = 0; ply < 100_000; ply++) {
    const p = R.pending(s);
    if (p.length === 0) break;
    const { seat, kind } = p[0]!;
    const v = R.view(s, seat) as MbShogunView;
    if (searches(config, kind)) {
      const cands = candidates(v, seat, Rng.seeded(`c${ply}`), kind, config);
      if (cands.length > 1) {
        const r = searchMove(mbHooks(v, seat, config, cands), { seat, iterations: cands.length * 3, rng: Rng.seeded(`s${ply}`), share: 0, rootAllocation: 'rounds', maxTreeDepth: 1, maxPlies: 3000 });
        lines.push(JSON.stringify([ply, kind, r.move, r.stats]));
      }
    }
    s = R.apply(s, seat, heuristicMove(v, seat, Rng.seeded(`b${ply}`), NORMAL)).state;
  }
  return { decisions: lines.length, hash: hashText(lines.join('\n')) };
}

describe("mb-shogun: Hard's searches are pinned", () => {
  it('weighs the same candidates with the same numbers as before on every searched decision of a short Normal game', () => {
    // The Hard before session 10 compared 4 candidates; today's default compares 6 (pinned below).
    expect(fingerprint({ ...HARD_DEFAULTS, kinds: 'admf', candidates: 4 })).toEqual({ decisions: 43, hash: 'd8cf00bc30abcce9' });
  }, 120_000);
  it("pins today's default (6 candidates) the same way", () => {
    expect(fingerprint()).toEqual({ decisions: 43, hash: 'd6deb6e7fe14a8c5' });
  }, 120_000);
});
