/** Jūni-tsuki (seed 003, reconstructed) as a Tenka game plugin (see ../game-module.ts). */
import type { GameModule, SecretPair } from '../game-module';
import { JUNI_FAIRNESS } from './fairness';
import { Rng } from '../../kernel/rng';
import { JUNI_TSUKI_BOTS } from './bots';
import { juniTsuki as R } from './index';
import { JUNI_OPTIONS } from './options';
import type { JuniState } from './types';

/** A position some months in, from random play. */
function midGame(seed: string): JuniState {
  const o = R.parseOptions({ players: 4, years: 1 });
  if (!o.ok) throw new Error(o.error.message);
  let s = R.setup(o.value, seed);
  const rng = Rng.seeded(seed);
  for (let i = 0; i < 150 && !s.over; i++) {
    const d = R.pending(s)[0]!;
    s = R.apply(s, d.seat, R.randomMove(R.view(s, d.seat), rng)).state;
  }
  return s;
}

function secretPairs(): SecretPair[] {
  const s = midGame('conformance-secret');
  const other = s.order.find((seat) => !s.players[seat]!.out && s.hands[seat]!.elements.length > 0) ?? 0;
  const seat = (other + 1) % s.players.length;
  // Another seat's war-card hand: the same number of cards, other elements and rings.
  const hand: JuniState = structuredClone(s);
  const h = hand.hands[other]!;
  h.elements = h.elements.map((e) => (e === 'fire' ? 'earth' : 'fire'));
  h.rings = h.rings.map((r) => (r === 3 ? 1 : r + 1));
  // Another seat's castle koku.
  const koku: JuniState = structuredClone(s);
  const castle = koku.castles.findIndex((c) => c.owner >= 0 && c.owner !== seat);
  koku.castles[castle]!.koku = (koku.castles[castle]!.koku ?? 0) + 7;
  return [
    { seat, a: s, b: hand, what: `seat ${other}'s war-card hand` },
    { seat, a: s, b: koku, what: `the koku in castle ${castle} (seat ${s.castles[castle]!.owner})` },
  ];
}

export const game: GameModule = {
  ruleset: R,
  bots: JUNI_TSUKI_BOTS,
  options: JUNI_OPTIONS,
  quickStart: { players: 4, years: 2, monthLimit: 12 },
  fairness: JUNI_FAIRNESS,
  conformance: {
    configs: [{ players: 2, years: 1 }, { players: 4, years: 1, monthLimit: 6 }, { players: 6, years: 1, monthLimit: 4 }],
    golden: [
      { options: { players: 3, years: 1 }, seed: 'golden-0', plies: 275, hash: '069d500e18de5350' },
      { options: { players: 5, years: 2, monthLimit: 8 }, seed: 'golden-1', plies: 553, hash: '9b23e95892b2c740' },
    ],
    secretPairs,
  },
};
