/** Issue 22: Jūni-tsuki's floating labels keep clear of the province tokens and of each other (board/separate.ts). */
import { describe, expect, it } from 'vitest';
import { separate, type Box } from './separate';

const box = (x: number, y: number, w = 22, h = 14): Box => ({ x0: x, y0: y, x1: x + w, y1: y + h });
const overlaps = (a: Box, b: Box): boolean => a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;
const moved = (b: Box, [dx, dy]: [number, number]): Box => ({ x0: b.x0 + dx, y0: b.y0 + dy, x1: b.x1 + dx, y1: b.y1 + dy });

describe('floating labels kept apart', () => {
  it('three chips on one spot and a province name over them end up clear of each other, each near its point', () => {
    const name = box(0, 20, 50, 10);
    const chips = [box(5, 15), box(8, 17), box(6, 16)];
    const offsets = separate(chips, [name], 24);
    const after = chips.map((c, i) => moved(c, offsets[i]!));
    for (let i = 0; i < after.length; i++) {
      expect(overlaps(after[i]!, name)).toBe(false);
      for (let j = i + 1; j < after.length; j++) expect(overlaps(after[i]!, after[j]!)).toBe(false);
      expect(Math.hypot(...offsets[i]!)).toBeLessThanOrEqual(24 * Math.SQRT2);
    }
  });
  it('a chip with room stays where it is', () => {
    expect(separate([box(100, 100)], [box(0, 0)], 24)).toEqual([[0, 0]]);
  });
  it('with no free spot in reach, a chip stays within reach (overlapping least)', () => {
    const wall = [box(-100, -100, 300, 300)];
    const [o] = separate([box(0, 0)], wall, 8);
    expect(Math.abs(o![0])).toBeLessThanOrEqual(8);
    expect(Math.abs(o![1])).toBeLessThanOrEqual(8);
  });
});
