/// <reference lib="dom" />
/**
 * The map kit's bench (src-renderer/kit/map/lab) with the Milton Bradley
 * board: all 68 provinces on the map, no two names overlapping at
 * 1280×720 (zoomed out, names give way by size or shorten), every name
 * shown zoomed in, the two Awas told apart; screenshots of the whole board
 * and zoomed into Kinai go to test-results/screens/.
 */
import { expect, test } from './fixtures';
import type { Locator, Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { MB_PROVINCES } from '../../src-shared/maps/mb-board';
import { buildLab, openLab } from './lab-support';
import { SCREENS, watchForErrors } from './page-support';

interface Shown {
  id: string;
  text: string;
  box: { x0: number; y0: number; x1: number; y1: number };
}

let out = '';

test.beforeAll(async () => {
  test.setTimeout(300_000);
  out = await buildLab('map-lab', 'src-renderer/kit/map/lab');
  mkdirSync(SCREENS, { recursive: true });
});

async function shownLabels(board: Locator): Promise<Shown[]> {
  return board.evaluate((el) => (el as HTMLElement & { tenkaMapLabels: () => Shown[] }).tenkaMapLabels());
}

function overlapping(labels: Shown[]): string[] {
  const pairs: string[] = [];
  labels.forEach((a, i) =>
    labels.slice(i + 1).forEach((b) => {
      if (a.box.x0 < b.box.x1 && b.box.x0 < a.box.x1 && a.box.y0 < b.box.y1 && b.box.y0 < a.box.y1) pairs.push(`${a.id}/${b.id}`);
    }),
  );
  return pairs;
}

async function open(page: Page, settings: Record<string, unknown> = {}): Promise<Locator> {
  await openLab(page, 'map-lab', out, settings);
  const board = page.locator('[data-board="mb68"]');
  await expect(board).toHaveAttribute('data-ready', 'true');
  return board;
}

test('the MB board: 68 provinces named, sea lines, no overlapping names at 1280×720', async ({ page }) => {
  test.setTimeout(240_000);
  const problems = watchForErrors(page);
  await page.setViewportSize({ width: 1280, height: 720 });
  const board = await open(page);
  await expect(board.locator('button[data-board-province]')).toHaveCount(68);
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${SCREENS}/map-mb68-1280.png` });

  // Zoomed out: the names shown do not overlap; the biggest provinces keep theirs.
  const fitted = await shownLabels(board);
  expect(overlapping(fitted)).toEqual([]);
  expect(fitted.length).toBeGreaterThan(30);
  expect(fitted.map((l) => l.id)).toEqual(expect.arrayContaining(['mutsu', 'dewa', 'shinano', 'echigo']));
  // The two Awas are never named alike.
  const awas = fitted.filter((l) => l.id.startsWith('awa_'));
  expect(new Set(awas.map((l) => l.text)).size).toBe(awas.length);

  // Zoomed in: every province is named, the Awas with what tells them apart, Tsushima once.
  await board.focus();
  for (let i = 0; i < 8; i++) await page.keyboard.press('+'); // as far as it zooms (camera.ts MAX_ZOOM)
  await expect(board).toHaveAttribute('data-zoom', '10.00');
  const zoomed = await shownLabels(board);
  expect(zoomed.map((l) => l.id).sort()).toEqual(MB_PROVINCES.map((p) => p.id).sort());
  expect(zoomed.find((l) => l.id === 'awa_shikoku')?.text).toBe('AWA (SHIKOKU)');
  expect(zoomed.find((l) => l.id === 'awa_boso')?.text).toBe('AWA (BŌSŌ)');
  expect(zoomed.filter((l) => l.text === 'TSUSHIMA')).toHaveLength(1);

  // Kinai, the most crowded corner, zoomed in part way: a screenshot to look at.
  await page.keyboard.press('0');
  await expect(board).toHaveAttribute('data-zoom', '1.00');
  const kinai = fitted.find((l) => l.id === 'omi') ?? fitted.find((l) => l.id === 'yamato')!;
  const frame = (await board.boundingBox())!;
  await page.mouse.move(frame.x + (kinai.box.x0 + kinai.box.x1) / 2, frame.y + kinai.box.y1 + 8);
  for (let i = 0; i < 6; i++) await page.mouse.wheel(0, -120);
  await expect.poll(async () => Number(await board.getAttribute('data-zoom'))).toBeGreaterThan(2.5);
  await page.mouse.move(2, 2);
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${SCREENS}/map-mb68-kinai-1280.png` });
  expect(problems, problems.join('\n')).toEqual([]);
});

test('the MB board at 1920×1080, in German', async ({ page }) => {
  test.setTimeout(180_000);
  const problems = watchForErrors(page);
  await page.setViewportSize({ width: 1920, height: 1080 });
  const board = await open(page, { locale: 'de' });
  await expect(page.getByRole('button', { name: 'Vergrößern' })).toBeVisible();
  await page.waitForTimeout(500);
  expect(overlapping(await shownLabels(board))).toEqual([]);
  await page.screenshot({ path: `${SCREENS}/map-mb68-1920-de.png` });
  expect(problems, problems.join('\n')).toEqual([]);
});
