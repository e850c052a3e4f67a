/// <reference lib="dom" />
/**
 * Defects a new player met (issue 22), each checked where a player meets it,
 * at 1280×720, with screenshots in English and German: the game picker shows
 * all five games; "Read the rules" from New game and back keeps the setup;
 * Gekokujō's bot seats bear no clan's name; Milton Bradley's Shogun's
 * "Plan these boxes" in view, no stale order line while swords are chosen,
 * the ninja badge drawn (not a missing glyph), and the casualties' "+"
 * disabled once every loss is chosen. Late situations from stored positions.
 */
import { expect, test } from './fixtures';
import type { Locator, Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { firstPly, openPosition, pinnedRecord } from './positions';
import { MB4, deciding } from './mb-shogun-support';
import { JUNI_YEAR } from './juni-tsuki-support';
import { SCREENS, hostUrl, presetSettings, watchForErrors } from './page-support';
import type { MbShogunState } from '../../src-shared/games/mb-shogun/types';

type Locale = 'en' | 'de';
const LOCALES: Locale[] = ['en', 'de'];
const SEATS = [
  { kind: 'human' as const, name: 'Hanako' },
  { kind: 'bot' as const, name: 'Uesugi', bot: 'normal' },
  { kind: 'bot' as const, name: 'Mōri', bot: 'normal' },
  { kind: 'bot' as const, name: 'Date', bot: 'normal' },
];

async function start(page: Page, locale: Locale): Promise<void> {
  mkdirSync(SCREENS, { recursive: true });
  await presetSettings(page, { locale, animationSpeed: 4, reducedMotion: true });
  await page.setViewportSize({ width: 1280, height: 720 });
}

/** Wholly inside the window: nothing to scroll to. */
async function inView(page: Page, el: Locator): Promise<boolean> {
  const box = await el.boundingBox();
  const size = page.viewportSize()!;
  return !!box && box.y >= 0 && box.x >= 0 && box.y + box.height <= size.height + 0.5 && box.x + box.width <= size.width + 0.5;
}

// The New game screens only read: one page a language, from the picker to Gekokujō's setup (a hash route, no reload).
for (const locale of LOCALES) {
  test(`New game at 1280×720 (${locale}): the picker shows all five games${locale === 'en' ? '; Gekokujō’s default bot seats bear no clan’s name' : ''}; Gekokujō says the bots leave Oda out at 5 players`, async ({ page }) => {
    const problems = watchForErrors(page);
    await start(page, locale);
    // The game picker shows all five games, each wholly in view.
    await page.goto(`${hostUrl()}#/new`);
    const cards = page.locator('button.card');
    await expect(cards).toHaveCount(5);
    for (const card of await cards.all()) expect(await inView(page, card), (await card.getAttribute('data-testid')) ?? 'a card').toBe(true);
    await page.screenshot({ path: `${SCREENS}/defects-picker-${locale}-1280.png` });
    expect(problems).toEqual([]);

    await page.goto(`${hostUrl()}#/new/gekokujo`);
    if (locale === 'en') {
      // The default bot seats bear no clan's name.
      await expect(page.getByLabel('Seat 2 name')).toBeVisible();
      const names = await page.locator('[data-testid^="seat-"].seat-row input[type="text"]').evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value));
      expect(names.length).toBeGreaterThanOrEqual(2);
      // Neither the game's six clans nor any other clan's name ("Mōri" playing Shimazu misled a player too, issue 32).
      const clans = ['Chōsokabe', 'Oda', 'Shimazu', 'Takeda', 'Tokugawa', 'Uesugi', 'Mōri', 'Hōjō', 'Imagawa', 'Date', 'Ōtomo', 'Asakura', 'Satake', 'Nanbu'];
      for (const clan of clans) expect(names).not.toContain(clan);
      await page.screenshot({ path: `${SCREENS}/defects-gekokujo-seats-en-1280.png` });
    }
    // Issue 31: a player choosing a clan is told what the bots do at 5 players and why (measured), and may take any clan.
    const note = page.getByTestId('gek-clan-balance');
    await expect(note).toBeVisible();
    await note.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SCREENS}/defects-gekokujo-clan-balance-${locale}-1280.png` });
    await expect(note).toContainText(locale === 'en' ? 'At 5 players the bots leave Oda out' : 'Bei 5 Spielern lassen die Bots Oda aus');
    await expect(note).toContainText(locale === 'en' ? 'every clan won 11–28 %' : 'jeder Clan 11–28 %');
  });
}

test('"Read the rules" from New game and back: the setup is as the player left it', async ({ page }) => {
  const problems = watchForErrors(page);
  await start(page, 'en');
  await page.goto(`${hostUrl()}#/new/mb-shogun`);
  await expect(page.getByRole('heading', { level: 1, name: 'New game of Shogun (Milton Bradley)' })).toBeVisible();
  await page.getByLabel('Seat 2 name').fill('Kenshin');
  await page.getByLabel('Seat 3 player').selectOption('human');
  await page.getByLabel('Seed (optional)').fill('my-seed');
  await page.getByTestId('option-roundLimit').fill('7');
  await page.getByTestId('option-roundLimit').blur();

  await page.getByRole('button', { name: 'Read the rules' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Rules of Shogun (Milton Bradley)' })).toBeVisible();
  await expect(page.locator('.subtitle')).toHaveText(/Milton Bradley’s Shogun \(1986/);
  await page.screenshot({ path: `${SCREENS}/defects-rules-from-setup-en-1280.png` });
  await page.getByTestId('rules-back-to-setup').click();

  const kept = async (): Promise<void> => {
    await expect(page.getByLabel('Seat 2 name')).toHaveValue('Kenshin');
    await expect(page.getByLabel('Seat 3 player')).toHaveValue('human');
    await expect(page.getByLabel('Seed (optional)')).toHaveValue('my-seed');
    await expect(page.getByTestId('option-roundLimit')).toHaveValue('7');
  };
  await kept();
  // The browser's Back from the rules, and a reload, keep it too.
  await page.getByRole('button', { name: 'Read the rules' }).click();
  await page.goBack();
  await kept();
  await page.reload();
  await kept();
  expect(problems).toEqual([]);
});

for (const locale of LOCALES) {
  test(`MB: "Plan these boxes" in view at 1280×720; no order line while swords are chosen (${locale})`, async ({ page }) => {
    const problems = watchForErrors(page);
    await start(page, locale);
    await openPosition(page, MB4, firstPly(MB4, deciding(0, 'allocate')), SEATS);
    const submit = page.getByTestId('allocate-submit');
    await expect(submit).toBeVisible({ timeout: 30_000 });
    // In view once the table has laid out (the opened position's column settles after its first frames: CI saw it
    // out of view once, in view on the retry).
    await expect.poll(() => inView(page, submit), { message: 'the plan’s main button in view', timeout: 10_000 }).toBe(true);
    await page.screenshot({ path: `${SCREENS}/defects-mb-plan-${locale}-1280.png` });

    await openPosition(page, MB4, firstPly(MB4, deciding(0, 'choose-sword')), SEATS);
    await expect(page.locator('section.decision[data-mode="decide"]')).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('body')).not.toContainText(locale === 'en' ? /· order / : /· Reihenfolge /);
    await page.screenshot({ path: `${SCREENS}/defects-mb-swords-${locale}-1280.png` });
    expect(problems).toEqual([]);
  });
}

test('MB: the ninja badge is drawn; the casualties’ "+" is disabled once every loss is chosen', async ({ page }) => {
  const problems = watchForErrors(page);
  await start(page, 'en');
  // Hanako alone deciding, so the bots do not play the ninja back to the tray before the page shows it.
  const ninja = firstPly(MB4, (p) => (p.state as MbShogunState).ninja.holder >= 0 && p.pending.length > 0 && p.pending.every((d) => d.seat === 0));
  await openPosition(page, MB4, ninja, SEATS);
  const badge = page.getByTestId('ninja-badge');
  await expect(badge).toBeVisible({ timeout: 30_000 });
  await expect(badge.locator('svg')).toBeVisible();
  await expect(badge).not.toContainText('忍');
  await page.screenshot({ path: `${SCREENS}/defects-mb-ninja-en-1280.png` });

  await openPosition(page, MB4, firstPly(MB4, deciding(0, 'casualties')), SEATS);
  const panel = page.getByTestId('casualty-panel');
  await expect(panel).toBeVisible({ timeout: 30_000 });
  // The suggested losses fill every hit: no "+" may add one more.
  const more = panel.locator('[data-testid^="casualty-more-"]');
  for (const b of await more.all()) await expect(b).toBeDisabled();
  await page.screenshot({ path: `${SCREENS}/defects-mb-casualties-en-1280.png` });
  // One taken off: a "+" may be used again (where that kind has more to lose).
  // (While the feed still tells the battle, a newer view brings the suggestion back: try until it holds.)
  await expect(async () => {
    await panel.locator('button:not([disabled])', { hasText: '−' }).first().click();
    await expect(panel.locator('[data-testid^="casualty-more-"]:not([disabled])').first()).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  expect(problems).toEqual([]);
});

test('Jūni-tsuki: fate cards closed once stay closed when the game is opened again; one short game code everywhere: the game screen shows the code Replays lists', async ({ page }) => {
  const problems = watchForErrors(page);
  await start(page, 'en');
  // The end of a year's game: the year end's fate cards lie over the board.
  const gameId = await openPosition(page, JUNI_YEAR, pinnedRecord(JUNI_YEAR).moves.length, [
    { kind: 'human', name: 'Hanako' },
    { kind: 'bot', name: 'Uesugi', bot: 'normal' },
  ]);
  await expect(page.getByTestId('fate-strip')).toBeVisible({ timeout: 30_000 });
  // The end summary opens over the table of a finished game: closed first, as a player would to see the board.
  await page.getByTestId('summary-close').click();
  await page.getByTestId('fate-close').click();
  await expect(page.getByTestId('fate-strip')).toHaveCount(0);
  await page.reload();
  await expect(page.locator('section.decision[data-mode="end"]')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('fate-strip')).toHaveCount(0);

  // The same finished game's short code (this test opens a finished game anyway; it was an MB game of its own).
  const code = page.getByTestId('game-code');
  await expect(code).toHaveText(/^[A-Z0-9]{4}-[A-Z0-9]{3}$/, { timeout: 30_000 });
  await expect(code).toHaveAttribute('title', new RegExp(gameId));
  const shown = (await code.textContent())!;
  await page.goto(`${hostUrl()}#/replays`);
  await expect(page.locator('.code', { hasText: shown })).toHaveCount(1);
  expect(problems).toEqual([]);
});

