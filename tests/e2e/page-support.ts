/**
 * What every end-to-end spec needs: where screenshots go, the browser host's
 * URL and data folder (this worker's host, started by fixtures.ts), and a
 * watch on console and page errors (CSP violations and Pixi errors show up
 * there) to assert none happened.
 */
import type { Page } from '@playwright/test';
import WebSocket from 'ws';

export const SCREENS = 'test-results/screens';

/** This worker's host: the page URL with its per-launch key. */
export function hostUrl(): string {
  const url = process.env.TENKA_E2E_URL;
  if (!url) throw new Error("TENKA_E2E_URL is not set: import `test` from './fixtures' (its worker fixture starts the host)");
  return url;
}

/** This worker's host's data folder (tenka.db). */
export function hostDataDir(): string {
  const dir = process.env.TENKA_E2E_DATA_DIR;
  if (!dir) throw new Error("TENKA_E2E_DATA_DIR is not set: import `test` from './fixtures'");
  return dir;
}

/** One request to the host (this worker's, or the one at `url`) over its WebSocket, as a second client. */
export async function hostCall<T>(request: Record<string, unknown>, url = hostUrl()): Promise<T> {
  const page = new URL(url);
  const socket = new WebSocket(`ws://${page.host}/ws?k=${page.searchParams.get('k') ?? ''}`);
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  try {
    return await new Promise<T>((resolve, reject) => {
      socket.on('message', (data: Buffer) => {
        const msg = JSON.parse(data.toString('utf8')) as { id?: number; ok?: boolean; result?: T; error?: { message: string } };
        if (msg.id !== 1) return;
        if (msg.ok) resolve(msg.result as T);
        else reject(new Error(msg.error?.message ?? 'request failed'));
      });
      socket.send(JSON.stringify({ id: 1, request }));
    });
  } finally {
    socket.close();
  }
}

/** Console errors and page errors from now on, to assert none happened. */
export function watchForErrors(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  return problems;
}

/** The settings a test starts with (what the app stores under `tenka.settings.v1`). */
export interface TestSettings {
  locale?: 'en' | 'de';
  animationSpeed?: number;
  /** "Bots' turns": 'summary' (the default), 'battles' or 'everything'. */
  storyPace?: 'summary' | 'battles' | 'everything';
  reducedMotion?: boolean;
}

/**
 * Start the page with these settings, unless the page already stored its own
 * (a reload keeps what the test changed). Sound off; the rest as a fresh install.
 */
export async function presetSettings(page: Page, settings: TestSettings): Promise<void> {
  const value = JSON.stringify({ locale: 'en', animationSpeed: 1, reducedMotion: false, sound: false, volume: 0.5, colourScheme: 'washi', ...settings });
  await page.addInitScript((v) => {
    if (!localStorage.getItem('tenka.settings.v1')) localStorage.setItem('tenka.settings.v1', v);
  }, value);
}

/**
 * The page has drawn what it shows now: two animation frames (the layout after a resize or a zoom, then the
 * board's render in the next frame). Used before a screenshot instead of a fixed pause, which was too short
 * under load and wasted time on a quiet machine.
 */
export async function painted(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}
