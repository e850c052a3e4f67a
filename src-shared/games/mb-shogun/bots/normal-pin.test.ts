/**
 * Normal's decisions pinned (issue 31 part 4, faster rollouts): three whole
 * games between four Normal bots, fingerprinted (plies and final-state hash)
 * on main before the rollout speed-ups. Engine and heuristic optimisations
 * must keep every decision, so any change of behaviour fails here. A change
 * that MEANS to change how Normal plays (or the setup it plays from) re-pins
 * these deliberately, with the reason in the commit (scripts/normal-pins.ts prints the new values).
 */
import { describe, expect, it } from 'vitest';
import { selfPlayFingerprints } from '../../../testing/self-play-pin';

describe('mb-shogun: Normal self-play is pinned', () => {
  it('four Normal bots play the same three games as before', async () => {
    const seeds = ['normal-pin-0', 'normal-pin-1', 'normal-pin-2'];
    expect(await selfPlayFingerprints('mb-shogun', 'normal', 4, seeds)).toEqual([
      { seed: 'normal-pin-0', plies: 498, hash: '830730b800c84c19' },
      { seed: 'normal-pin-1', plies: 447, hash: '011fcdd7e967aba9' },
      { seed: 'normal-pin-2', plies: 537, hash: '350d44198e99d8b2' },
    ]);
  }, 120_000);
});
