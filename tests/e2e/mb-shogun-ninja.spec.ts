/// <reference lib="dom" />
/**
 * The ninja's question at the table (sheet §3 Action 6, issue 24): from a
 * stored position where the human's ninja may strike, the question shows and
 * names its window; "Not now" closes that window only — the next window asks
 * again; a strike spends the ninja (its mark leaves the human's card).
 * Screenshots of the question in English and German.
 */
import { expect, test } from './fixtures';
import { firstPly, openPosition } from './positions';
import { MB4, catchUp, deciding, decision, shootBoth, useSettings, watchForErrors, withShotsTime } from './mb-shogun-support';

const BOTS = [
  { kind: 'bot', name: 'Takeda', bot: 'normal' },
  { kind: 'bot', name: 'Uesugi', bot: 'normal' },
  { kind: 'bot', name: 'Mōri', bot: 'normal' },
] as const;

test('the ninja: asked in a window, "Not now" waits for the next window, a strike spends it', async ({ page }) => {
  test.setTimeout(withShotsTime(150_000));
  const problems = watchForErrors(page);
  await useSettings(page, { reducedMotion: true });
  await page.setViewportSize({ width: 1280, height: 720 });
  await openPosition(page, MB4, firstPly(MB4, deciding(0, 'ninja')), [{ kind: 'human', name: 'Hanako' }, ...BOTS]);
  await catchUp(page);
  const panel = page.getByTestId('choice-panel');
  await expect(panel.getByRole('heading', { name: 'The ninja' })).toBeVisible();
  const lead = panel.locator('.lead');
  await expect(lead).toContainText(/^Before .+’s Phase A/);
  // "Not now" is its own button, focused (Enter answers it); the targets are a list with a Strike button.
  const pass = page.getByTestId('choice-pass');
  await expect(pass).toHaveText('Not now');
  await expect(pass).toBeFocused();
  // The Strike button shows whole: nothing (once the sticky bar of "Not now") lies over its top edge.
  const strike = page.getByTestId('choice-confirm');
  const box = (await strike.boundingBox())!;
  const onTop = await page.evaluate(([x, y]) => document.elementFromPoint(x!, y!)?.closest('[data-testid]')?.getAttribute('data-testid'), [box.x + box.width / 2, box.y + 2]);
  expect(onTop).toBe('choice-confirm');
  await shootBoth(page, 'ninja-question');

  // Not now: this window closes; the bot at war moves its armies, and the window after its Phase A asks again.
  const ply = Number(await decision(page).getAttribute('data-ply'));
  await pass.click();
  await expect.poll(async () => Number(await decision(page).getAttribute('data-ply')), { timeout: 60_000 }).toBeGreaterThan(ply);
  await catchUp(page);
  await expect(panel.getByRole('heading', { name: 'The ninja' })).toBeVisible();
  await expect(lead).toContainText(/^After .+’s Phase A, before the declarations/);

  // A strike: the first target in the list. The ninja goes back whatever the d12 says.
  const mark = page.getByTitle('Holds the ninja');
  await expect(mark).toHaveCount(1);
  const select = page.getByTestId('choice-select');
  if (await select.isVisible()) {
    await expect(page.getByTestId('choice-confirm')).toHaveText('Strike');
    await page.getByTestId('choice-confirm').click();
  }
  else await panel.locator('[data-testid^="choice-c"]').first().click();
  // Spent: the ninja's mark leaves the human's card (the question is gone with it).
  await expect(mark).toHaveCount(0, { timeout: 30_000 });
  await expect(panel.getByRole('heading', { name: 'The ninja' })).toHaveCount(0);
  await expect(page.getByTestId('move-error')).toHaveCount(0);
  expect(problems).toEqual([]);
});
