import { defineStore } from 'pinia';
import { ref } from 'vue';
import { getApi, type TransportKind } from '../api';
import { describeError, type ShownError } from './errors';

export type ConnectionStatus = 'connecting' | 'connected' | 'disconnected';

export const useConnectionStore = defineStore('connection', () => {
  const status = ref<ConnectionStatus>('connecting');
  const transport = ref<TransportKind | null>(null);
  const error = ref<ShownError | null>(null);
  /** Bumped on every (re)connection so screens can refresh what they show. */
  const epoch = ref(0);
  let started = false;

  async function check(): Promise<void> {
    try {
      await getApi().client.call({ type: 'ping' });
      status.value = 'connected';
      error.value = null;
      epoch.value += 1;
    } catch (e) {
      status.value = 'disconnected';
      error.value = describeError(e);
    }
  }

  function start(): void {
    if (started) return;
    started = true;
    const api = getApi();
    transport.value = api.kind;
    api.onSocketState((state) => {
      if (state === 'open') void check();
      else status.value = state === 'closed' ? 'disconnected' : 'connecting';
    });
    void check();
  }

  return { status, transport, error, epoch, start, check };
});
