/**
 * Campaigns: named series of games with a fixed roster and standings (a
 * single game is a campaign of one). Lists them, loads one with its games,
 * and creates, renames, deletes and starts their games through the host.
 */
import { defineStore } from 'pinia';
import { ref } from 'vue';
import type { CampaignSummary, GameSummary, SeatSpec } from '@shared/contract/messages';
import { getApi } from '../api';
import { translate } from '../i18n';
import { busyTask } from './busy-task';
import { describeError } from './errors';
import { useSettingsStore } from './settings';

export const useCampaignsStore = defineStore('campaigns', () => {
  const campaigns = ref<CampaignSummary[]>([]);
  /** Games of the campaigns loaded so far, by campaign id. */
  const games = ref<Record<string, GameSummary[]>>({});
  const loading = ref(false);
  const { busy, error, run } = busyTask();

  const t = (key: string, params?: Record<string, string | number>): string => translate(useSettingsStore().locale, key, params);
  const client = () => getApi().client;

  function put(summary: CampaignSummary): void {
    const others = campaigns.value.filter((c) => c.campaignId !== summary.campaignId);
    campaigns.value = [summary, ...others].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
  }

  async function refresh(): Promise<void> {
    loading.value = true;
    try {
      const list = await client().call({ type: 'listCampaigns' });
      campaigns.value = [...list].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
      error.value = null;
    } catch (e) {
      error.value = describeError(e, t('campaigns.error.load'));
    } finally {
      loading.value = false;
    }
  }

  /** One campaign with its games (fresh standings too). */
  async function load(campaignId: string): Promise<void> {
    try {
      const found = await client().call({ type: 'getCampaign', campaignId });
      put(found.campaign);
      games.value = { ...games.value, [campaignId]: [...found.games].sort((a, b) => b.createdAt.localeCompare(a.createdAt)) };
      error.value = null;
    } catch (e) {
      error.value = describeError(e, t('campaigns.error.load'));
    }
  }


  function create(name: string, ruleset: string, options: Record<string, unknown>, seats: SeatSpec[]): Promise<CampaignSummary | null> {
    return run(t('campaigns.error.create'), async () => {
      const created = await client().call({ type: 'createCampaign', name, ruleset, options, seats });
      put(created);
      games.value = { ...games.value, [created.campaignId]: [] };
      return created;
    });
  }

  function rename(campaignId: string, name: string): Promise<CampaignSummary | null> {
    return run(t('campaigns.error.rename'), async () => {
      const renamed = await client().call({ type: 'renameCampaign', campaignId, name });
      put(renamed);
      return renamed;
    });
  }

  function remove(campaignId: string): Promise<{ games: number; moves: number } | null> {
    return run(t('campaigns.error.delete'), async () => {
      const gone = await client().call({ type: 'deleteCampaign', campaignId });
      campaigns.value = campaigns.value.filter((c) => c.campaignId !== campaignId);
      const { [campaignId]: _dropped, ...rest } = games.value;
      games.value = rest;
      return gone;
    });
  }

  /** Start the campaign's next game; resolves to its id. */
  function startNext(campaignId: string): Promise<string | null> {
    return run(t('campaigns.error.start'), async () => {
      const { gameId } = await client().call({ type: 'startCampaignGame', campaignId });
      return gameId;
    });
  }

  return { campaigns, games, loading, busy, error, refresh, load, create, rename, remove, startNext };
});
