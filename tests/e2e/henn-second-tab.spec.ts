/// <reference lib="dom" />
/**
 * A second tab on the same game (issue 10): the host gives the seats to the
 * connection that opened the game last. The first tab used to stop updating
 * without a word and, when used, showed a raw host message ("this connection
 * does not hold seat 0 of game …"). Now it says plainly what happened and
 * offers to play there again, which moves the seats back.
 */
import { expect, test } from './fixtures';
import { startGame, useSettings, watchForErrors } from './henn-support';
import { SCREENS } from './page-support';

test('a second tab takes the seats; the first says so and takes them back with one button', async ({ page, context }) => {
  test.setTimeout(180_000);
  const problems = watchForErrors(page);
  await useSettings(page, { reducedMotion: true });
  await page.setViewportSize({ width: 1280, height: 720 });
  await startGame(page, [{ kind: 'human', name: 'Hanako' }, { kind: 'bot', level: 'normal' }, { kind: 'bot', level: 'normal' }, { kind: 'bot', level: 'normal' }]);
  await expect(page.getByTestId('planning-panel')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('seats-taken')).toHaveCount(0);

  const second = await context.newPage();
  await second.setViewportSize({ width: 1280, height: 720 });
  await second.goto(page.url());
  await expect(second.getByTestId('planning-panel')).toBeVisible({ timeout: 60_000 });

  // The first tab says what happened, in words, with a way back.
  const notice = page.getByTestId('seats-taken');
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('opened in another tab or window');
  await expect(page.getByText(/does not hold seat/)).toHaveCount(0);
  await page.screenshot({ path: `${SCREENS}/henn-second-tab-1280.png` });

  // One button: the seats come back here, and now the second tab says so.
  await page.getByTestId('take-seats-back').click();
  await expect(notice).toHaveCount(0);
  await expect(page.getByTestId('planning-panel')).toBeVisible();
  await expect(second.getByTestId('seats-taken')).toBeVisible();
  // This tab plays: its plan is taken.
  await page.getByTestId('planning-panel').getByRole('button', { name: 'Fill the rest' }).click();
  await page.getByTestId('confirm-plan').click();
  await expect(page.getByTestId('move-error')).toHaveCount(0);
  await expect(page.getByTestId('planning-panel')).toHaveCount(0, { timeout: 30_000 });
  expect(problems, problems.join('\n')).toEqual([]);
});
