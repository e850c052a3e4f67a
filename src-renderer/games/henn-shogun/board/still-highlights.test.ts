/**
 * Henn's board on software WebGL draws its highlights still (a frame of the
 * map costs the page 0.5–1 s there): a change's highlights come with the
 * frame of its board and go with the next board's frame, or together in one
 * frame after a while when no board follows (issue 21).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StillHighlights } from './still-highlights';

describe('StillHighlights', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('takes the last board’s highlights away with the next board, in its frame (no frame of its own)', () => {
    const render = vi.fn();
    const still = new StillHighlights(render, 2500);
    const gone: string[] = [];
    still.show(() => gone.push('arrow'));
    still.show(() => gone.push('flash'));
    expect(still.count).toBe(2);
    vi.advanceTimersByTime(1000);
    still.newBoard();
    expect(gone).toEqual(['arrow', 'flash']);
    expect(still.count).toBe(0);
    expect(render).not.toHaveBeenCalled();
    // Nothing left to take away: the timer draws no frame.
    vi.advanceTimersByTime(5000);
    expect(render).not.toHaveBeenCalled();
  });

  it('when no board follows, takes every highlight away together in one frame after holdMs of the last', () => {
    const render = vi.fn();
    const still = new StillHighlights(render, 2500);
    const gone: string[] = [];
    still.show(() => gone.push('ring'));
    vi.advanceTimersByTime(2000);
    still.show(() => gone.push('arrow'));
    vi.advanceTimersByTime(2000);
    // The last came 2 s ago: both still shown.
    expect(gone).toEqual([]);
    vi.advanceTimersByTime(600);
    expect(gone).toEqual(['ring', 'arrow']);
    expect(render).toHaveBeenCalledTimes(1);
  });
});
