/** Milton Bradley's Shogun in words for the replay's move list and timeline (the live feed uses describe-event.ts, the same describer). */
import type { GameStory, Translate } from '../renderer-game';
import type { MbShogunMove } from '@shared/games/mb-shogun/public';
import { describeEvent } from './telling';
import { asMbView, provinceName } from './mb-view';
import { replayColourNamer } from './use-mb-colours';

function describeMove(who: string, move: unknown, t: Translate): string {
  const m = move as MbShogunMove;
  switch (m?.type) {
    case 'split':
      return t('mb-shogun.move.split', { name: who });
    case 'reinforce':
      return t('mb-shogun.move.reinforce', { name: who, province: provinceName(m.province) });
    case 'place-army':
      return t('mb-shogun.move.placeArmy', { name: who, province: provinceName(m.province) });
    case 'allocate':
      return t('mb-shogun.move.allocate', { name: who });
    case 'spy':
      return t('mb-shogun.move.spy', { name: who });
    case 'choose-sword':
      return t('mb-shogun.move.sword', { name: who, n: m.sword });
    case 'build':
      return m.province ? t('mb-shogun.move.build', { name: who, province: provinceName(m.province) }) : t('mb-shogun.move.buildNone', { name: who });
    case 'levy':
      return t('mb-shogun.move.levy', { name: who, n: m.units.length });
    case 'place-ronin':
      return t('mb-shogun.move.ronin', { name: who });
    case 'ninja':
      return t(m.target ? 'mb-shogun.move.ninjaStrike' : 'mb-shogun.move.ninjaWait', { name: who });
    case 'revenge':
      return t('mb-shogun.move.revenge', { name: who, n: m.army + 1 });
    case 'move-armies':
      return t('mb-shogun.move.moveArmies', { name: who, n: m.marches.length });
    case 'declare':
      return t('mb-shogun.move.declare', { name: who, n: m.battles.length });
    case 'next-battle':
      return t('mb-shogun.move.nextBattle', { name: who });
    case 'casualties':
      return t('mb-shogun.move.casualties', { name: who });
    case 'continue':
      return t(m.callOff ? 'mb-shogun.move.callOff' : 'mb-shogun.move.fightOn', { name: who });
    case 'follow-up':
      return m.attack ? t('mb-shogun.move.followUp', { name: who, province: provinceName(m.attack) }) : t('mb-shogun.move.followUpStop', { name: who });
    case 'final-moves':
      return t('mb-shogun.move.finalMoves', { name: who, n: m.marches.length + m.forces.length });
    case 'regain':
      return t('mb-shogun.move.regain', { name: who });
    default:
      return t('replay.move.generic', { name: who, type: (m as { type?: string } | undefined)?.type ?? '?' });
  }
}

const STAGE_KEYS: Record<string, string> = {
  split: 'mb-shogun.stage.setup',
  reinforce: 'mb-shogun.stage.setup',
  'place-army': 'mb-shogun.stage.setup',
  plan: 'mb-shogun.stage.plan',
  swords: 'mb-shogun.stage.swords',
  build: 'mb-shogun.stage.build',
  levy: 'mb-shogun.stage.levy',
  ronin: 'mb-shogun.stage.ronin',
  war: 'mb-shogun.stage.war',
  over: 'mb-shogun.stage.over',
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
