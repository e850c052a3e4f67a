/** Dirk Henn's Shogun as a Tenka game plugin (see ../game-module.ts). */
import type { GameModule, SecretPair } from '../game-module';
import { HENN_FAIRNESS } from './fairness';
import { Rng } from '../../kernel/rng';
import { HENN_SHOGUN_BOTS } from './bots';
import { HENN_CLI } from './cli';
import { hennShogun as R } from './index';
import type { HennShogunState } from './types';

/** Seat 1's view while seat 0's plan is in and seat 1's is not: another order of seat 0's cards must not show. */
function planSecretPair(): SecretPair {
  const o = R.parseOptions({ players: 4 });
  if (!o.ok) throw new Error(o.error.message);
  let s = R.setup(o.value, 'conformance-secret');
  const rng = Rng.seeded('conformance-secret');
  while (!(s.phase === 'plan' && s.plans[0] !== null && s.plans[1] === null)) {
    const d = R.pending(s).find((x) => x.seat === 0) ?? R.pending(s)[0]!;
    s = R.apply(s, d.seat, R.randomMove(R.view(s, d.seat), rng) as never).state;
  }
  const other: HennShogunState = JSON.parse(JSON.stringify(s));
  const plan = other.plans[0]!;
  plan.spaces = [...plan.spaces].reverse();
  return { seat: 1, a: s, b: other, what: "seat 0's secret plan" };
}

export const game: GameModule = {
  ruleset: R,
  bots: HENN_SHOGUN_BOTS,
  options: [
    { kind: 'choice', key: 'side', values: ['sun', 'moon'], default: 'sun' },
    { kind: 'choice', key: 'setup', values: ['drawn', 'fixed', 'draft'], default: 'drawn', defaultIf: [{ when: { side: 'moon' }, value: 'draft' }] },
  ],
  quickStart: { players: 4 },
  fairness: HENN_FAIRNESS,
  cli: HENN_CLI,
  // The move list needs no tower trace (a few KB a throw): the frame of the throw brings its own.
  logEvent: (e) => (e.type === 'tower-thrown' ? { type: e.type } : e),
  words: ['henn', 'tower'],
  conformance: {
    configs: [{ players: 3 }, { players: 4, setup: 'draft' }, { players: 5, side: 'moon' }],
    golden: [
      // 'fixed' (seat order) replays as before ruleset v2: the same game as the v1 pin.
      { options: { players: 3, side: 'sun', setup: 'fixed' }, seed: 'golden-0', plies: 72, hash: '973c8ba6d7ffc3db' },
      { options: { players: 3, side: 'sun', setup: 'drawn' }, seed: 'golden-0', plies: 75, hash: 'd4e4157e474a4940' },
      { options: { players: 4, setup: 'draft', side: 'sun' }, seed: 'golden-1', plies: 156, hash: 'a14128be21f1d8a4' },
    ],
    secretPairs: () => [planSecretPair()],
  },
};
