/** MB Shogun moves as the rules read them (kernel/move-schema.ts); lists bounded by the board and the pieces. */
import { z } from 'zod';
import { typedMoves } from '../../kernel/move-schema';
import { objects, opt, scalar, scalars } from '../../kernel/move-fields';
import { PROVINCE_COUNT as P } from './board';
import { DAIMYO_PER_COLOUR, RONIN_TOTAL, UNITS_PER_COLOUR } from './data/constants';

/** Units of one colour (every unit on the board at most once in a list of them). */
const UNITS = UNITS_PER_COLOUR.reduce((a, b) => a + b, 0) + RONIN_TOTAL;
const unitSpec = z.object({ bowman: opt, gunner: opt, swordsman: opt, spearman: opt });
const march = z.object({
  army: scalar,
  path: scalars(P),
  garrison: unitSpec.optional(),
  garrisonRonin: opt,
  pickups: objects(P, { at: scalar, units: unitSpec, ronin: opt }).optional(),
  detach: objects(P, { to: scalar, units: unitSpec, ronin: opt }).optional(),
});
const marches = z.array(march).max(DAIMYO_PER_COLOUR).optional();

export const MB_MOVES = typedMoves({
  split: { provinces: scalars(P) },
  reinforce: { province: scalar },
  'place-army': { province: scalar },
  allocate: { swords: opt, build: opt, levy: opt, ronin: opt, ninja: opt },
  spy: { target: scalar },
  'choose-sword': { sword: scalar },
  build: { province: opt },
  levy: { units: objects(UNITS, { province: scalar, unit: scalar, to: scalar }) },
  'place-ronin': { groups: objects(RONIN_TOTAL, { province: scalar, troop: scalar, count: scalar }) },
  ninja: { target: z.object({ colour: scalar, army: scalar }).nullable().optional() },
  revenge: { army: scalar },
  regain: { placements: objects(DAIMYO_PER_COLOUR, { army: scalar, province: scalar, pickup: unitSpec.optional(), ronin: opt }) },
  'move-armies': { marches },
  declare: { battles: objects(2 * P, { from: scalar, troop: scalar, to: scalar }) },
  'next-battle': { index: scalar },
  casualties: {
    losses: z.object({ army: unitSpec.extend({ daimyo: opt }).optional(), armyRonin: opt, force: unitSpec.optional(), forceRonin: opt, bonus: opt }).optional(),
  },
  continue: { callOff: scalar },
  'follow-up': { move: opt, garrison: unitSpec.optional(), garrisonRonin: opt, attack: opt },
  'final-moves': { marches, forces: objects(P, { from: scalar, to: scalar, units: unitSpec, ronin: opt, join: opt }).optional() },
});
