/** Milton Bradley's Shogun in words for the replay's move list and timeline (the live feed uses describe-event.ts, the same describer). */
import type { GameStory, Translate } from '../renderer-game';
import type { MbShogunMove } from '@shared/games/mb-shogun/public';
import { describeEvent } from './telling';
import { moveWords } from '../../kit/table/move-words';
import { asMbView, provinceName } from './mb-view';
import { replayColourNamer } from './use-mb-colours';

const describeMove = moveWords<MbShogunMove>(
  {
    split: 'mb-shogun.move.split',
    reinforce: (m) => ['mb-shogun.move.reinforce', { province: provinceName(m.province) }],
    'place-army': (m) => ['mb-shogun.move.placeArmy', { province: provinceName(m.province) }],
    allocate: 'mb-shogun.move.allocate',
    spy: 'mb-shogun.move.spy',
    'choose-sword': (m) => ['mb-shogun.move.sword', { n: m.sword }],
    build: (m) => (m.province ? ['mb-shogun.move.build', { province: provinceName(m.province) }] : ['mb-shogun.move.buildNone']),
    levy: (m) => ['mb-shogun.move.levy', { n: m.units.length }],
    'place-ronin': 'mb-shogun.move.ronin',
    ninja: (m) => [m.target ? 'mb-shogun.move.ninjaStrike' : 'mb-shogun.move.ninjaWait'],
    revenge: (m) => ['mb-shogun.move.revenge', { n: m.army + 1 }],
    'move-armies': (m) => ['mb-shogun.move.moveArmies', { n: m.marches.length }],
    declare: (m) => ['mb-shogun.move.declare', { n: m.battles.length }],
    'next-battle': 'mb-shogun.move.nextBattle',
    casualties: 'mb-shogun.move.casualties',
    continue: (m) => [m.callOff ? 'mb-shogun.move.callOff' : 'mb-shogun.move.fightOn'],
    'follow-up': (m) => (m.attack ? ['mb-shogun.move.followUp', { province: provinceName(m.attack) }] : ['mb-shogun.move.followUpStop']),
    'final-moves': (m) => ['mb-shogun.move.finalMoves', { n: m.marches.length + m.forces.length }],
    regain: 'mb-shogun.move.regain',
  },
  { secret: 'replay.move.secret', otherwise: 'replay.move.generic' },
);

const STAGE_KEYS: Record<string, string> = {
  split: 'mb-shogun.stage.setup',
  reinforce: 'mb-shogun.stage.setup',
  'place-army': 'mb-shogun.stage.setup',
  plan: 'mb-shogun.stage.plan',
  swords: 'mb-shogun.box.swords',
  build: 'mb-shogun.box.build',
  levy: 'mb-shogun.box.levy',
  ronin: 'mb-shogun.box.ronin',
  war: 'mb-shogun.stage.war',
  over: 'table.end.title',
};

/** "Round 3 · Wage war" */
export function situationOf(view: unknown, t: Translate): string | null {
  const v = asMbView(view);
  if (!v) return null;
  const stage = t(STAGE_KEYS[v.stage.kind] ?? 'mb-shogun.stage.setup');
  if (v.stage.kind === 'over' || v.round === 0) return stage;
  return t('mb-shogun.stage.situation', { round: v.round, stage });
}

export const story: GameStory = {
  describeEvent: (event, name, t, seats) => describeEvent(event, replayColourNamer(name, seats, t), t),
  describeMove,
  situation: situationOf,
};
