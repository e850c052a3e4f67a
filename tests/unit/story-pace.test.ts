/**
 * The pace of the feed (kit/table/story-pace.ts, used by stores/game.ts). A new player's game against
 * three Normal bots took 32 minutes at 1×, with 60–180 s between two of
 * their decisions: every event got its full beat however many were queued.
 */
import { describe, expect, it } from 'vitest';
import { beatMs, EVENT_MS } from '../../src-renderer/kit/table/story-pace';

/** Wall time to tell `n` events of weight 1 at `speed`, the backlog shrinking as they are told. */
function tellAll(n: number, speed: number): number {
  let ms = 0;
  for (let left = n - 1; left >= 0; left--) ms += beatMs(1, speed, left);
  return ms;
}

describe('the feed pace', () => {
  it('tells a burst of a hundred events between two decisions in seconds, not minutes', () => {
    expect(tellAll(100, 1)).toBeLessThan(20_000);
    expect(tellAll(100, 0.5)).toBeLessThan(40_000);
    // It was 100 full beats: 90 s at 1×.
    expect(100 * EVENT_MS).toBeGreaterThan(60_000);
  });

  it('keeps the full beat for a short story and for the last events of a long one', () => {
    expect(beatMs(1, 1, 0)).toBe(EVENT_MS);
    expect(beatMs(1.8, 1, 1)).toBe(1.8 * EVENT_MS);
    expect(beatMs(1, 2, 2)).toBe(EVENT_MS / 2);
  });

  it('is faster the longer the backlog, and the speed setting still counts', () => {
    expect(beatMs(1, 1, 50)).toBeLessThan(beatMs(1, 1, 10));
    expect(beatMs(1, 2, 50)).toBeLessThan(beatMs(1, 1, 50));
  });
});
