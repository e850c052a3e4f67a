/// <reference lib="dom" />
/**
 * Smoke test: a player opens Tenka in a browser through the browser host,
 * starts a bot game and sees its board. Screenshots go to test-results/screens/.
 */
import { expect, test } from './fixtures';
import type { Locator, Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { SCREENS, hostUrl, watchForErrors } from './page-support';

/** Distinct colours and non-paper pixels in a screenshot of the element, decoded in the page. */
async function canvasInk(page: Page, canvas: Locator): Promise<{ colours: number; inked: number; total: number }> {
  const png = (await canvas.screenshot()).toString('base64');
  return page.evaluate(async (data) => {
    const image = new Image();
    image.src = `data:image/png;base64,${data}`;
    await image.decode();
    const scratch = document.createElement('canvas');
    scratch.width = image.width;
    scratch.height = image.height;
    const context = scratch.getContext('2d');
    if (!context) throw new Error('no 2d context');
    context.drawImage(image, 0, 0);
    const pixels = context.getImageData(0, 0, image.width, image.height).data;
    const colours = new Set<number>();
    let inked = 0;
    for (let i = 0; i < pixels.length; i += 4) {
      const r = pixels[i] ?? 0;
      const g = pixels[i + 1] ?? 0;
      const b = pixels[i + 2] ?? 0;
      colours.add((r << 16) | (g << 8) | b);
      // Paper is #f3ecdc; anything clearly darker is ink, markers or panels.
      if (r + g + b < 0xf3 + 0xec + 0xdc - 60) inked += 1;
    }
    return { colours: colours.size, inked, total: pixels.length / 4 };
  }, png);
}

test('home screen connects, New game → Start opens a game with a drawn board', async ({ page }) => {
  mkdirSync(SCREENS, { recursive: true });
  const problems = watchForErrors(page);

  await page.goto(hostUrl());
  await expect(page.getByRole('heading', { level: 1, name: /Tenka/ })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText(/Connected/);
  await expect(page.getByText(/No games yet|Games/).first()).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/home.png` });

  const newGame = page.getByRole('button', { name: 'New game' });
  await expect(newGame).toBeEnabled();
  await newGame.focus();
  await page.keyboard.press('Enter');
  // The game picker takes the keyboard on its first card.
  await expect(page.getByTestId('pick-henn-shogun')).toBeFocused();
  await page.keyboard.press('Enter');
  // The New game screen's defaults: one human against three bots.
  const start = page.getByRole('button', { name: 'Start' });
  await expect(start).toBeEnabled();
  await start.focus();
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/#\/game\/[A-Za-z0-9_-]+$/);
  const gameId = /#\/game\/([A-Za-z0-9_-]+)$/.exec(page.url())?.[1] ?? '';
  const board = page.locator('.board-frame[data-ready="true"]');
  await expect(board).toBeVisible();
  // Henn's Shogun's table: the seats beside the board, the round in the game bar.
  await expect(page.getByTestId('seat-list').locator('li')).toHaveCount(4);
  await expect(page.locator('#game-bar-slot')).toContainText(/Round \d+ of 8/);

  // The board is drawn: looked at until it is more than one flat colour (its first frames may still be
  // blank on a busy machine), instead of a fixed pause.
  let ink = await canvasInk(page, board.locator('canvas'));
  await expect
    .poll(async () => (ink = await canvasInk(page, board.locator('canvas'))).colours, { message: 'the board should be more than one flat colour', timeout: 30_000 })
    .toBeGreaterThan(8);
  expect(ink.inked / ink.total, 'some of the board should be drawn in ink').toBeGreaterThan(0.005);
  await page.screenshot({ path: `${SCREENS}/game.png` });

  // Back home, the new game is listed.
  await page.getByRole('button', { name: '← Games' }).click();
  await expect(page.locator(`.game-list li[data-game-id="${gameId}"]`)).toHaveCount(1);

  expect(problems, problems.join('\n')).toEqual([]);
});
