/**
 * The window's size, place and maximised state, remembered between launches
 * in `window-state.json` in the data folder.
 *
 * Restoring checks the saved place against the screens there are now: a
 * window saved on a monitor that is gone (or partly off-screen after a change
 * of resolution) would open where nobody can grab it, so a place whose title
 * bar is not visibly on a screen is dropped (the system centres the window),
 * and a size larger than the largest screen shrinks to fit. No 'electron'
 * import: the window and the screens come in as plain values.
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface WindowState {
  /** Absent: let the system place the window. */
  x?: number;
  y?: number;
  width: number;
  height: number;
  maximized: boolean;
}

export const WINDOW_STATE_FILE = 'window-state.json';
export const DEFAULT_WINDOW: WindowState = { width: 1280, height: 820, maximized: false };
export const MIN_WINDOW = { width: 900, height: 600 };
/** How much of the title bar must be on a screen for the saved place to be kept. */
const GRAB = { width: 120, height: 32 };

function isNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** The state to open with, from the saved text (null: none saved) and the screens' work areas. */
export function restoreWindowState(saved: string | null, screens: readonly Rect[]): WindowState {
  let raw: Record<string, unknown>;
  try {
    raw = saved ? (JSON.parse(saved) as Record<string, unknown>) : {};
  } catch {
    raw = {};
  }
  if (typeof raw !== 'object' || raw === null) raw = {};
  const largest = screens.reduce((a, b) => (b.width * b.height > a.width * a.height ? b : a), screens[0] ?? { x: 0, y: 0, width: DEFAULT_WINDOW.width, height: DEFAULT_WINDOW.height });
  const fit = (value: unknown, fallback: number, min: number, max: number): number =>
    Math.round(Math.max(Math.min(isNumber(value) ? value : fallback, max), Math.min(min, max)));
  const width = fit(raw.width, DEFAULT_WINDOW.width, MIN_WINDOW.width, largest.width);
  const height = fit(raw.height, DEFAULT_WINDOW.height, MIN_WINDOW.height, largest.height);
  const state: WindowState = { width, height, maximized: raw.maximized === true };
  if (isNumber(raw.x) && isNumber(raw.y)) {
    const titleBar = { x: raw.x, y: raw.y, width, height: GRAB.height };
    if (screens.some((screen) => overlap(titleBar, screen, GRAB))) {
      state.x = Math.round(raw.x);
      state.y = Math.round(raw.y);
    }
  }
  return state;
}

/** Whether `a` and `b` share at least `min` (width and height). */
function overlap(a: Rect, b: Rect, min: { width: number; height: number }): boolean {
  const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return w >= Math.min(min.width, a.width) && h >= Math.min(min.height, a.height);
}

/** What a BrowserWindow offers for saving its state. */
export interface TrackedWindow {
  getNormalBounds(): Rect;
  isMaximized(): boolean;
  isFullScreen(): boolean;
  on(event: 'resize' | 'move' | 'maximize' | 'unmaximize' | 'close', listener: () => void): unknown;
}

/**
 * Load and save the state in `dir`. `track` saves after the window stops
 * moving or resizing (debounced) and once more when it closes. The normal
 * bounds are saved, so a maximised or full-screen window comes back maximised
 * over the place it had before.
 */
export function windowStateStore(dir: string, options: { debounceMs?: number } = {}) {
  const file = join(dir, WINDOW_STATE_FILE);
  const debounceMs = options.debounceMs ?? 400;

  function load(screens: readonly Rect[]): WindowState {
    let text: string | null = null;
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      // first launch
    }
    return restoreWindowState(text, screens);
  }

  function save(state: WindowState): void {
    try {
      mkdirSync(dirname(file), { recursive: true });
      // Written beside and renamed, so a crash mid-write never leaves half a file.
      writeFileSync(`${file}.tmp`, JSON.stringify(state));
      renameSync(`${file}.tmp`, file);
    } catch (error) {
      // Losing the window's place is not worth an error dialog.
      console.error('Could not save the window state:', error);
    }
  }

  function snapshot(win: TrackedWindow): WindowState {
    const bounds = win.getNormalBounds();
    return { ...bounds, maximized: win.isMaximized() || win.isFullScreen() };
  }

  function track(win: TrackedWindow): void {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const later = (): void => {
      clearTimeout(timer);
      timer = setTimeout(() => save(snapshot(win)), debounceMs);
    };
    for (const event of ['resize', 'move', 'maximize', 'unmaximize'] as const) win.on(event, later);
    win.on('close', () => {
      clearTimeout(timer);
      save(snapshot(win));
    });
  }

  return { file, load, save, track };
}
