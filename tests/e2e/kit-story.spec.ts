/// <reference lib="dom" />
/**
 * Issue 32, part 2: what the kit tells the player about their own game, at
 * the player's defaults (motion on, 1×, Bots' turns: Summary), from stored
 * positions. "Since your last move": the bots move first after the table
 * opens and take a province of the human's (a position found by playing the
 * host's random bots here: kit-story-support.ts); at the human's decision the
 * recap says what was lost and to whom, and its line shows the province on
 * the map and the moment in the feed. "A battle stays readable": the human's
 * battle in Henn's tower stays pinned after the tower closes, can be closed,
 * and comes back from the feed's "show battle". Screenshots at 1280×720 in
 * English and German, looked at.
 */
import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { MB_PROVINCES } from '../../src-shared/maps/mb-board';
import { controller, type GekokujoState } from '../../src-shared/games/gekokujo/public';
import { expect, test } from './fixtures';
import { openPosition, PINNED } from './positions';
import { SCREENS, painted, watchForErrors } from './page-support';
import { defaultSettings } from './bots-turns-support';
import { GEK_PINNED } from './gekokujo-support';
import { wakasaMarchPly } from './henn-support';
import { botsTakeAPlace } from './kit-story-support';

async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENS, { recursive: true });
  await painted(page);
  await page.screenshot({ path: `${SCREENS}/story-${name}-1280.png` });
}

const OTHERS = ['Date', 'Takeda', 'Uesugi', 'Mōri'];
/** Hanako at `human`, random bots (their moves are what kit-story-support.ts plays ahead) at the other seats. */
const humanVsRandom = (players: number, human = 0) =>
  [0, 1, 2, 3].slice(0, players).map((seat) => (seat === human ? { kind: 'human' as const, name: 'Hanako' } : { kind: 'bot' as const, name: OTHERS[seat]!, bot: 'random' }));

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await defaultSettings(page);
});

test('Gekokujō: after the bots took a province of hers, her decision opens with what she lost and to whom', async ({ page }) => {
  test.setTimeout(240_000);
  const problems = watchForErrors(page);
  const owners = (state: unknown): Map<string, number | null> => {
    const s = state as GekokujoState;
    return new Map(s.units.map((_, p) => [MB_PROVINCES[p]!.id, controller(s, p)]));
  };
  // The first seat of the pinned game that the random bots take a province from (seat 0 loses none there).
  let found: { human: number; ply: number; lost: string[] } | null = null;
  for (let human = 0; human < 4 && !found; human++) {
    const taken = await botsTakeAPlace(GEK_PINNED.base4, human, owners, 1, 400).catch(() => null);
    if (taken) found = { human, ...taken };
  }
  expect(found, 'a stored position where the bots take a province').not.toBeNull();
  const { human, ply, lost } = found!;
  await openPosition(page, GEK_PINNED.base4, ply, humanVsRandom(4, human));
  // No skipping: the recap is there when the decision is, at the defaults.
  await expect(page.locator('section.decision')).toHaveAttribute('data-mode', 'decide', { timeout: 200_000 });
  const recap = page.getByTestId('recap');
  await expect(recap).toBeVisible();
  await expect(recap.locator('summary')).toHaveText(/^Since your last move \(\d+\)$/);
  const line = recap.locator(`li.recap-lost[data-place="${lost[0]}"]`);
  const name = MB_PROVINCES.find((p) => p.id === lost[0])!.name;
  await expect(line).toHaveText(new RegExp(`^Lost ${name}( to .+)?$`));
  await shot(page, 'recap-gekokujo-en');

  // The line takes her there: the log (or, where the feed is folded beside a decision, the feed) shows the moment it
  // was told, naming the province.
  await line.getByRole('button').click();
  const moment = page.locator('[data-testid="feed-asked"] li.moment, [data-testid="log"] li.marked');
  await expect(moment).toHaveCount(1);
  await expect(moment).toBeInViewport();
  await expect(moment).toContainText(name);
  await shot(page, 'recap-gekokujo-moment-en');

  // Folded, it keeps to one line; open again, in German.
  await recap.locator('summary').click();
  await expect(recap.locator('ul')).toBeHidden();
  await recap.locator('summary').click();
  await page.getByTestId('language-de').click();
  await expect(recap.locator('summary')).toHaveText(/^Seit deinem letzten Zug \(\d+\)$/);
  await expect(line).toHaveText(new RegExp(`^${name} (an .+ )?verloren$`));
  await shot(page, 'recap-gekokujo-de');
  await page.getByTestId('language-en').click();
  expect(problems).toEqual([]);
});

test('Henn: her battle in the tower stays pinned after the tower closes, until she closes it; the feed shows it again', async ({ page }) => {
  test.setTimeout(240_000);
  const problems = watchForErrors(page);
  await openPosition(page, PINNED.henn4, wakasaMarchPly(), humanVsRandom(4));
  await expect(page.locator('section.decision')).toHaveAttribute('data-mode', 'decide', { timeout: 60_000 });
  const march = page.getByTestId('march-panel');
  await march.locator('label.target[data-province="wakasa"]').click();
  await march.getByTestId('march-submit').click();

  // The tower throws her battle and closes by itself, as before; the battle stays, pinned in the column.
  await expect(page.getByTestId('tower-winner')).toBeVisible({ timeout: 60_000 });
  await expect(page.locator('#tower-title')).toHaveCount(0, { timeout: 60_000 });
  const pinned = page.getByTestId('pinned-battle');
  await expect(pinned).toBeVisible();
  await expect(pinned.locator('summary')).toHaveText(/^Your battle: (you won|.+ won|nobody won) \(Hanako – .+\)$/);
  await expect(pinned.locator('ol.lines li').first()).toContainText('Wakasa');
  await pinned.evaluate((el) => ((el as HTMLDetailsElement).open = true));
  await shot(page, 'pinned-henn-en');
  await page.getByTestId('language-de').click();
  await expect(pinned.locator('summary')).toHaveText(/^Dein Kampf: (gewonnen|.+ hat gewonnen|kein Sieger) \(Hanako – .+\)$/);
  await shot(page, 'pinned-henn-de');
  await page.getByTestId('language-en').click();

  // Still there seconds later (the tower's own result closed after ~2 s).
  await page.waitForTimeout(4000);
  await expect(pinned).toBeVisible();
  await pinned.getByTestId('pinned-battle-close').click();
  await expect(pinned).toHaveCount(0);

  // One click away in the feed: its line's "show battle" pins it again.
  // Beside her decision the log is hidden: the feed's "Battle result" (the log's lines have "show battle").
  const show = page.locator('[data-testid="feed-show-battle"]:visible, [data-testid="show-battle"]:visible').first();
  await expect(show).toBeVisible({ timeout: 30_000 });
  await show.click();
  await expect(pinned).toBeVisible();
  expect(problems).toEqual([]);
});
