/**
 * The game picker: New game starts by choosing the game (one card per game
 * a player can play; the test game is not offered), the route carries the
 * game (#/new/<game>), and its setup starts a game of it. Screenshots of the
 * picker and the setup, in English and German, at 1280×720 and 1920×1080.
 */
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { SCREENS, hostUrl, watchForErrors } from './page-support';

/** Every registered game but the host's test game has a table in the app. */
const PLAYABLE_CARDS = 5;

async function openHome(page: Page, locale: 'en' | 'de'): Promise<void> {
  await page.addInitScript((l) => {
    const saved = JSON.parse(window.localStorage.getItem('tenka.settings.v1') ?? '{}') as Record<string, unknown>;
    window.localStorage.setItem('tenka.settings.v1', JSON.stringify({ ...saved, locale: l }));
  }, locale);
  await page.goto(hostUrl());
  await expect(page.getByRole('status').first()).toHaveText(/Connected|Verbunden/);
}

test('the app icon (resources/icon.svg) is the page’s icon, served by the host', async ({ page }) => {
  await openHome(page, 'en');
  const href = await page.locator('link[rel="icon"]').getAttribute('href');
  expect(href).toMatch(/icon.*\.svg$/);
  const response = await page.request.get(new URL(href!, page.url()).toString());
  expect(response.status()).toBe(200);
  expect(await response.text()).toContain('a paper sun rising over an ink horizon');
});

test('New game → the game picker → the game’s setup → a game of it', async ({ page }) => {
  const problems = watchForErrors(page);
  await openHome(page, 'en');
  await page.getByTestId('home-new').click();
  await expect(page).toHaveURL(/#\/new$/);
  await expect(page.getByRole('heading', { level: 1, name: 'New game' })).toBeVisible();

  // One card per playable game, with its facts; the test game is hidden.
  const cards = page.locator('button.card');
  await expect(cards).toHaveCount(PLAYABLE_CARDS);
  await expect(page.getByTestId('pick-mb-shogun')).toContainText('2–5 players');
  await expect(page.getByTestId('pick-gekokujo')).toContainText('2–5 players');
  await expect(page.getByTestId('pick-juni-tsuki')).toContainText('A reconstruction from a rules summary');
  await expect(page.getByTestId('pick-kunitori')).toContainText('2–6 players');
  const card = page.getByTestId('pick-henn-shogun');
  await expect(card).toContainText('Shogun');
  await expect(card).toContainText('3–5 players');
  await expect(card).toContainText('about 90 minutes');
  await expect(card.locator('svg')).toBeVisible();
  await expect(page.getByTestId('pick-toy-race')).toHaveCount(0);

  await card.click();
  await expect(page).toHaveURL(/#\/new\/henn-shogun$/);
  await expect(page.getByRole('heading', { level: 1, name: 'New game of Shogun' })).toBeVisible();
  await expect(page.getByText('Players (4 of 3–5)')).toBeVisible();

  // Back to the picker and in again; a reload keeps the game.
  await page.getByTestId('new-other-game').click();
  await expect(page).toHaveURL(/#\/new$/);
  await page.getByTestId('pick-henn-shogun').click();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'New game of Shogun' })).toBeVisible();

  // A game this build cannot show is refused with a way back.
  await page.evaluate(() => (window.location.hash = '#/new/toy-race'));
  await expect(page.getByText('This game cannot be played here.')).toBeVisible();
  await page.evaluate(() => (window.location.hash = '#/new/henn-shogun'));

  // The rules link carries the game.
  await page.getByRole('button', { name: 'Read the rules' }).click();
  await expect(page).toHaveURL(/#\/rules\/henn-shogun$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Rules of Shogun' })).toBeVisible();
  await page.goBack();

  await expect(page.getByRole('heading', { level: 1, name: 'New game of Shogun' })).toBeVisible();
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page).toHaveURL(/#\/game\/[A-Za-z0-9_-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Shogun' })).toBeVisible();
  await expect(page.locator('.board-frame[data-ready="true"]')).toBeVisible();
  expect(problems).toEqual([]);
});

for (const locale of ['en', 'de'] as const) {
  for (const [width, height] of [
    [1280, 720],
    [1920, 1080],
  ] as const) {
    test(`screenshots of the picker and the setup: ${locale} ${width}×${height}`, async ({ page }) => {
      mkdirSync(SCREENS, { recursive: true });
      await page.setViewportSize({ width, height });
      await openHome(page, locale);
      await page.getByTestId('home-new').click();
      await expect(page.getByTestId('pick-henn-shogun')).toBeFocused();
      await page.screenshot({ path: `${SCREENS}/picker-${locale}-${width}.png` });
      await page.getByTestId('pick-henn-shogun').click();
      await expect(page.getByRole('heading', { level: 1, name: locale === 'en' ? 'New game of Shogun' : 'Neues Spiel: Shogun' })).toBeVisible();
      await page.screenshot({ path: `${SCREENS}/new-game-${locale}-${width}.png` });
    });
  }
}

// One line per bot level on offer, saying what it does (issue 31), with a game's own level under a name a player can
// read: Kunitori's 'bigmoney' is "Big Money", a yardstick. Screenshots at 1280×720 in both languages.
for (const locale of ['en', 'de'] as const) {
  test(`the New game screen says what each bot level does: ${locale}`, async ({ page }) => {
    mkdirSync(SCREENS, { recursive: true });
    await page.setViewportSize({ width: 1280, height: 720 });
    await openHome(page, locale);
    await page.evaluate(() => (window.location.hash = '#/new/kunitori'));
    const en = locale === 'en';
    const select = page.getByLabel(en ? 'Seat 2 bot level' : 'Bot-Stufe für Platz 2');
    await expect(select.locator('option[value="bigmoney"]')).toHaveText('Big Money');
    const lines = page.getByTestId('bot-levels').locator('li');
    await expect(lines).toHaveCount(await select.locator('option').count());
    // Kunitori's Easy names its own mistakes (the game's catalogue wins over the shell's general line).
    await expect(page.getByTestId('bot-level-easy')).toContainText(
      en ? 'Easy: plays a plan but makes mistakes you can see: it buys victory cards from the first turns' : 'Leicht: folgt einem Plan, macht aber Fehler, die man sieht: kauft Siegpunktkarten schon in den ersten Zügen',
    );
    await expect(page.getByTestId('bot-level-bigmoney')).toContainText(en ? 'Big Money: the yardstick. It only buys money and land' : 'Big Money: die Messlatte. Kauft nur Geld und Land');
    // Hard's line names the wait a player gets: the host gives a searching bot 1.5 s a decision (botBudgetMs).
    await expect(page.getByTestId('bot-level-hard')).toContainText(en ? 'up to a second and a half per decision' : 'bis zu anderthalb Sekunden');
    // The game's own level, chosen: its name fits the seat's level box.
    await select.selectOption('bigmoney');
    await page.getByTestId('bot-levels').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SCREENS}/new-game-levels-${locale}-1280.png` });
    await page.getByTestId('bot-levels').screenshot({ path: `${SCREENS}/new-game-levels-list-${locale}.png` });
  });
}
