/**
 * Jūni-tsuki in words for replays: one line per move (the replay's move
 * list) and where in the game a position is; its events are told by
 * telling.ts (the same lines as the table's feed).
 */
import type { JuniMove } from '@shared/games/juni-tsuki/public';
import type { GameStory, Translate } from '../renderer-game';
import { asJuniView, calendar, castleName, pointName, provinceName } from './juni-view';
import { asEvent, describeEvent, elementName, giftCards, path, thousands } from './telling';

export function describeMove(who: string, move: unknown, t: Translate): string {
  const n = (v: number): string => thousands(v, t);
  const m = move as JuniMove;
  switch (m?.type) {
    case 'recruit':
      return m.amount === 0 ? t('juni-tsuki.move.recruitNone', { name: who }) : t('juni-tsuki.move.recruit', { name: who, n: n(m.amount), point: pointName(m.point, t) });
    case 'march':
      return t('juni-tsuki.move.march', { name: who, n: n(m.count), from: pointName(m.from, t), to: pointName(m.to, t) });
    case 'attack':
      return t('juni-tsuki.move.attack', { name: who, point: pointName(m.target, t) });
    case 'province-move':
      return t(m.piece === 'daimyo' ? 'juni-tsuki.move.daimyo' : 'juni-tsuki.move.shadow', { name: who, path: path(m.path) });
    case 'convert':
      return t('juni-tsuki.move.convert', { name: who });
    case 'transport-koku':
      return t('juni-tsuki.move.transportKoku', { name: who, n: n(m.amount), from: castleName(m.from, t), to: castleName(m.to, t) });
    case 'transport-family':
      return t('juni-tsuki.move.transportFamily', { name: who, castle: castleName(m.to, t) });
    case 'buy-card':
      return t('juni-tsuki.move.buy', { name: who });
    case 'give-card':
      return t('juni-tsuki.move.give', { name: who });
    case 'hire':
      return t('juni-tsuki.move.hire', { name: who, point: pointName(m.point, t) });
    case 'wind-group':
      return t('juni-tsuki.move.windGroup', { name: who, rings: m.rings, from: pointName(m.from, t), to: pointName(m.path[m.path.length - 1]!, t) });
    case 'wind-piece':
      return t('juni-tsuki.move.windPiece', { name: who, rings: m.rings, path: path(m.path) });
    case 'fire':
      return t(m.daimyo !== undefined ? 'juni-tsuki.move.fireDaimyo' : 'juni-tsuki.move.fireFamily', { name: who, rings: m.rings });
    case 'water-piece':
      return t(m.piece === 'daimyo' ? 'juni-tsuki.move.waterDaimyo' : 'juni-tsuki.move.waterShadow', { name: who, rings: m.rings, province: provinceName(m.to) });
    case 'wind-koku':
      return t('juni-tsuki.move.windKoku', { name: who, rings: m.rings, n: n(m.amount), from: castleName(m.from, t), to: castleName(m.to, t) });
    case 'wind-family':
      return t('juni-tsuki.move.windFamily', { name: who, rings: m.rings, castle: castleName(m.to, t) });
    case 'reinforce':
      return t('juni-tsuki.move.reinforce', { name: who, point: pointName(m.point, t) });
    case 'join':
      return t(m.yes ? 'juni-tsuki.move.joinYes' : 'juni-tsuki.move.joinNo', { name: who });
    case 'water':
      return t('juni-tsuki.move.water', { name: who, rings: m.rings, from: pointName(m.from, t), to: pointName(m.to, t) });
    case 'earth':
      return t('juni-tsuki.move.earth', { name: who, rings: m.rings, point: pointName(m.point, t) });
    case 'end-turn':
      return t('juni-tsuki.move.endTurn', { name: who });
    case 'declare-dead':
      return t('juni-tsuki.move.declare', { name: who });
    case 'consent':
      return t(m.yes ? 'juni-tsuki.move.consentYes' : 'juni-tsuki.move.consentNo', { name: who });
    case 'defend':
      return m.nothing !== null ? t('juni-tsuki.move.defendNothing', { name: who, rings: m.nothing }) : t('juni-tsuki.move.defend', { name: who });
    case 'press':
      return t(!m.go ? 'juni-tsuki.move.pressOff' : m.nothing !== null ? 'juni-tsuki.move.pressNothing' : 'juni-tsuki.move.press', { name: who, rings: m.nothing ?? 0 });
    case 'answer':
      return m.element === null ? t('juni-tsuki.move.answerNone', { name: who }) : t('juni-tsuki.move.answer', { name: who, card: elementName(m.element, t), rings: m.rings });
    case 'hostage':
      return t(m.accept ? 'juni-tsuki.move.hostageYes' : 'juni-tsuki.move.hostageNo', { name: who });
    default:
      return t('juni-tsuki.move.secret', { name: who });
  }
}

function situation(raw: unknown, t: Translate): string | null {
  const v = asJuniView(raw);
  if (!v) return null;
  const { year, monthOfYear } = calendar(v.month);
  if (v.over) return t('juni-tsuki.situation.over');
  return t('juni-tsuki.situation.month', { month: t(`juni-tsuki.month.${monthOfYear}`), year, phase: t(`juni-tsuki.phase.${v.turn.phase}`) });
}

export const story: GameStory = { describeEvent, describeMove, situation };

/** The d10 rolled for the month on show: the last `ap` event of the seat whose month it is, within this month. */
export function apRollOf(events: readonly unknown[], seat: number | undefined): number | null {
  for (let i = events.length - 1; i >= 0; i--) {
    const e = asEvent(events[i]);
    if (e?.type === 'month') return null;
    if (e?.type === 'ap' && e.seat === seat) return e.roll;
  }
  return null;
}
