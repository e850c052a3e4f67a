/// <reference lib="dom" />
/**
 * The replay of a finished game of Milton Bradley's Shogun (a stored bot
 * game, played to its round limit): the replay screen draws this game's
 * board, and stepping through the moves tells a battle and its dice in
 * words, as the live game told them. Screenshot of the end position.
 */
import { expect, test } from './fixtures';
import { importPosition, pinnedRecord } from './positions';
import { MB4, hostUrl, shoot, useSettings, watchForErrors } from './mb-shogun-support';

test('the replay of a finished bot game: its board, a battle and its dice told move by move', async ({ page }) => {
  test.setTimeout(240_000);
  const problems = watchForErrors(page);
  await useSettings(page, { reducedMotion: true });
  const record = pinnedRecord(MB4);
  const seats = ['Takeda', 'Uesugi', 'Mōri', 'Date'].map((name) => ({ kind: 'bot' as const, name, bot: 'random' }));
  const gameId = await importPosition(MB4, record.moves.length, seats);
  await page.goto(`${hostUrl()}#/replay/${gameId}`);
  await expect(page.locator('[data-board="mb-shogun"] canvas')).toBeVisible();
  await expect(page.getByTestId('all-seeing')).toBeChecked();
  await expect(page.getByTestId('move-list-progress')).toHaveCount(0, { timeout: 120_000 });
  await shoot(page, 'replay-end');
  // The move list tells the battles in words, the engine's dice with them.
  const list = page.locator('body');
  await expect(list).toContainText(/attacks .+ in .+ from /);
  await expect(list).toContainText(/(bowmen|gunners|swordsmen|spearmen|daimyo|ronin): [\d ]+ — hits: \d+/);
  expect(problems).toEqual([]);
});
