/** Jūni-tsuki moves as the rules read them (kernel/move-schema.ts); paths bounded by the map's points. */
import { typedMoves } from '../../kernel/move-schema';
import { opt, scalar, scalars } from '../../kernel/move-fields';
import { POINT_COUNT } from './map';

const path = scalars(POINT_COUNT);

export const JUNI_MOVES = typedMoves({
  recruit: { amount: scalar, point: scalar },
  march: { from: scalar, to: scalar, count: scalar, owner: opt },
  attack: { from: path, target: scalar, defender: scalar },
  'province-move': { piece: scalar, daimyo: opt, path },
  convert: {},
  'transport-koku': { from: scalar, to: scalar, amount: scalar },
  'transport-family': { family: scalar, to: scalar },
  'buy-card': {},
  'give-card': { to: scalar, element: opt, rings: opt },
  hire: { point: scalar },
  'wind-group': { rings: scalar, from: scalar, path },
  'wind-piece': { rings: scalar, piece: scalar, daimyo: opt, path },
  fire: { rings: scalar, daimyo: opt, family: opt },
  water: { rings: scalar, from: scalar, to: scalar },
  'water-piece': { rings: scalar, piece: scalar, daimyo: opt, to: scalar },
  'wind-koku': { rings: scalar, from: scalar, to: scalar, amount: scalar },
  'wind-family': { rings: scalar, family: scalar, to: scalar },
  earth: { rings: scalar, point: scalar },
  'end-turn': {},
  consent: { yes: scalar },
  defend: { nothing: scalar },
  reinforce: { point: scalar, owner: scalar },
  join: { yes: scalar },
  press: { go: scalar, nothing: scalar },
  answer: { element: scalar, rings: scalar },
  hostage: { accept: scalar },
  // A free action (an ally's Daimyō declared dead): read like every other move, so extra fields are never stored.
  'declare-dead': { daimyo: scalar },
});
