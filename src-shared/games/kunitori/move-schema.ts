/** Kunitori moves as the rules read them (kernel/move-schema.ts). */
import { typedMoves } from '../../kernel/move-schema';
import { opt, scalar, scalars } from '../../kernel/move-fields';

export const KUNITORI_MOVES = typedMoves({
  play: { card: scalar, choice: opt },
  replay: {},
  'end-actions': {},
  scrap: { card: scalar },
  gain: { card: scalar },
  'ninja-show': { show: scalar },
  'ninja-card': { seat: scalar, card: scalar, to: scalar },
  promote: { general: scalar },
  attack: { leader: scalar, target: scalar },
  lead: { unit: scalar, target: scalar },
  reinforce: {},
  ambush: { card: scalar },
  'ambush-done': {},
  accept: { take: scalar },
  restack: { top: scalar },
  buy: { card: scalar },
  'end-buys': {},
  // The deployables kept: at most one per card in the game (a deck never holds more).
  'end-turn': { keep: scalars(270) },
});
