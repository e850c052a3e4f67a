/**
 * The one place the replay turns a frame into what Henn's board draws. It calls
 * `buildBoardModel` exactly as the table does (a summary and a seat view),
 * so when the board's model changes only this function follows it.
 */
import type { GameSummary, ReplayFrame, SeatView } from '@shared/contract/messages';
import { buildBoardModel, type BoardModel } from '../../../board/board-model';
import { PROVINCE_ORDER } from './province-order';

export function replayBoardModel(game: GameSummary, frame: ReplayFrame, round: number, rulesetTitle: string, colours?: readonly (number | undefined)[]): BoardModel {
  // The game as it stood at this ply (the summary describes its last position).
  const summary: GameSummary = { ...game, ply: frame.ply, round, finished: frame.result !== null, result: frame.result };
  const seatView: SeatView = { gameId: frame.gameId, seat: frame.seat ?? 0, ply: frame.ply, view: frame.view, pending: frame.pending, result: frame.result };
  return buildBoardModel(summary, seatView, rulesetTitle, PROVINCE_ORDER, colours ? { colours } : undefined);
}
