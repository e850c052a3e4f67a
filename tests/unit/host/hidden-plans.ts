/**
 * The hidden-information check the host tests share (leak.test.ts, lan-share.test.ts):
 * does anything a connection was told hold another seat's secret plan?
 */
import { canonicalJson } from '../../../src-shared/kernel/hash';
import type { HennShogunMove } from '../../../src-shared/games/henn-shogun/types';

/** Does `value` hold `target` anywhere (a plan move, or just its actions), whatever the order of keys? */
export function holds(value: unknown, target: HennShogunMove & { type: 'plan' }): boolean {
  const wanted = [canonicalJson(target), canonicalJson(target.actions)];
  const sizes = new Set([Object.keys(target).length, Object.keys(target.actions).length]);
  const walk = (v: unknown): boolean => {
    if (typeof v === 'string' && v.startsWith('{')) {
      try {
        return walk(JSON.parse(v));
      } catch {
        return false;
      }
    }
    if (v === null || typeof v !== 'object') return false;
    if (!Array.isArray(v) && sizes.has(Object.keys(v).length) && wanted.includes(canonicalJson(v))) return true;
    return Object.values(v).some(walk);
  };
  return walk(value);
}

