/**
 * The kit's table in every game (kit/table/: TableFeed.vue, DecisionColumn.vue): from a stored position at a
 * decision of the human, each game's table shows the same feed (the now line, Skip, the speed, the log) and the same
 * decision column (whose turn it is, the decision's panel focused) in English and German, at 1280×720; screenshots
 * `kit-table-<game>-{en,de}.png` to look at.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { mkdirSync } from 'node:fs';
import { firstPly, openPosition, PINNED, type PinnedGame, type PositionInfo } from './positions';
import { MB4 } from './mb-shogun-support';
import { GEK_PINNED } from './gekokujo-support';
import { KT2 } from './kunitori-support';
import { JUNI_PINNED } from './juni-tsuki-support';
import { defaultSettings, firstDecision, humanVsNormal } from './bots-turns-support';
import { SCREENS, watchForErrors } from './page-support';

const humanDecides = (p: PositionInfo) => p.pending.some((d) => d.seat === 0);
const roundOf = (p: PositionInfo): number => (p.state as { round?: number }).round ?? 0;

const TABLES: { id: string; pinned: PinnedGame; players: number; at: (p: PositionInfo) => boolean }[] = [
  { id: 'henn-shogun', pinned: PINNED.henn4, players: 4, at: (p) => p.pending.length === 1 && humanDecides(p) },
  { id: 'mb-shogun', pinned: MB4, players: 4, at: (p) => roundOf(p) >= 2 && humanDecides(p) },
  { id: 'gekokujo', pinned: GEK_PINNED.base4, players: 4, at: (p) => roundOf(p) >= 2 && humanDecides(p) },
  { id: 'kunitori', pinned: KT2, players: 2, at: humanDecides },
  { id: 'juni-tsuki', pinned: JUNI_PINNED, players: 4, at: humanDecides },
];

async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENS, { recursive: true });
  await page.screenshot({ path: `${SCREENS}/${name}.png` });
}

for (const table of TABLES) {
  test(`${table.id}: the kit's feed and decision column, in English and German`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1280, height: 720 });
    await defaultSettings(page);
    const errors = watchForErrors(page);
    const ply = firstPly(table.pinned, table.at, table.id === 'kunitori' ? 10 : 0);
    await openPosition(page, table.pinned, ply, humanVsNormal(table.players));
    await firstDecision(page, 60_000);

    const column = page.locator('section.decision');
    await expect(column).toHaveAttribute('data-mode', 'decide');
    await expect(column.getByTestId('turn-status')).toBeVisible();
    // The decision's main control, where its panel names one, has the focus (a keyboard player starts right there).
    if ((await column.locator('[data-autofocus]:enabled').count()) > 0) {
      await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('section.decision'))).toBe(true);
    }

    // The kit's feed (a table may name it for its own tests: Gekokujō's gek-feed).
    const feed = page.locator('section.feed');
    await expect(feed).toBeVisible();
    await expect(feed.getByTestId('skip')).toBeVisible();
    await expect(feed.getByTestId('feed-now')).not.toBeEmpty();
    await expect(feed.getByRole('radio', { name: 'Speed 2×' })).toHaveCount(1);
    await shoot(page, `kit-table-${table.id}-en`);

    await page.getByRole('button', { name: 'Deutsch' }).click();
    await expect(column.getByTestId('turn-status')).toBeVisible();
    await expect(feed.getByRole('radio', { name: 'Tempo 2×' })).toHaveCount(1);
    await shoot(page, `kit-table-${table.id}-de`);
    await page.getByRole('button', { name: 'English' }).click();
    expect(errors).toEqual([]);
  });
}
