/**
 * Gekokujō in words for replays: one line per move for the replay's move
 * list and where in the game a position is; its events are told by
 * telling.ts (the same lines as the live feed).
 */
import type { GekokujoMove } from '@shared/games/gekokujo/public';
import type { GameStory, Translate } from '../renderer-game';
import { asGekView, provinceName } from './gek-view';
import { describeEvent } from './telling';
import { lineOf, type LineTable } from '../../kit/table/line-table';

type Say = (key: string, params?: Record<string, string | number>) => string;
/** A move's line where it needs more than the mover's name (the others: `gekokujo.move.<type>` with the name alone). */
const MOVE_LINES: LineTable<GekokujoMove, { k: Say; t: Translate; who: string }> = {
  clan: (m, { k, t }) => k('clan', { clan: t(`gekokujo.clan.${m.clan}`) }),
  disband: (m, { k }) => k('disband', { n: m.provinces.length }),
  'vassal-path': (m, { k, t }) => k('vassal-path', { path: t(`gekokujo.path.${m.path}`) }),
  recruit: (m, { k }) => k('recruit', { n: m.count, province: provinceName(m.province) }),
  // The move and its event are one sentence.
  castle: (m, { t, who }) => t('gekokujo.event.castle-built', { name: who, province: provinceName(m.province) }),
  offer: (m, { k }) => (m.to === null ? k('offerNone') : k('offer')),
  march: (m, { k }) => k('march', { from: provinceName(m.from), to: provinceName(m.path[m.path.length - 1] ?? m.from) }),
  battle: (m, { k }) => k('battle', { province: provinceName(m.province) }),
  ronin: (m, { k }) => k(m.count === 0 ? 'ronin.none' : 'ronin', { n: m.count }),
};
const PLAIN = new Set(['fortify', 'ninja', 'end-recruit', 'answer', 'betray', 'sow', 'end-moves', 'assassinate', 'split', 'casualties', 'halve']);

function describeMove(who: string, move: unknown, t: Translate): string {
  const m = move as GekokujoMove;
  const k: Say = (key, params = {}) => t(`gekokujo.move.${key}`, { name: who, ...params });
  const type = (m as { type?: string }).type ?? '?';
  return lineOf(MOVE_LINES, m, { k, t, who }) ?? (PLAIN.has(type) ? k(type) : t('replay.move.generic', { name: who, type }));
}

function situation(raw: unknown, t: Translate): string | null {
  const v = asGekView(raw);
  if (!v) return null;
  if (v.step === 'over') return t('table.end.title');
  return t('gekokujo.situation', { round: v.round, phase: v.phase, step: t(`gekokujo.step.${v.step}`) });
}

export const story: GameStory = { describeEvent, describeMove, situation };
