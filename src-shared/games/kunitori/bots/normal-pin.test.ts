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

describe('kunitori: Normal self-play is pinned', () => {
  it('four Normal bots play the same three games as before', async () => {
    const seeds = ['normal-pin-0', 'normal-pin-1', 'normal-pin-2'];
    expect(await selfPlayFingerprints('kunitori', 'normal', 4, seeds)).toEqual([
      { seed: 'normal-pin-0', plies: 347, hash: 'b634e404958d2f20' },
      { seed: 'normal-pin-1', plies: 270, hash: '45ba156b4f5fd30b' },
      { seed: 'normal-pin-2', plies: 238, hash: 'e15d7e9f50d7f5f1' },
    ]);
  }, 120_000);
});
