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

describe('gekokujo: Normal self-play is pinned', () => {
  it('four Normal bots play the same three games as before', async () => {
    const seeds = ['normal-pin-0', 'normal-pin-1', 'normal-pin-2'];
    expect(await selfPlayFingerprints('gekokujo', 'normal', 4, seeds)).toEqual([
      { seed: 'normal-pin-0', plies: 851, hash: 'd52749f4aa267b7e' },
      { seed: 'normal-pin-1', plies: 553, hash: '991216ef9dc876a8' },
      { seed: 'normal-pin-2', plies: 434, hash: '958b956ae75a132c' },
    ]);
  }, 120_000);
});
