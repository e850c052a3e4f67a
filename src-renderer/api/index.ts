/**
 * Picks the transport once per page: Electron's preload bridge when present,
 * else a WebSocket to the browser host that served this page.
 */
import { TenkaClient, type TenkaBridge } from '@shared/contract/client';
import { createWebSocketTransport, type SocketState } from './websocket-transport';

export type TransportKind = 'electron' | 'browser';

export interface Api {
  readonly kind: TransportKind;
  /**
   * This page plays one seat of a game shared by another computer (docs/lan.md):
   * opened from an invitation link (`?s=…`), it talks to that host's share only.
   */
  readonly remote: boolean;
  readonly client: TenkaClient;
  /** Socket-level state changes (browser host only; Electron's IPC is always there). */
  onSocketState(callback: (state: SocketState) => void): () => void;
  /** While the connection is down: try again now. */
  retryNow(): void;
  /**
   * Why the connection is down, asked of the server that served this page:
   * 'restarted' when it answers but refuses this page's key (each start of
   * the browser host makes a new one), 'unreachable' when nothing answers,
   * 'reachable' when it takes the key (the socket will come back).
   */
  probe(): Promise<'reachable' | 'restarted' | 'unreachable'>;
}

let api: Api | null = null;

export function getApi(): Api {
  api ??= createApi();
  return api;
}

function createApi(): Api {
  const bridge: TenkaBridge | undefined = window.tenka;
  if (bridge) {
    return { kind: 'electron', remote: false, client: new TenkaClient(bridge), onSocketState: () => () => undefined, retryNow: () => undefined, probe: () => Promise.resolve('reachable') };
  }
  const page = new URL(window.location.href);
  // An invitation carries its seat's token (`s`); the host's own page its key (`k`).
  const seatToken = page.searchParams.get('s');
  const socketUrl = new URL('/ws', page);
  socketUrl.protocol = page.protocol === 'https:' ? 'wss:' : 'ws:';
  socketUrl.search = new URLSearchParams(seatToken !== null ? { s: seatToken } : { k: page.searchParams.get('k') ?? '' }).toString();
  const transport = createWebSocketTransport(socketUrl.href);
  return { kind: 'browser', remote: seatToken !== null, client: new TenkaClient(transport), onSocketState: (cb) => transport.onStateChange(cb), retryNow: () => transport.retryNow(), probe: () => probePage(page) };
}

/** Ask for this page again (its URL carries the key): the host answers 403 to a key it did not make. */
async function probePage(page: URL): Promise<'reachable' | 'restarted' | 'unreachable'> {
  const url = new URL(page.href);
  url.hash = '';
  try {
    const response = await fetch(url.href, { method: 'HEAD', cache: 'no-store' });
    if (response.status === 403) return 'restarted';
    return response.ok ? 'reachable' : 'unreachable';
  } catch {
    return 'unreachable';
  }
}
