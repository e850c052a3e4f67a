/// <reference lib="dom" />
/**
 * Henn's Shogun: one tower for the table (issue 21, docs/pace.md "Henn's waits (session 9)"). A new Pixi
 * application, a WebGL context, at every opening of the tower cost the human's march seconds on software
 * WebGL; now the table makes one, unseen, while the human decides, and keeps it hidden between battles. From
 * the stored position where Hanako attacks Wakasa: the tower opens by itself for her battle on that canvas and
 * gives the story back; later "watch it" opens it again on the same canvas, and no WebGL context was made.
 */
import { expect, test } from './fixtures';
import { firstPly, openPosition, PINNED, type PositionInfo } from './positions';
import { liveResultShown, wakasaMarchPly } from './henn-support';
import { defaultSettings, firstDecision, humanVsNormal } from './bots-turns-support';
import { SCREENS, watchForErrors } from './page-support';
import { mkdirSync } from 'node:fs';

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await defaultSettings(page);
  // Count the WebGL contexts the page makes (the map's, the tower's).
  await page.addInitScript(() => {
    const w = window as unknown as { webglContexts: number };
    w.webglContexts = 0;
    const made = new WeakSet<HTMLCanvasElement>();
    const original = HTMLCanvasElement.prototype.getContext;
    HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, kind: string, ...rest: unknown[]) {
      const context = (original as (this: HTMLCanvasElement, kind: string, ...rest: unknown[]) => unknown).call(this, kind, ...rest);
      if (context && kind.startsWith('webgl') && !made.has(this)) {
        made.add(this);
        w.webglContexts++;
      }
      return context;
    } as typeof original;
  });
});

test('Henn: the tower is made ahead while the human decides, opened for their battle, kept hidden, and shown again without a new WebGL context', async ({ page }) => {
  test.setTimeout(90_000);
  const errors = watchForErrors(page);
  const ply = wakasaMarchPly();
  await openPosition(page, PINNED.henn4, ply, humanVsNormal(4));
  await firstDecision(page);
  // While Hanako decides, the tower is made ahead, unseen and out of reach.
  const backdrop = page.getByTestId('tower-backdrop');
  const canvas = page.locator('.tower-canvas canvas');
  await expect(canvas).toHaveCount(1, { timeout: 20_000 });
  await expect(backdrop).toBeHidden();
  await canvas.evaluate((el) => ((el as HTMLCanvasElement & { first?: boolean }).first = true));
  const contexts = await page.evaluate(() => (window as unknown as { webglContexts: number }).webglContexts);
  const march = page.getByTestId('march-panel');
  await march.locator('label.target[data-province="wakasa"]').click();
  await march.getByTestId('march-submit').click();

  // The tower opens by itself for Hanako's battle and throws (its result on its board), on that canvas.
  const title = page.locator('#tower-title');
  await expect(title).toHaveText('The tower — Wakasa', { timeout: 40_000 });
  await liveResultShown(page, 40_000);
  expect(await canvas.evaluate((el) => (el as HTMLCanvasElement & { first?: boolean }).first === true)).toBe(true);

  // It gives the story back and is hidden, not taken down: out of sight and out of reach, its canvas kept.
  await expect(title).toHaveCount(0, { timeout: 30_000 });
  await expect(backdrop).toHaveCount(1);
  await expect(backdrop).toBeHidden();
  await expect(page.locator('section.decision')).toHaveAttribute('data-mode', 'decide', { timeout: 60_000 });
  expect(await page.getByRole('dialog').count()).toBe(0);

  // "Watch it" shows the same tower again: the same canvas, no new WebGL context, the throw played again.
  const offer = page.getByTestId('feed-watch').or(page.getByTestId('feed-offer')).filter({ hasText: /your battle/i });
  await offer.first().click();
  await expect(title).toHaveText('The tower — Wakasa');
  await expect(backdrop).toBeVisible();
  await expect(page.getByTestId('close-tower')).toBeFocused();
  await expect(page.getByTestId('tower-winner')).toBeVisible({ timeout: 40_000 });
  expect(await canvas.evaluate((el) => (el as HTMLCanvasElement & { first?: boolean }).first === true)).toBe(true);
  expect(await page.evaluate(() => (window as unknown as { webglContexts: number }).webglContexts)).toBe(contexts);

  // Closed by the player, it is hidden again and the decision is back in reach.
  await page.getByTestId('close-tower').click();
  await expect(title).toHaveCount(0);
  await expect(backdrop).toBeHidden();
  await expect(page.getByTestId('march-panel').or(page.getByTestId('planning-panel')).or(page.getByTestId('slot-panel')).first()).toBeVisible();
  expect(errors).toEqual([]);
});

for (const locale of ['en', 'de'] as const) {
  test(`Henn, looked at (${locale}): the bots’ turn told in the Summary while the human waits, with the tower hidden`, async ({ page }) => {
    test.setTimeout(90_000);
    // The human's march when only they must decide: the rest of the season (the bots' actions) follows it.
    const ply = firstPly(PINNED.henn4, (p: PositionInfo) => p.pending.length === 1 && p.pending.some((d) => d.seat === 0 && d.kind === 'move'));
    await openPosition(page, PINNED.henn4, ply, humanVsNormal(4));
    await firstDecision(page);
    await page.getByRole('button', { name: locale === 'de' ? 'Deutsch' : 'English' }).click();
    // The page notes the first moment a bot's line is the feed's newest while the table waits (no tower open).
    await page.evaluate(() => {
      const w = window as unknown as { botLine?: boolean };
      new MutationObserver((_, observer) => {
        // The bots' everyday lines are told together with the next line that holds the story (an action card turned
        // up names no seat), so they stand in the feed's list beside the newest, not always as the newest.
        const told = document.querySelector('[data-testid="feed"] .before')?.textContent ?? '';
        const now = document.querySelector('[data-testid="feed-now"]')?.textContent ?? '';
        const mode = document.querySelector('section.decision')?.getAttribute('data-mode');
        // (The tower may still show the human's result meanwhile: it is closed below, before the shot.)
        if (/Takeda|Uesugi|Mōri/.test(now + told) && mode === 'execute') {
          w.botLine = true;
          observer.disconnect();
          // Hold the page's new timers (the story's next beat among them) until the screenshot is taken: on this
          // machine the rest of the season is told in the second a screenshot takes.
          const held: [TimerHandler, number | undefined, unknown[]][] = [];
          const real = window.setTimeout;
          Object.assign(window, {
            heldTimers: held,
            releaseTimers: () => {
              window.setTimeout = real;
              for (const [fn, ms, args] of held) real(fn, ms, ...args);
            },
          });
          window.setTimeout = ((fn: TimerHandler, ms?: number, ...args: unknown[]) => {
            held.push([fn, ms, args]);
            return 0;
          }) as typeof window.setTimeout;
        }
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    });
    await page.getByTestId('march-panel').getByTestId('march-submit').click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { botLine?: boolean }).botLine ?? false), { timeout: 45_000 }).toBe(true);
    // A bots' line may come while the tower still shows the human's result (a bot's attack on them thrown back to
    // back keeps it open): back to the table, as a player would; the page's timers are held, so the story waits.
    const back = page.getByTestId('close-tower');
    if (await back.isVisible()) await back.click();
    await expect(page.locator('#tower-title')).toHaveCount(0);
    mkdirSync(SCREENS, { recursive: true });
    await page.screenshot({ path: `${SCREENS}/henn-summary-bots-${locale}-1280.png` });
    await page.evaluate(() => (window as unknown as { releaseTimers: () => void }).releaseTimers());
    // The bots' lines are told in the feed, its list keeping the ones before the newest.
    await expect(page.getByTestId('feed')).toContainText(/Takeda|Uesugi|Mōri/);
  });
}
