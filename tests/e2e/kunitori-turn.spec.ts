/// <reference lib="dom" />
/**
 * Kunitori!'s turn in few decisions (issue 22, ruleset v2): the deployed
 * cards come back by one button that names them; a pile the player cannot
 * afford says why when clicked; the end of the turn is a tick per deployable
 * card played (all ticked at first) and one button that says the turn ends
 * and how many cards stay; the unticked card is discarded, the ticked ones
 * stay deployed. The table fits 1280×720: the decision's main button, the
 * whole supply and the hand are in view without scrolling. From a stored
 * position (the human about to replay two kinds of deployed cards).
 */
import { expect, test } from './fixtures';
import type { Locator, Page } from '@playwright/test';
import { firstPly, openPosition, type PinnedGame } from './positions';
import { answer, useSettings } from './kunitori-support';
import { SCREENS, watchForErrors } from './page-support';
import type { KunitoriState } from '../../src-shared/games/kunitori/types';

/** 2 players, random play: late in the game seat 0 holds two kinds of deployed cards to replay. */
const TURN: PinnedGame = { game: 'kunitori', options: { players: 2, ninja: 'all', turnLimit: null }, seed: 'e2e-kunitori-turn-15' };
const SEATS = [
  { kind: 'human' as const, name: 'Takeda' },
  { kind: 'bot' as const, name: 'Uesugi', bot: 'normal' },
];

const replayPly = (): number =>
  firstPly(TURN, ({ state, pending }) => {
    const me = (state as KunitoriState).players[0]!;
    return pending[0]?.seat === 0 && pending[0].kind === 'replay' && new Set(me.deployed).size >= 2;
  });

/** Whether the element lies wholly inside the 1280×720 window (nothing to scroll to). */
async function inView(page: Page, el: Locator): Promise<boolean> {
  const box = await el.boundingBox();
  const size = page.viewportSize()!;
  return !!box && box.y >= 0 && box.x >= 0 && box.y + box.height <= size.height + 0.5 && box.x + box.width <= size.width + 0.5;
}

/** The table fits the window: the decision's buttons, every supply pile and the hand are in view. */
async function expectFits(page: Page, what: string): Promise<void> {
  const panel = page.getByTestId('decision-panel');
  for (const b of await panel.locator('.main button').all()) expect(await inView(page, b), `${what}: the main button "${await b.textContent()}" in view`).toBe(true);
  const piles = page.locator('[data-testid="supply"] .pile');
  expect(await piles.count()).toBe(33);
  // Every pile is on screen (the supply's list does not hide rows below a scrollbar).
  const hidden = await piles.evaluateAll((els) =>
    els.filter((el) => {
      const r = el.getBoundingClientRect();
      const list = el.closest('.piles')!.getBoundingClientRect();
      return r.bottom > list.bottom + 1 || r.bottom > window.innerHeight;
    }).length,
  );
  expect(hidden, `${what}: supply piles out of view`).toBe(0);
  expect(await inView(page, page.getByTestId('hand')), `${what}: the hand in view`).toBe(true);
}

test('a turn with deployed cards: one replay, a refused pile says why, ticks and one button end the turn; the table fits 1280×720', async ({ page }) => {
  test.setTimeout(90_000);
  const problems = watchForErrors(page);
  await useSettings(page, 'en');
  await page.setViewportSize({ width: 1280, height: 720 });
  await openPosition(page, TURN, replayPly(), SEATS);
  const panel = page.getByTestId('decision-panel');

  // The replay: one button naming both deployed cards.
  await expect(panel).toHaveAttribute('data-kind', 'replay');
  await expect(panel.getByTestId('prompt')).toHaveText(/^Your deployed cards come back into play first: .+, .+\.$/);
  const replay = panel.getByTestId('move-replay');
  await expect(replay).toHaveText(/^Replay .+, .+$/);
  await expect(panel.locator('button')).toHaveCount(1);
  await expectFits(page, 'replay');
  await page.screenshot({ path: `${SCREENS}/kunitori-turn-replay-en-1280.png` });
  const deployed = await page.locator('[data-testid="my-area"] .in-play li').count();
  await replay.click();
  await expect(panel).not.toHaveAttribute('data-kind', 'replay');

  // Play on (the support's simple player) to the buy phase.
  for (let i = 0; i < 12 && (await panel.getAttribute('data-kind')) !== 'buy'; i++) await answer(page);
  await expect(panel).toHaveAttribute('data-kind', 'buy');
  await expectFits(page, 'buy');
  // A pile beyond the Geld: the click says why and buys nothing.
  const money = Number((await page.getByTestId('money').textContent())!.match(/\d+/)![0]);
  expect(money).toBeLessThan(10);
  const ply = await page.locator('section.decision').getAttribute('data-ply');
  await page.getByTestId('pile-land').click();
  await expect(page.getByTestId('supply-why')).toHaveText(`Province costs 10 money; you have ${money}.`);
  await expect(page.locator('section.decision')).toHaveAttribute('data-ply', ply!);
  await page.screenshot({ path: `${SCREENS}/kunitori-turn-why-en-1280.png` });
  await panel.getByTestId('move-end-buys').click();

  // The end of the turn: a tick per deployable card played, all ticked; the button counts them.
  await expect(panel).toHaveAttribute('data-kind', 'keep');
  const ticks = panel.locator('[data-testid="keep-ticks"] input[type="checkbox"]');
  const n = await ticks.count();
  expect(n).toBeGreaterThanOrEqual(deployed);
  for (let i = 0; i < n; i++) await expect(ticks.nth(i)).toBeChecked();
  const end = panel.getByTestId('move-end-turn');
  await expect(end).toHaveText(`End the turn, keeping ${n} cards`);
  await expectFits(page, 'keep');
  await ticks.first().uncheck();
  await expect(end).toHaveText(n - 1 === 1 ? 'End the turn, keeping 1 card' : `End the turn, keeping ${n - 1} cards`);
  await page.screenshot({ path: `${SCREENS}/kunitori-turn-keep-en-1280.png` });
  const round = Number((await page.getByTestId('turn-bar').textContent())!.match(/Round (\d+)/)![1]);
  await end.click();

  // The turn is over (Uesugi plays his, the bot being quick), and Takeda's next turn begins with the kept cards only.
  await expect(page.getByTestId('turn-bar')).toContainText(`Round ${round + 1} · Takeda`, { timeout: 30_000 });
  await expect(panel).toHaveAttribute('data-kind', 'replay');
  await expect(page.locator('[data-testid="my-area"] .in-play li')).toHaveCount(n - 1);
  await expect(page.getByTestId('log')).toContainText(/Takeda keeps .+ deployed/);
  expect(problems).toEqual([]);
});

test('the end of the turn in German: ticks and the button that says the turn ends', async ({ page }) => {
  test.setTimeout(90_000);
  const problems = watchForErrors(page);
  await useSettings(page, 'de');
  await page.setViewportSize({ width: 1280, height: 720 });
  await openPosition(page, TURN, replayPly(), SEATS);
  const panel = page.getByTestId('decision-panel');
  await expect(panel).toHaveAttribute('data-kind', 'replay');
  await expect(panel.getByTestId('move-replay')).toHaveText(/^.+, .+ erneut spielen$/);
  await page.screenshot({ path: `${SCREENS}/kunitori-turn-replay-de-1280.png` });
  await panel.getByTestId('move-replay').click();
  for (let i = 0; i < 14 && (await panel.getAttribute('data-kind')) !== 'keep'; i++) await answer(page);
  await expect(panel).toHaveAttribute('data-kind', 'keep');
  const n = await panel.locator('[data-testid="keep-ticks"] input').count();
  await expect(panel.getByTestId('move-end-turn')).toHaveText(`Zug beenden, ${n} Karten bleiben`);
  await expectFits(page, 'keep (de)');
  await page.screenshot({ path: `${SCREENS}/kunitori-turn-keep-de-1280.png` });
  expect(problems).toEqual([]);
});
