/**
 * Gekokujō in words for replays: one line per move for the replay's move
 * list and where in the game a position is; its events are told by
 * telling.ts (the same lines as the live feed).
 */
import type { GekokujoMove } from '@shared/games/gekokujo/public';
import type { GameStory, Translate } from '../renderer-game';
import { asGekView, provinceName } from './gek-view';
import { describeEvent } from './telling';

function describeMove(who: string, move: unknown, t: Translate): string {
  const m = move as GekokujoMove;
  const k = (key: string, params: Record<string, string | number> = {}) => t(`gekokujo.move.${key}`, { name: who, ...params });
  switch (m.type) {
    case 'clan':
      return k('clan', { clan: t(`gekokujo.clan.${m.clan}`) });
    case 'disband':
      return k('disband', { n: m.provinces.length });
    case 'vassal-path':
      return k('vassal-path', { path: t(`gekokujo.path.${m.path}`) });
    case 'recruit':
      return k('recruit', { n: m.count, province: provinceName(m.province) });
    case 'castle':
      // The move and its event are one sentence.
      return t('gekokujo.event.castle-built', { name: who, province: provinceName(m.province) });
    case 'offer':
      return m.to === null ? k('offerNone') : k('offer');
    case 'march':
      return k('march', { from: provinceName(m.from), to: provinceName(m.path[m.path.length - 1] ?? m.from) });
    case 'battle':
      return k('battle', { province: provinceName(m.province) });
    case 'ronin':
      return k(m.count === 0 ? 'ronin.none' : 'ronin', { n: m.count });
    case 'fortify':
    case 'ninja':
    case 'end-recruit':
    case 'answer':
    case 'betray':
    case 'sow':
    case 'end-moves':
    case 'assassinate':
    case 'split':
    case 'casualties':
    case 'halve':
      return k(m.type);
    default:
      return t('replay.move.generic', { name: who, type: (m as { type?: string }).type ?? '?' });
  }
}

function situation(raw: unknown, t: Translate): string | null {
  const v = asGekView(raw);
  if (!v) return null;
  if (v.step === 'over') return t('table.end.title');
  return t('gekokujo.situation', { round: v.round, phase: v.phase, step: t(`gekokujo.step.${v.step}`) });
}


export const story: GameStory = { describeEvent, describeMove, situation };
