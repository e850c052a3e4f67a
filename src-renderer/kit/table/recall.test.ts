/**
 * A table tells a recall of the record (history, not news) from play (kit/table/recall.ts). Issue 21: a
 * table mounted after its history had been recalled (a slow page) took the player's first live battle for a
 * recall and never showed it in full; a new game (nothing to recall) lost its first live battle the same way.
 */
import { describe, expect, it } from 'vitest';
import { recallDetector } from './recall';

describe('recallDetector', () => {
  it('sees a recall that comes after the table was made, and nothing else', () => {
    let recalled: Record<number, number> = {};
    const isRecall = recallDetector(() => recalled);
    recalled = { 0: 120 };
    expect(isRecall()).toBe(true);
    expect(isRecall()).toBe(false);
  });

  it('does not take the first live change for a recall when the history came before the table was made', () => {
    const recalled: Record<number, number> = { 0: 120 };
    const isRecall = recallDetector(() => recalled);
    expect(isRecall()).toBe(false);
  });

  it('does not take the first live change of a new game (nothing to recall) for a recall', () => {
    let recalled: Record<number, number> = {};
    const isRecall = recallDetector(() => recalled);
    recalled = { 0: 0 };
    expect(isRecall()).toBe(false);
  });
});
