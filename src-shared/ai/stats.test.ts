import { describe, expect, it } from 'vitest';
import { quantile, wilson } from './stats';

describe('wilson interval', () => {
  it('matches known values', () => {
    const close = (x: number, y: number): void => expect(Math.abs(x - y)).toBeLessThan(5e-4);
    let w = wilson(5, 10);
    close(w.low, 0.2366);
    close(w.high, 0.7634);
    w = wilson(0, 10);
    close(w.low, 0);
    close(w.high, 0.2775);
    w = wilson(90, 100);
    close(w.low, 0.8256);
    close(w.high, 0.9448);
    w = wilson(10, 10);
    close(w.low, 0.7225);
    close(w.high, 1);
    expect(wilson(0, 0)).toEqual({ low: 0, high: 1 });
  });

  it('quantiles by nearest rank', () => {
    const xs = [5, 1, 4, 2, 3];
    expect(quantile(xs, 0.5)).toBe(3);
    expect(quantile(xs, 1)).toBe(5);
    expect(quantile(xs, 0.95)).toBe(5);
    expect(quantile(Array.from({ length: 100 }, (_, i) => i + 1), 0.95)).toBe(95);
    expect(quantile([], 0.5)).toBe(0);
  });
});
