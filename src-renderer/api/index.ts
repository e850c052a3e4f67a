/**
 * Picks the transport once per page: Electron's preload bridge when present,
 * else a WebSocket to the browser host that served this page.
 */
import { TenkaClient, type TenkaBridge } from '@shared/contract/client';
import { createWebSocketTransport, type SocketState } from './websocket-transport';

export type TransportKind = 'electron' | 'browser';

export interface Api {
  readonly kind: TransportKind;
  readonly client: TenkaClient;
  /** Socket-level state changes (browser host only; Electron's IPC is always there). */
  onSocketState(callback: (state: SocketState) => void): () => void;
}

let api: Api | null = null;

export function getApi(): Api {
  api ??= createApi();
  return api;
}

function createApi(): Api {
  const bridge: TenkaBridge | undefined = window.tenka;
  if (bridge) {
    return { kind: 'electron', client: new TenkaClient(bridge), onSocketState: () => () => undefined };
  }
  const page = new URL(window.location.href);
  const key = page.searchParams.get('k') ?? '';
  const socketUrl = new URL('/ws', page);
  socketUrl.protocol = page.protocol === 'https:' ? 'wss:' : 'ws:';
  socketUrl.search = new URLSearchParams({ k: key }).toString();
  const transport = createWebSocketTransport(socketUrl.href);
  return { kind: 'browser', client: new TenkaClient(transport), onSocketState: (cb) => transport.onStateChange(cb) };
}
