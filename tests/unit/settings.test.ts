/**
 * The player's settings as kept in localStorage: what is read back, and what
 * falls back to the defaults when the stored text is damaged or from elsewhere.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ANIMATION_SPEEDS, defaultSettings, readSettings, type Settings } from '../../src-renderer/stores/settings';

const stored: Settings = { locale: 'de', animationSpeed: 2, storyPace: 'everything', reducedMotion: true, sound: false, volume: 0.25, colourScheme: 'contrast', hints: false, hotseatHints: true };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('readSettings', () => {
  it('reads back every setting that was written', () => {
    expect(readSettings(JSON.stringify(stored))).toEqual(stored);
  });

  it('gives the defaults when nothing is stored or the text is not JSON', () => {
    expect(readSettings(null)).toEqual(defaultSettings());
    expect(readSettings('')).toEqual(defaultSettings());
    expect(readSettings('{"locale":"de"')).toEqual(defaultSettings());
    expect(readSettings('null')).toEqual(defaultSettings());
    expect(readSettings('"de"')).toEqual(defaultSettings());
  });

  it('keeps the good values and replaces each bad one with its default', () => {
    const d = defaultSettings();
    const mixed = readSettings(JSON.stringify({ locale: 'fr', animationSpeed: 3, reducedMotion: 'yes', sound: false, volume: 1.5, colourScheme: 'neon' }));
    expect(mixed).toEqual({ ...d, sound: false });
    expect(readSettings(JSON.stringify({ volume: -0.1 })).volume).toBe(d.volume);
    expect(readSettings(JSON.stringify({ volume: 0 })).volume).toBe(0);
    expect(readSettings(JSON.stringify({ animationSpeed: '2' })).animationSpeed).toBe(d.animationSpeed);
    // Hints: on by default, between people off by default; a value that is not a yes or no is the default.
    expect([d.hints, d.hotseatHints]).toEqual([true, false]);
    expect(readSettings(JSON.stringify({ hints: 'no', hotseatHints: 1 }))).toMatchObject({ hints: true, hotseatHints: false });
  });

  it('accepts every offered animation speed, from 0.5× to 4×', () => {
    expect(ANIMATION_SPEEDS[0]).toBe(0.5);
    expect(ANIMATION_SPEEDS.at(-1)).toBe(4);
    for (const animationSpeed of ANIMATION_SPEEDS) expect(readSettings(JSON.stringify({ animationSpeed })).animationSpeed).toBe(animationSpeed);
  });

  it('ignores fields it does not know', () => {
    expect(readSettings(JSON.stringify({ ...stored, theme: 'dark' }))).toEqual(stored);
  });
});

describe('defaultSettings', () => {
  it('speaks German to a German system and English to everyone else', () => {
    vi.stubGlobal('navigator', { language: 'de-AT' });
    expect(defaultSettings().locale).toBe('de');
    vi.stubGlobal('navigator', { language: 'ja-JP' });
    expect(defaultSettings().locale).toBe('en');
  });

  it('reduces motion when the system asks for it', () => {
    vi.stubGlobal('window', { matchMedia: (q: string) => ({ matches: q.includes('reduce') }) });
    expect(defaultSettings().reducedMotion).toBe(true);
    vi.stubGlobal('window', { matchMedia: () => ({ matches: false }) });
    expect(defaultSettings().reducedMotion).toBe(false);
  });
});
