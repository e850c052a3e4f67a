/// <reference lib="dom" />
/**
 * Declared attacks on the map (issue 22), in Milton Bradley's Shogun from a
 * stored position where the human declares battles (Wage war, Phase B): a
 * click on the troop's province and a click on an enemy neighbour declare the
 * attack in the panel; it is drawn as an arrow; a click on the arrow's line
 * itself takes the declaration back out of the panel.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { firstPly, openPosition } from './positions';
import { MB4, catchUp, deciding, shoot, useSettings, watchForErrors } from './mb-shogun-support';

const board = (page: Page) => page.locator('[data-board="mb-shogun"]');

/** Where a province's pieces are on the page, brought into view first (focusing its button reveals it). */
async function piecesAt(page: Page, id: string): Promise<{ x: number; y: number }> {
  const box = (await board(page).locator('.board-canvas').boundingBox())!;
  const read = () => board(page).evaluate((el, pid) => (el as HTMLElement & { tenkaPiecesAt: (id: string) => [number, number] | null }).tenkaPiecesAt(pid), id);
  let at = await read();
  if (!at || at[0] < 30 || at[1] < 30 || at[0] > box.width - 30 || at[1] > box.height - 30) {
    await board(page).locator(`button[data-board-province="${id}"]`).focus();
    await board(page).focus();
    at = await read();
  }
  return { x: box.x + at![0], y: box.y + at![1] };
}

test('MB: an attack declared by two clicks is drawn as an arrow, and a click on the arrow takes it back', async ({ page }) => {
  test.setTimeout(90_000);
  const problems = watchForErrors(page);
  await useSettings(page, { reducedMotion: true });
  await page.setViewportSize({ width: 1280, height: 720 });
  const ply = firstPly(MB4, deciding(0, 'declare'));
  await openPosition(page, MB4, ply, [
    { kind: 'human', name: 'Hanako' },
    { kind: 'bot', name: 'Takeda', bot: 'normal' },
    { kind: 'bot', name: 'Uesugi', bot: 'normal' },
    { kind: 'bot', name: 'Mōri', bot: 'normal' },
  ]);
  await catchUp(page);
  const panel = page.getByTestId('declare-panel');
  await expect(panel).toBeVisible();
  await expect(board(page)).toHaveAttribute('data-ready', 'true');

  // The first troop that may attack, and its first target, as the panel lists them.
  const selects = panel.locator('select[data-testid^="declare-"]');
  let select = selects.first();
  for (let i = 0; i < (await selects.count()); i++) {
    if ((await selects.nth(i).locator('option').count()) > 1) {
      select = selects.nth(i);
      break;
    }
  }
  const testId = (await select.getAttribute('data-testid'))!;
  const from = /^declare-(.+)-(army|force)$/.exec(testId)![1]!;
  const to = await select.locator('option').nth(1).getAttribute('value');
  expect(to).not.toBeNull();

  const a = await piecesAt(page, from);
  await page.mouse.click(a.x, a.y);
  await expect(select.locator('xpath=..')).toHaveClass(/chosen/);
  const b = await piecesAt(page, to!);
  await page.mouse.click(b.x, b.y);
  // Which troop of the province takes it is the panel's own rule (the army first): one of its selects names the target.
  const declared = panel.locator(`select[data-testid^="declare-${from}-"]`);
  await expect.poll(async () => (await declared.evaluateAll((els) => els.map((e) => (e as HTMLSelectElement).value))).includes(to!)).toBe(true);
  await expect(page.getByTestId('declare-submit')).toContainText('1');

  // The arrow is drawn; a click on its line removes the declaration from the panel.
  const lines = await board(page).evaluate((el) => (el as HTMLElement & { tenkaPlanLines: () => { id: string; x: number; y: number }[] }).tenkaPlanLines());
  expect(lines).toHaveLength(1);
  await page.mouse.move(5, 5);
  await shoot(page, 'map-declare-en');
  const box = (await board(page).locator('.board-canvas').boundingBox())!;
  await page.mouse.click(box.x + lines[0]!.x, box.y + lines[0]!.y);
  await expect.poll(async () => (await declared.evaluateAll((els) => els.map((e) => (e as HTMLSelectElement).value))).includes(to!)).toBe(false);
  await expect(board(page).locator('[data-plan]')).toHaveCount(0);
  expect(problems).toEqual([]);
});
