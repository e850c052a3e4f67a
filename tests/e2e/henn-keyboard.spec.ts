/// <reference lib="dom" />
/**
 * A whole round of Henn's Shogun with the keyboard alone: after the game is
 * set up, no mouse click — Tab, Shift+Tab, Enter, Space, the arrow keys,
 * Home/End, Delete and Escape carry the human through planning, the choice of
 * a place in the seat order and every march of the season, until the next
 * season's plan comes up.
 */
import { expect, test } from './fixtures';
import type { Locator, Page } from '@playwright/test';
import { attention, startGame, useSettings, watchForErrors } from './henn-support';

const BOT = { kind: 'bot', level: 'normal' } as const;

/** Press Tab (or Shift+Tab) until `target` has the focus. */
async function tabTo(page: Page, target: Locator, back = false, max = 60): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  await expect(target).toBeFocused({ timeout: 1 });
}

function focused(page: Page): Locator {
  return page.locator(':focus');
}

test('a whole round by keyboard alone: plan, seat order, marches, on to the next season', async ({ page }) => {
  test.setTimeout(240_000);
  const problems = watchForErrors(page);
  await useSettings(page, { reducedMotion: true });
  await page.setViewportSize({ width: 1280, height: 720 });
  await startGame(page, [{ kind: 'human', name: 'Hanako' }, BOT, BOT, BOT]);
  // From here on only the keyboard.
  const mouse = { clicks: 0 };
  await page.exposeFunction('noteClick', () => (mouse.clicks += 1));
  await page.evaluate(() => document.addEventListener('mousedown', () => (window as unknown as { noteClick: () => void }).noteClick(), true));

  const planning = page.getByTestId('planning-panel');
  await expect(planning).toBeVisible({ timeout: 30_000 });
  // The new decision takes the focus: its heading.
  await expect(page.locator('#planning-title')).toBeFocused();
  // At 1280×720 while planning every seat's name shows whole (they read "Ta…", "U…"): the role gives way first.
  const cut = await page.getByTestId('seat-list').locator('.name').evaluateAll((els) => els.filter((e) => e.scrollWidth > e.clientWidth).map((e) => e.textContent));
  expect(cut).toEqual([]);

  // Into the hand; End goes to the last card (4 coins), arrows walk back to 0 coins.
  await page.keyboard.press('Tab');
  await expect(focused(page)).toHaveAttribute('data-card', /^prov-/);
  await page.keyboard.press('End');
  await expect(focused(page)).toHaveAttribute('data-card', 'money-4');
  for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowLeft');
  await expect(focused(page)).toHaveAttribute('data-card', 'money-0');
  // Enter takes the card; the focus moves on to the first empty space (palace); down twice reaches the bid.
  await page.keyboard.press('Enter');
  await expect(focused(page)).toHaveAttribute('data-space', 'palace');
  await page.keyboard.press('ArrowDown');
  await expect(focused(page)).toHaveAttribute('data-space', 'armies5');
  await page.keyboard.press('ArrowDown');
  await expect(focused(page)).toHaveAttribute('data-space', 'bid');
  await page.keyboard.press('Space');
  await expect(planning.locator('[data-space="bid"]')).toContainText('0 coins');
  // The focus is back on the next card still in hand: Enter, Enter puts it on the next empty space.
  await expect(focused(page)).toHaveAttribute('data-card', /^prov-/);
  const first = (await focused(page).locator('.card-name').innerText()).trim();
  await page.keyboard.press('Enter');
  await expect(focused(page)).toHaveAttribute('data-space', 'palace');
  await page.keyboard.press('Enter');
  await expect(planning.locator('[data-space="palace"]')).toContainText(first);
  // Tab leaves the hand for the mat (one tab stop each); Delete on a space takes its card back.
  await page.keyboard.press('Tab');
  await expect(focused(page)).toHaveAttribute('data-space', 'palace');
  await page.keyboard.press('Delete');
  await expect(planning.locator('[data-space="palace"]')).toContainText('—');
  // Shift+Tab goes back into the hand; cover every space, card after card.
  await page.keyboard.press('Shift+Tab');
  await expect(focused(page)).toHaveAttribute('data-card', /.+/);
  const confirm = planning.getByTestId('confirm-plan');
  for (let i = 0; i < 30; i++) {
    if (await confirm.evaluate((el) => el === document.activeElement)) break;
    const card = await focused(page).getAttribute('data-card');
    expect(card, 'the focus stays on the cards and spaces while planning').not.toBeNull();
    await page.keyboard.press('Enter');
    await expect(focused(page)).toHaveAttribute('data-space', /.+/);
    await page.keyboard.press('Enter');
  }
  await expect(confirm).toBeFocused();
  await expect(planning.getByTestId('plan-covered')).toHaveText(/^(\d+) of \1$/);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('move-error')).toHaveCount(0);
  // The plan was taken: its mat goes (a loaded machine may still show it a moment, and the loop below
  // would take it for the next season's).
  await expect(planning).toBeHidden({ timeout: 60_000 });

  // The rest of the round: every decision, by keyboard.
  let slots = 0;
  let marches = 0;
  for (let step = 0; step < 40; step++) {
    await expect(attention(page).first()).toBeVisible({ timeout: 60_000 });
    const before = await page.locator('section.decision').getAttribute('data-ply');
    if (await planning.isVisible()) break;
    if (await page.getByTestId('slot-panel').isVisible()) {
      await expect(page.locator('#slots-title')).toBeFocused();
      // Tab reaches the first free place (taken ones are disabled); one arrow-free Tab further is the next free one.
      await page.keyboard.press('Tab');
      await expect(focused(page)).toHaveAttribute('data-slot', /\d/);
      await page.keyboard.press('Enter');
      slots += 1;
    } else if (await page.getByTestId('march-panel').isVisible()) {
      const panel = page.getByTestId('march-panel');
      await expect(page.locator('#march-title')).toBeFocused();
      // Every attack shows its chance (the tower model's odds, as Normal reckons them).
      const chances = panel.getByTestId('march-chance');
      if ((await chances.count()) > 0) await expect(chances.first()).toHaveText(/^\d+% to win$/);
      // The targets are a radio group: Tab into it, arrows choose, Tab on to the count and the button.
      await page.keyboard.press('Tab');
      await expect(focused(page)).toHaveAttribute('type', 'radio');
      const targets = await panel.locator('input[type="radio"]').count();
      if (targets > 1) {
        const was = await focused(page).getAttribute('value');
        await page.keyboard.press('ArrowDown');
        await expect(focused(page)).not.toHaveAttribute('value', was ?? '');
        await expect(focused(page)).toBeChecked();
      }
      await tabTo(page, panel.getByTestId('march-submit'));
      await page.keyboard.press('Enter');
      marches += 1;
    } else if (await page.getByTestId('revolt-panel').isVisible()) {
      await tabTo(page, page.getByTestId('fight-revolts'));
      await page.keyboard.press('Enter');
    } else {
      throw new Error(`unexpected: ${await page.locator('section.decision').innerText()}`);
    }
    await expect(page.getByTestId('move-error')).toHaveCount(0);
    await expect(page.locator('section.decision')).not.toHaveAttribute('data-ply', before ?? '', { timeout: 60_000 });
  }
  await expect(planning).toBeVisible();
  await expect(page.getByTestId('situation')).toContainText('Summer');
  expect(slots, 'the human chose a place in the seat order').toBe(1);
  test.info().annotations.push({ type: 'marches', description: String(marches) });
  expect(mouse.clicks, 'no mouse click after the setup').toBe(0);
  expect(problems, problems.join('\n')).toEqual([]);
});
