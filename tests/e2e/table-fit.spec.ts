/// <reference lib="dom" />
/**
 * Issue 22's table defects at 1280×720 (and 1920×1080): the Gekokujō battle
 * overlay shows the whole roll without being cut at the bottom, and its dice
 * lie inside the tray, clear of the group labels. From a stored position (a
 * battle the human picks is fought at once). Screenshots of both languages.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { firstPly, openPosition, type PositionInfo } from './positions';
import { getGame } from '../../src-shared/games/index';
import { GEK_PINNED, act, eventsAfter, gekState, untilAttention, useSettings, watchForErrors } from './gekokujo-support';
import { SCREENS, painted } from './page-support';
import { LABEL_HEIGHT } from '../../src-renderer/kit/dice/dice-plan';

const seatsWith = (human: number) => [0, 1, 2, 3].map((s) => (s === human ? { kind: 'human' as const, name: 'Aiko' } : { kind: 'bot' as const, name: `Bot ${s + 1}`, bot: 'normal' }));

/** After `seat` fights the battle at `at`, must it decide again (so the game waits for it)? */
function decidesAgain(p: PositionInfo, seat: number, at: number): boolean {
  const { ruleset } = getGame('gekokujo')!;
  const checked = ruleset.validate(p.state, seat, { type: 'battle', province: at });
  return checked.ok && ruleset.pending(ruleset.apply(p.state, seat, checked.value).state).some((d) => d.seat === seat);
}

/** The element lies wholly inside the window, and shows all it holds (nothing to scroll to). */
async function fitsTheWindow(page: Page, el: Locator): Promise<void> {
  const box = (await el.boundingBox())!;
  const view = page.viewportSize()!;
  expect(box.y, 'top inside the window').toBeGreaterThanOrEqual(0);
  expect(box.y + box.height, 'bottom inside the window').toBeLessThanOrEqual(view.height);
  const { scroll, client } = await el.evaluate((e) => ({ scroll: e.scrollHeight, client: e.clientHeight }));
  expect(scroll, 'nothing cut off inside').toBeLessThanOrEqual(client + 1);
}

/** The tray's labels lie inside the tray stage, and no two overlap; the canvas spans the stage. */
async function trayInOrder(tray: Locator): Promise<void> {
  const r = await tray.evaluate((el) => {
    const stage = el.querySelector('.tray-stage')!.getBoundingClientRect();
    const canvas = el.querySelector('canvas')!.getBoundingClientRect();
    const labels = Array.from(el.querySelectorAll('.group-label')).map((l) => l.getBoundingClientRect()).map((b) => ({ top: b.top, bottom: b.bottom, left: b.left, right: b.right }));
    return { stage: { top: stage.top, bottom: stage.bottom, left: stage.left, right: stage.right }, canvas: { height: canvas.height, width: canvas.width }, labels };
  });
  expect(r.canvas.height).toBeGreaterThanOrEqual(r.stage.bottom - r.stage.top - 1);
  for (const l of r.labels) {
    // One line each (the plan puts the dice right under it: a wrapped title lay over them).
    expect(l.bottom - l.top).toBeLessThanOrEqual(LABEL_HEIGHT + 1);
    expect(l.top).toBeGreaterThanOrEqual(r.stage.top - 1);
    expect(l.bottom).toBeLessThanOrEqual(r.stage.bottom + 1);
    expect(l.right).toBeLessThanOrEqual(r.stage.right + 1);
  }
}

for (const locale of ['en', 'de'] as const) {
  test(`Gekokujō (${locale}): the battle overlay fits 1280×720 and 1920×1080, its dice inside the tray`, async ({ page }) => {
    test.setTimeout(90_000);
    const problems = watchForErrors(page);
    await page.setViewportSize({ width: 1280, height: 720 });
    await useSettings(page, { locale, reducedMotion: true });
    let seat = -1;
    let province = -1;
    const ply = firstPly(GEK_PINNED.base4, (p) => {
      const d = p.pending[0];
      if (p.pending.length !== 1 || d?.kind !== 'battle-choice') return false;
      return gekState(p).battles.some((at) => {
        const dice = eventsAfter(p, d.seat, { type: 'battle', province: at }).find((e) => e.type === 'dice');
        // A big roll of both sides (the overlay's hardest case): the two columns and their readout.
        if (!dice || dice.type !== 'dice' || new Set(dice.rolls.map((r) => r.seat)).size < 2 || dice.rolls.length < 6 || !decidesAgain(p, d.seat, at)) return false;
        [seat, province] = [d.seat, at];
        return true;
      });
    });
    await openPosition(page, GEK_PINNED.base4, ply, seatsWith(seat));
    await untilAttention(page);
    await act(page, () => page.getByTestId(`battle-${province}`).click());
    const line = page.getByTestId('gek-feed').locator('li button').last();
    await expect(line).toBeVisible({ timeout: 30_000 });
    await line.click();
    const dialog = page.getByTestId('gek-dice');
    await expect(dialog.locator('.dice-tray')).toHaveAttribute('data-phase', 'done', { timeout: 20_000 });
    for (const [width, height] of [
      [1280, 720],
      [1920, 1080],
    ] as const) {
      await page.setViewportSize({ width, height });
      await painted(page);
      await fitsTheWindow(page, dialog);
      await trayInOrder(dialog.locator('.dice-tray'));
      await page.screenshot({ path: `${SCREENS}/gekokujo-battle-fit-${locale}-${width}.png` });
    }
    expect(problems).toEqual([]);
  });
}
