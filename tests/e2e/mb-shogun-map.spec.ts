/// <reference lib="dom" />
/**
 * Milton Bradley's Shogun: marching on the map. From a stored position where
 * the human moves armies (Wage war, Phase A), an army is dragged with the
 * mouse from its province onto a neighbouring own province — the march panel
 * shows the same step as if chosen there — then the step is undone and made
 * again with the keyboard (Enter on the army's province, Enter on the
 * target). The march is sent and the engine takes it.
 */
import type { Page } from '@playwright/test';
import { NEIGHBOURS } from '../../src-shared/games/mb-shogun/board';
import type { MbShogunState } from '../../src-shared/games/mb-shogun/types';
import { MB_PROVINCES } from '../../src-shared/maps/mb-board';
import { expect, test } from './fixtures';
import { firstPly, openPosition, type PositionInfo } from './positions';
import { MB4, SCREENS, catchUp, decision, deciding, shoot, useSettings, watchForErrors, withShotsTime } from './mb-shogun-support';

const BOTS = [
  { kind: 'bot', name: 'Takeda', bot: 'normal' },
  { kind: 'bot', name: 'Uesugi', bot: 'normal' },
  { kind: 'bot', name: 'Mōri', bot: 'normal' },
] as const;

/** An army of colour 0 that may step into a neighbouring own province without an army: its index, from and to. */
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

/** Where a province's pieces are on the page (the board's test hook, canvas pixels plus the canvas's place). */
async function piecesAt(page: Page, id: string): Promise<{ x: number; y: number }> {
  const board = page.locator('[data-board="mb-shogun"]');
  const point = await board.evaluate((el, pid) => (el as HTMLElement & { tenkaPiecesAt: (id: string) => [number, number] | null }).tenkaPiecesAt(pid), id);
  const box = (await board.locator('.board-canvas').boundingBox())!;
  expect(point, `${id} is on the board`).not.toBeNull();
  return { x: box.x + point![0], y: box.y + point![1] };
}

test('an army marches by dragging it on the map, and by keyboard', async ({ page }) => {
  test.setTimeout(withShotsTime(180_000));
  const problems = watchForErrors(page);
  await useSettings(page, { reducedMotion: true });
  await page.setViewportSize({ width: 1280, height: 720 });
  let march: ReturnType<typeof marchOf> = null;
  const ply = firstPly(MB4, (p) => (march = marchOf(p)) !== null);
  const { army, from, to } = march!;
  const fromId = MB_PROVINCES[from]!.id;
  const toId = MB_PROVINCES[to]!.id;
  await openPosition(page, MB4, ply, [{ kind: 'human', name: 'Hanako' }, ...BOTS]);
  await catchUp(page);
  await expect(page.getByTestId('march-panel')).toBeVisible();
  await expect(page.getByTestId('drag-hint')).toBeVisible();
  await expect(page.locator('[data-board="mb-shogun"]')).toHaveAttribute('data-grab', 'true');
  const row = page.getByTestId(`march-army-${army}`);
  const path = `${MB_PROVINCES[from]!.name} → ${MB_PROVINCES[to]!.name}`;

  // The mouse: zoomed in on the army (focusing its province brings it into view), press on its pieces,
  // drag them onto the neighbour's, let go.
  await page.getByTestId('zoom-in').click();
  await page.getByTestId('zoom-in').click();
  await page.locator(`button[data-board-province="${fromId}"]`).focus();
  await page.locator('[data-board="mb-shogun"]').focus();
  const start = await piecesAt(page, fromId);
  const end = await piecesAt(page, toId);
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  for (let i = 1; i <= 8; i++) await page.mouse.move(start.x + ((end.x - start.x) * i) / 8, start.y + ((end.y - start.y) * i) / 8);
  // Mid-drag, at this size only (a resize would move the pieces under the pointer).
  await page.screenshot({ path: `${SCREENS}/mb-shogun-drag-1280.png` });
  await page.mouse.up();
  await expect(row).toContainText(path);

  // Undo it, and the keyboard: Enter on the army's province, Enter on the target.
  await row.getByRole('button', { name: 'Undo step' }).click();
  await expect(row).not.toContainText('→');
  await page.locator(`button[data-board-province="${fromId}"]`).focus();
  await page.keyboard.press('Enter');
  await page.locator(`button[data-board-province="${toId}"]`).focus();
  await page.keyboard.press('Enter');
  await expect(row).toContainText(path);
  // The garrison's unit and the pick-ups on the way, where this march has them.
  const extras = page.getByTestId(`march-extras-${army}`);
  if ((await extras.count()) > 0) {
    await extras.locator('summary').click();
    await shoot(page, 'march');
  }

  const before = await decision(page).getAttribute('data-ply');
  await page.getByTestId('march-submit').click();
  await expect(decision(page)).not.toHaveAttribute('data-ply', before ?? '');
  await expect(page.getByTestId('move-error')).toHaveCount(0);
  await expect(page.getByTestId('feed')).toContainText(`Hanako’s army ${army + 1} marches: ${MB_PROVINCES[to]!.name}.`);
  expect(problems).toEqual([]);
});
