/**
 * Issue 21, "The end of a game explains it": a finished game of each of the
 * five games (a stored position: the pinned game played to its end and
 * imported) opens on its end summary — who won and by which condition, every
 * seat's standing, a chart per round, the deciding moments — and a moment's
 * button opens the replay at that moment's ply. In MB, the player knocked out
 * sees the battles that did it. Screenshots at 1280×720 in English and German.
 */
import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { SCREENS, hostUrl, presetSettings, watchForErrors } from './page-support';
import { importPosition, pinnedRecord, type PinnedGame } from './positions';

/** Pinned games that end in a sensible number of moves; MB's knocks out seat 0 (checked below). */
const FINISHED = {
  'mb-shogun': { game: 'mb-shogun', options: { players: 4, extended: false, roundLimit: 6 }, seed: 'summary-mb-6' },
  'henn-shogun': { game: 'henn-shogun', options: { players: 4, side: 'sun', setup: 'fixed' }, seed: 'summary-henn-1' },
  gekokujo: { game: 'gekokujo', options: { players: 4, roundLimit: 6 }, seed: 'summary-gek-1' },
  kunitori: { game: 'kunitori', options: { players: 3, ninja: 'others', turnLimit: 12 }, seed: 'summary-kuni-1' },
  'juni-tsuki': { game: 'juni-tsuki', options: { players: 3, years: 1, homes: 'fixed' }, seed: 'summary-juni-1' },
} as const satisfies Record<string, PinnedGame>;

const NAMES = ['Hanako', 'Taro', 'Yumi', 'Kenji'];
const seatsFor = (players: number) => NAMES.slice(0, players).map((name, seat) => (seat === 0 ? { kind: 'human' as const, name } : { kind: 'bot' as const, name, bot: 'random' }));

async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENS, { recursive: true });
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.screenshot({ path: `${SCREENS}/summary-${name}-1280.png` });
}

/** Imports the whole pinned game and opens it: a finished game shows its summary. */
async function openFinished(page: Page, pinned: PinnedGame): Promise<string> {
  const plies = pinnedRecord(pinned).moves.length;
  const gameId = await importPosition(pinned, plies, seatsFor(pinned.options.players));
  await page.goto(`${hostUrl()}#/game/${gameId}`);
  await expect(page.getByTestId('game-summary')).toBeVisible();
  // The summary reads the game back from the host (its log and a frame per round): seconds on a quiet machine, more under load.
  await expect(page.getByTestId('summary-winner')).toBeVisible({ timeout: 60_000 });
  return gameId;
}

for (const [id, pinned] of Object.entries(FINISHED)) {
  // MB's game knocks out seat 0: the knock-out section is checked on the same page (one import and summary read, not two).
  const knockout = id === 'mb-shogun' ? '; the player knocked out sees the battles that did it, and one opens the replay there' : '';
  test(`${id}: the summary of a finished game says who won and how, and its moments open the replay at their ply${knockout}`, async ({ page }) => {
    // The why-lines and their shots in both languages, and the moments measured move by move: more than 90 s under load.
    test.setTimeout(180_000);
    const problems = watchForErrors(page);
    await presetSettings(page, { locale: 'en', reducedMotion: true });
    const gameId = await openFinished(page, pinned);
    const players = pinned.options.players;

    // Who won, with the condition's words; every seat in the standings and on the chart.
    await expect(page.getByTestId('summary-winner')).toHaveText(/ (wins|share the win): .+\.$/);
    await expect(page.getByTestId('summary-row')).toHaveCount(players);
    await expect(page.getByTestId('summary-row').first()).toContainText('Winner');
    await expect(page.getByTestId('summary-chart').locator('polyline')).toHaveCount(players);
    const moments = page.getByTestId('summary-moment');
    const count = await moments.count();
    expect(count).toBeGreaterThanOrEqual(1);
    expect(count).toBeLessThanOrEqual(3);
    await shot(page, `${id}-en`);

    // Issue 32: every loser gets one line on why (knocked out and by whom, battles lost and to whom, the leader's run).
    const winnerRows = await page.getByTestId('summary-row').filter({ has: page.locator('td.status', { hasText: /^Winner$/ }) }).count();
    const why = page.getByTestId('summary-why-line');
    await expect(why).toHaveCount(players - winnerRows);
    for (const text of await why.locator('span').allTextContents())
      expect(text).toMatch(/^(.+ was knocked out (by .+ )?in .+|.+ lost \d+ of \d+ battles, \d+ of them to .+|.+ pulled away (from .+ to .+|in .+) \(\+.+\) while .+ (gained .+|lost .+)|.+ ended .+ behind .+( in the final score)?|.+ \(.+\))\.$/);
    await why.first().scrollIntoViewIfNeeded();
    await shot(page, `${id}-why-en`);
    await page.getByTestId('language-de').click();
    await expect(page.getByTestId('summary-winner')).toHaveText(/ (gewinnt|teilen sich den Sieg): .+\.$/);
    for (const text of await why.locator('span').allTextContents())
      expect(text).toMatch(/^(.+ schied in .+ (gegen .+ )?aus|.+ verlor \d+ von \d+ Kämpfen, \d+ davon gegen .+|.+ zog (von .+ bis .+|in .+) davon \(\+.+\), während .+ (dazugewann|verlor)|.+ lag (am Ende|in der Schlusswertung) .+ hinter .+|.+ \(.+\))\.$/);
    await shot(page, `${id}-why-de`);
    await page.locator('.summary').evaluate((el) => el.closest('.summary-backdrop')?.scrollTo(0, 0));
    await shot(page, `${id}-de`);
    await page.getByTestId('language-en').click();
    if (id === 'mb-shogun') await knockedOut(page);

    // "Back to the board" shows the table; the bar's button brings the summary back.
    await page.getByTestId('summary-close').click();
    await expect(page.getByTestId('game-summary')).toBeHidden();
    await page.getByTestId('summary-open').click();
    await expect(page.getByTestId('game-summary')).toBeVisible();

    // The last moment's button lands on its ply in the replay (once measured: the moments land on their moves after
    // the summary shows, data-narrowed).
    await expect(page.getByTestId('summary-moments')).toHaveAttribute('data-narrowed', 'true', { timeout: 60_000 });
    const last = moments.nth(count - 1);
    const ply = (await last.getAttribute('data-ply'))!;
    expect(Number(ply)).toBeGreaterThan(0);
    await last.getByTestId('summary-open-replay').click();
    await expect(page).toHaveURL(new RegExp(`#/replay/${gameId}/${ply}$`));
    await expect(page.getByTestId('replay-now')).toHaveAttribute('data-ply', ply);
    if (id === 'mb-shogun') {
      // Back to the summary as a player goes back, and her battle's button opens the replay too.
      await page.goBack();
      await expect(page.getByTestId('game-summary')).toBeVisible();
      await knockoutReplay(page, gameId);
    }
    expect(problems).toEqual([]);
  });
}

/**
 * MB's finished game knocks out seat 0: her section says by whom, the battles (and their lost daimyos) first, the
 * knock-out last. Checked on the MB summary test's own page (the same finished game, only read).
 */
async function knockedOut(page: Page): Promise<void> {
  const out = page.locator('[data-testid="summary-knockout"][data-seat="0"]');
  await expect(out).toBeVisible();
  await expect(out.locator('h3')).toHaveText(/^How Hanako was knocked out by (Taro|Yumi|Kenji)$/);
  await expect(out.locator('li').first()).toContainText(/Hanako/);
  await expect(out).toContainText(/loses daimyo \d in battle against|wipes out Hanako’s defenders|holds .+: Hanako’s attackers are wiped out|Both sides are wiped out/);
  await expect(out.locator('li').last()).toContainText(/^Hanako is out of the game/);
  await expect(page.locator('[data-testid="summary-row"][data-seat="0"]')).toContainText(/Out in round \d/);
  await out.scrollIntoViewIfNeeded();
  await shot(page, 'mb-shogun-knockout-en');
}

/** Her first battle's button opens the replay at its ply. */
async function knockoutReplay(page: Page, gameId: string): Promise<void> {
  const first = page.locator('[data-testid="summary-knockout"][data-seat="0"]').getByTestId('summary-knockout-replay').first();
  const ply = (await first.getAttribute('data-ply'))!;
  expect(Number(ply)).toBeGreaterThan(0);
  await first.click();
  await expect(page).toHaveURL(new RegExp(`#/replay/${gameId}/${ply}$`));
  await expect(page.getByTestId('replay-now')).toHaveAttribute('data-ply', ply);
}
