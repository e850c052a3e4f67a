/// <reference lib="dom" />
/**
 * Henn's Shogun: the human's own battle is shown in full at the DEFAULT
 * settings (reduced motion off, 1×, Bots' turns: Summary), issue 21. From a
 * stored position where Hanako (seat 0) marches from a province next to
 * Wakasa, held by another seat: she attacks it through the march panel. The
 * tower opens by itself for THAT battle (its title names Wakasa), throws,
 * and gives the story back; later, when the rest of the season has been told
 * and the next plan is asked for, "Your battle — watch it" in the feed opens
 * Wakasa's throw again, not another seat's battle.
 */
import { expect, test } from './fixtures';
import { firstPly, openPosition, PINNED, pinnedRecord, type PositionInfo } from './positions';
import { mkdirSync } from 'node:fs';
import { defaultSettings, firstDecision, humanVsNormal } from './bots-turns-support';
import { SCREENS, watchForErrors } from './page-support';

interface HennSpot {
  exec?: { awaiting?: { seat: number; from: string } | null };
  provinces: { owner: number }[];
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await defaultSettings(page);
});

test('Henn at the default settings: the human’s own battle opens the tower for that province, and “watch it” opens the same battle later', async ({ page }) => {
  test.setTimeout(240_000);
  const errors = watchForErrors(page);
  // The pinned game's first march of seat 0 into Wakasa (held by another seat); the position just before it.
  const ply = firstPly(PINNED.henn4, (p: PositionInfo) => p.pending.some((d) => d.seat === 0 && (d.kind === 'move' || d.kind === 'battle')) && (p.state as HennSpot).exec?.awaiting?.seat === 0 && marchesToWakasa(p.ply));
  await openPosition(page, PINNED.henn4, ply, humanVsNormal(4));
  await firstDecision(page);
  const march = page.getByTestId('march-panel');
  await march.locator('label.target[data-province="wakasa"]').click();
  await expect(march.locator('label.target[data-province="wakasa"] .t-kind')).toHaveText('battle');
  // The tower may be open only a few seconds (it gives the story back after its throw): the page notes what it
  // showed the moment it opened, and a moment later where the focus went.
  await page.evaluate(() => {
    const w = window as unknown as { towerSeen?: { title: string; scrollTop: number; focused: boolean; closeInView: boolean } };
    const observer = new MutationObserver(() => {
      const title = document.querySelector('#tower-title');
      if (!title || w.towerSeen) return;
      observer.disconnect();
      requestAnimationFrame(() => {
        const dialog = document.querySelector('.tower-dialog');
        const close = document.querySelector('[data-testid="close-tower"]');
        const r = close?.getBoundingClientRect();
        w.towerSeen = {
          title: title.textContent ?? '',
          scrollTop: dialog?.scrollTop ?? -1,
          focused: document.activeElement === close,
          closeInView: !!r && r.top >= 0 && r.bottom <= window.innerHeight,
        };
      });
    });
    observer.observe(document.body, { childList: true, subtree: true });
  });
  await march.getByTestId('march-submit').click();

  // The tower opens by itself for Hanako's battle, for Wakasa, at its top (title and the way back in sight, focused).
  const title = page.locator('#tower-title');
  const dialog = page.locator('.tower-dialog');
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { towerSeen?: unknown }).towerSeen ?? null), { timeout: 45_000 })
    .toEqual({ title: 'The tower — Wakasa', scrollTop: 0, focused: true, closeInView: true });
  // It gives the story back by itself (after the throw, or after 12 s when a starved software renderer cannot finish it).
  await expect(title).toHaveCount(0, { timeout: 30_000 });

  // The feed offers that battle again, also once the next decision is up (the log is hidden beside it); it opens
  // Wakasa's throw, whatever was told since, and stays open until the player closes it.
  const offer = page.getByTestId('feed-watch').or(page.getByTestId('feed-offer')).filter({ hasText: /your battle/i });
  await expect(page.locator('section.decision')).toHaveAttribute('data-mode', 'decide', { timeout: 60_000 });
  await expect(offer.first()).toBeVisible();
  await offer.first().click();
  await expect(title).toHaveText('The tower — Wakasa');
  await expect(page.getByTestId('tower-winner')).toBeVisible({ timeout: 60_000 });
  expect(await dialog.evaluate((el) => el.scrollTop)).toBe(0);
  // Screenshots in both languages; the header's switch is under the dialog's backdrop, so it is pressed by its event.
  mkdirSync(SCREENS, { recursive: true });
  for (const lang of ['de', 'en'] as const) {
    await page.getByTestId(`language-${lang}`).dispatchEvent('click');
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await page.screenshot({ path: `${SCREENS}/pace-henn-own-battle-${lang}-1280.png` });
  }
  await expect(title).toHaveText('The tower — Wakasa');
  await page.getByTestId('close-tower').click();
  await expect(title).toHaveCount(0);
  expect(errors).toEqual([]);
});

/** Does the pinned game's move at this position march seat 0 into Wakasa? */
function marchesToWakasa(ply: number): boolean {
  const move = pinnedMove(ply);
  return move?.seat === 0 && (move.move as { type?: string; to?: string }).type === 'march' && (move.move as { to?: string }).to === 'wakasa';
}

function pinnedMove(ply: number): { seat: number; move: unknown } | undefined {
  return pinnedRecord(PINNED.henn4).moves[ply];
}
