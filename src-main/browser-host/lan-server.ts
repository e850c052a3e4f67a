/**
 * The listener of a game open to friends (services/shares.ts, docs/lan.md):
 * HTTP + WebSocket on the one address the player chose, while the share
 * lasts. It serves the same built renderer with the same CSP as the local
 * browser host; the page needs a live seat token in its query (`/?s=…`)
 * and so does the WebSocket, whose connection is then bound to that seat
 * (the gate decides; the requests it may make: services/remote-access.ts).
 *
 * As on the local host: the Host header must name this listener (no DNS
 * rebinding), a browser's Origin must be this listener's own, messages are
 * text, and no message larger than the contract allows gets through (the
 * socket's payload limit, then the contract's own). A friend never imports,
 * so the limit is the ordinary message's. Sockets per listener are capped.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { WebSocket, WebSocketServer, type RawData } from 'ws';
import { MAX_MESSAGE_CHARS } from '@shared/contract/messages';
import { urlHost } from '../services/lan-addresses';
import type { LanListen, RemoteGate } from '../services/shares';
import { rawToString, sendFile, sendStatus as sendStatusWith } from './responses';
import { lookupStaticFile } from './static-files';

export const LAN_WEBSOCKET_PATH = '/ws';
/** Open TCP connections one share accepts at once (a few friends, each with a page, its files and a socket). */
export const MAX_SOCKETS_PER_SHARE = 64;
/** A UTF-8 character takes at most 3 bytes (4 for a pair that counts as 2): no allowed message is refused by the socket. */
const MAX_PAYLOAD_BYTES = MAX_MESSAGE_CHARS * 3 + 1024;

/** A LanListen serving the built renderer from `staticDir`. */
export function lanListen(staticDir: string): LanListen {
  return ({ address, gate }) => listenForShare(staticDir, address, gate);
}

async function listenForShare(staticDir: string, address: string, gate: RemoteGate): Promise<{ port: number; close(): Promise<void> }> {
  let port = 0;
  const origin = (): string => `http://${urlHost(address)}:${port}`;
  const hostHeader = (): string => `${urlHost(address)}:${port}`;

  const server = createServer((req, res) => {
    handleHttp(req, res).catch(() => {
      if (!res.headersSent) sendStatus(res, 500);
      else res.destroy();
    });
  });
  const sockets = new Set<Socket>();
  server.on('connection', (socket) => {
    if (sockets.size >= MAX_SOCKETS_PER_SHARE) {
      socket.destroy();
      return;
    }
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_PAYLOAD_BYTES });

  async function handleHttp(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.headers.host !== hostHeader()) return sendStatus(res, 403);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD');
      return sendStatus(res, 405);
    }
    const url = new URL(req.url ?? '/', origin());
    const token = url.searchParams.get('s');
    const authorised = token !== null && gate.knows(token);
    const found = await lookupStaticFile(staticDir, url.pathname);
    if (!found.ok) return sendStatus(res, authorised ? found.status : 403);
    const isPage = found.contentType.startsWith('text/html');
    // The page needs a live seat token; the app's public code (scripts, styles, fonts) does not, and holds nothing of any game.
    if (isPage && !authorised) return sendStatus(res, 403);
    sendFile(req, res, found, isPage, origin());
  }

  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const refuse = (status: 403 | 404): void => {
      socket.end(`HTTP/1.1 ${status} ${status === 403 ? 'Forbidden' : 'Not Found'}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
      socket.destroy();
    };
    if (req.headers.host !== hostHeader()) return refuse(403);
    const url = new URL(req.url ?? '/', origin());
    if (url.pathname !== LAN_WEBSOCKET_PATH) return refuse(404);
    const token = url.searchParams.get('s');
    if (token === null || !gate.knows(token)) return refuse(403);
    const from = req.headers.origin;
    if (from !== undefined && from !== origin()) return refuse(403);
    wss.handleUpgrade(req, socket, head, (ws) => attach(ws, token));
  });

  function attach(ws: WebSocket, token: string): void {
    const send = (text: string): void => {
      if (ws.readyState === WebSocket.OPEN) ws.send(text);
    };
    const conn = gate.connect(token, send);
    if (!conn) {
      ws.close(4403, 'no such seat');
      return;
    }
    ws.on('message', (data: RawData, isBinary: boolean) => {
      if (isBinary) {
        send(JSON.stringify({ id: 0, ok: false, error: { code: 'bad-request', message: 'messages must be JSON text' } }));
        return;
      }
      void gate.handleMessage(conn, rawToString(data)).then(send);
    });
    ws.on('error', () => ws.terminate());
    ws.once('close', () => gate.disconnect(conn));
  }

  await new Promise<void>((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen({ port: 0, host: address }, () => {
      server.off('error', reject);
      resolvePromise();
    });
  });
  port = (server.address() as AddressInfo).port;

  let closing: Promise<void> | null = null;
  return {
    port,
    close() {
      closing ??= new Promise<void>((resolvePromise) => {
        // A close frame first, so the page knows the host closed the game (not a dropped network).
        for (const client of wss.clients) client.close(4000, 'the host stopped sharing');
        wss.close();
        server.close(() => resolvePromise());
        setTimeout(() => {
          for (const socket of sockets) socket.destroy();
        }, 200).unref();
      });
      return closing;
    },
  };
}

/** A plain status answer with this listener's words for a 403. */
function sendStatus(res: ServerResponse, status: number): void {
  sendStatusWith(res, status, 'Forbidden: this invitation is not (or no longer) valid. Ask the host for a new link.\n');
}
