/** The starting state (v74 §2): treasuries, an empty board (clans are chosen as the first moves), the Rng from the seed. */
import { Rng } from '../../kernel/rng';
import { CASTLE_PIECES, RONIN_IN_BOX, STARTING_KOKU } from './data';
import { PROVINCES } from './board';
import { emptyStack } from './units';
import type { GekokujoOptions, GekokujoState, Player } from './types';

export function setupGame(options: GekokujoOptions, seed: string): GekokujoState {
  const n = options.players;
  const players: Player[] = Array.from({ length: n }, () => ({
    clan: null, koku: options.startingCapital ? STARTING_KOKU : 0, liege: null, path: null, fund: 0, eliminated: false,
    glory: 0, castle: null, fortified: false,
  }));
  return {
    options, round: 0, step: 'clan', phase: 1, players,
    units: Array.from({ length: PROVINCES }, () => Array.from({ length: n }, () => emptyStack(options.specialized))),
    order: [], turn: 0,
    heldAtPhase1: new Array(PROVINCES).fill(null), heldAtRound: new Array(PROVINCES).fill(null),
    moved: Array.from({ length: PROVINCES }, () => emptyStack(options.specialized)), battles: [], battle: null, ninja: null,
    disband: new Array(n).fill(0), disbandAt: null, halve: [], vassalChoosing: [],
    gloryMandate: Array.from({ length: n }, () => []),
    sown: new Array(PROVINCES).fill(0), sownBy: new Array(PROVINCES).fill(null), stored: new Array(n).fill(0), sowOrder: [],
    pacts: [], betrayed: [], offer: null, shareOwner: new Array(PROVINCES).fill(null),
    castlesLeft: CASTLE_PIECES, roninLeft: RONIN_IN_BOX, result: null,
    rng: Rng.seeded(`gekokujo:${seed}`).state(),
  };
}
