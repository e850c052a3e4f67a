/**
 * Content-Security-Policy for the renderer, shared by both hosts. No inline
 * scripts, no eval (Pixi runs with `pixi.js/unsafe-eval`, which removes its
 * need for eval), no remote origins.
 */

function policy(connectSrc: string): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src ${connectSrc}`,
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "object-src 'none'",
  ].join('; ');
}

/**
 * The meta tag baked into the built page. It must allow both transports: the
 * browser host's WebSocket (same origin, on 127.0.0.1) and Electron (no network).
 * Each host adds a stricter header; browsers enforce the intersection.
 */
export const RENDERER_META_CSP = policy("'self' ws://127.0.0.1:*");

/** Header sent by Electron's session: the renderer talks over IPC only. */
export const ELECTRON_CSP = `${policy("'self'")}; frame-ancestors 'none'`;

/** Header sent by the browser host for its pages: the WebSocket goes back to the same origin. */
export function browserHostCsp(origin: string): string {
  const ws = origin.replace(/^http:/, 'ws:');
  return `${policy(`'self' ${ws}`)}; frame-ancestors 'none'`;
}
