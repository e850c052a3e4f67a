/**
 * Resolving and typing the built renderer's files for the browser host (and
 * Electron's app protocol): no path may leave the static folder.
 */
import { realpath, stat } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';

const MIME_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.wasm': 'application/wasm',
  '.mp3': 'audio/mpeg',
  '.ogg': 'audio/ogg',
  '.wav': 'audio/wav',
};

export function mimeType(path: string): string {
  return MIME_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';
}

export type StaticLookup =
  | { ok: true; path: string; size: number; contentType: string }
  | { ok: false; status: 400 | 403 | 404 };

/**
 * Map a URL path (still percent-encoded, without query) to a file inside
 * `root`. `/` means `index.html`. Refuses encoded separators, NUL bytes,
 * dot segments that climb out, and symlinks that point outside.
 */
export async function lookupStaticFile(root: string, urlPath: string): Promise<StaticLookup> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return { ok: false, status: 400 };
  }
  if (!decoded.startsWith('/') || decoded.includes('\0') || decoded.includes('\\')) return { ok: false, status: 400 };
  if (decoded.split('/').some((segment) => segment === '..')) return { ok: false, status: 403 };

  const rootReal = await realpath(root).catch(() => null);
  if (!rootReal) return { ok: false, status: 404 };
  const relative = decoded.endsWith('/') ? `${decoded}index.html` : decoded;
  const candidate = resolve(rootReal, `.${relative}`);
  if (!isInside(rootReal, candidate)) return { ok: false, status: 403 };

  const real = await realpath(candidate).catch(() => null);
  if (!real) return { ok: false, status: 404 };
  if (!isInside(rootReal, real)) return { ok: false, status: 403 };
  const info = await stat(real).catch(() => null);
  if (!info?.isFile()) return { ok: false, status: 404 };
  return { ok: true, path: real, size: info.size, contentType: mimeType(real) };
}

function isInside(root: string, path: string): boolean {
  return path.startsWith(root.endsWith(sep) ? root : root + sep);
}
