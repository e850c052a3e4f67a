/**
 * The New game setup a player left unfinished, per game: seats, options and
 * seed as they were, so "Read the rules" (or going back to the picker) and
 * returning finds the setup unchanged instead of reset to the defaults (a
 * new player lost a whole setup that way). Kept for this window's session
 * (sessionStorage): a reload keeps it, a new launch starts from the defaults.
 * Cleared once the game is started.
 */
import { defineStore } from 'pinia';
import type { SeatForm } from './seat-roster';

export interface SetupDraft {
  seats: SeatForm[];
  options: Record<string, unknown>;
  seed: string;
}

const KEY = 'tenka.setupDrafts.v1';

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null; // storage may be blocked; the drafts then live in memory only
  }
}

function load(): Record<string, SetupDraft> {
  try {
    const raw = storage()?.getItem(KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, SetupDraft>) : {};
  } catch {
    return {};
  }
}

export const useSetupDraftsStore = defineStore('setup-drafts', () => {
  const drafts: Record<string, SetupDraft> = load();
  const persist = (): void => {
    try {
      storage()?.setItem(KEY, JSON.stringify(drafts));
    } catch {
      /* full or blocked: the draft stays in memory */
    }
  };
  return {
    /** The unfinished setup of `game` (a copy), or null. */
    get(game: string): SetupDraft | null {
      const d = drafts[game];
      return d ? (JSON.parse(JSON.stringify(d)) as SetupDraft) : null;
    },
    save(game: string, draft: SetupDraft): void {
      drafts[game] = JSON.parse(JSON.stringify(draft)) as SetupDraft;
      persist();
    },
    clear(game: string): void {
      delete drafts[game];
      persist();
    },
  };
});
