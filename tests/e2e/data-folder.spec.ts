/// <reference lib="dom" />
/**
 * Settings' "Data folder" row as a player of the browser host sees it: the
 * folder this host keeps tenka.db in, and (since a browser page cannot open
 * folders) where to look instead of a button. The desktop app's answer
 * (canOpen) is played by rewriting the host's WebSocket answers, to see the
 * button and what a click sends; that the desktop host then opens the folder
 * with Electron's shell is tests/unit/electron-desktop.test.ts and
 * tests/unit/host/data-folder.test.ts. Screenshots in English and German at 1280×720.
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

test('as the desktop app answers (it can open folders): an "Open folder" button that asks the host to open it', async ({ page }) => {
  mkdirSync(SCREENS, { recursive: true });
  const problems = watchForErrors(page);
  const asked: string[] = [];
  let failNext = false;
  // The desktop host's answers: dataFolder says canOpen; openDataFolder is answered here (never by this browser host).
  await page.routeWebSocket(/\/ws/, (ws) => {
    const server = ws.connectToServer();
    const dataFolderIds = new Set<number>();
    ws.onMessage((message) => {
      const envelope = JSON.parse(String(message)) as { id: number; request: { type: string } };
      if (envelope.request?.type === 'openDataFolder') {
        asked.push('openDataFolder');
        ws.send(JSON.stringify(failNext ? { id: envelope.id, ok: false, error: { code: 'internal', message: 'No application is registered to open folders' } } : { id: envelope.id, ok: true, result: { opened: true } }));
        return;
      }
      if (envelope.request?.type === 'dataFolder') dataFolderIds.add(envelope.id);
      server.send(message);
    });
    server.onMessage((message) => {
      const reply = JSON.parse(String(message)) as { id?: number; ok?: boolean; result?: { canOpen?: boolean } };
      if (reply.id !== undefined && dataFolderIds.has(reply.id) && reply.ok && reply.result) reply.result.canOpen = true;
      ws.send(JSON.stringify(reply));
    });
  });
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.addInitScript(() => localStorage.setItem('tenka.settings.v1', JSON.stringify({ locale: 'en', reducedMotion: true })));
  await page.goto(`${hostUrl()}#/settings`);
  const row = page.getByTestId('setting-data-folder');
  const open = row.getByRole('button', { name: 'Open folder' });
  await expect(open).toBeVisible();
  await expect(row).not.toContainText('Open it in your file manager');
  await open.click();
  await expect.poll(() => asked).toEqual(['openDataFolder']);
  await row.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SCREENS}/settings-data-folder-desktop-en.png` });

  // A file manager that fails is said in the row, not swallowed.
  failNext = true;
  await open.click();
  await expect(row.getByRole('alert')).toHaveText('The folder could not be opened: No application is registered to open folders');
  await page.getByRole('radio', { name: 'Deutsch' }).check();
  await expect(row.getByRole('button', { name: 'Ordner öffnen' })).toBeVisible();
  await expect(row.getByRole('alert')).toHaveText('Der Ordner ließ sich nicht öffnen: No application is registered to open folders');
  await row.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SCREENS}/settings-data-folder-desktop-de.png` });
  expect(problems).toEqual([]);
});
