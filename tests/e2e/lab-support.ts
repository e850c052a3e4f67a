/**
 * The renderer's stand-alone benches (lab pages: the map kit's, the dice
 * tray's) in Chromium: each is built with Vite into test-results/ and served
 * on the browser host's origin under the host's own Content-Security-Policy,
 * so the bench runs as the app would.
 */
import { expect, type Page } from '@playwright/test';
import { hostUrl } from './page-support';
import vue from '@vitejs/plugin-vue';
import { existsSync, readFileSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { browserHostCsp } from '../../src-main/browser-host/csp';

const root = fileURLToPath(new URL('../../', import.meta.url));
const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.png': 'image/png', '.woff2': 'font/woff2' };

function hostOrigin(): string {
  return new URL(hostUrl()).origin;
}

/** Builds the bench in `labDir` (from the repository's root) into test-results/<name>; returns that folder. */
export async function buildLab(name: string, labDir: string): Promise<string> {
  const out = join(root, 'test-results', name);
  await build({
    configFile: false,
    logLevel: 'warn',
    root: join(root, labDir),
    base: './',
    plugins: [vue()],
    resolve: { alias: { '@shared': join(root, 'src-shared') } },
    build: { outDir: out, emptyOutDir: true, chunkSizeWarningLimit: 4000 },
  });
  return out;
}

/** Serves a built bench at <host>/<name>/ and opens it; `settings` are stored before the page loads. */
export async function openLab(page: Page, name: string, out: string, settings: Record<string, unknown> = {}): Promise<void> {
  const origin = hostOrigin();
  await page.route(`${origin}/${name}/**`, async (route) => {
    const path = new URL(route.request().url()).pathname.replace(new RegExp(`^/${name}/?`), '') || 'index.html';
    const file = normalize(join(out, path));
    if (!file.startsWith(out) || !existsSync(file)) return route.fulfill({ status: 404, body: 'not found' });
    await route.fulfill({
      status: 200,
      body: readFileSync(file),
      headers: { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'content-security-policy': browserHostCsp(origin) },
    });
  });
  await page.addInitScript((s) => localStorage.setItem('tenka.settings.v1', JSON.stringify({ locale: 'en', ...s })), settings);
  await page.goto(`${origin}/${name}/index.html`);
  await expect(page.locator('body')).toBeVisible();
}
