/// <reference lib="dom" />
/**
 * The dice tray (src-renderer/kit/dice) on its bench: it shows the values it
 * is handed (the engine's roll), not values of its own; skip jumps to the
 * end at once; reduced motion shows the result straight away. Screenshots
 * (English and German, 1280×720 and 1920×1080) go to test-results/screens/.
 */
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import type { DiceGroup } from '../../src-renderer/kit/dice/dice-plan';
import { buildLab, openLab } from './lab-support';
import { SCREENS, watchForErrors } from './page-support';

declare global {
  interface Window {
    tenkaDiceLab?: { roll: (groups?: DiceGroup[]) => void; rolls: () => number };
  }
}

let out = '';

test.beforeAll(async () => {
  test.setTimeout(300_000);
  out = await buildLab('dice-lab', 'src-renderer/kit/dice/lab');
  mkdirSync(SCREENS, { recursive: true });
});

/** A roll as an engine would hand it over: values fixed here, with its hits. */
const ROLL: DiceGroup[] = [
  { id: 'east-bow', side: 'East', label: 'Bowmen', sides: 12, values: [12, 1, 6, 9, 2, 3, 7, 11, 4, 10, 5, 8], hits: [false, true, false, false, true, true, false, false, false, false, false, false] },
  { id: 'east-spear', side: 'East', label: 'Spearmen', sides: 6, values: [6, 5, 4, 3, 2, 1], hits: [false, false, false, false, true, true] },
  { id: 'west-ninja', side: 'West', label: 'Ninja', sides: 20, values: [20, 13], hits: [true, false] },
  { id: 'west-ronin', side: 'West', label: 'Ronin', sides: 10, values: [7] },
];

async function open(page: Page, settings: Record<string, unknown> = {}): Promise<void> {
  await openLab(page, 'dice-lab', out, settings);
  await expect(page.locator('.dice-tray[data-ready="true"]')).toBeVisible();
  // The bench rolls its own example first: let it end.
  await expect(page.locator('.dice-tray')).toHaveAttribute('data-phase', 'done', { timeout: 30_000 });
}

test('shows the values it is given; skip jumps to the end at once', async ({ page }) => {
  test.setTimeout(240_000);
  const problems = watchForErrors(page);
  await page.setViewportSize({ width: 1280, height: 720 });
  await open(page);
  await page.screenshot({ path: `${SCREENS}/dice-1280.png` });

  // At half speed a roll lasts 3.6 s or more (frames on a loaded machine advance it by 0.1 s at most).
  await page.getByRole('button', { name: '0.5×' }).click();
  await page.evaluate((roll) => window.tenkaDiceLab?.roll(roll), ROLL);
  const tray = page.locator('.dice-tray');
  await expect(tray).toHaveAttribute('data-phase', 'playing');
  // Skip: the result at once — in the same task as the click, long before the roll would end.
  const skipped = await page.evaluate(async () => {
    const el = document.querySelector('.dice-tray')!;
    if (el.getAttribute('data-phase') !== 'playing') return 'was not playing';
    document.querySelector<HTMLButtonElement>('[data-testid="playback-skip"]')!.click();
    await new Promise((resolve) => setTimeout(resolve, 0));
    return el.getAttribute('data-phase');
  });
  expect(skipped).toBe('done');

  for (const g of ROLL) {
    await expect(page.getByTestId(`dice-values-${g.id}`)).toHaveText(`Rolled: ${g.values.join(' ')}`);
    const hits = g.hits?.filter(Boolean).length;
    if (hits !== undefined) await expect(page.getByTestId(`dice-hits-${g.id}`)).toHaveText(hits === 1 ? '1 hit' : `${hits} hits`);
  }
  await expect(page.locator('.side-total')).toHaveText(['East: 5 hits', 'West: 1 hit']);
  await page.screenshot({ path: `${SCREENS}/dice-result-1280.png` });

  // Escape skips too; a look at the dice in the air first.
  await page.evaluate((roll) => window.tenkaDiceLab?.roll(roll), ROLL);
  await expect(tray).toHaveAttribute('data-phase', 'playing');
  await page.screenshot({ path: `${SCREENS}/dice-rolling-1280.png` });
  const escaped = await page.evaluate(async () => {
    const el = document.querySelector('.dice-tray')!;
    if (el.getAttribute('data-phase') !== 'playing') return 'was not playing';
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    return el.getAttribute('data-phase');
  });
  expect(escaped).toBe('done');
  expect(problems, problems.join('\n')).toEqual([]);
});

test('reduced motion and German, at 1920×1080', async ({ page }) => {
  test.setTimeout(180_000);
  const problems = watchForErrors(page);
  await page.setViewportSize({ width: 1920, height: 1080 });
  await open(page, { locale: 'de', reducedMotion: true });
  await page.evaluate((roll) => window.tenkaDiceLab?.roll(roll), ROLL);
  // No motion: the result is there at once.
  await expect(page.locator('.dice-tray')).toHaveAttribute('data-phase', 'done', { timeout: 3_000 });
  await expect(page.getByTestId('dice-values-east-bow')).toHaveText(`Gewürfelt: ${ROLL[0]!.values.join(' ')}`);
  await expect(page.getByRole('button', { name: 'Überspringen' })).toBeDisabled();
  await page.screenshot({ path: `${SCREENS}/dice-1920-de.png` });
  expect(problems, problems.join('\n')).toEqual([]);
});
