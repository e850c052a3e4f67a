/**
 * The camera kept per game across reloads and launches: where the player left
 * the map is where it opens again. Kept in the page's localStorage, keyed by
 * the screen (the game's id) and the board: the host's settings are one
 * record of fixed fields for the whole app (stores/settings.ts), not a store
 * of per-game keys, and a camera is a view preference, nothing a save or a
 * replay needs. Only the latest few games are kept so the storage never grows.
 */
import type { Camera } from './camera';

const PREFIX = 'tenka.camera.';
const INDEX = 'tenka.cameras';
/** How many games' cameras are kept (the oldest goes first). */
export const KEPT_CAMERAS = 24;

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function storage(): Store | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function loadCamera(key: string, store: Store | null = storage()): Camera | null {
  try {
    const raw = store?.getItem(PREFIX + key);
    if (!raw) return null;
    const c = JSON.parse(raw) as Partial<Camera>;
    return [c.x, c.y, c.zoom].every((n) => typeof n === 'number' && Number.isFinite(n)) ? { x: c.x!, y: c.y!, zoom: c.zoom! } : null;
  } catch {
    return null;
  }
}

export function saveCamera(key: string, camera: Camera, store: Store | null = storage()): void {
  if (!store) return;
  try {
    const round = (n: number): number => Math.round(n * 100) / 100;
    store.setItem(PREFIX + key, JSON.stringify({ x: round(camera.x), y: round(camera.y), zoom: round(camera.zoom) }));
    let keys: string[] = [];
    try {
      keys = (JSON.parse(store.getItem(INDEX) ?? '[]') as unknown[]).filter((k): k is string => typeof k === 'string');
    } catch {
      keys = [];
    }
    keys = [...keys.filter((k) => k !== key), key];
    while (keys.length > KEPT_CAMERAS) store.removeItem(PREFIX + keys.shift()!);
    store.setItem(INDEX, JSON.stringify(keys));
  } catch {
    // A full or refused storage only loses the remembered view.
  }
}
