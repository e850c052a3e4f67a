/// <reference lib="dom" />
/**
 * Settings' "Data folder" row as a player of the browser host sees it: the
 * folder this host keeps tenka.db in, and (since a browser page cannot open
 * folders) where to look instead of a button. The desktop app's "Open folder"
 * button goes through Electron's shell (tests/unit/electron-desktop.test.ts).
 * Screenshots in English and German at 1280×720.
 */
import { mkdirSync } from 'node:fs';
import { expect, test } from './fixtures';
import { SCREENS, hostDataDir, hostUrl, watchForErrors } from './page-support';

test('Settings names the data folder in English and German, with no dead "Open" button in the browser', async ({ page }) => {
  mkdirSync(SCREENS, { recursive: true });
  const problems = watchForErrors(page);
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.addInitScript(() => localStorage.setItem('tenka.settings.v1', JSON.stringify({ locale: 'en', reducedMotion: true })));
  await page.goto(`${hostUrl()}#/settings`);
  const row = page.getByTestId('setting-data-folder');
  await expect(row.getByRole('group', { name: 'Data folder' }).or(row)).toContainText('Data folder');
  await expect(row.getByTestId('data-folder-path')).toHaveText(hostDataDir());
  await expect(row).toContainText('tenka.db');
  await expect(row).toContainText('Open it in your file manager');
  await expect(row.getByTestId('data-folder-open')).toHaveCount(0);
  await row.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SCREENS}/settings-data-folder-en.png` });

  await page.getByRole('radio', { name: 'Deutsch' }).check();
  await expect(row).toContainText('Datenordner');
  await expect(row.getByTestId('data-folder-path')).toHaveText(hostDataDir());
  await expect(row).toContainText('Öffne ihn in deinem Dateimanager');
  await row.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SCREENS}/settings-data-folder-de.png` });
  expect(problems).toEqual([]);
});
