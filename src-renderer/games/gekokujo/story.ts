/**
 * Gekokujō in words for replays: one line per move for the replay's move
 * list and where in the game a position is; its events are told by
 * telling.ts (the same lines as the live feed).
 */
import type { GekokujoMove } from '@shared/games/gekokujo/public';
import type { GameStory, Translate } from '../renderer-game';
import { asGekView, provinceName } from './gek-view';
import { describeEvent } from './telling';
import { moveWords } from '../../kit/table/move-words';

/** The moves that need no more than the mover's name: `gekokujo.move.<type>`. */
const PLAIN = ['fortify', 'ninja', 'end-recruit', 'answer', 'betray', 'sow', 'end-moves', 'assassinate', 'split', 'casualties', 'halve'] as const;

export const describeMove = moveWords<GekokujoMove>(
  {
    ...Object.fromEntries(PLAIN.map((type) => [type, `gekokujo.move.${type}`])),
    clan: (m, { t }) => ['gekokujo.move.clan', { clan: t(`gekokujo.clan.${m.clan}`) }],
    disband: (m) => ['gekokujo.move.disband', { n: m.provinces.length }],
    'vassal-path': (m, { t }) => ['gekokujo.move.vassal-path', { path: t(`gekokujo.path.${m.path}`) }],
    recruit: (m) => ['gekokujo.move.recruit', { n: m.count, province: provinceName(m.province) }],
    // The move and its event are one sentence.
    castle: (m) => ['gekokujo.event.castle-built', { province: provinceName(m.province) }],
    offer: (m) => [m.to === null ? 'gekokujo.move.offerNone' : 'gekokujo.move.offer'],
    march: (m) => ['gekokujo.move.march', { from: provinceName(m.from), to: provinceName(m.path[m.path.length - 1] ?? m.from) }],
    battle: (m) => ['gekokujo.move.battle', { province: provinceName(m.province) }],
    ronin: (m) => [m.count === 0 ? 'gekokujo.move.ronin.none' : 'gekokujo.move.ronin', { n: m.count }],
  },
  { secret: 'replay.move.generic', otherwise: 'replay.move.generic' },
);

function situation(raw: unknown, t: Translate): string | null {
  const v = asGekView(raw);
  if (!v) return null;
  if (v.step === 'over') return t('table.end.title');
  return t('gekokujo.situation', { round: v.round, phase: v.phase, step: t(`gekokujo.step.${v.step}`) });
}

export const story: GameStory = { describeEvent, describeMove, situation };
