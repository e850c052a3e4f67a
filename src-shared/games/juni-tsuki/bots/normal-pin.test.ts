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

describe('juni-tsuki: Normal self-play is pinned', () => {
  it('four Normal bots play the same three games as before', async () => {
    const seeds = ['normal-pin-0', 'normal-pin-1', 'normal-pin-2'];
    expect(await selfPlayFingerprints('juni-tsuki', 'normal', 4, seeds)).toEqual([
      { seed: 'normal-pin-0', plies: 718, hash: 'fdb81391442e55cd' },
      { seed: 'normal-pin-1', plies: 461, hash: '1711d6a117e75a9a' },
      { seed: 'normal-pin-2', plies: 723, hash: '39b59334f5b5546b' },
    ]);
  }, 120_000);
});
