import { describe, expect, it } from 'vitest';
import { ordinal, placeWords } from './ordinal';

describe('places in words', () => {
  it('reads English ordinals, including the teens', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22].map((n) => ordinal(n, 'en'))).toEqual(['1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st', '22nd']);
  });
  it('writes German places with a full stop', () => {
    expect(ordinal(3, 'de')).toBe('3.');
  });
  it("turns a fairness hook's place key into the locale's words and leaves other keys alone", () => {
    expect(placeWords('2nd', 'de')).toBe('2.');
    expect(placeWords('3rd', 'en')).toBe('3rd');
    expect(placeWords('oda', 'de')).toBe('oda');
  });
});
