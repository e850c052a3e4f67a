/** Kunitori!'s words on a suggested move (kit/table/hint.ts): what a bought or gained card is worth at the end. */
import { CARDS } from '@shared/games/kunitori/public';
import type { GameHint } from '../renderer-game';
import { cardName } from './card-words';

export const hint: GameHint = {
  gain(move, _view, _seat, t) {
    const m = move as { type?: string; card?: number | null };
    if ((m.type !== 'buy' && m.type !== 'gain') || m.card === null || m.card === undefined) return null;
    const card = CARDS[m.card];
    if (!card) return null;
    return card.vp > 0 ? t('kunitori.hint.points', { card: cardName(m.card, t), n: card.vp }) : t('kunitori.hint.card', { card: cardName(m.card, t) });
  },
};
