/// <reference lib="dom" />
/**
 * Playing with a friend on their own computer (docs/lan.md), in Henn's
 * Shogun, whose plans are secret: the host on 127.0.0.1 plays Hanako, a
 * friend's browser on 127.0.0.2 plays Ben from an invitation, a bot plays
 * the third seat. Both plan a season from their own screens; the friend's
 * page shows only Ben's table; the friend drops and comes back with the same
 * link; the host hands Ben's seat to a bot and back; stopping the share
 * tells the friend the host closed the game.
 */
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { watchForErrors } from './henn-support';
import { friendPage, newGameOfThree, shot, startLanHost, startSharing } from './lan-support';

/**
 * Play on every page what the season asks after the plans (the seat order, marches, revolts), the
 * feed skipped, until every page plans again: the next season, each on its own screen.
 */
async function untilAllPlan(pages: Page[], timeout = 240_000): Promise<void> {
  const deadline = Date.now() + timeout;
  while (Date.now() < deadline) {
    let planning = 0;
    for (const p of pages) {
      const skip = p.getByTestId('skip');
      if (await skip.isEnabled({ timeout: 200 }).catch(() => false)) await skip.click({ timeout: 1000 }).catch(() => undefined);
      if (await p.getByTestId('planning-panel').isVisible()) {
        planning++;
        continue;
      }
      if (await p.getByTestId('slot-panel').isVisible()) await p.getByTestId('slot-panel').locator('button.slot:enabled').first().click({ timeout: 2000 }).catch(() => undefined);
      else if (await p.getByTestId('march-panel').isVisible()) await p.getByTestId('march-submit').click({ timeout: 2000 }).catch(() => undefined);
      else if (await p.getByTestId('revolt-panel').isVisible()) await p.getByRole('button', { name: 'Fight the revolts' }).click({ timeout: 2000 }).catch(() => undefined);
    }
    if (planning === pages.length) return;
    await pages[0]!.waitForTimeout(200);
  }
  throw new Error('the next season was not planned on every page in time');
}

test("Henn's Shogun with a friend on another computer: a season planned on two screens, a drop, a stand-in bot, the share closed", async ({ page, browser }) => {
  test.setTimeout(420_000);
  const problems = watchForErrors(page);
  const host = await startLanHost();
  try {
    await newGameOfThree(page, host.url, { id: 'henn-shogun', heading: 'New game of Shogun' }, ['Hanako', 'Ben']);
    await page.getByLabel('Seat 3 bot level').selectOption('normal');
    // New game: Ben plays on his own computer.
    await page.getByTestId('new-friend-1').check();
    await page.getByRole('button', { name: 'Start' }).click();
    await expect(page).toHaveURL(/#\/game\/[A-Za-z0-9_-]+$/);

    // The share panel opens with Ben ticked: one invitation, with its QR code.
    await expect(page.getByTestId('share-seat-1')).toBeChecked();
    await expect(page.getByTestId('share-seat-0')).not.toBeChecked();
    const [link] = await startSharing(page);
    const invite = page.getByTestId('invite-1');
    await expect(invite.getByTestId('lan-qr')).toBeVisible();
    await expect(invite).toHaveAttribute('data-connected', 'false');

    // Ben's browser, on the other address: only his seat's table.
    const friend = await friendPage(browser, link!);
    const ben = friend.page;
    const benProblems = watchForErrors(ben);
    await expect(ben.getByTestId('planning-panel')).toBeVisible({ timeout: 60_000 });
    await expect(ben.getByText(/^Your decision,/).first()).toBeVisible();
    await expect(ben.getByRole('button', { name: 'New game' })).toHaveCount(0);
    await expect(ben.getByRole('button', { name: 'Settings' })).toHaveCount(0);
    await expect(ben.getByTestId('share-open')).toHaveCount(0);
    await expect(invite).toHaveAttribute('data-connected', 'true', { timeout: 10_000 });
    await expect(invite.getByTestId('invite-state')).toHaveText('Connected');
    await shot(page, 'invite-en');
    await shot(ben, 'friend-en');
    await page.getByTestId('share-close').click();

    // The host's own window plays Hanako only: no privacy screen, its own plan.
    await expect(page.getByTestId('planning-panel')).toBeVisible({ timeout: 60_000 });
    await expect(page.getByTestId('privacy-screen')).toHaveCount(0);
    // Hanako, planning by keyboard, is on a card of her hand when Ben's plan arrives (a new ply of the same
    // decision): the focus stays on her card, it does not jump back to the panel's first control.
    const card = page.getByTestId('planning-panel').locator('[data-card]').first();
    await card.focus();
    const cardId = await card.getAttribute('data-card');
    const plyBefore = await page.locator('section.decision').getAttribute('data-ply');
    await ben.getByTestId('planning-panel').getByRole('button', { name: 'Fill the rest' }).click();
    await ben.getByTestId('confirm-plan').click();
    await expect(page.locator('section.decision')).not.toHaveAttribute('data-ply', plyBefore ?? '', { timeout: 30_000 });
    await expect(page.locator(':focus')).toHaveAttribute('data-card', cardId ?? '');
    await page.getByTestId('planning-panel').getByRole('button', { name: 'Fill the rest' }).click();
    await page.getByTestId('confirm-plan').click();
    for (const p of [page, ben]) await expect(p.getByTestId('move-error')).toHaveCount(0);
    // The season is played out (the seat order and the marches, each on their own screen), and both plan the next one.
    for (const p of [page, ben]) await expect(p.getByTestId('planning-panel')).toHaveCount(0, { timeout: 60_000 });
    await untilAllPlan([page, ben]);
    await expect(ben.locator('#game-bar-slot')).toContainText(/Summer of year 1/);

    // Ben drops (his browser closes) and comes back with the same link: his seat and his decision.
    await friend.context.close();
    await page.getByTestId('share-open').click();
    await expect(invite).toHaveAttribute('data-connected', 'false', { timeout: 10_000 });
    const back = await friendPage(browser, link!);
    await expect(back.page.getByTestId('planning-panel')).toBeVisible({ timeout: 60_000 });
    await expect(back.page.locator('#game-bar-slot')).toContainText(/Summer of year 1/);
    await expect(invite).toHaveAttribute('data-connected', 'true', { timeout: 10_000 });

    // Ben must go: a bot plans for him; the host takes the seat back for him afterwards.
    await invite.getByTestId('invite-bot').click();
    await expect(invite).toHaveAttribute('data-bot', 'true');
    await expect(invite).toContainText('A bot plays this seat');
    // The bot plans Ben's summer: his page shows the game going on without asking him.
    await expect(back.page.getByTestId('planning-panel')).toHaveCount(0, { timeout: 90_000 });
    await invite.getByTestId('invite-back').click();
    await expect(invite).toHaveAttribute('data-bot', 'false');

    // The host stops sharing: Ben's page says so; the link is dead.
    await page.getByTestId('share-stop').click();
    await expect(page.getByTestId('share-start')).toBeVisible();
    await expect(back.page.getByTestId('remote-closed')).toBeVisible({ timeout: 10_000 });
    await expect(back.page.getByTestId('remote-closed')).toHaveAttribute('data-reason', 'closed');
    await expect(back.page.getByTestId('remote-closed')).toContainText('The host closed the game');
    await shot(back.page, 'friend-closed-en');
    const dead = await back.page.context().newPage();
    const response = await dead.goto(link!).catch(() => null);
    expect(response === null || response.status() === 403).toBe(true);
    await back.context.close();
    expect(problems, problems.join('\n')).toEqual([]);
    expect(benProblems.filter((p) => !/WebSocket|ERR_CONNECTION_REFUSED|Failed to load resource/.test(p)), benProblems.join('\n')).toEqual([]);
  } finally {
    await host.stop();
  }
});
