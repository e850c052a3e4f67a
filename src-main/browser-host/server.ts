/**
 * The browser host: the host services behind a local HTTP + WebSocket server,
 * so the same renderer runs in an ordinary browser.
 *
 * Security model: the server binds 127.0.0.1 only; every launch makes a
 * random secret that the page URL carries (`/?k=…`). An HTML page is served
 * only with the secret in its query; the page's script reads it from its own
 * URL and sends it in the WebSocket URL, whose upgrade needs it and, when the
 * client sends an Origin (browsers always do), that Origin must be this
 * host's own. The Host header must name this host too, which stops
 * DNS-rebinding pages. The secret never goes into a cookie: cookies are not
 * bound to a port, so the browser would send it to every other server on
 * 127.0.0.1. The other static files (scripts, styles, images, fonts) are the
 * app's public code and need no secret; they are same-origin only (CORP) and
 * reveal nothing of the player's games, which travel only over the socket.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { WebSocket, WebSocketServer, type RawData } from 'ws';
import { MAX_IMPORT_MESSAGE_CHARS } from '@shared/contract/messages';
import type { HostServices } from '../services/host-api';
import { rawToString, sendFile, sendStatus as sendStatusWith } from './responses';
import { lookupStaticFile } from './static-files';

export const HOST_ADDRESS = '127.0.0.1';
export const WEBSOCKET_PATH = '/ws';

export interface BrowserHostOptions {
  services: HostServices;
  /** TCP port; 0 (the default) picks any free port. */
  port?: number;
  /** The built renderer, normally `out/renderer`. */
  staticDir: string;
  /** Fixed secret for tests; a fresh random one otherwise. */
  secret?: string;
}

export interface BrowserHost {
  /** The page's URL, secret included: `http://127.0.0.1:PORT/?k=SECRET`. */
  readonly url: string;
  /** `http://127.0.0.1:PORT` */
  readonly origin: string;
  readonly port: number;
  readonly secret: string;
  /** Stop listening and drop every connection. The services stay open (their owner closes them). */
  close(): Promise<void>;
}

export async function createBrowserHost(options: BrowserHostOptions): Promise<BrowserHost> {
  const { services, staticDir } = options;
  const secret = options.secret ?? randomBytes(24).toString('base64url');
  let port = 0;
  const allowedHosts = (): string[] => [`${HOST_ADDRESS}:${port}`, `localhost:${port}`];
  const allowedOrigins = (): string[] => allowedHosts().map((host) => `http://${host}`);

  const server = createServer((req, res) => {
    handleHttp(req, res).catch(() => {
      if (!res.headersSent) sendStatus(res, 500);
      else res.destroy();
    });
  });
  const sockets = new Set<Socket>();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_IMPORT_MESSAGE_CHARS * 4 + 1024 });

  async function handleHttp(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (!allowedHosts().includes(req.headers.host ?? '')) return sendStatus(res, 403);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD');
      return sendStatus(res, 405);
    }
    const url = new URL(req.url ?? '/', `http://${HOST_ADDRESS}:${port}`);
    const fromQuery = url.searchParams.get('k');
    const authorised = fromQuery !== null && sameSecret(fromQuery, secret);
    // A page needs the secret; a path that is no file tells nothing without it either.
    const found = await lookupStaticFile(staticDir, url.pathname);
    if (!found.ok) return sendStatus(res, authorised ? found.status : 403);
    const isPage = found.contentType.startsWith('text/html');
    if (isPage && !authorised) return sendStatus(res, 403);

    sendFile(req, res, found, isPage, `http://${HOST_ADDRESS}:${port}`);
  }

  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const refuse = (status: 400 | 403 | 404): void => {
      const reason = status === 403 ? 'Forbidden' : status === 404 ? 'Not Found' : 'Bad Request';
      socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
      socket.destroy();
    };
    if (!allowedHosts().includes(req.headers.host ?? '')) return refuse(403);
    const url = new URL(req.url ?? '/', `http://${HOST_ADDRESS}:${port}`);
    if (url.pathname !== WEBSOCKET_PATH) return refuse(404);
    const key = url.searchParams.get('k');
    if (key === null || !sameSecret(key, secret)) return refuse(403);
    const origin = req.headers.origin;
    if (origin !== undefined && !allowedOrigins().includes(origin)) return refuse(403);
    wss.handleUpgrade(req, socket, head, (ws) => attach(ws));
  });

  function attach(ws: WebSocket): void {
    const send = (text: string): void => {
      if (ws.readyState === WebSocket.OPEN) ws.send(text);
    };
    const conn = services.connect(send);
    ws.on('message', (data: RawData, isBinary: boolean) => {
      if (isBinary) {
        send(JSON.stringify({ id: 0, ok: false, error: { code: 'bad-request', message: 'messages must be JSON text' } }));
        return;
      }
      const text = rawToString(data);
      services.handleMessage(conn, text).then(send, (error: unknown) => {
        // handleMessage never rejects by contract; answer anyway rather than leave the client waiting.
        send(JSON.stringify({ id: idOf(text), ok: false, error: { code: 'internal', message: String(error) } }));
      });
    });
    ws.on('error', () => ws.terminate());
    ws.once('close', () => services.disconnect(conn));
  }

  await new Promise<void>((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen({ port: options.port ?? 0, host: HOST_ADDRESS }, () => {
      server.off('error', reject);
      resolvePromise();
    });
  });
  port = (server.address() as AddressInfo).port;
  const origin = `http://${HOST_ADDRESS}:${port}`;

  let closing: Promise<void> | null = null;
  return {
    url: `${origin}/?k=${secret}`,
    origin,
    port,
    secret,
    close() {
      closing ??= new Promise<void>((resolvePromise) => {
        for (const client of wss.clients) client.terminate();
        wss.close();
        server.close(() => resolvePromise());
        for (const socket of sockets) socket.destroy();
      });
      return closing;
    },
  };
}



function sameSecret(given: string, secret: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}


function idOf(text: string): number {
  try {
    const id = (JSON.parse(text) as { id?: unknown }).id;
    return typeof id === 'number' ? id : 0;
  } catch {
    return 0;
  }
}

/** A plain status answer with this listener's words for a 403. */
function sendStatus(res: ServerResponse, status: number): void {
  sendStatusWith(res, status, 'Forbidden: open the address Tenka printed when it started (it carries the key).\n');
}
