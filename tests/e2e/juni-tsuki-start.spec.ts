/**
 * Jūni-tsuki from the game picker, in German: its card says it is a
 * reconstruction, its rules reference marks what was reconstructed, a game
 * against three Normal bots starts on the point map; the player recruits
 * (the amount checked) and marches by keyboard alone, each choice a move the
 * engine took. Screenshots of the picker's card, the rules and the table at
 * 1280×720 and 1920×1080.
 */
import { expect, test } from './fixtures';
import { hostUrl, watchForErrors } from './page-support';
import { boardReady, catchUp, shoot, shownPly, useSettings } from './juni-tsuki-support';

test('German: the card, the rules, a new game against 3 Normal bots — recruiting and a march by keyboard', async ({ page }) => {
  test.setTimeout(200_000);
  const problems = watchForErrors(page);
  await useSettings(page, { locale: 'de', animationSpeed: 4 });
  await page.goto(`${hostUrl()}#/new`);
  const card = page.getByTestId('pick-juni-tsuki');
  await expect(card).toContainText('Jūni-tsuki');
  await expect(card).toContainText('Rekonstruiert aus einem Regelauszug');
  await card.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Neues Spiel: Jūni-tsuki' })).toBeVisible();

  await page.getByRole('button', { name: 'Regeln lesen' }).click();
  await expect(page).toHaveURL(/#\/rules\/juni-tsuki$/);
  await expect(page.getByRole('heading', { name: 'Die Punktkarte (rekonstruiert)' })).toBeVisible();
  await expect(page.getByText(/Schlachten \(Blatt\)/).first()).toBeVisible();
  await shoot(page, 'rules-de');
  await page.goBack();

  await page.getByRole('button', { name: 'Starten' }).click();
  await expect(page).toHaveURL(/#\/game\/[A-Za-z0-9_-]+$/);
  await boardReady(page);
  await expect(page.getByTestId('calendar')).toContainText('Jahr 1 von 2');

  // The first decision of the player's first month: recruiting (income and koku from the start).
  let kind = await catchUp(page, -1, 60_000);
  expect(kind).toBe('recruit');
  const amount = page.getByTestId('recruit-amount');
  await expect(amount).toBeFocused();
  await amount.fill('99');
  await expect(page.getByTestId('recruit-panel').getByTestId('refusal-before-send')).toContainText('99 Tausend Samurai kosten 99 Tausend Koku');
  // Two thousand if the purse allows it: a drought card can leave a player 1 koku at the start.
  const most = Number(await amount.getAttribute('max'));
  expect(most).toBeGreaterThanOrEqual(1);
  const recruited = Math.min(2, most);
  await amount.fill(String(recruited));
  await expect(page.getByTestId('recruit')).toBeEnabled();
  let ply = await shownPly(page);
  await amount.press('Enter');
  kind = await catchUp(page, ply);
  expect(kind).toBe('act');
  await expect(page.getByTestId('feed-now')).toContainText(new RegExp(`wirbt ${recruited}\\.000 Samurai bei .+ an|würfelt \\d+ Aktionspunkte?`));
  await shoot(page, 'act-de');

  // A march by keyboard: a group's button, Enter; then the first destination's button, Enter (1 AP).
  const ap = Number(/: (\d+)/.exec((await page.getByTestId('ap').textContent()) ?? '')![1]);
  const group = page.locator('[data-testid^="group-"]').first();
  await group.focus();
  await page.keyboard.press('Enter');
  await expect(group).toHaveAttribute('aria-pressed', 'true');
  // A destination that costs no pieces (one that does asks first: consequences.spec.ts).
  const target = page.locator('[data-testid^="march-to-"]:not([data-consequence])').first();
  await target.focus();
  ply = await shownPly(page);
  await page.keyboard.press('Enter');
  kind = await catchUp(page, ply);
  while (kind !== 'act') {
    ply = await shownPly(page);
    await page.getByTestId('answer-0').click();
    kind = await catchUp(page, ply);
  }
  await expect(page.getByTestId('ap')).toContainText(`: ${ap - 1}`);
  await expect(page.getByTestId('feed-now')).toContainText(/zieht [\d.]+ von .+ nach /);

  // The month ends; the bots take theirs.
  ply = await shownPly(page);
  await page.getByTestId('end-turn').click();
  await expect(page.locator('section.decision')).not.toHaveAttribute('data-ply', String(ply));
  expect(problems).toEqual([]);
});
