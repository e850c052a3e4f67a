/// <reference lib="dom" />
/**
 * The replay of a finished game of Milton Bradley's Shogun (a stored bot
 * game, played to its round limit): the replay screen draws this game's
 * board, and stepping through the moves tells a battle and its dice in
 * words, as the live game told them; at the battle the dice tray replays
 * its steps with the engine's values. Screenshots of the end position and
 * of the battle's dice.
 */
import type { Page } from '@playwright/test';
import { getGame } from '../../src-shared/games/index';
import { replay } from '../../src-shared/kernel/record';
import { battleAt } from '../../src-renderer/games/mb-shogun/battle-steps';
import { expect, test } from './fixtures';
import { importPosition, pinnedRecord } from './positions';
import { MB4, hostUrl, shoot, shootBoth, useSettings, watchForErrors, withShotsTime } from './mb-shogun-support';

/** The first move of the pinned game with a battle fought to its end in dice: its ply and the battle as the tray groups it. */
function firstBattle(): { ply: number; battle: NonNullable<ReturnType<typeof battleAt>> } {
  const { ruleset } = getGame('mb-shogun')!;
  let found: { ply: number; battle: NonNullable<ReturnType<typeof battleAt>> } | null = null;
  replay(ruleset, pinnedRecord(MB4), ({ ply, events }) => {
    if (found) return;
    const at = events.findIndex((e) => (e as { type?: string }).type === 'battle-started');
    const battle = at >= 0 ? battleAt(events, at) : null;
    if (battle && battle.steps.length > 0 && battle.ended) found = { ply, battle };
  });
  if (!found) throw new Error('the pinned game has no battle fought with dice in one move');
  return found;
}

/** The scrubber to `ply` (the replay screen's own input), and wait until the position is there. */
async function scrubTo(page: Page, ply: number): Promise<void> {
  await page.getByTestId('scrubber').evaluate((input: HTMLInputElement, target) => {
    input.value = String(target);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  }, ply);
  await expect(page.getByTestId('replay-now')).toHaveAttribute('data-ply', String(ply));
}

test('the replay of a finished bot game: its board, a battle and its dice told move by move', async ({ page }) => {
  test.setTimeout(withShotsTime(240_000));
  const problems = watchForErrors(page);
  await useSettings(page, { reducedMotion: true });
  const record = pinnedRecord(MB4);
  const seats = ['Takeda', 'Uesugi', 'Mōri', 'Date'].map((name) => ({ kind: 'bot' as const, name, bot: 'random' }));
  const gameId = await importPosition(MB4, record.moves.length, seats);
  // The finished game's table: who won, each colour's provinces, and the way to its replay.
  await page.goto(`${hostUrl()}#/game/${gameId}`);
  const end = page.getByTestId('end-panel');
  await expect(end).toBeVisible({ timeout: 60_000 });
  // The end summary (game-summary.spec.ts) lies over the table: back to the board.
  await page.getByTestId('summary-close').click();
  await expect(end.locator('.standings li')).toHaveCount(4);
  await expect(end.locator('.winners')).toContainText(/Takeda|Uesugi|Mōri|Date/);
  await shootBoth(page, 'end');
  await end.getByRole('button', { name: 'Watch the replay' }).click();
  await expect(page).toHaveURL(new RegExp(`#/replay/${gameId}$`));
  await expect(page.locator('[data-board="mb-shogun"] canvas')).toBeVisible();
  await expect(page.getByTestId('all-seeing')).toBeChecked();
  await expect(page.getByTestId('move-list-progress')).toHaveCount(0, { timeout: 120_000 });
  await shoot(page, 'replay-end');
  // The move list tells the battles in words, the engine's dice with them.
  const list = page.locator('body');
  await expect(list).toContainText(/attacks .+ in .+ from /);
  await expect(list).toContainText(/(bowmen|gunners|swordsmen|spearmen|daimyo|ronin): [\d ]+ — \d+ hits? \(≤ \d+\)/);

  // The first battle: step to it event by event, watch it, and the tray shows its dice as the engine rolled them.
  const { ply, battle } = firstBattle();
  await scrubTo(page, ply - 1);
  const now = page.getByTestId('replay-now');
  const watch = page.getByTestId('replay-watch-throw');
  for (let i = 0; i < 80 && (await watch.count()) === 0; i++) {
    const before = `${await now.getAttribute('data-ply')}:${await now.getAttribute('data-event')}`;
    await page.getByTestId('event-forward').click();
    await expect.poll(async () => `${await now.getAttribute('data-ply')}:${await now.getAttribute('data-event')}`).not.toBe(before);
  }
  await expect(now).toHaveAttribute('data-ply', String(ply));
  await watch.click();
  const show = page.getByTestId('replay-show');
  const tray = show.getByTestId('battle-dice');
  await expect(tray.locator('canvas')).toBeVisible();
  // Reduced motion: every step at once, the last one stays with the battle's outcome.
  const last = battle.steps.at(-1)!;
  // One roll per removal: a half round's steps together (battle-steps.ts).
  await expect(tray.getByTestId('battle-step')).toHaveText(last.lastStep > last.step ? `combat round ${last.round}, steps ${last.step}–${last.lastStep}` : `combat round ${last.round}, step ${last.step}`);
  const shown = await tray.locator('[data-testid^="dice-values-"]').allTextContents();
  expect(shown.map((text) => (text.match(/\d+/g) ?? []).join(' '))).toEqual(last.dice.map((d) => d.values.join(' ')));
  await expect(tray.getByTestId('battle-outcome')).toBeVisible();
  await shoot(page, 'replay-battle');
  await show.getByTestId('replay-close-show').click();
  await expect(show).toHaveCount(0);
  expect(problems).toEqual([]);
});
