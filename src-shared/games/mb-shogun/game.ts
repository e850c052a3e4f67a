/** Milton Bradley's Shogun as a Tenka game plugin (see ../game-module.ts). */
import type { GameModule } from '../game-module';
import { MB_FAIRNESS } from './fairness';
import { mbShogun as R } from './index';
import { secretPairs } from './secrets';
import { MB_SHOGUN_BOTS } from './bots';
import { MB_OPTIONS } from './options';

export const game: GameModule = {
  ruleset: R,
  bots: MB_SHOGUN_BOTS,
  options: MB_OPTIONS,
  quickStart: { players: 4, roundLimit: 12 },
  fairness: MB_FAIRNESS,
  conformance: {
    configs: [{ players: 4, roundLimit: 6 }, { players: 2, roundLimit: 5 }, { players: 5, roundLimit: 5 }, { players: 3, extended: true, roundLimit: 5 }],
    golden: [
      { options: { players: 4, roundLimit: 4, extended: false }, seed: 'golden-0', plies: 293, hash: '15d233cd38db3cdd' },
      { options: { players: 2, roundLimit: 3, extended: false }, seed: 'golden-1', plies: 235, hash: 'bc2d0f6b4980ea2a' },
    ],
    secretPairs,
  },
};
