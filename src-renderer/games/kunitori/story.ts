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

export function describeMove(who: string, raw: unknown, t: Translate, name?: (seat: number) => string): string {
  /** Another seat a move points at: its player's name where the caller knows it, else its number. */
  const seat = (s: number): string => name?.(s) ?? t('game.seatN', { n: s + 1 });
  const m = raw as KunitoriMove | undefined;
  if (!m || typeof m !== 'object') return t('kunitori.move.secret', { name: who });
  const c = (id: number): string => cardName(id, t);
  switch (m.type) {
    case 'play':
      return t('kunitori.move.play', { name: who, card: c(m.card) }) + (m.choice ? ` (${t(`kunitori.choice.${m.choice}`)})` : '');
    case 'replay':
      return t('kunitori.move.replay', { name: who });
    case 'end-actions':
      return t('kunitori.move.endActions', { name: who });
    case 'scrap':
      return t('kunitori.move.scrap', { name: who, card: c(m.card) });
    case 'gain':
      return m.card === null ? t('kunitori.move.gainNothing', { name: who }) : t('kunitori.move.gain', { name: who, card: c(m.card) });
    case 'ninja-show':
      return t(m.show ? 'kunitori.move.ninjaShow' : 'kunitori.move.ninjaNoShow', { name: who });
    case 'ninja-card':
      return t(m.to === 'deck' ? 'kunitori.move.ninjaDeck' : 'kunitori.move.ninjaDiscard', { name: who, card: c(m.card) });
    case 'promote':
      return t('kunitori.move.promote', { name: who, card: c(m.general) });
    case 'attack':
      return m.target === null ? t('kunitori.move.holdBack', { name: who, card: c(m.leader) }) : t('kunitori.move.attack', { name: who, card: c(m.leader), target: seat(m.target) });
    case 'lead':
      return t('kunitori.move.lead', { name: who, card: c(m.unit), target: seat(m.target) });
    case 'reinforce':
      return t('kunitori.move.reinforce', { name: who });
    case 'ambush':
      return t('kunitori.move.ambush', { name: who, card: c(m.card) });
    case 'ambush-done':
      return t('kunitori.move.ambushDone', { name: who });
    case 'accept':
      return t(m.take ? 'kunitori.move.accept' : 'kunitori.move.decline', { name: who });
    case 'restack':
      return t('kunitori.move.restack', { name: who, card: c(m.top) });
    case 'buy':
      return t('kunitori.move.buy', { name: who, card: c(m.card) });
    case 'end-buys':
      return t('kunitori.move.endBuys', { name: who });
    case 'end-turn':
      return m.keep.length > 0 ? t('kunitori.move.endTurnKeep', { name: who, cards: cardList(m.keep, t) }) : t('kunitori.move.endTurn', { name: who });
    default:
      return t('replay.move.generic', { name: who, type: (m as { type?: string }).type ?? '?' });
  }
}

function situation(raw: unknown, t: Translate, name?: (seat: number) => string): string | null {
  const v = asKunitoriView(raw);
  if (!v) return null;
  if (v.result || v.turn.phase === 'over') return t('kunitori.situation.over');
  const round = Math.max(1, Math.ceil(v.turns / v.players.length));
  return t('kunitori.situation.turn', { round, name: name?.(v.turn.seat) ?? t('game.seatN', { n: v.turn.seat + 1 }), phase: t(`kunitori.phase.${v.turn.phase}`) });
}

export const story: GameStory = { describeEvent, describeMove, situation };
