/**
 * Kunitori! in words for replays: a line per move and where in the game a
 * position is; its events are told by telling.ts (the same lines as the
 * live feed).
 */
import type { KunitoriMove } from '@shared/games/kunitori/public';
import type { GameStory, Translate } from '../renderer-game';
import { cardList, cardName } from './card-words';
import { asKunitoriView } from './kunitori-view';
import { describeEvent } from './telling';
import { moveWords } from '../../kit/table/move-words';

export const describeMove = moveWords<KunitoriMove>(
  {
    play: (m, { t, who }) => t('kunitori.event.play', { name: who, card: cardName(m.card, t) }) + (m.choice ? ` (${t(`kunitori.choice.${m.choice}`)})` : ''),
    replay: 'kunitori.move.replay',
    'end-actions': 'kunitori.move.endActions',
    scrap: (m, { t }) => ['kunitori.move.scrap', { card: cardName(m.card, t) }],
    gain: (m, { t }) => (m.card === null ? ['kunitori.move.gainNothing'] : ['kunitori.move.gain', { card: cardName(m.card, t) }]),
    'ninja-show': (m) => [m.show ? 'kunitori.move.ninjaShow' : 'kunitori.move.ninjaNoShow'],
    'ninja-card': (m, { t }) => [m.to === 'deck' ? 'kunitori.move.ninjaDeck' : 'kunitori.move.ninjaDiscard', { card: cardName(m.card, t) }],
    promote: (m, { t }) => ['kunitori.move.promote', { card: cardName(m.general, t) }],
    attack: (m, { t, name }) => (m.target === null ? ['kunitori.move.holdBack', { card: cardName(m.leader, t) }] : ['kunitori.move.attack', { card: cardName(m.leader, t), target: name(m.target) }]),
    lead: (m, { t, name }) => ['kunitori.move.lead', { card: cardName(m.unit, t), target: name(m.target) }],
    reinforce: 'kunitori.move.reinforce',
    ambush: (m, { t }) => ['kunitori.move.ambush', { card: cardName(m.card, t) }],
    'ambush-done': 'kunitori.move.ambushDone',
    accept: (m) => [m.take ? 'kunitori.move.accept' : 'kunitori.move.decline'],
    restack: (m, { t }) => ['kunitori.move.restack', { card: cardName(m.top, t) }],
    buy: (m, { t }) => ['kunitori.move.buy', { card: cardName(m.card, t) }],
    'end-buys': 'kunitori.move.endBuys',
    'end-turn': (m, { t }) => (m.keep.length > 0 ? ['kunitori.move.endTurnKeep', { cards: cardList(m.keep, t) }] : ['kunitori.move.endTurn']),
  },
  { secret: 'replay.move.secret', otherwise: 'replay.move.generic' },
);

function situation(raw: unknown, t: Translate, name?: (seat: number) => string): string | null {
  const v = asKunitoriView(raw);
  if (!v) return null;
  if (v.result || v.turn.phase === 'over') return t('table.end.title');
  const round = Math.max(1, Math.ceil(v.turns / v.players.length));
  return t('kunitori.situation.turn', { round, name: name?.(v.turn.seat) ?? t('game.seatN', { n: v.turn.seat + 1 }), phase: t(`kunitori.phase.${v.turn.phase}`) });
}

export const story: GameStory = { describeEvent, describeMove, situation };
