/// <reference lib="dom" />
/**
 * Milton Bradley's Shogun at one screen for two humans: the secret koku
 * allocation behind the privacy screen. The other human's boxes are never on
 * screen before everyone reveals, then both show on the army cards.
 */
import { expect, test } from './fixtures';
import { firstPly, openPosition } from './positions';
import { MB4, catchUp, deciding, shoot, shootForReview, useSettings, watchForErrors, withShotsTime } from './mb-shogun-support';

test('hotseat: two humans allocate behind the privacy screen; nobody sees the other’s boxes before the reveal', async ({ page }) => {
  test.setTimeout(withShotsTime(300_000));
  const problems = watchForErrors(page);
  await useSettings(page, { reducedMotion: true });
  const ply = firstPly(MB4, (p) => deciding(0, 'allocate')(p) && deciding(1, 'allocate')(p));
  await openPosition(page, MB4, ply, [
    { kind: 'human', name: 'Aiko' },
    { kind: 'human', name: 'Botan' },
    { kind: 'bot', name: 'Uesugi', bot: 'normal' },
    { kind: 'bot', name: 'Mōri', bot: 'normal' },
  ]);
  await catchUp(page);
  const privacy = page.getByTestId('privacy-screen');
  const boxes = page.locator('[data-testid^="alloc-"]');

  // Aiko claims the screen and plans: 1 koku for swords, the rest into the levy.
  await expect(privacy).toContainText('Aiko');
  await expect(boxes).toHaveCount(0);
  await shoot(page, 'hotseat-privacy');
  await privacy.getByRole('button').click();
  await expect(page.getByTestId('allocate-panel')).toBeVisible();
  await page.getByTestId('box-swords-more').click();
  await page.getByTestId('box-levy-rest').click();
  const aikoLevy = await page.getByTestId('box-levy').textContent();
  await page.getByTestId('allocate-submit').click();

  // The screen passes to Botan: Aiko's plan is nowhere on it.
  await expect(privacy).toContainText('Botan');
  await expect(boxes).toHaveCount(0);
  await privacy.getByRole('button').click();
  await expect(page.getByTestId('allocate-panel')).toBeVisible();
  await expect(boxes).toHaveCount(0);
  await expect(page.getByTestId('spy-look')).toHaveCount(0);
  await page.getByTestId('box-ronin-more').click();
  await page.getByTestId('box-levy-rest').click();
  await page.getByTestId('allocate-submit').click();

  // Everyone reveals at once: both plans on the army cards.
  await expect(page.getByTestId('alloc-0')).toContainText(`swords 1 · build 0 · levy ${aikoLevy}`, { timeout: 60_000 });
  await expect(page.getByTestId('alloc-1')).toContainText('ronin 1');
  await shootForReview(page, 'reveal');
  expect(problems).toEqual([]);
});
