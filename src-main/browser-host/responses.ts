/**
 * What the browser host's two listeners (server.ts for the player's own page,
 * lan-server.ts for friends' seats) answer alike: the security headers of
 * every response, a plain status page, a file of the built renderer, and a
 * socket message as text.
 */
import { createReadStream } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RawData } from 'ws';
import { browserHostCsp } from './csp';
import type { StaticLookup } from './static-files';

export function setCommonHeaders(res: ServerResponse): void {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  // The page's key or a seat's token travels in the page URL: never leak it in a Referer.
  res.setHeader('Referrer-Policy', 'no-referrer');
  res.setHeader('X-Frame-Options', 'DENY');
  res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
  res.setHeader('Cross-Origin-Resource-Policy', 'same-origin');
}

/** A plain status answer; `forbidden` is what a 403 says (each listener its own words). */
export function sendStatus(res: ServerResponse, status: number, forbidden: string): void {
  setCommonHeaders(res);
  res.statusCode = status;
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.end(status === 403 ? forbidden : `${status}\n`);
}

export function rawToString(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  if (data instanceof ArrayBuffer) return Buffer.from(data).toString('utf8');
  return data.toString('utf8');
}

/** A file of the built renderer (GET or HEAD): the page with the CSP for `origin` and never cached, the rest revalidated. */
export function sendFile(req: IncomingMessage, res: ServerResponse, file: Extract<StaticLookup, { ok: true }>, isPage: boolean, origin: string): void {
  setCommonHeaders(res);
  res.setHeader('Content-Type', file.contentType);
  res.setHeader('Content-Length', String(file.size));
  if (isPage) {
    res.setHeader('Content-Security-Policy', browserHostCsp(origin));
    res.setHeader('Cache-Control', 'no-store');
  } else {
    res.setHeader('Cache-Control', 'no-cache');
  }
  res.statusCode = 200;
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  const stream = createReadStream(file.path);
  stream.on('error', () => res.destroy());
  stream.pipe(res);
}
