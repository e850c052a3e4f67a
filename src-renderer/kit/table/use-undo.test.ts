/**
 * When the table asks the host whether the seat may take back its last
 * decision (kit/table/use-undo.ts `undoAsk`). The host replays the whole game
 * to answer, in the game's queue, so a check asked while a bot must still move
 * held the bots 1.5–20 s at load 20 (a map game's measured waits, issue 21).
 */
import { describe, expect, it } from 'vitest';
import { undoAsk } from './use-undo';

describe('undoAsk', () => {
  it('never asks while a bot must still move: the bots’ moves would wait behind the replay', () => {
    expect(undoAsk({ botsToMove: true, mustDecide: false, asked: true })).toBe('later');
    // Also while the seat decides beside them (a simultaneous plan), and before anything was asked.
    expect(undoAsk({ botsToMove: true, mustDecide: true, asked: true })).toBe('later');
    expect(undoAsk({ botsToMove: true, mustDecide: false, asked: false })).toBe('later');
  });

  it('asks at once when the seat must decide and the bots are done, or when nothing was asked yet', () => {
    expect(undoAsk({ botsToMove: false, mustDecide: true, asked: true })).toBe('now');
    expect(undoAsk({ botsToMove: false, mustDecide: false, asked: false })).toBe('now');
  });

  it('otherwise once the moves have settled (a human elsewhere, the game over)', () => {
    expect(undoAsk({ botsToMove: false, mustDecide: false, asked: true })).toBe('settled');
  });
});
