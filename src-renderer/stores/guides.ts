/**
 * The first-game guides the player has seen or skipped (kit/guide), kept by
 * the host under its own settings key ('guides'), apart from the player's
 * preferences: a record of what the player did, not a choice they make. Read
 * from the host once per page; a host that cannot answer counts as "all seen"
 * (no guide pops up over a game the player may know well).
 */
import { defineStore } from 'pinia';
import { ref } from 'vue';
import { getApi } from '../api';

export const useGuidesStore = defineStore('guides', () => {
  /** Games whose guide was seen; null until the host has answered. */
  const seen = ref<string[] | null>(null);
  let loading: Promise<void> | null = null;

  function load(): Promise<void> {
    loading ??= (async () => {
      try {
        const kept = (await getApi().client.call({ type: 'getSettings', key: 'guides' })).settings;
        const list = kept?.seen;
        seen.value = Array.isArray(list) ? list.filter((g): g is string => typeof g === 'string') : [];
      } catch {
        seen.value = null;
        loading = null;
      }
    })();
    return loading;
  }

  /** Whether the game's guide should open by itself (false until known). */
  function isNew(ruleset: string): boolean {
    return seen.value !== null && !seen.value.includes(ruleset);
  }

  async function save(next: string[]): Promise<void> {
    seen.value = next;
    try {
      await getApi().client.call({ type: 'saveSettings', key: 'guides', settings: { seen: next } });
    } catch {
      // Kept for this page; the guide may show again after a restart, which does no harm.
    }
  }

  const markSeen = (ruleset: string): Promise<void> => save([...new Set([...(seen.value ?? []), ruleset])]);
  const unsee = (ruleset: string): Promise<void> => save((seen.value ?? []).filter((g) => g !== ruleset));

  return { seen, load, isNew, markSeen, unsee };
});
