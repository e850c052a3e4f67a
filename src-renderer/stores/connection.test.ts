/**
 * The connection's epoch: screens (the game table among them) open what they show again on each new epoch, so one
 * connection must be one epoch. At start the store's first check and the socket's "open" both answer; counted twice,
 * the table opened its game twice while the bots moved, told their moves again from an older board, and "Since your
 * last move" began after what the player lost (a flaky browser test found it).
 */
import { createPinia, setActivePinia } from 'pinia';
import { beforeEach, describe, expect, it, vi } from 'vitest';

type State = 'open' | 'closed' | 'connecting';
const socket = vi.hoisted(() => ({ listeners: [] as ((s: 'open' | 'closed' | 'connecting') => void)[], up: true }));
vi.mock('../api', () => ({
  getApi: () => ({
    kind: 'browser',
    remote: false,
    client: { call: () => (socket.up ? Promise.resolve({ type: 'pong' }) : Promise.reject(new Error('socket closed'))) },
    onSocketState: (cb: (s: State) => void) => {
      socket.listeners.push(cb);
      return () => undefined;
    },
    retryNow: () => undefined,
    probe: () => Promise.resolve('reachable'),
  }),
}));
const { useConnectionStore } = await import('./connection');
const emit = (s: State): void => socket.listeners.forEach((cb) => cb(s));
const settle = (): Promise<void> => new Promise((r) => setTimeout(r, 0));

describe('connection epoch', () => {
  beforeEach(() => {
    setActivePinia(createPinia());
    socket.listeners.length = 0;
    socket.up = true;
  });

  it('counts one epoch for the first connection, though the first check and the socket’s "open" both answer', async () => {
    const c = useConnectionStore();
    c.start();
    emit('open');
    await settle();
    expect(c.status).toBe('connected');
    expect(c.epoch).toBe(1);
  });

  it('counts a new epoch when the connection comes back after a drop', async () => {
    const c = useConnectionStore();
    c.start();
    await settle();
    emit('closed');
    expect(c.status).toBe('disconnected');
    emit('open');
    await settle();
    expect(c.status).toBe('connected');
    expect(c.epoch).toBe(2);
  });
});
