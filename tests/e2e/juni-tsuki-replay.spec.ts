/**
 * Jūni-tsuki's finished game (a stored 2-player year of random play, its year
 * end included) in the replay screen: the game's point map is drawn, stepping
 * event by event reaches a battle whose skirmishes the dice tray plays with
 * the engine's d20s, and the year end's fate cards are shown face up, one per
 * player with what it did. The same game's table shows its end panel with the
 * year's fate cards. Screenshots EN and DE at both sizes.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { hostUrl, watchForErrors } from './page-support';
import { importPosition, pinnedRecord } from './positions';
import { JUNI_YEAR, boardReady, pinnedSteps, shoot, useSettings } from './juni-tsuki-support';

const SEATS = ['Takeda', 'Uesugi'].map((name) => ({ kind: 'bot' as const, name, bot: 'random' }));

/** Where the replay stands: "ply:event". */
const position = async (page: Page): Promise<string> => {
  const now = page.getByTestId('replay-now');
  return `${await now.getAttribute('data-ply')}:${await now.getAttribute('data-event')}`;
};

/** Step by events (forward or back) until the stop offers a show with these words; the steps taken. */
async function stepToShow(page: Page, button: 'event-forward' | 'event-back', words: string): Promise<number> {
  const watch = page.getByTestId('replay-watch-throw');
  for (let i = 0; i < 120; i++) {
    if ((await watch.count()) > 0 && ((await watch.textContent()) ?? '').includes(words)) return i;
    const before = await position(page);
    await page.getByTestId(button).click();
    await expect.poll(() => position(page)).not.toBe(before);
  }
  throw new Error(`no stop with "${words}"`);
}

test('the replay of a finished year: the point map, a battle’s d20s, the year end’s fate cards; the end panel', async ({ page }) => {
  test.setTimeout(240_000);
  const problems = watchForErrors(page);
  await useSettings(page, { locale: 'en', reducedMotion: true });
  const steps = pinnedSteps(JUNI_YEAR);
  const length = pinnedRecord(JUNI_YEAR).moves.length;
  const battlePly = steps.findIndex((s) => s.events.some((e) => e.type === 'skirmish'));
  const fates = steps[length]!.events.filter((e) => e.type === 'fate') as unknown as { seat: number; card: string }[];
  expect(battlePly, 'the stored year has a battle').toBeGreaterThan(0);
  expect(fates.length, 'the stored year ends with a year end').toBe(2);
  const gameId = await importPosition(JUNI_YEAR, length, SEATS);

  await page.goto(`${hostUrl()}#/replay/${gameId}`);
  await expect(page.locator('[data-board="mb68"] canvas')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('replay-status')).toContainText('Won by');

  // To the move before the battle, then event by event to its factors: the skirmishes in the dice tray.
  await page.evaluate((ply) => {
    const input = document.querySelector<HTMLInputElement>('[data-testid="scrubber"]')!;
    input.value = String(ply);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  }, battlePly - 1);
  await expect(page.getByTestId('replay-now')).toHaveAttribute('data-ply', String(battlePly - 1));
  await stepToShow(page, 'event-forward', 'Watch');
  await expect(page.getByTestId('replay-now')).toHaveAttribute('data-ply', String(battlePly));
  await page.getByTestId('replay-watch-throw').click();
  const show = page.getByTestId('replay-show');
  await expect(show.getByTestId('battle-show')).toBeVisible();
  const skirmishes = steps[battlePly]!.events.filter((e) => e.type === 'skirmish') as unknown as { attackRoll: number; defendRoll: number }[];
  await expect(show.getByTestId('skirmishes').locator('li')).toHaveCount(skirmishes.length);
  await expect(show.getByTestId('skirmishes').locator('li').first()).toContainText(`d20 ${skirmishes[0]!.attackRoll} → `);
  await expect(show.getByTestId('skirmishes').locator('li').first()).toContainText(`against d20 ${skirmishes[0]!.defendRoll} → `);
  await shoot(page, 'replay-battle');
  await page.getByTestId('replay-close-show').click();
  await expect(show).toHaveCount(0);

  // The end, then back to the year end's first fate card: each player's card face up, with what it did.
  await page.getByTestId('to-end').click();
  await expect(page.getByTestId('replay-now')).toHaveAttribute('data-ply', String(length));
  await stepToShow(page, 'event-back', 'Show the cards');
  await page.getByTestId('replay-watch-throw').click();
  const cards = show.getByTestId('fate-cards');
  await expect(cards.locator('figure')).toHaveCount(2);
  for (const f of fates) await expect(show.getByTestId(`fate-${f.seat}`)).toHaveAttribute('data-card', f.card);
  await expect(show.getByTestId(`fate-${fates[0]!.seat}`)).toContainText(SEATS[fates[0]!.seat]!.name);
  await expect(show.getByTestId(`fate-${fates[0]!.seat}`).getByTestId('fate-outcome')).not.toBeEmpty();
  await shoot(page, 'replay-fate');
  await page.getByTestId('replay-close-show').click();
  // German from here on (switched in the header): the replay's words, then the table's.
  await page.getByTestId('language-de').click();
  await expect(page.getByTestId('replay-watch-throw')).toHaveText(/Karten zeigen/);

  // The finished game's table: the end panel and the year's fate cards over the board.
  await page.goto(`${hostUrl()}#/game/${gameId}`);
  await boardReady(page);
  await expect(page.getByTestId('end-panel')).toContainText('Gewonnen hat');
  // The end summary (game-summary.spec.ts) lies over the table: back to the board.
  await page.getByTestId('summary-close').click();
  const strip = page.getByTestId('fate-strip');
  await expect(strip).toContainText('Schicksalskarten am Ende von Jahr 1');
  await expect(strip.locator('figure')).toHaveCount(2);
  await shoot(page, 'end-de');
  await page.getByTestId('language-en').click();
  await expect(strip).toContainText('Fate cards at the end of year 1');
  await shoot(page, 'end');
  await strip.getByTestId('fate-close').click();
  await expect(strip).toHaveCount(0);
  expect(problems).toEqual([]);
});
