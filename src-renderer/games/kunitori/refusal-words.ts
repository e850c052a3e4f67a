/**
 * Kunitori's refusal values in words (kit/table/refusal.ts `words`): the engine names a card by its id
 * (errors.ts `params.card`); the player reads its name in their language.
 */
import type { RefusalParams, Translate } from '../../kit/table/refusal';
import { cardName } from './card-words';

export const refusalWords = (params: RefusalParams, t: Translate): RefusalParams =>
  typeof params.card === 'number' ? { ...params, card: cardName(params.card, t) } : params;
