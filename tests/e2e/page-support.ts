/**
 * What every end-to-end spec needs: where screenshots go, the browser host's
 * URL (started by global-setup.ts), and a watch on console and page errors
 * (CSP violations and Pixi errors show up there) to assert none happened.
 */
import type { Page } from '@playwright/test';

export const SCREENS = 'test-results/screens';

export function hostUrl(): string {
  const url = process.env.TENKA_E2E_URL;
  if (!url) throw new Error('TENKA_E2E_URL is not set: run through playwright.config.ts (its global setup starts the host)');
  return url;
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
