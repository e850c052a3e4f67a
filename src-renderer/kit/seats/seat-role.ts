/** Who plays a seat, in the shell's words: "human", or "bot · Normal" with the level as the game names it. */
import type { SeatInfo } from '@shared/contract/messages';
import { botLevelName } from './bot-levels';

type Translate = (key: string, params?: Record<string, string | number>) => string;

export function seatRole(t: Translate, gameId: string | undefined, seat: Pick<SeatInfo, 'kind' | 'bot'>): string {
  return seat.kind === 'bot' ? t('game.bot', { level: botLevelName(t, gameId, seat.bot ?? 'random') }) : t('game.human');
}
