/** The home screen's data: rulesets, saved games, and starting a new game. */
import { defineStore } from 'pinia';
import { ref } from 'vue';
import type { GameSummary, RulesetInfo, SeatSpec } from '@shared/contract/messages';
import { getApi } from '../api';
import { translate } from '../i18n';
import { describeError, type ShownError } from './errors';
import { useSettingsStore } from './settings';

export const PREFERRED_RULESET = 'henn-shogun';

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

  function rulesetTitle(id: string): string {
    return rulesets.value.find((r) => r.id === id)?.title ?? id;
  }

  /** A four-bot game of Henn's Shogun (or the first ruleset on offer); resolves to its id, or null on failure. */
  async function createBotGame(): Promise<string | null> {
    creating.value = true;
    try {
      const client = getApi().client;
      if (rulesets.value.length === 0) rulesets.value = await client.call({ type: 'listRulesets' });
      const ruleset = rulesets.value.find((r) => r.id === PREFERRED_RULESET) ?? rulesets.value[0];
      if (!ruleset) throw new Error(translate(settings.locale, 'shell.noRulesets'));
      const isHenn = ruleset.id === PREFERRED_RULESET;
      const players = isHenn ? 4 : Math.max(ruleset.minPlayers, Math.min(4, ruleset.maxPlayers));
      const bot = ruleset.bots.some((b) => b.level === 'random') ? 'random' : (ruleset.bots[0]?.level ?? 'random');
      const seats: SeatSpec[] = Array.from({ length: players }, (_, i) => ({ kind: 'bot', name: translate(settings.locale, 'shell.botName', { n: i + 1 }), bot }));
      const options: Record<string, unknown> = isHenn ? { players: 4, side: 'sun', setup: 'fixed' } : { players };
      const { gameId } = await client.call({ type: 'createGame', ruleset: ruleset.id, options, seats });
      error.value = null;
      return gameId;
    } catch (e) {
      error.value = describeError(e, 'shell.doing.startGame');
      return null;
    } finally {
      creating.value = false;
    }
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

  return { rulesets, games, loading, creating, error, refresh, rulesetTitle, createBotGame, createGame };
});
