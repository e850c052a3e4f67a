/**
 * The player's preferences (per machine, not per game): language, animation
 * speed, "Bots' turns", reduced motion, sound and the colour scheme of the
 * seats. Read them anywhere with `useSettingsStore()`; the Settings screen,
 * the New game screen and the tables' controls edit them.
 *
 * The host keeps them in its database (`getSettings`/`saveSettings`): the
 * browser host's port changes at every start, and with it the browser's
 * storage. localStorage is only this page's copy, so the first paint has the
 * player's language before the host answers; once connected, the host's
 * settings win, and every change is saved there.
 */
import { defineStore } from 'pinia';
import { ref, watch } from 'vue';
import type { Locale } from '../i18n/define';
import { DEFAULT_STORY_PACE, STORY_PACES, type StoryPace } from './story-pace';
import { getApi } from '../api';

export type ColourScheme = 'washi' | 'contrast';
export const ANIMATION_SPEEDS = [0.5, 1, 2, 4] as const;
export type AnimationSpeed = (typeof ANIMATION_SPEEDS)[number];

export interface Settings {
  locale: Locale;
  animationSpeed: AnimationSpeed;
  /** "Bots' turns": how much of what does not involve the human is shown (stores/story-pace.ts). */
  storyPace: StoryPace;
  /** Show results at once instead of animating them. */
  reducedMotion: boolean;
  sound: boolean;
  /** 0..1 */
  volume: number;
  colourScheme: ColourScheme;
  /** "Suggest a move" at a decision (games against bots); the host refuses hints when off (src-main/services/hints.ts). */
  hints: boolean;
  /** Hints also in games between people at one screen (off by default: a hint helps one person against another). */
  hotseatHints: boolean;
}

export const STORAGE_KEY = 'tenka.settings.v1';

export function defaultSettings(): Settings {
  const language = typeof navigator !== 'undefined' ? navigator.language : 'en';
  const prefersReduced = typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  return {
    locale: language.toLowerCase().startsWith('de') ? 'de' : 'en',
    animationSpeed: 1,
    storyPace: DEFAULT_STORY_PACE,
    reducedMotion: prefersReduced,
    sound: true,
    volume: 0.6,
    colourScheme: 'washi',
    hints: true,
    hotseatHints: false,
  };
}

/** Stored settings over the defaults; anything unreadable falls back to its default. */
export function readSettings(stored: string | null): Settings {
  if (!stored) return defaultSettings();
  try {
    return settingsFrom(JSON.parse(stored));
  } catch {
    return defaultSettings();
  }
}

/** Settings read from an object (the host's, or parsed JSON) over the defaults; each bad value falls back to its default. */
export function settingsFrom(value: unknown): Settings {
  const base = defaultSettings();
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return base;
  const raw = value as Partial<Record<keyof Settings, unknown>>;
  return {
    locale: raw.locale === 'en' || raw.locale === 'de' ? raw.locale : base.locale,
    animationSpeed: ANIMATION_SPEEDS.includes(raw.animationSpeed as AnimationSpeed) ? (raw.animationSpeed as AnimationSpeed) : base.animationSpeed,
    storyPace: STORY_PACES.includes(raw.storyPace as StoryPace) ? (raw.storyPace as StoryPace) : base.storyPace,
    reducedMotion: typeof raw.reducedMotion === 'boolean' ? raw.reducedMotion : base.reducedMotion,
    sound: typeof raw.sound === 'boolean' ? raw.sound : base.sound,
    volume: typeof raw.volume === 'number' && raw.volume >= 0 && raw.volume <= 1 ? raw.volume : base.volume,
    colourScheme: raw.colourScheme === 'washi' || raw.colourScheme === 'contrast' ? raw.colourScheme : base.colourScheme,
    hints: typeof raw.hints === 'boolean' ? raw.hints : base.hints,
    hotseatHints: typeof raw.hotseatHints === 'boolean' ? raw.hotseatHints : base.hotseatHints,
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
  const storyPace = ref<StoryPace>(initial.storyPace);
  const reducedMotion = ref(initial.reducedMotion);
  const sound = ref(initial.sound);
  const volume = ref(initial.volume);
  const colourScheme = ref<ColourScheme>(initial.colourScheme);
  const hints = ref(initial.hints);
  const hotseatHints = ref(initial.hotseatHints);

  function snapshot(): Settings {
    return { locale: locale.value, animationSpeed: animationSpeed.value, storyPace: storyPace.value, reducedMotion: reducedMotion.value, sound: sound.value, volume: volume.value, colourScheme: colourScheme.value, hints: hints.value, hotseatHints: hotseatHints.value };
  }
  function assign(next: Settings): void {
    locale.value = next.locale;
    animationSpeed.value = next.animationSpeed;
    storyPace.value = next.storyPace;
    reducedMotion.value = next.reducedMotion;
    sound.value = next.sound;
    volume.value = next.volume;
    colourScheme.value = next.colourScheme;
    hints.value = next.hints;
    hotseatHints.value = next.hotseatHints;
  }
  let fromOtherWindow = false;
  /** The host's settings have been read (or it had none): from then on every change is saved there. */
  let hostRead = false;
  watch([locale, animationSpeed, storyPace, reducedMotion, sound, volume, colourScheme, hints, hotseatHints], () => {
    if (!fromOtherWindow) {
      storage()?.setItem(STORAGE_KEY, JSON.stringify(snapshot()));
      if (hostRead) void saveToHost();
    }
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

  async function saveToHost(): Promise<void> {
    try {
      await getApi().client.call({ type: 'saveSettings', settings: { ...snapshot() } });
    } catch {
      // Kept on this page (localStorage) meanwhile; the next change or connection saves them again.
    }
  }

  /**
   * On every (re)connection: the host's settings win over this page's copy;
   * a host with none (a first start, or a host from before settings were
   * kept) gets this page's.
   */
  async function loadFromHost(): Promise<void> {
    let kept: Record<string, unknown> | null;
    try {
      kept = (await getApi().client.call({ type: 'getSettings' })).settings;
    } catch {
      return; // an older or unreachable host: the page's copy stays in use
    }
    hostRead = true;
    if (kept === null) return void saveToHost();
    const next = settingsFrom(kept);
    if (JSON.stringify(next) !== JSON.stringify(snapshot())) assign(next);
  }

  return { locale, animationSpeed, storyPace, reducedMotion, sound, volume, colourScheme, hints, hotseatHints, snapshot, reset, loadFromHost };
});
