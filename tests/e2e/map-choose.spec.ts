/// <reference lib="dom" />
/**
 * Gekokujō's map read and commanded (issue 22), from a stored position where
 * the human moves: the map opens zoomed in on the human's units; hovering a
 * stack the human may move shows its province's card, which says units may
 * march from there; a click on a province the chosen units reach makes it
 * the move panel's target, and a click on another stack of theirs makes it
 * the source — the panel's fields change, nothing is sent until "March".
 */
import { MB_PROVINCES } from '../../src-shared/maps/mb-board';
import { expect, test } from './fixtures';
import { gekBoard, gekOnPage, openAtHumanMarch, shoot, useSettings, watchForErrors } from './gekokujo-support';

const board = gekBoard;
const onPage = gekOnPage;

test('Gekokujō: hover tells what a stack may do; clicks choose the march’s source and target in the panel', async ({ page }) => {
  test.setTimeout(90_000);
  const problems = watchForErrors(page);
  await useSettings(page, { reducedMotion: true });
  await page.setViewportSize({ width: 1280, height: 720 });
  await openAtHumanMarch(page);
  await expect(board(page)).toHaveAttribute('data-ready', 'true');
  expect(Number(await board(page).getAttribute('data-zoom'))).toBeGreaterThan(1.2);

  const fromSelect = page.getByTestId('move-from');
  const toSelect = page.getByTestId('move-to');
  const sources = (await fromSelect.locator('option:not([disabled])').evaluateAll((os) => os.map((o) => Number((o as HTMLOptionElement).value)))).filter((n) => Number.isFinite(n));
  // Nothing is chosen at first (the map draws a march only once it is the player's): the first source.
  await fromSelect.selectOption(String(sources[0]));
  const from = Number(await fromSelect.inputValue());

  // Hover the chosen stack: its card says units may march from here.
  const stack = await onPage(page, 'tenkaStackAt', from);
  expect(stack, 'the chosen stack is in view at the opening').not.toBeNull();
  await page.mouse.move(stack!.x, stack!.y);
  const card = page.getByTestId('map-card');
  await expect(card).toBeVisible();
  await expect(card).toContainText(MB_PROVINCES[from]!.name);
  await expect(card).toContainText('Held by Aiko');
  await expect(card.getByTestId('map-card-may')).toContainText('Units may march from here');
  await shoot(page, 'map-card-en');

  // A click on a province the stack reaches (not one with a stack of Aiko's) makes it the target.
  const targets = (await toSelect.locator('option').evaluateAll((os) => os.map((o) => Number((o as HTMLOptionElement).value)))).filter((n) => Number.isFinite(n));
  const current = Number(await toSelect.inputValue());
  let target: number | null = null;
  let at: { x: number; y: number } | null = null;
  for (const q of targets) {
    if (q === current || sources.includes(q)) continue;
    at = await onPage(page, 'tenkaProvinceAt', q);
    if (at) {
      target = q;
      break;
    }
  }
  expect(target, 'a reachable province other than the panel’s default target is in view').not.toBeNull();
  await page.mouse.move(at!.x, at!.y);
  await expect(card).toContainText(MB_PROVINCES[target!]!.name);
  await expect(card.getByTestId('map-card-may')).toContainText('The chosen units may march here');
  await page.mouse.click(at!.x, at!.y);
  await expect(toSelect).toHaveValue(String(target));
  // Nothing was sent: the move panel is still asking.
  await expect(page.getByTestId('move-panel')).toBeVisible();

  // Another stack of Aiko's, clicked, becomes the source.
  for (const other of sources.filter((s) => s !== from)) {
    const there = await onPage(page, 'tenkaStackAt', other);
    if (!there) continue;
    await page.mouse.click(there.x, there.y);
    await expect(fromSelect).toHaveValue(String(other));
    break;
  }
  expect(problems).toEqual([]);
});
