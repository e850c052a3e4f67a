/** Kunitori! as a Tenka game plugin (see ../game-module.ts): rules, bots and (src-renderer/games/kunitori) its card table. */
import type { GameModule, SecretPair } from '../game-module';
import { KUNITORI_FAIRNESS } from './fairness';
import { Rng } from '../../kernel/rng';
import { KUNITORI_BOTS } from './bots';
import { kunitori as R } from './index';
import { KUNITORI_OPTIONS } from './options';
import type { KunitoriState } from './types';

function playUntil(seed: string, players: number, done: (s: KunitoriState) => boolean): KunitoriState {
  const o = R.parseOptions({ players });
  if (!o.ok) throw new Error(o.error.message);
  let s = R.setup(o.value, seed);
  const rng = Rng.seeded(seed);
  for (let i = 0; i < 5000 && !done(s); i++) {
    const d = R.pending(s)[0]!;
    s = R.apply(s, d.seat, R.randomMove(R.view(s, d.seat), rng)).state;
  }
  if (!done(s)) throw new Error('secret pair: position not reached');
  return s;
}

/** Seat 1's view of two states where seat 0's hand holds a different card (swapped with its deck). */
function handPair(): SecretPair {
  const a = playUntil('secret-hand', 3, (s) => s.turns >= 4 && s.players[0]!.hand.some((c, _i, h) => s.players[0]!.deck.some((d) => d !== c) && h.length > 0));
  const b: KunitoriState = JSON.parse(JSON.stringify(a));
  const p = b.players[0]!;
  const i = p.deck.findIndex((c) => c !== p.hand[0]);
  [p.hand[0], p.deck[i]] = [p.deck[i]!, p.hand[0]!];
  return { seat: 1, a, b, what: "seat 0's hand (a hand card swapped with a deck card)" };
}

/** Seat 0's view of two states that differ only in the order of its own deck. */
function deckOrderPair(): SecretPair {
  const a = playUntil('secret-deck', 2, (s) => s.turns >= 3 && new Set(s.players[0]!.deck).size > 1);
  const b: KunitoriState = JSON.parse(JSON.stringify(a));
  b.players[0]!.deck.reverse();
  if (JSON.stringify(b.players[0]!.deck) === JSON.stringify(a.players[0]!.deck)) b.players[0]!.deck.push(b.players[0]!.deck.shift()!);
  return { seat: 0, a, b, what: "the order of seat 0's own deck" };
}

/** Seat 2's view: another seat's discard below the face-up top card. */
function discardPair(): SecretPair {
  const a = playUntil('secret-discard', 3, (s) => s.players[1]!.discard.length >= 3 && new Set(s.players[1]!.discard.slice(1)).size > 1);
  const b: KunitoriState = JSON.parse(JSON.stringify(a));
  const rest = b.players[1]!.discard.slice(1).reverse();
  b.players[1]!.discard = [b.players[1]!.discard[0]!, ...rest];
  if (JSON.stringify(b.players[1]!.discard) === JSON.stringify(a.players[1]!.discard)) rest.push(rest.shift()!);
  b.players[1]!.discard = [b.players[1]!.discard[0]!, ...rest];
  return { seat: 2, a, b, what: "the face-down part of seat 1's discard pile" };
}

export const game: GameModule = {
  ruleset: R,
  bots: KUNITORI_BOTS,
  options: KUNITORI_OPTIONS,
  quickStart: { players: 4, turnLimit: 30 },
  fairness: KUNITORI_FAIRNESS,
  conformance: {
    configs: [{ players: 2 }, { players: 3, ninja: 'others' }, { players: 4 }, { players: 6, turnLimit: 20 }],
    // Re-pinned for version 2 (issue 22): the replay is one move for all deployed cards and the
    // end of the turn one move naming the cards that stay, so random games take other paths.
    golden: [
      { options: { players: 2, ninja: 'all' }, seed: 'golden-0', plies: 366, hash: '94bca9046dacd527' },
      { options: { players: 4, ninja: 'others', turnLimit: 25 }, seed: 'golden-1', plies: 198, hash: 'c2ea7338d6fc44c2' },
      { options: { players: 6, ninja: 'all' }, seed: 'golden-2', plies: 189, hash: 'c9c1989af1e28b05' },
    ],
    secretPairs: () => [handPair(), deckOrderPair(), discardPair()],
  },
};
