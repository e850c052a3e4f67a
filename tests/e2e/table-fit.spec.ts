/// <reference lib="dom" />
/**
 * Issue 22's table defects at 1280×720 (and 1920×1080): the Gekokujō battle
 * overlay shows the whole roll without being cut at the bottom, and its dice
 * lie inside the tray, clear of the group labels (a battle the human picks
 * is fought at once); Kunitori's battle result stays in sight above the
 * decision that follows it, and the supply's hover card is shown whole.
 * From stored positions; screenshots of both languages.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { firstPly, openPosition, type PositionInfo } from './positions';
import { getGame } from '../../src-shared/games/index';
import { GEK_PINNED, act, eventsAfter, gekState, untilAttention, useSettings, watchForErrors } from './gekokujo-support';
import { SCREENS, painted, presetSettings } from './page-support';
import { LABEL_HEIGHT } from '../../src-renderer/kit/dice/dice-plan';
import { JUNI_PINNED } from './juni-tsuki-support';

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
  test(`Gekokujō (${locale}): the battle overlay fits 1280×720 (and 1920×1080 in German), its dice inside the tray`, async ({ page }) => {
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
    // The Mandate's badge (Yamashiro, Settsu) near the board's middle, zoomed in: drawn, not a missing glyph.
    for (let i = 0; i < 3; i++) await page.getByTestId('zoom-in').click();
    await painted(page);
    await page.locator('[data-board="gekokujo"]').screenshot({ path: `${SCREENS}/gekokujo-badges-${locale}-1280.png` });
    await page.getByTestId('zoom-fit').click();
    await act(page, () => page.getByTestId(`battle-${province}`).click());
    const line = page.getByTestId('gek-feed').locator('li [data-testid="watch-again"]').last();
    await expect(line).toBeVisible({ timeout: 30_000 });
    await line.click();
    const dialog = page.getByTestId('gek-dice');
    await expect(dialog.locator('.dice-tray')).toHaveAttribute('data-phase', 'done', { timeout: 20_000 });
    // 1920×1080 in German only (its words are the longer; a software-rendered large frame costs ~15 s here).
    for (const [width, height] of [[1280, 720] as const, ...(locale === 'de' ? [[1920, 1080] as const] : [])]) {
      await page.setViewportSize({ width, height });
      await painted(page);
      await fitsTheWindow(page, dialog);
      await trayInOrder(dialog.locator('.dice-tray'));
      await page.screenshot({ path: `${SCREENS}/gekokujo-battle-fit-${locale}-${width}.png` });
    }
    expect(problems).toEqual([]);
  });
}

/** The element is drawn whole: its corners and middle are inside the window and nothing clips or covers them. */
async function shownWhole(page: Page, el: Locator): Promise<void> {
  const box = (await el.boundingBox())!;
  const view = page.viewportSize()!;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(view.height);
  expect(box.x + box.width).toBeLessThanOrEqual(view.width);
  const ok = await el.evaluate((e) => {
    // A hover card lets the pointer through (pointer-events: none): counted in for this look only, in the same task.
    const style = (e as HTMLElement).style;
    const was = style.pointerEvents;
    style.pointerEvents = 'auto';
    const r = e.getBoundingClientRect();
    const spots = [
      [r.left + 3, r.top + 3],
      [r.right - 3, r.top + 3],
      [r.left + 3, r.bottom - 3],
      [r.right - 3, r.bottom - 3],
    ];
    const whole = spots.every(([x, y]) => {
      const at = document.elementFromPoint(x!, y!);
      return at !== null && (e.contains(at) || at.contains(e));
    });
    style.pointerEvents = was;
    return whole;
  });
  expect(ok, 'no corner clipped or covered').toBe(true);
}

const KT2 = { game: 'kunitori', options: { players: 2, ninja: 'all', turnLimit: null }, seed: 'e2e-kunitori-1' } as const;

for (const locale of ['en', 'de'] as const) {
  test(`Kunitori (${locale}): at 1280×720 a battle's result stays in sight above the decision, and the supply's hover card is whole`, async ({ page }) => {
    test.setTimeout(90_000);
    const problems = watchForErrors(page);
    await page.setViewportSize({ width: 1280, height: 720 });
    await presetSettings(page, { locale, animationSpeed: 4, reducedMotion: true });
    const ply = firstPly(KT2, (p) => p.pending[0]?.kind === 'defend');
    await openPosition(page, KT2, ply, [
      { kind: 'human', name: 'Takeda' },
      { kind: 'human', name: 'Uesugi' },
    ]);
    const privacy = page.getByTestId('privacy-screen');
    await privacy.getByRole('button').click();
    const panel = page.getByTestId('decision-panel');
    await expect(panel).toHaveAttribute('data-kind', 'defend');
    const before = await page.locator('section.decision').getAttribute('data-ply');
    await panel.getByTestId('move-reinforce').click();
    await expect.poll(() => page.locator('section.decision').getAttribute('data-ply')).not.toBe(before);
    await expect(panel.or(privacy)).toBeVisible();
    if (await privacy.isVisible()) await privacy.getByRole('button').click();
    // The result and the next decision's first choice, both in sight.
    const show = page.getByTestId('battle-show');
    await expect(show).toHaveAttribute('data-finished', 'true');
    await expect(show.getByTestId('show-award')).toBeVisible();
    await shownWhole(page, show.getByTestId('show-award'));
    const first = panel.locator('button').first();
    await first.scrollIntoViewIfNeeded();
    await shownWhole(page, show.getByTestId('show-award'));
    await page.screenshot({ path: `${SCREENS}/kunitori-battle-fit-${locale}-1280.png` });
    // The supply's hover card, for a pile at each corner of the list: whole, nothing cut.
    for (const [width, height] of [
      [1280, 720],
      [1920, 1080],
    ] as const) {
      await page.setViewportSize({ width, height });
      const piles = page.locator('button.pile[data-testid^="pile-"]');
      const n = await piles.count();
      for (const i of [0, Math.floor(n / 2), n - 5, n - 1]) {
        // Off the piles first: the card shows for the pile the pointer enters.
        await page.mouse.move(0, 0);
        await piles.nth(i).hover();
        const preview = page.getByTestId('supply-preview');
        await expect(preview, `the card of pile ${i} at ${width}×${height}`).toBeVisible();
        await shownWhole(page, preview);
      }
      await page.screenshot({ path: `${SCREENS}/kunitori-hover-fit-${locale}-${width}.png` });
    }
    expect(problems).toEqual([]);
  });
}

// German only: the points' labels are province names, the same in both languages.
for (const locale of ['de'] as const) {
  test(`Jūni-tsuki (${locale}): the labels of neighbouring points stand apart on the map (1280×720, 1920×1080)`, async ({ page }) => {
    test.setTimeout(90_000);
    const problems = watchForErrors(page);
    await page.setViewportSize({ width: 1280, height: 720 });
    await presetSettings(page, { locale, animationSpeed: 4 });
    // The first month's opening: every player's three groups and castle koku around the home province.
    const ply = firstPly(JUNI_PINNED, ({ pending }) => pending[0]?.kind === 'act');
    await openPosition(page, JUNI_PINNED, ply, [
      { kind: 'human', name: 'Hanako' },
      ...[1, 2, 3].map((s) => ({ kind: 'bot' as const, name: `Bot ${s + 1}`, bot: 'normal' })),
    ]);
    await expect(page.locator('.board-frame[data-ready="true"]')).toBeVisible({ timeout: 60_000 });
    for (const [width, height] of [
      [1280, 720],
      [1920, 1080],
    ] as const) {
      await page.setViewportSize({ width, height });
      await painted(page);
      await page.locator('.board-frame').screenshot({ path: `${SCREENS}/juni-tsuki-labels-${locale}-${width}.png` });
      await page.getByTestId('zoom-in').click();
      await page.getByTestId('zoom-in').click();
      await painted(page);
      await page.locator('.board-frame').screenshot({ path: `${SCREENS}/juni-tsuki-labels-zoomed-${locale}-${width}.png` });
      await page.getByTestId('zoom-fit').click();
    }
    expect(problems).toEqual([]);
  });
}
