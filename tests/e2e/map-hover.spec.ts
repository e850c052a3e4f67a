/// <reference lib="dom" />
/**
 * The map read and commanded (issue 22), in Milton Bradley's Shogun from a
 * stored position where the human moves armies: the game opens zoomed in on
 * the human's provinces; hovering an army's province shows its card (who
 * holds it, its force, its army, and that it may march from here); keyboard
 * focus shows the same card; a click on the army and a click on a neighbour
 * make the step in the march panel (the row is selected first); the planned
 * step is drawn as an arrow whose × takes it back out of the panel; the
 * camera comes back as it was left after a reload.
 */
import type { Page } from '@playwright/test';
import { NEIGHBOURS } from '../../src-shared/games/mb-shogun/board';
import type { MbShogunState } from '../../src-shared/games/mb-shogun/types';
import { MB_PROVINCES } from '../../src-shared/maps/mb-board';
import { expect, test } from './fixtures';
import { firstPly, openPosition, type PositionInfo } from './positions';
import { MB4, catchUp, deciding, shoot, useSettings, watchForErrors } from './mb-shogun-support';

const SEATS = [
  { kind: 'human', name: 'Hanako' },
  { kind: 'bot', name: 'Takeda', bot: 'normal' },
  { kind: 'bot', name: 'Uesugi', bot: 'normal' },
  { kind: 'bot', name: 'Mōri', bot: 'normal' },
] as const;

/** An army of colour 0 that may step into a neighbouring own province without an army. */
function marchOf(p: PositionInfo): { army: number; from: number; to: number } | null {
  if (!deciding(0, 'move-armies')(p)) return null;
  const s = p.state as MbShogunState;
  for (const [army, a] of s.colours[0]!.armies.entries()) {
    if (!a.alive || a.assassinated || a.province < 0) continue;
    const to = NEIGHBOURS[a.province]!.find((q) => s.provinces[q]!.owner === 0 && s.provinces[q]!.army < 0);
    if (to !== undefined) return { army, from: a.province, to };
  }
  return null;
}

const board = (page: Page) => page.locator('[data-board="mb-shogun"]');

/** Where a province's pieces are on the page; they must be inside the canvas (the view shows them). */
async function piecesAt(page: Page, id: string): Promise<{ x: number; y: number }> {
  const point = await board(page).evaluate((el, pid) => (el as HTMLElement & { tenkaPiecesAt: (id: string) => [number, number] | null }).tenkaPiecesAt(pid), id);
  const box = (await board(page).locator('.board-canvas').boundingBox())!;
  expect(point, `${id} is on the board`).not.toBeNull();
  expect(point![0], `${id} is in view`).toBeGreaterThan(0);
  expect(point![0]).toBeLessThan(box.width);
  expect(point![1]).toBeGreaterThan(0);
  expect(point![1]).toBeLessThan(box.height);
  return { x: box.x + point![0], y: box.y + point![1] };
}

test('MB: the map opens on my provinces; hover and focus show the card; clicks plan a march drawn as a removable arrow; the camera survives a reload', async ({ page }) => {
  test.setTimeout(90_000);
  const problems = watchForErrors(page);
  await useSettings(page, { reducedMotion: true });
  await page.setViewportSize({ width: 1280, height: 720 });
  let march: ReturnType<typeof marchOf> = null;
  const ply = firstPly(MB4, (p) => (march = marchOf(p)) !== null);
  const { army, from, to } = march!;
  const fromId = MB_PROVINCES[from]!.id;
  const toId = MB_PROVINCES[to]!.id;
  await openPosition(page, MB4, ply, [...SEATS]);
  await catchUp(page);
  await expect(page.getByTestId('march-panel')).toBeVisible();
  await expect(board(page)).toHaveAttribute('data-ready', 'true');

  // Readable at once: zoomed in past "whole board", with the army's pieces in view.
  expect(Number(await board(page).getAttribute('data-zoom'))).toBeGreaterThan(1.2);
  const start = await piecesAt(page, fromId);

  // Hover: the card names the province, its holder, its army, and what this decision may do there.
  await page.mouse.move(start.x, start.y);
  const card = page.getByTestId('map-card');
  await expect(card).toBeVisible();
  await expect(card).toContainText(MB_PROVINCES[from]!.name);
  await expect(card).toContainText('Held by Hanako');
  await expect(card).toContainText(`Army ${army + 1}`);
  await expect(card.getByTestId('map-card-may')).toContainText(`March from here to:`);
  await expect(card.getByTestId('map-card-may')).toContainText(MB_PROVINCES[to]!.name);
  // The card is inside the board.
  const cardBox = (await card.boundingBox())!;
  const boardBox = (await board(page).boundingBox())!;
  expect(cardBox.x).toBeGreaterThanOrEqual(boardBox.x);
  expect(cardBox.y + cardBox.height).toBeLessThanOrEqual(boardBox.y + boardBox.height + 1);
  await shoot(page, 'map-card-en');

  // Click means choose: the army's row is selected, the next click on a neighbour is its step.
  const row = page.getByTestId(`march-army-${army}`);
  await page.mouse.click(start.x, start.y);
  await expect(row).toHaveClass(/chosen/);
  const end = await piecesAt(page, toId);
  await page.mouse.click(end.x, end.y);
  await expect(row).toContainText(`${MB_PROVINCES[from]!.name} → ${MB_PROVINCES[to]!.name}`);

  // The plan on the map: an arrow with its ×; the × takes the step back out of the panel.
  const remove = board(page).locator(`[data-plan="a${army}.0"]`);
  await expect(remove).toBeVisible();
  await expect(remove).toHaveAttribute('aria-label', new RegExp(`Remove from the plan: army ${army + 1}`));
  // The pointer off the board: no card over the arrow.
  await page.mouse.move(boardBox.x + boardBox.width + 50, boardBox.y);
  await expect(card).toHaveCount(0);
  await shoot(page, 'map-plan-en');
  await remove.click();
  await expect(row).not.toContainText('→');
  await expect(remove).toHaveCount(0);

  // Keyboard focus shows the same card.
  await page.locator(`button[data-board-province="${toId}"]`).focus();
  await expect(card).toBeVisible();
  await expect(card).toContainText(MB_PROVINCES[to]!.name);

  // The camera is kept across a reload: zoom in once more, reload, the same zoom.
  await page.getByTestId('zoom-in').click();
  const zoom = await board(page).getAttribute('data-zoom');
  // Saved a quarter second after the camera settles: wait until the page's storage holds it.
  await expect
    .poll(() => page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('tenka.camera.')).map((k) => (JSON.parse(localStorage.getItem(k)!) as { zoom: number }).zoom.toFixed(2))))
    .toContain(zoom);
  await page.reload();
  await expect(board(page)).toHaveAttribute('data-ready', 'true');
  await expect(board(page)).toHaveAttribute('data-zoom', zoom!);
  expect(problems).toEqual([]);
});
