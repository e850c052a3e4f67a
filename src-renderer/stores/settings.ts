/**
 * The player's preferences, kept in localStorage (per machine, not per game):
 * language, animation speed, reduced motion, sound and the colour scheme of
 * the seats. Read them anywhere with `useSettingsStore()`; the Settings
 * screen edits them.
 */
import { defineStore } from 'pinia';
import { ref, watch } from 'vue';
import type { Locale } from '../i18n/define';

export type ColourScheme = 'washi' | 'contrast';
export const ANIMATION_SPEEDS = [0.5, 1, 2, 4] as const;
export type AnimationSpeed = (typeof ANIMATION_SPEEDS)[number];

export interface Settings {
  locale: Locale;
  animationSpeed: AnimationSpeed;
  /** Show results at once instead of animating them. */
  reducedMotion: boolean;
  sound: boolean;
  /** 0..1 */
  volume: number;
  colourScheme: ColourScheme;
}

const STORAGE_KEY = 'tenka.settings.v1';

export function defaultSettings(): Settings {
  const language = typeof navigator !== 'undefined' ? navigator.language : 'en';
  const prefersReduced = typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  return {
    locale: language.toLowerCase().startsWith('de') ? 'de' : 'en',
    animationSpeed: 1,
    reducedMotion: prefersReduced,
    sound: true,
    volume: 0.6,
    colourScheme: 'washi',
  };
}

/** Stored settings over the defaults; anything unreadable falls back to its default. */
export function readSettings(stored: string | null): Settings {
  const base = defaultSettings();
  if (!stored) return base;
  let raw: Partial<Record<keyof Settings, unknown>>;
  try {
    raw = JSON.parse(stored) as typeof raw;
  } catch {
    return base;
  }
  if (typeof raw !== 'object' || raw === null) return base;
  return {
    locale: raw.locale === 'en' || raw.locale === 'de' ? raw.locale : base.locale,
    animationSpeed: ANIMATION_SPEEDS.includes(raw.animationSpeed as AnimationSpeed) ? (raw.animationSpeed as AnimationSpeed) : base.animationSpeed,
    reducedMotion: typeof raw.reducedMotion === 'boolean' ? raw.reducedMotion : base.reducedMotion,
    sound: typeof raw.sound === 'boolean' ? raw.sound : base.sound,
    volume: typeof raw.volume === 'number' && raw.volume >= 0 && raw.volume <= 1 ? raw.volume : base.volume,
    colourScheme: raw.colourScheme === 'washi' || raw.colourScheme === 'contrast' ? raw.colourScheme : base.colourScheme,
  };
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export const useSettingsStore = defineStore('settings', () => {
  const initial = readSettings(storage()?.getItem(STORAGE_KEY) ?? null);
  const locale = ref<Locale>(initial.locale);
  const animationSpeed = ref<AnimationSpeed>(initial.animationSpeed);
  const reducedMotion = ref(initial.reducedMotion);
  const sound = ref(initial.sound);
  const volume = ref(initial.volume);
  const colourScheme = ref<ColourScheme>(initial.colourScheme);

  function snapshot(): Settings {
    return { locale: locale.value, animationSpeed: animationSpeed.value, reducedMotion: reducedMotion.value, sound: sound.value, volume: volume.value, colourScheme: colourScheme.value };
  }
  watch([locale, animationSpeed, reducedMotion, sound, volume, colourScheme], () => {
    storage()?.setItem(STORAGE_KEY, JSON.stringify(snapshot()));
    if (typeof document !== 'undefined') document.documentElement.lang = locale.value;
  });
  if (typeof document !== 'undefined') document.documentElement.lang = locale.value;

  function reset(): void {
    const d = defaultSettings();
    locale.value = d.locale;
    animationSpeed.value = d.animationSpeed;
    reducedMotion.value = d.reducedMotion;
    sound.value = d.sound;
    volume.value = d.volume;
    colourScheme.value = d.colourScheme;
  }

  return { locale, animationSpeed, reducedMotion, sound, volume, colourScheme, snapshot, reset };
});
