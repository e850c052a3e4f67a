/// <reference lib="dom" />
/**
 * Continue after a restart: a game in its third round, stored as a position
 * (positions.ts: the human's decision waiting, nobody else's), is open in
 * the tab when the host stops: the tab says the connection is lost; started
 * again (same data folder and port, a new key) it says Tenka was restarted,
 * and the address Tenka printed leads back. Continue on the home screen
 * opens the game exactly where it stood — same move, same round, same purse,
 * the human's decision waiting.
 */
import { expect, test } from './fixtures';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { firstPly, importPosition, PINNED } from './positions';
import { HostClient, SCREENS, startHost, watchForErrors, type SeatUpdate } from './saves-helpers';

interface Summary {
  gameId: string;
  ply: number;
  round: number;
  finished: boolean;
}

test('Continue resumes the latest unfinished game exactly where it stood after a host restart', async ({ page }) => {
  test.setTimeout(300_000);
  mkdirSync(SCREENS, { recursive: true });
  const problems = watchForErrors(page);
  const dataDir = mkdtempSync(join(tmpdir(), 'tenka-continue-'));
  let host = await startHost(dataDir);
  try {
    await page.goto(host.url);
    await expect(page.getByRole('status').first()).toHaveText(/Connected/);
    // Nothing to continue yet: the button says why it cannot.
    await expect(page.getByTestId('home-continue')).toBeDisabled();
    // A fresh install has no games at all: not "every game is finished".
    await expect(page.getByTestId('continue-note')).toHaveText('Nothing to continue yet: start your first game with “New game”.');

    // One human against three bots, in the autumn of the first year, where only the human must decide
    // (bots still to decide would move on after the restart).
    const ply = firstPly(PINNED.henn4, ({ state, pending }) => {
      const s = state as { year: number; season: number };
      return s.year === 1 && s.season === 2 && pending.length > 0 && pending.every((d) => d.seat === 0);
    });
    const seats = ['Takeda', 'Uesugi', 'Mōri'].map((name) => ({ kind: 'bot' as const, name, bot: 'normal' }));
    const gameId = await importPosition(PINNED.henn4, ply, [{ kind: 'human', name: 'Hanako' }, ...seats], host.url);
    const client = await HostClient.connect(host.url);
    const opened = await client.call<{ views: SeatUpdate[] }>({ type: 'openGame', gameId });
    const before = opened.views.find((v) => v.seat === 0);
    expect(before?.ply).toBe(ply);
    expect(before?.pending.map((p) => p.seat), 'the human has a decision waiting, nobody else').toEqual([0]);
    const summaryBefore = (await client.call<Summary[]>({ type: 'listGames' })).find((g) => g.gameId === gameId)!;
    expect(summaryBefore.finished).toBe(false);
    client.close();

    // The game open in the tab, the host stops: the tab says so (no silently dead buttons behind it).
    await page.goto(`${host.url}#/game/${gameId}`);
    await expect(page.getByTestId('turn-status')).toContainText('Your decision');
    const port = new URL(host.url).port;
    await host.stop();
    const lost = page.getByTestId('connection-lost');
    await expect(lost).toBeVisible({ timeout: 30_000 });
    await expect(lost).toHaveAttribute('data-reason', 'unreachable');
    await expect(lost.getByRole('heading')).toHaveText('The connection to Tenka is lost');
    await expect(page.locator('main.screen'), 'the game behind the notice cannot be used').toHaveAttribute('inert', '');
    await expect(lost.getByTestId('lost-retry')).toBeEnabled();
    await lost.getByTestId('lost-retry').click();
    await expect(lost).toBeVisible();

    // Started again on the same folder and port: it has a new key, which this tab cannot know; it says so.
    host = await startHost(dataDir, ['--port', port]);
    await expect(lost).toHaveAttribute('data-reason', 'restarted', { timeout: 30_000 });
    await expect(lost.getByRole('heading')).toHaveText('Tenka was started again');
    await page.screenshot({ path: `${SCREENS}/connection-lost-1280.png` });
    // Something that is not the address is refused with a hint; the printed address leads back to this game.
    await lost.getByTestId('lost-address').fill('hello');
    await lost.getByTestId('lost-address').press('Enter');
    await expect(lost.getByRole('alert')).toContainText('not Tenka’s address');
    await lost.getByTestId('lost-address').fill(host.url);
    await lost.getByTestId('lost-address').press('Enter');
    await expect(page).toHaveURL(new RegExp(`^${host.url.replace(/[.?]/g, '\\$&')}#/game/${gameId}$`));
    await expect(page.getByRole('status').first()).toHaveText(/Connected/);
    await expect(lost).toHaveCount(0);
    await expect(page.getByTestId('turn-status')).toContainText('Your decision');

    // Home, after the restart: Continue names the game and opens it.
    await page.getByRole('button', { name: '← Games' }).click();
    const resume = page.getByTestId('home-continue');
    await expect(resume).toBeEnabled();
    await expect(page.getByTestId('continue-note')).toHaveText(new RegExp(`round ${summaryBefore.round}`));
    await page.screenshot({ path: `${SCREENS}/home-1280.png` });
    // By keyboard.
    await resume.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`#/game/${gameId}$`));

    const decision = page.locator('section.decision');
    await expect(decision).toHaveAttribute('data-ply', String(before!.ply));
    await expect(page.locator('#game-bar-slot')).toContainText(`Round ${summaryBefore.round} of 8`);
    await expect(page.getByTestId('turn-status')).toContainText('Your decision');
    const me = (before!.view as { players: { money: number; score: number }[] }).players[0]!;
    const mine = page.getByTestId('seat-list').locator('li[data-seat="0"]');
    await expect(mine.getByTestId('seat-money')).toHaveText(String(me.money));
    await expect(mine.getByTestId('seat-score')).toHaveText(String(me.score));
    // The story so far is told again from the record (it was gone: "What happens from now on is told here").
    const log = page.getByTestId('log');
    await expect(log).toContainText('Summer of year 1: plan your actions');
    await expect(log).toContainText('Autumn of year 1: plan your actions');
    await expect(page.getByText('What happens from now on is told here.')).toHaveCount(0);
    const told = await log.locator('li').count();

    // A reload (or a direct link) keeps the game's title and its history.
    await page.reload();
    await expect(page.locator('#game-title')).toHaveText('Shogun (Dirk Henn)');
    await expect(page.getByTestId('turn-status')).toContainText('Your decision');
    await expect(log.locator('li')).toHaveCount(told);

    // Its replay, while the game goes on: seen through the human's own seat only, never all-seeing.
    await page.goto(`${host.url}#/replay/${gameId}`);
    await expect(page.getByTestId('replay-now')).toHaveAttribute('data-ply', String(before!.ply));
    await expect(page.getByTestId('all-seeing')).not.toBeChecked();
    await expect(page.getByTestId('all-seeing')).toBeDisabled();
    await expect(page.getByText('This game is still being played')).toBeVisible();
    await expect(page.getByText('Seen by Hanako')).toBeVisible();
    await expect(page.getByTestId('hidden-actions')).toHaveCount(0);
    // The browser reports the refused reconnections while the host was down or had a new key; nothing else.
    const network = /WebSocket connection to|Failed to load resource|ERR_CONNECTION_REFUSED/;
    expect(problems.filter((p) => !network.test(p))).toEqual([]);
  } finally {
    await host.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
