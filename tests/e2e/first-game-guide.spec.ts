/// <reference lib="dom" />
/**
 * The first-game guide (kit/guide): in the player's first game of Kunitori!
 * it opens by itself, points at the table step by step (Enter and → go on),
 * and Esc skips it; the second game of Kunitori! opens without it, also after
 * a reload (the host keeps what was seen, under its 'guides' settings key). From the rules page, "Show the
 * guide" opens it in the unfinished game of that game (MB Shogun), or says it
 * will open in the next one. Screenshots in EN and DE of two games' guides.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { firstPly, openPosition, type PinnedGame } from './positions';
import { SCREENS, hostCall, hostUrl, painted, presetSettings, watchForErrors } from './page-support';
import { MB4 } from './mb-shogun-support';
import { KT2 } from './kunitori-support';
import { GEK_PINNED } from './gekokujo-support';
import { JUNI_PINNED } from './juni-tsuki-support';
import { startHost } from './host-process';
import { PINNED } from './positions';

test.use({ viewport: { width: 1280, height: 720 } });

const seatsFor = (pinned: PinnedGame) => [
  { kind: 'human' as const, name: 'Takeda' },
  ...Array.from({ length: pinned.options.players - 1 }, (_, i) => ({ kind: 'bot' as const, name: `Bot ${i + 1}`, bot: 'random' })),
];

/** A position where only seat 0 must decide (bots wait: the table stands still for the guide). */
const humanDecides = (pinned: PinnedGame, after = 1): number => firstPly(pinned, ({ pending }) => pending.length > 0 && pending.every((d) => d.seat === 0), after);

async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENS, { recursive: true });
  await painted(page);
  await page.screenshot({ path: `${SCREENS}/${name}.png` });
}

/** A player who has seen no guide yet (the fixture starts every test as one who has seen them all). */
const newPlayer = (): Promise<unknown> => hostCall({ type: 'saveSettings', key: 'guides', settings: null });

/** The host has kept the game's guide as seen (closing it saves that; the next test's fixture must not be overtaken by it). */
async function keptSeen(ruleset: string): Promise<void> {
  await expect
    .poll(async () => ((await hostCall<{ settings: { seen?: string[] } | null }>({ type: 'getSettings', key: 'guides' })).settings?.seen ?? []).includes(ruleset))
    .toBe(true);
}

const guide = (page: Page) => page.getByTestId('guide-box');
const guideState = (page: Page) => page.getByTestId('guide-state');

test('Kunitori: the guide opens in the first game, steps with Enter and →, Esc skips it; the second game opens without it', async ({ page }) => {
  test.setTimeout(90_000);
  const problems = watchForErrors(page);
  await presetSettings(page, { locale: 'en' });
  await newPlayer();
  await openPosition(page, KT2, humanDecides(KT2), seatsFor(KT2));
  await expect(guide(page)).toBeVisible({ timeout: 30_000 });
  await expect(guide(page)).toContainText('Step 1 of');
  await expect(guide(page).getByRole('heading')).toHaveText('Your turn');
  // The ring is around what the step names.
  const ring = await page.getByTestId('guide-ring').boundingBox();
  const bar = await page.getByTestId('turn-bar').boundingBox();
  expect(ring && bar && ring.x <= bar.x && ring.y <= bar.y && ring.x + ring.width >= bar.x + bar.width - 1).toBeTruthy();
  await page.keyboard.press('Enter');
  await expect(guide(page)).toContainText('Step 2 of');
  await expect(guide(page).getByRole('heading')).toHaveText('Your hand');
  await page.keyboard.press('ArrowRight');
  await expect(guide(page).getByRole('heading')).toHaveText('The supply');
  await shoot(page, 'guide-kunitori-en');
  await page.keyboard.press('Escape');
  await expect(guide(page)).toHaveCount(0);
  await expect(guideState(page)).toHaveAttribute('data-state', 'idle');
  await keptSeen('kunitori');

  // The second game of Kunitori: no guide, also after a reload (the host keeps the settings).
  await openPosition(page, KT2, humanDecides(KT2, humanDecides(KT2) + 1), seatsFor(KT2));
  await expect(page.getByTestId('decision-panel')).toBeVisible({ timeout: 30_000 });
  await expect(guideState(page)).toHaveAttribute('data-state', 'idle');
  await page.reload();
  await expect(page.getByTestId('decision-panel')).toBeVisible({ timeout: 30_000 });
  await expect(guideState(page)).toHaveAttribute('data-state', 'idle');
  await expect(guide(page)).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('Kunitori in German: Skip closes the guide on its last step too; Back goes back', async ({ page }) => {
  test.setTimeout(90_000);
  await presetSettings(page, { locale: 'de' });
  await newPlayer();
  await openPosition(page, KT2, humanDecides(KT2), seatsFor(KT2));
  await expect(guide(page)).toBeVisible({ timeout: 30_000 });
  await expect(guide(page).getByRole('heading')).toHaveText('Dein Zug');
  await page.getByTestId('guide-next').click();
  await page.getByTestId('guide-next').click();
  await expect(guide(page).getByRole('heading')).toHaveText('Der Vorrat');
  await shoot(page, 'guide-kunitori-de');
  await page.getByTestId('guide-back').click();
  await expect(guide(page).getByRole('heading')).toHaveText('Deine Hand');
  await page.getByTestId('guide-skip').click();
  await expect(guide(page)).toHaveCount(0);
  await keptSeen('kunitori');
});

test('from the rules page: "Show the guide" opens it in the unfinished MB Shogun game; the guide steps in German', async ({ page }) => {
  test.setTimeout(90_000);
  const problems = watchForErrors(page);
  await presetSettings(page, { locale: 'de' });
  await openPosition(page, MB4, humanDecides(MB4), seatsFor(MB4));
  await expect(page.locator('section.decision[data-mode="decide"]')).toBeVisible({ timeout: 30_000 });
  await expect(guideState(page)).toHaveAttribute('data-state', 'idle');
  await page.goto(`${hostUrl()}#/rules/mb-shogun`);
  await page.getByTestId('show-guide').click();
  await expect(page).toHaveURL(/#\/game\//);
  await expect(guide(page)).toBeVisible({ timeout: 30_000 });
  await expect(guide(page).getByRole('heading')).toHaveText('Die Karte');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(guide(page).getByRole('heading')).toHaveText('Deine Entscheidung');
  await shoot(page, 'guide-mb-de');
  await page.keyboard.press('Escape');
  await keptSeen('mb-shogun');

  expect(problems).toEqual([]);
});

// A host of its own: the browser tests share one host, where another spec may have left a Jūni-tsuki game open.
test('from the rules page with no unfinished game of its kind: "Show the guide" says the next game will show it', async ({ page }) => {
  test.setTimeout(90_000);
  const problems = watchForErrors(page);
  const dataDir = mkdtempSync(join(tmpdir(), 'tenka-guide-'));
  const host = await startHost(dataDir);
  try {
    await page.goto(`${host.url}#/rules/juni-tsuki`);
    await page.getByTestId('show-guide').click();
    await expect(page.getByTestId('show-guide-note')).toHaveText('The guide will open in your next game of Jūni-tsuki.');
    await expect(page).toHaveURL(/#\/rules\/juni-tsuki/);
    expect(problems).toEqual([]);
  } finally {
    await host.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test('MB Shogun in English: the guide in the first game, at 1280×720', async ({ page }) => {
  test.setTimeout(90_000);
  await presetSettings(page, { locale: 'en' });
  await newPlayer();
  await openPosition(page, MB4, humanDecides(MB4), seatsFor(MB4));
  await expect(guide(page)).toBeVisible({ timeout: 30_000 });
  await expect(guide(page).getByRole('heading')).toHaveText('The map');
  for (let i = 0; i < 3; i++) await page.keyboard.press('Enter');
  await expect(guide(page).getByRole('heading')).toHaveText('Your decision');
  // The box stays inside the window.
  const box = (await guide(page).boundingBox())!;
  expect(box.x >= 0 && box.y >= 0 && box.x + box.width <= 1280 && box.y + box.height <= 720).toBe(true);
  await shoot(page, 'guide-mb-en');
});

/** The other three games: the guide opens in their first game and every step finds what it points at (five to eight steps). */
const OTHERS: { name: string; pinned: PinnedGame; locale: 'en' | 'de' }[] = [
  { name: 'henn-shogun', pinned: PINNED.henn4, locale: 'de' },
  { name: 'gekokujo', pinned: GEK_PINNED.base4, locale: 'en' },
  { name: 'juni-tsuki', pinned: JUNI_PINNED, locale: 'de' },
];
for (const { name, pinned, locale } of OTHERS) {
  test(`${name}: the guide opens in the first game with every step on screen (${locale})`, async ({ page }) => {
    test.setTimeout(90_000);
    const problems = watchForErrors(page);
    await presetSettings(page, { locale });
    await newPlayer();
    await openPosition(page, pinned, humanDecides(pinned), seatsFor(pinned));
    await expect(guide(page)).toBeVisible({ timeout: 60_000 });
    const count = Number(/(\d+)\D*$/.exec((await guide(page).locator('.count').textContent()) ?? '')?.[1]);
    expect(count).toBe(6); // five of the game's and the kit's Undo step: none passed over
    await page.keyboard.press('Enter');
    await shoot(page, `guide-${name}-${locale}`);
    for (let i = 1; i < count; i++) await page.keyboard.press('Enter');
    await expect(guide(page)).toHaveCount(0);
    await keptSeen(name);
    expect(problems).toEqual([]);
  });
}
