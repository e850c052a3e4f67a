/// <reference lib="dom" />
/**
 * Gekokujō's map read and commanded (issue 22), from a stored position where
 * the human moves: the map opens zoomed in on the human's units; hovering a
 * stack the human may move shows its province's card, which says units may
 * march from there; a click on a province the chosen units reach makes it
 * the move panel's target, and a click on another stack of theirs makes it
 * the source — the panel's fields change, nothing is sent until "March".
 */
import type { Page } from '@playwright/test';
import { MB_PROVINCES } from '../../src-shared/maps/mb-board';
import { expect, test } from './fixtures';
import { firstPly, openPosition } from './positions';
import { GEK_PINNED, shoot, untilAttention, useSettings, watchForErrors } from './gekokujo-support';

const board = (page: Page) => page.locator('[data-board="gekokujo"]');

/** A stack's or a province's place on the page, asked of the board; null when it is out of view. */
async function onPage(page: Page, hook: 'tenkaStackAt' | 'tenkaProvinceAt', province: number): Promise<{ x: number; y: number } | null> {
  const at = await board(page).evaluate((el, [h, p]) => (el as unknown as Record<string, (p: number) => [number, number] | null>)[h]?.(p) ?? null, [hook, province] as const);
  const box = (await board(page).locator('.board-canvas').boundingBox())!;
  if (!at || at[0] < 20 || at[1] < 20 || at[0] > box.width - 20 || at[1] > box.height - 20) return null;
  return { x: box.x + at[0], y: box.y + at[1] };
}

test('Gekokujō: hover tells what a stack may do; clicks choose the march’s source and target in the panel', async ({ page }) => {
  test.setTimeout(90_000);
  const problems = watchForErrors(page);
  await useSettings(page, { reducedMotion: true });
  await page.setViewportSize({ width: 1280, height: 720 });
  let seat = -1;
  const ply = firstPly(GEK_PINNED.base4, (p) => {
    const d = p.pending[0];
    if (p.pending.length !== 1 || d?.kind !== 'move') return false;
    seat = d.seat;
    return true;
  });
  const seats = [0, 1, 2, 3].map((s) => (s === seat ? { kind: 'human' as const, name: 'Aiko' } : { kind: 'bot' as const, name: `Bot ${s + 1}`, bot: 'normal' }));
  await openPosition(page, GEK_PINNED.base4, ply, seats);
  await untilAttention(page);
  await expect(page.getByTestId('move-panel')).toBeVisible();
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
