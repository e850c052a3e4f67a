/// <reference lib="dom" />
/**
 * A battle of Milton Bradley's Shogun at the table, from a stored position
 * where the human must remove casualties: the dice tray shows the step's
 * d12s as the engine rolled them (values and hits match the log's words),
 * the suggested casualties are accepted with one click. Screenshots of the
 * battle in English and German (the planning and levy panels are shot in the
 * full round of mb-shogun-game.spec.ts).
 */
import { expect, test } from './fixtures';
import { firstPly, openPosition } from './positions';
import { MB4, answer, catchUp, deciding, shootBoth, useSettings, watchForErrors, withShotsTime } from './mb-shogun-support';

const BOTS = [
  { kind: 'bot', name: 'Takeda', bot: 'normal' },
  { kind: 'bot', name: 'Uesugi', bot: 'normal' },
  { kind: 'bot', name: 'Mōri', bot: 'normal' },
] as const;

test('a casualty choice with the dice tray', async ({ page }) => {
  test.setTimeout(withShotsTime(240_000));
  const problems = watchForErrors(page);
  await useSettings(page, { reducedMotion: true });
  // One move before the casualty decision: the dice of that step are rolled (and told) after the table opens.
  await openPosition(page, MB4, firstPly(MB4, deciding(0, 'casualties')) - 1, [{ kind: 'human', name: 'Hanako' }, ...BOTS]);
  const panel = page.getByTestId('casualty-panel');
  const decision = page.locator('section.decision');
  for (let i = 0; i < 6; i++) {
    await catchUp(page);
    if (await panel.isVisible()) break;
    const before = (await decision.getAttribute('data-ply')) ?? '';
    await answer(page);
    // Sent: the answered panel stays (its buttons disabled) until the move is in; wait for the ply to move on before
    // looking again (CI once clicked a disabled choice of the decision just answered and waited out 30 s).
    await expect(decision).not.toHaveAttribute('data-ply', before, { timeout: 30_000 });
  }
  await expect(panel).toBeVisible();
  const tray = page.getByTestId('battle-dice');
  await expect(tray.locator('canvas')).toBeVisible();
  // The tray's readout says the engine's values (reduced motion: at once); the same values stand in the log.
  const first = tray.locator('[data-testid^="dice-values-"]').first();
  await expect(first).toBeVisible();
  const values = ((await first.textContent()) ?? '').match(/\d+/g) ?? [];
  expect(values.length).toBeGreaterThan(0);
  await expect(page.getByTestId('log')).toContainText(`: ${values.join(' ')} `);
  await shootBoth(page, 'battle');
  const ply = await page.locator('section.decision').getAttribute('data-ply');
  await page.getByTestId('casualty-submit').click();
  await expect(page.locator('section.decision')).not.toHaveAttribute('data-ply', ply ?? '');
  await expect(page.getByTestId('move-error')).toHaveCount(0);
  expect(problems).toEqual([]);
});
