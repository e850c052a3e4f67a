/**
 * Who decides now (seed-003 §4–§9): the one decision asked (the month's player, or the player an interrupt waits
 * for), the free actions open to the others, which moves answer which decision, the month counter and the result
 * (the final standing is standings.ts).
 */
import type { Decision } from '../../kernel/ruleset';
import { MONTHS_PER_YEAR } from './data/reconstruction';
import { standings } from './standings';
import { declarable, mayGive } from './validate';
import type { JuniMove, JuniState } from './types';

/** What the rules read from a state or a seat's view alike (the decks are the state's only): legality, pending decisions, move lists. */
export type Table = Omit<JuniState, 'rng' | 'elementDeck' | 'ringDeck' | 'fateDeck'>;

export const monthOfYear = (month: number): number => ((month - 1) % MONTHS_PER_YEAR) + 1;
export const yearOf = (month: number): number => Math.floor((month - 1) / MONTHS_PER_YEAR) + 1;

export function pendingOf(s: JuniState): Decision[] {
  if (s.over) return [];
  if (s.interrupt) return [{ seat: s.interrupt.seat, kind: s.interrupt.kind }];
  return [{ seat: s.turn.seat, kind: s.turn.phase }];
}

/**
 * The free actions open now (kernel/ruleset.ts `freeActions`), for the seats not asked anything: 'declare-dead' (§7, an
 * ally may declare a Daimyō among his samurai dead at any time) and 'give-card' (§8, war cards may be given at any time).
 */
export function freeActionsOf(s: Table): Decision[] {
  if (s.over) return [];
  const asked = s.interrupt ? s.interrupt.seat : s.turn.seat;
  const out: Decision[] = [];
  s.players.forEach((_, seat) => {
    if (seat === asked) return;
    if (declarable(s, seat).length > 0) out.push({ seat, kind: 'declare-dead' });
    if (mayGive(s, seat)) out.push({ seat, kind: 'give-card' });
  });
  return out;
}

/** [R §1] The seats in play order from the start player, rising (clockwise) or falling. */
export function playOrder(players: number, start: number, direction: 1 | -1): number[] {
  return Array.from({ length: players }, (_, k) => (((start + direction * k) % players) + players) % players);
}

export const result = (s: JuniState): { scores: number[]; winners: number[] } | null => (s.over ? standings(s) : null);
export const round = (s: JuniState): number => s.month;

/** §7/§8 free actions: war cards may be given and allied Daimyō declared dead at any time, also by the seat asked. */
const ANY_TIME: readonly JuniMove['type'][] = ['give-card', 'declare-dead'];

/**
 * Which move kinds answer which decision (the kernel refuses others as 'wrong-move'): the month's two phases, the
 * out-of-turn interrupts (§5.2 battles, §6 hostages, §8 war cards, §10 consent), and the free actions.
 */
export const DECISIONS: Readonly<Record<string, readonly JuniMove['type'][]>> = {
  recruit: ['recruit', ...ANY_TIME],
  act: [
    'end-turn', 'march', 'attack', 'province-move', 'convert', 'transport-koku', 'transport-family', 'buy-card', 'hire',
    'wind-group', 'wind-piece', 'wind-koku', 'wind-family', 'fire', 'water', 'water-piece', 'earth', ...ANY_TIME,
  ],
  consent: ['consent', ...ANY_TIME],
  permit: ['consent', ...ANY_TIME],
  hostage: ['hostage', ...ANY_TIME],
  join: ['join', ...ANY_TIME],
  defend: ['defend', 'reinforce', 'fire', 'earth', ...ANY_TIME],
  press: ['press', 'reinforce', ...ANY_TIME],
  answer: ['answer', ...ANY_TIME],
  'declare-dead': ['declare-dead'],
  'give-card': ['give-card'],
};
