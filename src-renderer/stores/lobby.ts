/** The home screen's data: rulesets, saved games, and starting a new game. Names no game: games come from the host and the registry (games/). */
import { defineStore } from 'pinia';
import { ref } from 'vue';
import type { GameSummary, RulesetInfo, SeatSpec } from '@shared/contract/messages';
import { rendererEntry } from '../games';
import { getApi } from '../api';
import { translate } from '../i18n';
import { describeError, type ShownError } from './errors';
import { useSettingsStore } from './settings';

export const useLobbyStore = defineStore('lobby', () => {
  const rulesets = ref<RulesetInfo[]>([]);
  const games = ref<GameSummary[]>([]);
  const loading = ref(false);
  const creating = ref(false);
  const error = ref<ShownError | null>(null);
  const settings = useSettingsStore();

  async function refresh(): Promise<void> {
    loading.value = true;
    try {
      const client = getApi().client;
      const [foundRulesets, foundGames] = await Promise.all([client.call({ type: 'listRulesets' }), client.call({ type: 'listGames' })]);
      rulesets.value = foundRulesets;
      games.value = [...foundGames].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
      error.value = null;
    } catch (e) {
      error.value = describeError(e, 'shell.doing.loadGames');
    } finally {
      loading.value = false;
    }
  }

  /** A game's title as players know it: its card's (in their language), else the host's, else its id. */
  function rulesetTitle(id: string): string {
    const entry = rendererEntry(id);
    return entry ? translate(settings.locale, entry.card.titleKey) : (rulesets.value.find((r) => r.id === id)?.title ?? id);
  }

  /** A game as set up on the New game screen; resolves to its id, or null on failure (see `error`). */
  async function createGame(ruleset: string, options: Record<string, unknown>, seats: SeatSpec[], seed?: string): Promise<string | null> {
    creating.value = true;
    try {
      const request = { type: 'createGame' as const, ruleset, options, seats, ...(seed ? { seed } : {}) };
      const { gameId } = await getApi().client.call(request);
      error.value = null;
      return gameId;
    } catch (e) {
      error.value = describeError(e, 'shell.doing.startGame');
      return null;
    } finally {
      creating.value = false;
    }
  }

  return { rulesets, games, loading, creating, error, refresh, rulesetTitle, createGame };
});
