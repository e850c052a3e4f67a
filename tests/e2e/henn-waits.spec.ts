/**
 * Henn's Shogun at the player's DEFAULT settings (reduced motion off, 1×,
 * Bots' turns: Summary), never pressing Skip: the waits issue 21 is about,
 * bounded so that a regression fails (a map redrawn for every feed line, a
 * beat for every line of an action, a throw held for its 12 s).
 *
 * Measured on this 2-core machine (session 8): the plan to the next decision
 * 3.6 s, an attack (its throw in the tower) to the next decision 13.2 s, at
 * load 8; 2.9–5.6 s and 12.6–19.4 s at load 14–22. Session 9 (one tower kept,
 * the result not holding the story, the throw in real time): 2.6 s and 4.1 s
 * at load 6; the bounds were 20 s and 40 s, now 12 s and 25 s (CI runs at
 * load 5–12).
 */
import { expect, test } from './fixtures';
import { firstPly, openPosition, PINNED, type PositionInfo } from './positions';
import { wakasaMarchPly } from './henn-support';
import { defaultSettings, firstDecision, humanVsNormal, waitForNextDecision } from './bots-turns-support';
import { SCREENS, watchForErrors } from './page-support';
import { mkdirSync } from 'node:fs';

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await defaultSettings(page);
});

test('Henn at the default settings: from the human’s plan to the seat order, the bots’ plans and the bids told, within 12 s', async ({ page }) => {
  test.setTimeout(90_000);
  const errors = watchForErrors(page);
  const ply = firstPly(PINNED.henn4, (p: PositionInfo) => p.pending.some((d) => d.seat === 0 && d.kind === 'plan'), 5);
  await openPosition(page, PINNED.henn4, ply, humanVsNormal(4));
  const at = await firstDecision(page);
  await page.getByRole('button', { name: 'Fill the rest' }).click();
  await page.getByTestId('planning-panel').getByTestId('confirm-plan').click();
  const waited = await waitForNextDecision(page, at, 12_000);
  console.log(`Henn: plan → next decision ${waited} ms`);
  // What came between is told, though quickly: every bot's plan, then the bids and the order.
  const log = page.getByTestId('log');
  for (const bot of ['Takeda', 'Uesugi', 'Mōri']) await expect(log).toContainText(`${bot} has planned.`);
  await expect(log).toContainText('They choose in this order');
  expect(errors).toEqual([]);
});

test('Henn at the default settings: the human’s attack is thrown in the tower, and the next decision comes within 25 s', async ({ page }) => {
  test.setTimeout(90_000);
  const errors = watchForErrors(page);
  const ply = wakasaMarchPly();
  await openPosition(page, PINNED.henn4, ply, humanVsNormal(4));
  const at = await firstDecision(page);
  const march = page.getByTestId('march-panel');
  await march.locator('label.target[data-province="wakasa"]').click();
  // The page notes the tower opening (it may be open only a few seconds), and whether its throw ever started over
  // while open: the cubes counted on its board going down (new arrays of the same colours at every refreshed
  // summary restarted it, and the story waited for a throw played twice or more).
  await page.evaluate(() => {
    const w = window as unknown as { towerOpened?: boolean; restarts?: number; early?: string };
    w.restarts = 0;
    let counted = 0;
    const count = (): number =>
      Array.from(document.querySelectorAll('[data-testid="tower-attacker-count"], [data-testid="tower-defender-count"]')).reduce((n, el) => n + Number(el.textContent ?? 0), 0);
    new MutationObserver(() => {
      if (!document.querySelector('#tower-title')) {
        counted = 0;
        return;
      }
      w.towerOpened = true;
      // Before the throw's result, the table around it (the feed, its live region) must not say who won.
      const feed = document.querySelector('[data-testid="feed"]')?.textContent ?? '';
      const told = /Battle for Wakasa|Wakasa passes|loses Wakasa|province Wakasa/.exec(feed);
      if (told && !document.querySelector('[data-testid="tower-winner"]')) w.early ??= told[0];
      const now = count();
      if (now < counted) w.restarts!++;
      counted = now;
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  await march.getByTestId('march-submit').click();
  const waited = await waitForNextDecision(page, at, 25_000);
  console.log(`Henn: attack (tower) → next decision ${waited} ms`);
  // The throw was shown in full on the way: the tower opened by itself and gave the story back.
  expect(await page.evaluate(() => (window as unknown as { towerOpened?: boolean }).towerOpened ?? false)).toBe(true);
  expect(await page.evaluate(() => (window as unknown as { restarts?: number }).restarts)).toBe(0);
  expect(await page.evaluate(() => (window as unknown as { early?: string }).early ?? null), 'the feed told the battle before its throw landed').toBeNull();
  await expect(page.locator('#tower-title')).toHaveCount(0);
  expect(errors).toEqual([]);
});

for (const locale of ['en', 'de'] as const) {
  test(`Henn at the default settings, looked at (${locale}): the human’s battle in the tower, then the bots’ turn told in the Summary`, async ({ page }) => {
    test.setTimeout(150_000);
    const ply = wakasaMarchPly();
    await openPosition(page, PINNED.henn4, ply, humanVsNormal(4));
    await firstDecision(page);
    // The header's language switch (under the tower's backdrop later).
    await page.getByRole('button', { name: locale === 'de' ? 'Deutsch' : 'English' }).click();
    const march = page.getByTestId('march-panel');
    await march.locator('label.target[data-province="wakasa"]').click();
    await march.getByTestId('march-submit').click();
    mkdirSync(SCREENS, { recursive: true });
    // Looked for at every frame the page draws, not once a second: the result stands on the tower 1–1.5 s (`READ_MS`,
    // `RESULT_MS`) while the story goes on, and a poll a second apart (a loaded machine) could fall on either side.
    const winnerShown = (): boolean => {
      const el = document.querySelector('[data-testid="tower-winner"]');
      return !!el && el.getClientRects().length > 0 && getComputedStyle(el).visibility === 'visible';
    };
    await page.waitForFunction(winnerShown, undefined, { polling: 'raf', timeout: 40_000 });
    await expect(page.locator('#tower-title')).toHaveCount(0, { timeout: 20_000 });
    // The story goes on in the Summary (Mōri's, Uesugi's lines, the offer to watch the battle again).
    await page.screenshot({ path: `${SCREENS}/henn-waits-summary-${locale}-1280.png` });
    // The tower looked at with its result: the same battle from the feed's offer (it stays open until closed; the live
    // result may be gone before a screenshot is made on a loaded machine).
    // (The feed's offer of the human's latest battle, or the newest line's own button when that line is it.)
    await page.getByTestId('feed-offer').or(page.locator('[data-testid="feed-watch"].primary')).first().click({ timeout: 60_000 });
    await expect(page.getByTestId('tower-winner')).toBeVisible({ timeout: 40_000 });
    await page.screenshot({ path: `${SCREENS}/henn-waits-tower-${locale}-1280.png` });
    await page.getByTestId('close-tower').click();
    await expect(page.locator('#tower-title')).toHaveCount(0);
  });
}
