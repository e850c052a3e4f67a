/// <reference lib="dom" />
/**
 * Settings, language, rules and the New game screen as a player uses them:
 * switching to Deutsch changes every screen at once and survives a reload;
 * reduced motion and the colour scheme persist; the rules reference jumps
 * to its sections; a colour chosen for a seat reaches the game.
 * Screenshots go to test-results/screens/.
 */
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { SCREENS, hostUrl, watchForErrors } from './page-support';

/** A fresh page with no stored settings, in English, connected. */
async function open(page: Page, screen = ''): Promise<void> {
  await page.addInitScript(() => {
    // Only on the first load of the test: later reloads must see what was saved.
    if (!sessionStorage.getItem('tenka.e2e.started')) {
      sessionStorage.setItem('tenka.e2e.started', '1');
      localStorage.setItem('tenka.settings.v1', JSON.stringify({ locale: 'en', reducedMotion: false }));
    }
  });
  await page.goto(`${hostUrl()}${screen}`);
  await expect(page.getByRole('status').first()).toHaveText(/Connected|Verbunden/);
}

/** No untranslated key (`settings.title`, `home.newGame` …) anywhere in the visible text. */
async function expectNoRawKeys(page: Page): Promise<void> {
  const text = await page.locator('body').innerText();
  expect(text).not.toMatch(/\b(common|shell|home|newgame|settings|rules|game|henn-shogun|campaigns|replays|tower)\.[a-z][A-Za-z-]*/);
}

test('switching to Deutsch translates the shell, New game and Settings at once, and survives a reload', async ({ page }) => {
  mkdirSync(SCREENS, { recursive: true });
  const problems = watchForErrors(page);
  await open(page);
  const topbar = page.locator('header.topbar');
  await expect(topbar.getByRole('button', { name: 'Settings' })).toBeVisible();

  // The top bar's toggle works by keyboard too.
  await page.getByTestId('language-de').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('language-de')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(topbar.getByRole('button', { name: 'Einstellungen' })).toBeVisible();
  await expect(topbar.getByRole('button', { name: 'Regeln' })).toBeVisible();
  await expect(page.getByRole('status').first()).toHaveText(/Verbunden · Browser-Host/);
  await expectNoRawKeys(page);

  await page.evaluate(() => (window.location.hash = '#/new/henn-shogun'));
  await expect(page.getByRole('heading', { level: 1, name: 'Neues Spiel: Shogun' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Starten' })).toBeEnabled();
  await expect(page.getByText('Spieler (4 von 3–5)')).toBeVisible();
  await expect(page.getByLabel('Bot-Stufe für Platz 2')).toHaveValue('normal');
  await expect(page.getByLabel('Bot-Stufe für Platz 2').locator('option:checked')).toHaveText('Normal');
  await expect(page.getByText('Startaufstellung für Einsteiger')).toBeVisible();
  await expectNoRawKeys(page);
  await page.screenshot({ path: `${SCREENS}/new-game-de-1280.png` });

  await topbar.getByRole('button', { name: 'Einstellungen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Einstellungen' })).toBeVisible();
  await expect(page.getByText('Bewegung reduzieren', { exact: true })).toBeVisible();
  await expect(page.getByText('Spielerfarben')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Deutsch' })).toBeChecked();
  await expectNoRawKeys(page);
  await page.screenshot({ path: `${SCREENS}/settings-de-1280.png` });

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Einstellungen' })).toBeVisible();
  await expect(page.getByRole('status').first()).toHaveText(/Verbunden/);
  await page.locator('header.topbar').getByRole('button', { name: 'Tenka – Startseite' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expectNoRawKeys(page);

  // Back to English from the Settings screen's own choice.
  await page.evaluate(() => (window.location.hash = '#/settings'));
  await page.getByRole('radio', { name: 'English' }).check();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.getByTestId('language-en')).toHaveAttribute('aria-pressed', 'true');
  expect(problems).toEqual([]);
});

test('reduced motion, speed, sound and the colour scheme persist; reset restores the defaults', async ({ page }) => {
  mkdirSync(SCREENS, { recursive: true });
  const problems = watchForErrors(page);
  // Count the tones the page synthesises (the test sound is WebAudio, no file).
  await page.addInitScript(() => {
    const w = window as unknown as { tones: number };
    w.tones = 0;
    const create = AudioContext.prototype.createOscillator;
    AudioContext.prototype.createOscillator = function (this: AudioContext) {
      w.tones += 1;
      return create.call(this);
    };
  });
  const tones = (): Promise<number> => page.evaluate(() => (window as unknown as { tones: number }).tones);
  await open(page, '#/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/settings-1280.png` });

  const reduced = page.getByRole('checkbox', { name: 'Reduced motion' });
  await expect(reduced).not.toBeChecked();
  await reduced.focus();
  await page.keyboard.press('Space');
  await expect(reduced).toBeChecked();
  await expect(page.locator('html')).toHaveClass(/reduced-motion/);
  await page.getByRole('radio', { name: '2×' }).check();
  await page.getByTestId('scheme-contrast').click();
  await expect(page.getByRole('radio', { name: /High contrast/ })).toBeChecked();
  const volume = page.getByRole('slider', { name: 'Volume' });
  await volume.focus();
  for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowLeft');
  await expect(page.locator('output[for="volume"]')).toHaveText('40 %');
  const before = await tones();
  await page.getByRole('button', { name: /Play a test sound/ }).click();
  await expect.poll(tones).toBeGreaterThan(before);
  await page.locator('main.screen').evaluate((el) => el.scrollTo(0, el.scrollHeight));
  await page.screenshot({ path: `${SCREENS}/settings-colours-1280.png` });

  // The contrast swatches show the Okabe–Ito colours, each seat with its own pattern.
  const swatches = page.getByTestId('scheme-contrast').locator('.swatch');
  await expect(swatches).toHaveCount(5);
  const looks = await swatches.evaluateAll((els) => els.map((el) => getComputedStyle(el).backgroundImage + getComputedStyle(el).backgroundColor));
  expect(new Set(looks).size).toBe(5);
  expect(await swatches.first().evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(213, 94, 0)');

  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Reduced motion' })).toBeChecked();
  await expect(page.locator('html')).toHaveClass(/reduced-motion/);
  await expect(page.getByRole('radio', { name: '2×' })).toBeChecked();
  await expect(page.getByRole('radio', { name: /High contrast/ })).toBeChecked();
  await expect(page.locator('output[for="volume"]')).toHaveText('40 %');
  const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('tenka.settings.v1') ?? '{}') as Record<string, unknown>);
  expect(saved).toMatchObject({ reducedMotion: true, animationSpeed: 2, colourScheme: 'contrast', volume: 0.4 });

  // Sound off: the volume rests, the test button says why it is silent.
  await page.getByRole('checkbox', { name: 'Sound effects' }).uncheck();
  await expect(volume).toBeDisabled();
  const silent = await tones();
  await page.getByRole('button', { name: /Play a test sound/ }).click();
  await expect(page.getByText('Turn sound effects on to hear the test sound.')).toBeVisible();
  expect(await tones()).toBe(silent);

  await page.getByRole('button', { name: 'Reset to defaults' }).click();
  await expect(page.getByText('All settings are back to their defaults.')).toBeVisible();
  await expect(page.getByRole('radio', { name: /Washi/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: '1×' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Sound effects' })).toBeChecked();
  await expect(page.locator('output[for="volume"]')).toHaveText('60 %');
  expect(problems).toEqual([]);
});

test('the rules reference: contents jump to their sections, in English and German', async ({ page }) => {
  mkdirSync(SCREENS, { recursive: true });
  const problems = watchForErrors(page);
  await open(page);
  // With several playable games, the top bar's Rules asks which game's rules first.
  await page.locator('header.topbar').getByRole('button', { name: 'Rules' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Rules' })).toBeVisible();
  await page.locator('ul.choose').getByRole('button', { name: 'Shogun (Dirk Henn)' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Rules of Shogun' })).toBeVisible();
  const contents = page.getByRole('navigation', { name: 'Contents' });
  await expect(contents.getByRole('link')).toHaveCount(await page.locator('article h2, article h3').count());
  await page.screenshot({ path: `${SCREENS}/rules-1280.png` });

  await contents.getByRole('link', { name: /Winter/ }).click();
  const winter = page.getByRole('heading', { level: 2, name: /Winter/ });
  await expect(winter).toBeFocused();
  await expect(winter).toBeInViewport();
  await expect(page).toHaveURL(/#\/rules\/henn-shogun$/);
  const table = page.getByRole('table', { name: 'Winter shortfall' });
  await expect(table.getByRole('row')).toHaveCount(6);
  await expect(table.getByRole('row').nth(3)).toHaveText(/3–4\s*2\s*2/);
  await page.screenshot({ path: `${SCREENS}/rules-winter-1280.png` });

  await page.getByTestId('language-de').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Spielregeln: Shogun' })).toBeVisible();
  await contents.or(page.getByRole('navigation', { name: 'Inhalt' })).getByRole('link', { name: /Wertung/ }).click();
  await expect(page.getByRole('table', { name: 'Punkte bei jeder Wertung' })).toBeInViewport();
  await expectNoRawKeys(page);
  await page.screenshot({ path: `${SCREENS}/rules-de-1280.png` });
  expect(problems).toEqual([]);
});

test('New game: validation, colours that never clash, and a chosen colour reaches the game', async ({ page }) => {
  mkdirSync(SCREENS, { recursive: true });
  const problems = watchForErrors(page);
  await open(page, '#/new/henn-shogun');
  await expect(page.getByRole('heading', { level: 1, name: 'New game of Shogun' })).toBeVisible();
  const start = page.getByRole('button', { name: 'Start' });
  await expect(start).toBeEnabled();
  // Defaults: one human against three Normal bots.
  await expect(page.getByLabel('Seat 1 player')).toHaveValue('human');
  for (const n of [2, 3, 4]) await expect(page.getByLabel(`Seat ${n} bot level`)).toHaveValue('normal');
  const levels = await page.getByLabel('Seat 2 bot level').locator('option').allTextContents();
  expect(levels).toEqual(['Random', 'Easy', 'Normal', 'Hard']);
  await page.screenshot({ path: `${SCREENS}/new-game-1280.png` });

  // Clear messages, and no start, while something is wrong.
  await page.getByLabel('Seat 1 name').fill('');
  await expect(page.getByTestId('new-game-problems')).toHaveText('Seat 1 needs a name.');
  await expect(start).toBeDisabled();
  await page.getByLabel('Seat 1 name').fill('takeda');
  await expect(page.getByTestId('new-game-problems')).toContainText('Two seats are called');
  await page.getByLabel('Seat 1 name').fill('Hanako');
  await expect(page.getByTestId('new-game-problems')).toHaveCount(0);

  // Seats: 3 to 5.
  await page.getByRole('button', { name: /Add a seat/ }).click();
  await expect(page.getByRole('button', { name: /Add a seat/ })).toBeDisabled();
  await expect(page.getByText('Players (5 of 3–5)')).toBeVisible();
  await page.getByRole('button', { name: 'Remove seat 5' }).click();
  await page.getByRole('button', { name: 'Remove seat 4' }).click();
  await expect(page.getByRole('button', { name: 'Remove seat 1' })).toBeDisabled();
  await page.getByRole('button', { name: /Add a seat/ }).click();

  // Moon side: only the draft, and a word that its details are reconstructed.
  await page.getByLabel('Moon side').check();
  await expect(page.getByLabel("Beginners' setup")).toBeDisabled();
  await expect(page.getByLabel('Draft')).toBeChecked();
  await expect(page.getByText(/moon side is partly reconstructed/)).toBeVisible();
  await page.getByLabel('Sun side').check();
  await page.getByLabel("Beginners' setup").check();

  // Seat 1 takes moss (seat 3's colour): the two swap, so no two seats match.
  await page.getByTestId('seat-0-colour-2').check();
  await expect(page.getByTestId('seat-0-colour-2')).toBeChecked();
  await expect(page.getByTestId('seat-2-colour-0')).toBeChecked();
  await page.screenshot({ path: `${SCREENS}/new-game-colours-1280.png` });

  await start.click();
  await expect(page).toHaveURL(/#\/game\/[A-Za-z0-9_-]+$/);
  const gameId = /#\/game\/([A-Za-z0-9_-]+)$/.exec(page.url())![1]!;

  // Ask the host directly (the way the page does) what it stored for the seats.
  const seats = await page.evaluate(async (id) => {
    const url = new URL('/ws', window.location.href);
    url.protocol = 'ws:';
    url.search = new URLSearchParams({ k: new URL(window.location.href).searchParams.get('k') ?? '' }).toString();
    const ws = new WebSocket(url.href);
    await new Promise((resolve) => ws.addEventListener('open', resolve, { once: true }));
    const reply = await new Promise<string>((resolve) => {
      ws.addEventListener('message', (e) => {
        if (typeof e.data === 'string' && e.data.includes('"id":77')) resolve(e.data);
      });
      ws.send(JSON.stringify({ id: 77, request: { type: 'listGames' } }));
    });
    ws.close();
    const games = (JSON.parse(reply) as { result: { gameId: string; seats: { name: string; colour?: number }[] }[] }).result;
    return games.find((g) => g.gameId === id)?.seats ?? [];
  }, gameId);
  expect(seats.map((s) => [s.name, s.colour])).toEqual([
    ['Hanako', 2],
    ['Takeda', 1],
    ['Uesugi', 0],
    ['Mōri', 3],
  ]);
  expect(problems).toEqual([]);
});

test('the game’s seat list and board show the colour chosen on the New game screen', async ({ page }) => {
  const problems = watchForErrors(page);
  await open(page, '#/new/henn-shogun');
  await page.getByTestId('seat-0-colour-2').check();
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page).toHaveURL(/#\/game\//);
  // Seat 0's token in the seat list wears moss (palette index 2 in washi), not the scheme's first colour.
  const marker = page.getByTestId('seat-list').locator('li[data-seat="0"] .seat-swatch');
  await expect(marker).toHaveCSS('background-color', 'rgb(91, 115, 53)');
  await expect(page.getByTestId('seat-list').locator('li[data-seat="1"] .seat-swatch')).not.toHaveCSS('background-color', 'rgb(91, 115, 53)');
  expect(problems).toEqual([]);
});
