/** Toy Race as a game plugin: test-only, hidden from players. */
import type { GameModule } from '../game-module';
import { toyRace, type ToyState } from './index';
import { TOY_OPTIONS } from './options';

export const game: GameModule = {
  ruleset: toyRace,
  bots: [],
  options: TOY_OPTIONS,
  quickStart: { players: 2 },
  availability: 'test',
  conformance: {
    configs: [{ players: 2 }, { players: 4 }],
    golden: [
      { options: { players: 2 }, seed: 'golden-0', plies: 10, hash: '8bf60bf77d8960a7' },
      { options: { players: 4 }, seed: 'golden-1', plies: 20, hash: '7e5024a08ae3bdcb' },
    ],
    secretPairs: () => {
      const o = toyRace.parseOptions({ players: 3 });
      if (!o.ok) throw new Error(o.error.message);
      let s: ToyState = toyRace.setup(o.value, 'secret');
      s = toyRace.apply(s, 0, { type: 'bid', bid: 1 }).state;
      const b: ToyState = { ...s, bids: [3, ...s.bids.slice(1)] };
      return [{ seat: 1, a: s, b, what: "seat 0's secret bid" }];
    },
  },
};
