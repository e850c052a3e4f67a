/**
 * The connection to the host, as the shell shows it: the badge's status and,
 * when a connection that worked is gone, what happened and how to go on
 * (components/ConnectionLost.vue). A tab must never be left with buttons that
 * silently do nothing: while the connection is lost the screen is covered by
 * that notice, and when it comes back every screen refreshes (`epoch`).
 */
import { defineStore } from 'pinia';
import { computed, ref } from 'vue';
import { getApi, type TransportKind } from '../api';
import { describeError, type ShownError } from './errors';

export type ConnectionStatus = 'connecting' | 'connected' | 'disconnected';

/**
 * Why the connection is lost: 'unreachable' (nothing answers: the host
 * stopped, or was started again elsewhere) or 'restarted' (the host answers
 * but refuses this tab's key: a new start makes a new key).
 */
export type LostReason = 'unreachable' | 'restarted';

/** A drop shorter than this (a reconnection) is not worth covering the screen for. */
export const LOST_GRACE_MS = 1500;

export const useConnectionStore = defineStore('connection', () => {
  const status = ref<ConnectionStatus>('connecting');
  const transport = ref<TransportKind | null>(null);
  const error = ref<ShownError | null>(null);
  /** Bumped on every (re)connection so screens can refresh what they show. */
  const epoch = ref(0);
  /** Set once the connection has been lost for longer than the grace time; cleared when it is back. */
  const lostReason = ref<LostReason | null>(null);
  const lost = computed(() => lostReason.value !== null);
  let started = false;
  let graceTimer: ReturnType<typeof setTimeout> | null = null;

  async function check(): Promise<void> {
    try {
      await getApi().client.call({ type: 'ping' });
      // Only a connection that comes (back) is a new epoch: the first check and the socket's own "open" both answer
      // at start, and two epochs opened the game twice, the bots moving in between (the table then told their moves
      // again from an older board, and "Since your last move" started after them).
      const fresh = status.value !== 'connected';
      status.value = 'connected';
      error.value = null;
      clearLost();
      if (fresh) epoch.value += 1;
    } catch (e) {
      status.value = 'disconnected';
      error.value = describeError(e);
    }
  }

  function clearLost(): void {
    if (graceTimer) clearTimeout(graceTimer);
    graceTimer = null;
    lostReason.value = null;
  }

  /** Ask the page's server why the socket is down (a restarted host refuses the old key). */
  async function diagnose(): Promise<void> {
    const answer = await getApi().probe();
    if (status.value === 'connected') return;
    // A server that still takes the key is coming back: say so only while nothing answers at all.
    lostReason.value = answer === 'restarted' ? 'restarted' : 'unreachable';
  }

  function socketDown(): void {
    if (graceTimer || lostReason.value !== null) {
      if (lostReason.value !== null) void diagnose();
      return;
    }
    graceTimer = setTimeout(() => {
      graceTimer = null;
      if (status.value !== 'connected') void diagnose();
    }, LOST_GRACE_MS);
  }

  function start(): void {
    if (started) return;
    started = true;
    const api = getApi();
    transport.value = api.kind;
    api.onSocketState((state) => {
      if (state === 'open') void check();
      else {
        status.value = state === 'closed' ? 'disconnected' : 'connecting';
        if (state === 'closed') socketDown();
      }
    });
    void check();
  }

  /** "Try again now" on the lost-connection notice. */
  function retryNow(): void {
    getApi().retryNow();
    if (lostReason.value !== null) void diagnose();
  }

  return { status, transport, error, epoch, lost, lostReason, start, check, retryNow };
});
