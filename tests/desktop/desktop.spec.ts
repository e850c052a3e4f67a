/**
 * The desktop app, really: Electron's binary starts Tenka (out/, built by
 * electron-vite), the home screen shows, a new Kunitori! game against a bot
 * starts and takes one move, the app quits, starts again on the same data
 * folder, and Continue opens that game with the move in it.
 *
 * Runs where Electron's binary exists (`npm run test:desktop`, see
 * scripts/test-desktop.mjs); elsewhere it is skipped in one line.
 */
import { _electron as electron, expect, test, type ElectronApplication, type Page } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { answer, attention, plyOf } from '../e2e/kunitori-support';

const binary = process.env.TENKA_ELECTRON_BINARY;
const root = join(import.meta.dirname, '..', '..');

test.skip(!binary, 'Electron binary absent: run npm run test:desktop (it says how to get the binary)');

let dataDir = '';
test.beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'tenka-desktop-'));
});
test.afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function launch(): Promise<{ app: ElectronApplication; page: Page }> {
  const env: Record<string, string> = { ...(process.env as Record<string, string>), TENKA_DATA_DIR: dataDir };
  delete env.ELECTRON_RUN_AS_NODE;
  const app = await electron.launch({ executablePath: binary!, args: [root], env });
  const page = await app.firstWindow();
  // English, and the feed at once (as a player with reduced motion would see it).
  await page.evaluate(() => localStorage.setItem('tenka.settings.v1', JSON.stringify({ locale: 'en', animationSpeed: 4, reducedMotion: true })));
  await page.reload();
  return { app, page };
}

test('launch, new Kunitori game against a bot, one move, quit, relaunch, Continue shows the game', async () => {
  let { app, page } = await launch();
  await expect(page.getByRole('button', { name: 'New game' })).toBeVisible();
  await expect(page.getByTestId('continue-note')).toHaveText(/no games yet|nothing to continue/i);

  await page.getByRole('button', { name: 'New game' }).click();
  await page.getByTestId('pick-kunitori').click();
  await expect(page.getByRole('heading', { name: 'New game of Kunitori!' })).toBeVisible();
  while ((await page.locator('[data-testid^="seat-"].seat-row').count()) > 2) await page.getByRole('button', { name: /^Remove seat/ }).last().click();
  await page.getByLabel('Seat 1 player').selectOption('human');
  await page.getByLabel('Seat 2 player').selectOption('bot');
  await page.getByLabel('Seed (optional)').fill('desktop-smoke');
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page).toHaveURL(/#\/game\/[A-Za-z0-9_-]+$/);
  const gameId = /#\/game\/([A-Za-z0-9_-]+)$/.exec(page.url())![1]!;

  await expect(attention(page).first()).toBeVisible();
  await answer(page);
  await expect(attention(page).first()).toBeVisible();
  const ply = await plyOf(page);
  expect(Number(ply)).toBeGreaterThan(0);

  await app.close();
  ({ app, page } = await launch());
  await expect(page.getByTestId('continue-note')).toContainText('Kunitori!');
  await page.getByTestId('home-continue').click();
  await expect(page).toHaveURL(new RegExp(`#/game/${gameId}$`));
  await expect(attention(page).first()).toBeVisible();
  expect(Number(await plyOf(page))).toBeGreaterThanOrEqual(Number(ply));
  await app.close();
});
