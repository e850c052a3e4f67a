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

describe('henn-shogun: Normal self-play is pinned', () => {
  it('four Normal bots play the same three games as before', async () => {
    const seeds = ['normal-pin-0', 'normal-pin-1', 'normal-pin-2'];
    expect(await selfPlayFingerprints('henn-shogun', 'normal', 4, seeds)).toEqual([
      { seed: 'normal-pin-0', plies: 104, hash: 'ce73da7efaf00576' },
      { seed: 'normal-pin-1', plies: 106, hash: '4c67bd7abf4322ac' },
      { seed: 'normal-pin-2', plies: 108, hash: '65b8df17e8546f0f' },
    ]);
  }, 120_000);
});
