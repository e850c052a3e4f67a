import { describe, expect, it } from 'vitest';
import { canonicalJson, hashState } from './hash';

describe('state hash', () => {
  it('ignores key order but not values', () => {
    expect(canonicalJson({ b: 1, a: [1, { d: 2, c: 3 }] })).toBe('{"a":[1,{"c":3,"d":2}],"b":1}');
    expect(hashState({ a: 1, b: 2 })).toBe(hashState({ b: 2, a: 1 }));
    expect(hashState({ a: 1, b: 2 })).not.toBe(hashState({ a: 1, b: 3 }));
    expect(hashState({ a: 1 })).toMatch(/^[0-9a-f]{16}$/);
  });
});
