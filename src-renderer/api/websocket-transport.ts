/**
 * The browser host's transport: one WebSocket back to the page's own host,
 * authorised by the `k` secret from the page URL. Responses are matched to
 * requests by envelope id; anything with a `push` field is a push. Reconnects
 * with backoff when the socket drops; requests made while it is down wait for
 * the next connection (or time out).
 */
import { isPushText, type TenkaBridge } from '@shared/contract/client';

export type SocketState = 'connecting' | 'open' | 'closed';

export interface WebSocketTransport extends TenkaBridge {
  readonly state: SocketState;
  onStateChange(callback: (state: SocketState) => void): () => void;
  /** While the socket is down: try again now instead of after the backoff. */
  retryNow(): void;
  close(): void;
}

interface Pending {
  resolve(text: string): void;
  reject(error: Error): void;
  timer: ReturnType<typeof setTimeout>;
}

const REQUEST_TIMEOUT_MS = 30_000;
const MAX_BACKOFF_MS = 5_000;

export function createWebSocketTransport(url: string): WebSocketTransport {
  let socket: WebSocket | null = null;
  let state: SocketState = 'connecting';
  let closedByUs = false;
  let attempts = 0;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  const pending = new Map<number, Pending>();
  const outbox: string[] = [];
  const pushListeners = new Set<(text: string) => void>();
  const stateListeners = new Set<(state: SocketState) => void>();

  const setState = (next: SocketState): void => {
    if (state === next) return;
    state = next;
    for (const listener of stateListeners) listener(next);
  };

  const open = (): void => {
    if (retryTimer) clearTimeout(retryTimer);
    retryTimer = null;
    setState('connecting');
    const ws = new WebSocket(url);
    socket = ws;
    ws.addEventListener('open', () => {
      attempts = 0;
      setState('open');
      for (const text of outbox.splice(0)) ws.send(text);
    });
    ws.addEventListener('message', (event: MessageEvent<unknown>) => {
      if (typeof event.data !== 'string') return;
      const text = event.data;
      if (isPushText(text)) {
        for (const listener of pushListeners) listener(text);
        return;
      }
      const id = envelopeId(text);
      const waiting = id === null ? undefined : pending.get(id);
      if (!waiting || id === null) return;
      pending.delete(id);
      clearTimeout(waiting.timer);
      waiting.resolve(text);
    });
    ws.addEventListener('close', () => {
      if (socket !== ws) return;
      socket = null;
      setState('closed');
      if (closedByUs) return;
      attempts += 1;
      retryTimer = setTimeout(open, Math.min(MAX_BACKOFF_MS, 250 * 2 ** attempts));
    });
  };
  open();

  return {
    get state() {
      return state;
    },
    request(text: string): Promise<string> {
      const id = envelopeId(text);
      if (id === null) return Promise.reject(new Error('a request needs a numeric id'));
      return new Promise<string>((resolve, reject) => {
        const timer = setTimeout(() => {
          pending.delete(id);
          reject(new Error(`no answer from the host within ${REQUEST_TIMEOUT_MS / 1000} s`));
        }, REQUEST_TIMEOUT_MS);
        pending.set(id, { resolve, reject, timer });
        if (socket && state === 'open') socket.send(text);
        else outbox.push(text);
      });
    },
    onPush(callback) {
      pushListeners.add(callback);
      return () => pushListeners.delete(callback);
    },
    onStateChange(callback) {
      stateListeners.add(callback);
      return () => stateListeners.delete(callback);
    },
    retryNow() {
      if (socket === null && !closedByUs) open();
    },
    close() {
      closedByUs = true;
      if (retryTimer) clearTimeout(retryTimer);
      socket?.close();
      for (const [id, waiting] of pending) {
        clearTimeout(waiting.timer);
        waiting.reject(new Error('the connection was closed'));
        pending.delete(id);
      }
    },
  };
}

function envelopeId(text: string): number | null {
  try {
    const id = (JSON.parse(text) as { id?: unknown }).id;
    return typeof id === 'number' ? id : null;
  } catch {
    return null;
  }
}
