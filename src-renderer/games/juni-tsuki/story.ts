/**
 * Jūni-tsuki in words for replays: one line per move (the replay's move
 * list) and where in the game a position is; its events are told by
 * telling.ts (the same lines as the table's feed).
 */
import type { JuniMove } from '@shared/games/juni-tsuki/public';
import type { GameStory, Translate } from '../renderer-game';
import { asJuniView, calendar, castleName, pointName, provinceName } from './juni-view';
import { asEvent, describeEvent, elementName, path, thousands } from './telling';
import { moveWords } from '../../kit/table/move-words';

export const describeMove = moveWords<JuniMove>(
  {
    recruit: (m, { t }) => (m.amount === 0 ? ['juni-tsuki.move.recruitNone'] : ['juni-tsuki.move.recruit', { n: thousands(m.amount, t), point: pointName(m.point, t) }]),
    march: (m, { t }) => ['juni-tsuki.move.march', { n: thousands(m.count, t), from: pointName(m.from, t), to: pointName(m.to, t) }],
    attack: (m, { t }) => ['juni-tsuki.move.attack', { point: pointName(m.target, t) }],
    'province-move': (m) => [m.piece === 'daimyo' ? 'juni-tsuki.move.daimyo' : 'juni-tsuki.move.shadow', { path: path(m.path) }],
    convert: 'juni-tsuki.move.convert',
    'transport-koku': (m, { t }) => ['juni-tsuki.move.transportKoku', { n: thousands(m.amount, t), from: castleName(m.from, t), to: castleName(m.to, t) }],
    'transport-family': (m, { t }) => ['juni-tsuki.move.transportFamily', { castle: castleName(m.to, t) }],
    'buy-card': 'juni-tsuki.move.buy',
    'give-card': 'juni-tsuki.move.give',
    hire: (m, { t }) => ['juni-tsuki.move.hire', { point: pointName(m.point, t) }],
    'wind-group': (m, { t }) => ['juni-tsuki.move.windGroup', { rings: m.rings, from: pointName(m.from, t), to: pointName(m.path[m.path.length - 1]!, t) }],
    'wind-piece': (m) => ['juni-tsuki.move.windPiece', { rings: m.rings, path: path(m.path) }],
    fire: (m) => [m.daimyo !== undefined ? 'juni-tsuki.move.fireDaimyo' : 'juni-tsuki.move.fireFamily', { rings: m.rings }],
    'water-piece': (m) => [m.piece === 'daimyo' ? 'juni-tsuki.move.waterDaimyo' : 'juni-tsuki.move.waterShadow', { rings: m.rings, province: provinceName(m.to) }],
    'wind-koku': (m, { t }) => ['juni-tsuki.move.windKoku', { rings: m.rings, n: thousands(m.amount, t), from: castleName(m.from, t), to: castleName(m.to, t) }],
    'wind-family': (m, { t }) => ['juni-tsuki.move.windFamily', { rings: m.rings, castle: castleName(m.to, t) }],
    reinforce: (m, { t }) => ['juni-tsuki.move.reinforce', { point: pointName(m.point, t) }],
    join: (m) => [m.yes ? 'juni-tsuki.move.joinYes' : 'juni-tsuki.move.joinNo'],
    water: (m, { t }) => ['juni-tsuki.move.water', { rings: m.rings, from: pointName(m.from, t), to: pointName(m.to, t) }],
    earth: (m, { t }) => ['juni-tsuki.move.earth', { rings: m.rings, point: pointName(m.point, t) }],
    'end-turn': 'juni-tsuki.move.endTurn',
    'declare-dead': 'juni-tsuki.move.declare',
    consent: (m) => [m.yes ? 'juni-tsuki.move.consentYes' : 'juni-tsuki.move.consentNo'],
    defend: (m) => (m.nothing !== null ? ['juni-tsuki.move.defendNothing', { rings: m.nothing }] : ['juni-tsuki.move.defend']),
    press: (m) => [!m.go ? 'juni-tsuki.move.pressOff' : m.nothing !== null ? 'juni-tsuki.move.pressNothing' : 'juni-tsuki.move.press', { rings: m.nothing ?? 0 }],
    answer: (m, { t }) => (m.element === null ? ['juni-tsuki.move.answerNone'] : ['juni-tsuki.move.answer', { card: elementName(m.element, t), rings: m.rings }]),
    hostage: (m) => [m.accept ? 'juni-tsuki.move.hostageYes' : 'juni-tsuki.move.hostageNo'],
  },
  { secret: 'replay.move.secret', otherwise: 'replay.move.secret' },
);

function situation(raw: unknown, t: Translate): string | null {
  const v = asJuniView(raw);
  if (!v) return null;
  const { year, monthOfYear } = calendar(v.month);
  if (v.over) return t('table.end.title');
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
