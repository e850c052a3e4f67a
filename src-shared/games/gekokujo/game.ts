/** Shogun: Gekokujō as a Tenka game plugin (see ../game-module.ts). */
import type { GameModule, SecretPair } from '../game-module';
import { GEKOKUJO_BOTS } from './bots';
import { GEKOKUJO_CLI } from './cli';
import { gekokujo as R } from './index';
import { GEKOKUJO_OPTIONS } from './options';
import { firstRecruitState } from './testing';
import type { GekokujoState } from './types';

/** Seat 1's view of two states that differ only in seat 0's treasury (§2.1 screens). */
function treasuryPair(): SecretPair {
  const a = firstRecruitState(4, 'secret-koku');
  const b: GekokujoState = JSON.parse(JSON.stringify(a));
  b.players[0]!.koku += 5;
  return { seat: 1, a, b, what: "seat 0's Koku" };
}

/** Rice and War: seat 3's view of two states that differ only in seat 1's stored Koku. */
function storedPair(): SecretPair {
  const a = firstRecruitState(4, 'secret-store', undefined, { rice: true });
  a.stored[1] = 2;
  const b: GekokujoState = JSON.parse(JSON.stringify(a));
  b.stored[1] = 5;
  return { seat: 3, a, b, what: "seat 1's stored Koku" };
}

export const game: GameModule = {
  ruleset: R,
  bots: GEKOKUJO_BOTS,
  options: GEKOKUJO_OPTIONS,
  quickStart: { players: 4, roundLimit: 12 },
  cli: GEKOKUJO_CLI,
  // Playable in the app: the renderer half is src-renderer/games/gekokujo (no availability = 'play').
  conformance: {
    configs: [{ players: 4, roundLimit: 8 }, { players: 5, roundLimit: 6, glory: true }, { players: 4, roundLimit: 6, rice: true, glory: true }, { players: 5, roundLimit: 6, political: true, rice: true }, { players: 4, roundLimit: 6, specialized: true, technology: true, political: true, glory: true, rice: true }, { players: 3, roundLimit: 5, startingCapital: false }],
    golden: [
      { options: { players: 4, startingCapital: true, coastal: 'geographic', roundLimit: 6, glory: false, rice: false, political: false, specialized: false, technology: false }, seed: 'golden-0', plies: 157, hash: '68d8ff6424972d04' },
      { options: { players: 5, startingCapital: true, coastal: 'geographic', roundLimit: 5, glory: true, rice: false, political: true, specialized: false, technology: false }, seed: 'golden-1', plies: 163, hash: '6de59415a47634bb' },
      { options: { players: 4, startingCapital: true, coastal: 'geographic', roundLimit: 5, glory: false, rice: true, political: false, specialized: true, technology: true }, seed: 'golden-2', plies: 144, hash: 'aba8592834a2a023' },
    ],
    secretPairs: () => [treasuryPair(), storedPair()],
  },
};
