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

export const STORAGE_KEY = 'tenka.settings.v1';

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

/** Reflect the settings the whole page follows on <html>: its language, and a class CSS uses to stop transitions. */
function applyToDocument(settings: Pick<Settings, 'locale' | 'reducedMotion'>): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = settings.locale;
  document.documentElement.classList.toggle('reduced-motion', settings.reducedMotion);
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
  function assign(next: Settings): void {
    locale.value = next.locale;
    animationSpeed.value = next.animationSpeed;
    reducedMotion.value = next.reducedMotion;
    sound.value = next.sound;
    volume.value = next.volume;
    colourScheme.value = next.colourScheme;
  }
  let fromOtherWindow = false;
  watch([locale, animationSpeed, reducedMotion, sound, volume, colourScheme], () => {
    if (!fromOtherWindow) storage()?.setItem(STORAGE_KEY, JSON.stringify(snapshot()));
    fromOtherWindow = false;
    applyToDocument(snapshot());
  });
  applyToDocument(initial);

  // Another window of Tenka changed them (e.g. a second browser tab): follow it.
  if (typeof window !== 'undefined') {
    window.addEventListener('storage', (event) => {
      if (event.key !== STORAGE_KEY) return;
      const next = readSettings(event.newValue);
      if (JSON.stringify(next) === JSON.stringify(snapshot())) return;
      fromOtherWindow = true;
      assign(next);
    });
  }

  function reset(): void {
    assign(defaultSettings());
  }

  return { locale, animationSpeed, reducedMotion, sound, volume, colourScheme, snapshot, reset };
});
