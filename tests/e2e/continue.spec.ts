/// <reference lib="dom" />
/**
 * Continue after a restart: a game started on the New game screen is played
 * a while, the host is stopped and started again on the same data folder,
 * and Continue on the home screen opens the game exactly where it stood —
 * same move, same round, same purse, the human's decision waiting.
 */
import { expect, test } from '@playwright/test';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HostClient, playSeat, SCREENS, startHost, watchForErrors, type SeatUpdate } from './saves-helpers';

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
    await expect(page.getByTestId('continue-note')).toHaveText(/Nothing to continue/);

    // The New game screen's defaults: one human against three bots.
    await page.getByTestId('home-new').click();
    await page.getByTestId('pick-henn-shogun').click();
    await page.getByRole('button', { name: 'Start' }).click();
    await expect(page).toHaveURL(/#\/game\/[A-Za-z0-9_-]+$/);
    const gameId = /#\/game\/([A-Za-z0-9_-]+)$/.exec(page.url())![1]!;

    // Play the human seat a while from a second client (it takes the seat over), then stop where the human must decide.
    const client = await HostClient.connect(host.url);
    await playSeat(client, gameId, 0, { stopAtPly: 24 });
    let before: SeatUpdate | undefined;
    for (let i = 0; i < 100; i++) {
      const view = await client.call<SeatUpdate>({ type: 'getView', gameId, seat: 0 });
      // Only the human left to decide: bots still planning would move on after the restart.
      if (view.pending.length > 0 && view.pending.every((p) => p.seat === 0)) {
        before = view;
        break;
      }
      await client.nextPush(500);
    }
    expect(before, 'the human has a decision waiting').toBeDefined();
    const summaryBefore = (await client.call<Summary[]>({ type: 'listGames' })).find((g) => g.gameId === gameId)!;
    expect(summaryBefore.finished).toBe(false);
    client.close();

    // Restart the host on the same folder.
    await page.goto('about:blank');
    await host.stop();
    host = await startHost(dataDir);

    await page.goto(host.url);
    await expect(page.getByRole('status').first()).toHaveText(/Connected/);
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

    // Its replay, while the game goes on: seen through the human's own seat only, never all-seeing.
    await page.goto(`${host.url}#/replay/${gameId}`);
    await expect(page.getByTestId('replay-now')).toHaveAttribute('data-ply', String(before!.ply));
    await expect(page.getByTestId('all-seeing')).not.toBeChecked();
    await expect(page.getByTestId('all-seeing')).toBeDisabled();
    await expect(page.getByText('This game is still being played')).toBeVisible();
    await expect(page.getByText('Seen by Hanako')).toBeVisible();
    await expect(page.getByTestId('hidden-actions')).toHaveCount(0);
    expect(problems).toEqual([]);
  } finally {
    await host.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
