/// <reference lib="dom" />
/**
 * Shared steps of the "play with friends" tests (docs/lan.md): a host of
 * their own that offers 127.0.0.2 for sharing (--test-lan), the host's page
 * on 127.0.0.1 and a friend's browser (its own context, as on another
 * computer) on 127.0.0.2; the share panel's steps.
 */
import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startHost, type RunningHost } from './host-process';
import { hostCall, painted, presetSettings } from './page-support';
import { GAME_IDS } from '../../src-shared/games/index';

export const LAN_SHOTS = 'test-results/screens/lan';

/** A host of this test's own, on a fresh data folder, that may share games on 127.0.0.2; every first-game guide seen. */
export async function startLanHost(): Promise<RunningHost> {
  const dataDir = mkdtempSync(join(tmpdir(), 'tenka-lan-'));
  const host = await startHost(dataDir, ['--test-lan', '--bot-budget', '300']);
  await hostCall({ type: 'saveSettings', key: 'guides', settings: { seen: [...GAME_IDS] } }, host.url);
  return host;
}

/** In the open share panel: listen on 127.0.0.2 with the seats ticked; returns each seat's invitation link. */
export async function startSharing(page: Page): Promise<string[]> {
  const panel = page.getByTestId('share-panel');
  await expect(panel).toBeVisible();
  await panel.getByTestId('share-address').selectOption('127.0.0.2');
  await panel.getByTestId('share-start').click();
  await expect(panel.getByTestId('share-where')).toBeVisible();
  const links = await panel.getByTestId('invite-link').evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
  for (const link of links) expect(link).toMatch(/^http:\/\/127\.0\.0\.2:\d+\/\?s=[A-Za-z0-9_-]{32}$/);
  return links;
}

/** A friend's browser: a context of its own (nothing shared with the host's page), with its own settings. */
export async function friendPage(browser: Browser, link: string, locale: 'en' | 'de' = 'en'): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  const page = await context.newPage();
  await presetSettings(page, { locale, animationSpeed: 4, reducedMotion: true });
  await page.goto(link);
  await expect(page.getByRole('status').first()).toHaveText(/Connected|Verbunden/);
  return { context, page };
}

export async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(LAN_SHOTS, { recursive: true });
  await painted(page);
  await page.screenshot({ path: `${LAN_SHOTS}/${name}.png` });
}

/**
 * The host's own page (English, 1280×720, motion reduced) on New game for `game` with three seats: the two people
 * `people` and a bot (`bot`: its name, default the kit's). The caller sets the game's own options and starts it.
 */
export async function newGameOfThree(page: Page, url: string, game: { id: string; heading: string }, people: readonly [string, string], bot?: string): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.addInitScript(() => localStorage.setItem('tenka.settings.v1', JSON.stringify({ locale: 'en', animationSpeed: 4, reducedMotion: true, sound: false, volume: 0.5, colourScheme: 'washi' })));
  await page.goto(url);
  await expect(page.getByRole('status').first()).toHaveText(/Connected/);
  await page.getByRole('button', { name: 'New game' }).click();
  await page.getByTestId(`pick-${game.id}`).click();
  await expect(page.getByRole('heading', { name: game.heading })).toBeVisible();
  while ((await page.locator('[data-testid^="seat-"].seat-row').count()) > 3) await page.getByRole('button', { name: /^Remove seat/ }).last().click();
  for (const [i, name] of people.entries()) {
    await page.getByLabel(`Seat ${i + 1} player`).selectOption('human');
    await page.getByLabel(`Seat ${i + 1} name`).fill(name);
  }
  await page.getByLabel('Seat 3 player').selectOption('bot');
  if (bot) await page.getByLabel('Seat 3 name').fill(bot);
}
