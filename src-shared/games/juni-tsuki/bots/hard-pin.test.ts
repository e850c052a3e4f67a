/**
 * Hard's decisions pinned (issue 31 part 4, the search's rollouts made faster): 16 positions of a Normal self-play
 * game, each decided by Hard at 120 iterations (fixed, no time cap): the moves chosen and a fingerprint of the
 * searches' root statistics (visits and means as doubles), computed on main 522ca02 before the fifth pass and re-pinned
 * for the ninth pass's defaults (war cards 6, `follow` off, `endgame` 2: one of the 16 moves changed). Speed-ups of
 * the engine, the world's draw and the lean rollout must leave them exactly as they were. A change that MEANS to change
 * how Hard plays (its plan, options or evaluation) re-pins them deliberately: `npx tsx scripts/juni-hard-pins.ts`.
 */
import { describe, expect, it } from 'vitest';
import { hardPin } from './hard-pin';

describe('juni-tsuki: Hard’s searched decisions are pinned', () => {
  it('Hard chooses the same moves, with the same root statistics, on 16 fixed positions', async () => {
    expect(await hardPin(8, 16, 120)).toEqual({
      positions: 16,
      searched: 15,
      moves: [
        '{"type":"march","from":3,"to":94,"count":5}',
        '{"type":"province-move","piece":"daimyo","daimyo":2,"path":[51]}',
        '{"type":"march","from":37,"to":123,"count":17}',
        '{"type":"march","from":66,"to":131,"count":18}',
        '{"type":"march","from":109,"to":43,"count":9}',
        '{"type":"march","from":188,"to":55,"count":35}',
        '{"type":"end-turn"}',
        '{"type":"end-turn"}',
        '{"type":"end-turn"}',
        '{"type":"march","from":43,"to":104,"count":2}',
        '{"type":"march","from":3,"to":94,"count":5}',
        '{"type":"province-move","piece":"daimyo","daimyo":0,"path":[61]}',
        '{"type":"end-turn"}',
        '{"type":"march","from":4,"to":94,"count":3}',
        '{"type":"end-turn"}',
        '{"type":"province-move","piece":"daimyo","daimyo":0,"path":[60,26,18]}',
      ],
      stats: '05f9c09ac7ce9d33',
    });
  }, 120_000);
});
