/**
 * The host's side of a game open to friends (docs/lan.md): the addresses to
 * listen on, starting and stopping the share, who is connected (asked again
 * every POLL_MS while the panel is open), and a bot standing in for a friend
 * who left. Names no game.
 */
import { defineStore } from 'pinia';
import { ref } from 'vue';
import type { LanAddress, ShareInfo } from '@shared/contract/messages';
import { getApi } from '../api';
import { busyTask } from './busy-task';

const POLL_MS = 1500;

export const useShareStore = defineStore('share', () => {
  const addresses = ref<LanAddress[]>([]);
  const share = ref<ShareInfo | null>(null);
  const { busy, error, run } = busyTask();
  let gameId: string | null = null;
  let timer: ReturnType<typeof setInterval> | null = null;


  /** Follow a game's share while its panel is open. */
  async function watch(id: string): Promise<void> {
    unwatch();
    gameId = id;
    const client = getApi().client;
    await run('lan.open', async () => {
      const [found, current] = await Promise.all([client.call({ type: 'lanAddresses' }), client.call({ type: 'shareStatus', gameId: id })]);
      addresses.value = found.addresses;
      share.value = current.share;
    });
    timer = setInterval(() => void refresh(), POLL_MS);
  }

  function unwatch(): void {
    if (timer) clearInterval(timer);
    timer = null;
  }

  async function refresh(): Promise<void> {
    if (!gameId) return;
    const id = gameId;
    try {
      const { share: current } = await getApi().client.call({ type: 'shareStatus', gameId: id });
      if (id === gameId) share.value = current;
    } catch {
      // The next poll tries again; the connection's own notice covers a lost host.
    }
  }

  async function start(id: string, address: string, seats: number[]): Promise<boolean> {
    const found = await run('lan.start', () => getApi().client.call({ type: 'shareGame', gameId: id, address, seats }));
    if (found) share.value = found;
    return found !== null;
  }

  async function stop(id: string): Promise<void> {
    const done = await run('lan.stop', () => getApi().client.call({ type: 'stopSharing', gameId: id }));
    if (done) share.value = null;
  }

  async function standIn(id: string, seat: number, bot: boolean): Promise<void> {
    const found = await run(bot ? 'lan.giveToBot' : 'lan.open', () => getApi().client.call({ type: 'standIn', gameId: id, seat, bot }));
    if (found) share.value = found;
  }

  return { addresses, share, busy, error, watch, unwatch, refresh, start, stop, standIn };
});
