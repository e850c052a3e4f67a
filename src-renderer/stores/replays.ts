/**
 * The replay browser's data: every stored game, the table's sort and filter
 * (kept while the player looks at a replay and comes back), and game files
 * out (export) and in (import, verified by the host before it is stored).
 */
import { defineStore } from 'pinia';
import { ref } from 'vue';
import { MAX_IMPORT_MESSAGE_CHARS, importMessageChars, type GameSummary } from '@shared/contract/messages';
import { TenkaRequestError } from '@shared/contract/client';
import { getApi } from '../api';
import { translate } from '../i18n';
import { downloadText } from '../replay/download';
import type { SortColumn, SortDirection, StatusFilter } from '../replay/game-table';
import { describeError, type ShownError } from './errors';
import { useSettingsStore } from './settings';


export interface ImportOutcome {
  ok: boolean;
  fileName: string;
  /** The new game, when it worked (or the copy already stored, when `duplicate`). */
  gameId?: string;
  /** The same game was stored already: nothing was imported, `gameId` names the copy. */
  duplicate?: boolean;
  moves?: number;
  /** Why not, in words (the host's reason for a bad file). */
  reason?: string;
}

export const useReplaysStore = defineStore('replays', () => {
  const games = ref<GameSummary[]>([]);
  const loading = ref(false);
  const error = ref<ShownError | null>(null);
  const sort = ref<{ column: SortColumn; direction: SortDirection }>({ column: 'date', direction: 'desc' });
  const filterText = ref('');
  const status = ref<StatusFilter>('all');
  const importing = ref(false);
  const exporting = ref(false);
  const lastImport = ref<ImportOutcome | null>(null);

  const t = (key: string, params?: Record<string, string | number>): string => translate(useSettingsStore().locale, key, params);

  async function refresh(): Promise<void> {
    loading.value = true;
    try {
      games.value = await getApi().client.call({ type: 'listGames' });
      error.value = null;
    } catch (e) {
      error.value = describeError(e, t('replays.error.load'));
    } finally {
      loading.value = false;
    }
  }

  /** Ask the host for the game's file and hand it to the browser (or Electron) as a download. */
  async function exportToFile(gameId: string): Promise<boolean> {
    exporting.value = true;
    try {
      const { fileName, text } = await getApi().client.call({ type: 'exportGame', gameId });
      downloadText(fileName, text);
      error.value = null;
      return true;
    } catch (e) {
      error.value = describeError(e, t('replays.error.export'));
      return false;
    } finally {
      exporting.value = false;
    }
  }

  /** Send a chosen file's text to the host; a bad file changes nothing and says why. */
  async function importText(fileName: string, text: string): Promise<ImportOutcome> {
    importing.value = true;
    let outcome: ImportOutcome;
    try {
      if (text.trim().length === 0) outcome = { ok: false, fileName, reason: t('replays.import.empty') };
      // The file travels escaped inside the request: refuse at once what the host would refuse.
      else if (importMessageChars(text) > MAX_IMPORT_MESSAGE_CHARS) outcome = { ok: false, fileName, reason: t('replays.import.tooLarge', { kb: Math.round(MAX_IMPORT_MESSAGE_CHARS / 1024) }) };
      else {
        const result = await getApi().client.call({ type: 'importGame', text });
        outcome = { ok: true, fileName, gameId: result.gameId, moves: result.moves, ...(result.duplicateOf ? { duplicate: true } : {}) };
        await refresh();
      }
    } catch (e) {
      const reason = e instanceof TenkaRequestError && e.code === 'bad-file' ? e.message : describeError(e).detail;
      outcome = { ok: false, fileName, reason };
    } finally {
      importing.value = false;
    }
    lastImport.value = outcome;
    return outcome;
  }

  return { games, loading, error, sort, filterText, status, importing, exporting, lastImport, refresh, exportToFile, importText };
});
