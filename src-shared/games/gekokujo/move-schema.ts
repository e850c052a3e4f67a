/** Gekokujō moves as the rules read them (kernel/move-schema.ts); lists bounded by the board and the pieces. */
import { typedMoves } from '../../kernel/move-schema';
import { objects, opt, scalar, scalars } from '../../kernel/move-fields';
import { PROVINCES } from './board';
import { BUSHI_PER_CLAN, START_DAIMYO } from './data';

/** Unit types of Specialized Warfare (spear, sword, archer, banner, arquebus). */
const KINDS = 5;
/** Sides of a battle at most (one per player). */
const SIDES = 8;
/** Units one player can have on the board. */
const UNITS = BUSHI_PER_CLAN + START_DAIMYO;

export const GEKOKUJO_MOVES = typedMoves({
  clan: { clan: scalar, unit: opt },
  disband: { provinces: scalars(PROVINCES) },
  'vassal-path': { path: scalar, deposit: scalar },
  recruit: { province: scalar, count: scalar, unit: opt },
  castle: { province: scalar },
  fortify: {},
  ninja: { mission: scalar, target: opt },
  'end-recruit': {},
  offer: { to: opt },
  answer: { accept: scalar },
  betray: {},
  sow: { sow: objects(PROVINCES, { province: scalar, amount: scalar }), store: scalar },
  march: { from: scalar, path: scalars(PROVINCES), d: scalar, b: scalar, kinds: scalars(KINDS).optional() },
  'end-moves': {},
  battle: { province: scalar },
  ronin: { count: scalar },
  assassinate: { target: opt },
  split: { hits: scalars(SIDES) },
  casualties: { d: scalar, b: scalar, r: scalar, kinds: scalars(KINDS).optional() },
  halve: { giveUp: scalars(PROVINCES), remove: scalars(UNITS) },
});
