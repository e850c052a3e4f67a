/// <reference lib="dom" />
/**
 * Shared steps of the Henn's Shogun end-to-end tests: the host's URL and a
 * second connection to it, settings before the page loads, starting a game
 * through the New game screen, catching the feed up, console watching, and
 * screenshots at both window sizes.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
export { SCREENS, hostCall, hostUrl, watchForErrors } from './page-support';
import { SCREENS, hostUrl, painted, presetSettings, type TestSettings } from './page-support';
import { firstPly, PINNED, pinnedRecord, type PositionInfo } from './positions';

/** The player's settings, in place before the app reads them. */
export function useSettings(page: Page, settings: TestSettings): Promise<void> {
  return presetSettings(page, { ...settings });
}

export interface SeatChoice {
  kind: 'human' | 'bot';
  name?: string;
  level?: string;
}

/** A new 4-seat game through the New game screen; returns its id. */
export async function startGame(
  page: Page,
  seats: SeatChoice[],
  board?: { side: 'Sun side' | 'Moon side'; setup: "Beginners' setup" | 'Draft' },
  url = hostUrl(),
): Promise<string> {
  await page.goto(url);
  await expect(page.getByRole('status').first()).toHaveText(/Connected/);
  await page.getByRole('button', { name: 'New game' }).click();
  await expect(page.getByRole('heading', { name: /New game/ })).toBeVisible();
  await page.getByTestId('pick-henn-shogun').click();
  await expect(page.getByRole('heading', { name: 'New game of Shogun' })).toBeVisible();
  for (const [i, s] of seats.entries()) {
    await page.getByLabel(`Seat ${i + 1} player`).selectOption(s.kind);
    if (s.name) await page.getByLabel(`Seat ${i + 1} name`).fill(s.name);
    if (s.kind === 'bot') await page.getByLabel(`Seat ${i + 1} bot level`).selectOption(s.level ?? 'normal');
  }
  if (board) {
    await page.getByLabel(board.side).check();
    await page.getByLabel(board.setup).check();
  }
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page).toHaveURL(/#\/game\/[A-Za-z0-9_-]+$/);
  return /#\/game\/([A-Za-z0-9_-]+)$/.exec(page.url())![1]!;
}

/** Something for the human to do (or read) is on screen: a decision, the winter summary or the end. */
export function attention(page: Page): Locator {
  return page.getByText(/^Your decision,/).or(page.getByTestId('winter-summary')).or(page.getByTestId('end-panel')).or(page.getByTestId('privacy-screen'));
}

/** Skip the feed until the human's next decision (or the end) shows. */
export async function catchUp(page: Page, timeout = 60_000): Promise<void> {
  const skip = page.getByTestId('skip');
  const deadline = Date.now() + timeout;
  while (Date.now() < deadline) {
    if (await attention(page).first().isVisible()) return;
    // The feed may finish (and the button turn disabled) between the check and the click.
    if (await skip.isEnabled({ timeout: 500 }).catch(() => false)) await skip.click({ timeout: 1000 }).catch(() => undefined);
    await page.waitForTimeout(100);
  }
  await expect(attention(page).first()).toBeVisible({ timeout: 1 });
}

/**
 * A screenshot at 1280×720; with HENN_SCREENS=all also at 1920×1080 (as MB_SCREENS and GEK_SCREENS do: a
 * large shot took 15–20 s of SwiftShader at a load of 30, and the whole-game test takes five). Back to
 * 1280×720 after.
 */
export async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENS, { recursive: true });
  await page.setViewportSize({ width: 1280, height: 720 });
  await painted(page);
  await page.screenshot({ path: `${SCREENS}/henn-${name}-1280.png` });
  if (process.env.HENN_SCREENS !== 'all') return;
  await page.setViewportSize({ width: 1920, height: 1080 });
  await painted(page);
  await page.screenshot({ path: `${SCREENS}/henn-${name}-1920.png` });
  await page.setViewportSize({ width: 1280, height: 720 });
  await painted(page);
}

/** The page does not scroll: everything fits the window, panels scroll inside. */
export async function expectNoPageScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => {
    const screen = document.querySelector('main.screen');
    return {
      doc: document.documentElement.scrollHeight - window.innerHeight,
      screen: screen ? screen.scrollHeight - screen.clientHeight : 0,
      wide: document.documentElement.scrollWidth - window.innerWidth,
    };
  });
  expect(overflow.doc, 'the page is taller than the window').toBeLessThanOrEqual(0);
  expect(overflow.screen, 'the screen area scrolls').toBeLessThanOrEqual(0);
  expect(overflow.wide, 'the page is wider than the window').toBeLessThanOrEqual(0);
}

/**
 * At the window's size the table shows all it has without a page scroll, the decision's button (`action`) in
 * sight without scrolling, and no text of the table cut off ("Ta…", "+1 defen") or spilling out of its box.
 * The board's canvas is not text; scroll areas (the log, a long mat) may scroll.
 */
export async function expectTableFits(page: Page, action?: Locator): Promise<void> {
  await expectNoPageScroll(page);
  if (action) {
    const decision = page.locator('section.decision');
    expect(await decision.evaluate((el) => el.scrollTop), 'the decision is scrolled').toBe(0);
    const box = (await action.boundingBox())!;
    const area = (await decision.boundingBox())!;
    const name = await action.innerText();
    expect(box.y + box.height, `${name} is below the decision's panel`).toBeLessThanOrEqual(area.y + area.height);
    expect(box.y + box.height, `${name} is below the window`).toBeLessThanOrEqual(page.viewportSize()!.height);
  }
  const cut = await page.locator('.game-body').evaluate((root) =>
    Array.from(root.querySelectorAll<HTMLElement>('*'))
      .filter((el) => {
        // Screen-reader text and zero-width anchors (a track's tick) are narrow on purpose.
        if (el.closest('canvas, svg, .sr-only, .tower-backdrop') || el.clientWidth <= 2) return false;
        const style = getComputedStyle(el);
        const clips = (o: string): boolean => o === 'hidden' || o === 'clip';
        if (clips(style.overflowX) && el.scrollWidth > el.clientWidth + 1) return true;
        if (clips(style.overflowY) && el.scrollHeight > el.clientHeight + 1) return true;
        // Text of its own wider than its box spills over what lies beside it.
        const ownText = Array.from(el.childNodes).some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim() !== '');
        return ownText && style.overflowX === 'visible' && el.scrollWidth > el.clientWidth + 1;
      })
      .map((el) => `${el.tagName.toLowerCase()}.${Array.from(el.classList).join('.')} "${(el.textContent ?? '').trim().slice(0, 40)}" ${el.scrollWidth}/${el.clientWidth}×${el.scrollHeight}/${el.clientHeight}`),
  );
  expect(cut, 'text cut off or spilling out of its box').toEqual([]);
}

/**
 * Drag a card of the hand onto a space of the mat. Playwright's drag does not scroll while it drags (a drop onto
 * a space scrolled into view mid-drag did not land), so the plan is first scrolled to show both, as a player
 * would: the upper of the two at the top of the scrolling part.
 */
export async function dragOnMat(card: Locator, space: Locator): Promise<void> {
  // boundingBox() does not wait: the mat may still be drawing its cards when the panel shows.
  await expect(card).toBeVisible();
  await expect(space).toBeVisible();
  const top = Math.min((await card.boundingBox())!.y, (await space.boundingBox())!.y);
  await card.evaluate((el, y) => {
    const body = el.closest('.plan-body')!;
    body.scrollTop += y - body.getBoundingClientRect().top;
  }, top);
  await card.dragTo(space);
}

interface HennSpot {
  exec?: { awaiting?: { seat: number; from: string } | null };
}

/**
 * The ply of the pinned 4-player game where seat 0 (the human) marches, and marches into Wakasa: an attack whose
 * battle is thrown in the tower (henn-waits, henn-tower-kept).
 */
export function wakasaMarchPly(): number {
  const wakasa = (ply: number): boolean => {
    const m = pinnedRecord(PINNED.henn4).moves[ply];
    return m?.seat === 0 && (m.move as { to?: string }).to === 'wakasa';
  };
  return firstPly(PINNED.henn4, (p: PositionInfo) => p.pending.some((d) => d.seat === 0 && (d.kind === 'move' || d.kind === 'battle')) && (p.state as HennSpot).exec?.awaiting?.seat === 0 && wakasa(p.ply));
}


/**
 * The live tower showed its throw's result (the winner on its board). A live result stands about a second or two
 * (kit: READ_MS, RESULT_MS in tower/live-tower.ts) while the story goes on, and Playwright's own polling slows to once a
 * second: checked at every frame instead, so a result that stood is seen however the polls fall.
 */
export async function liveResultShown(page: Page, timeout: number): Promise<void> {
  await page.waitForFunction(
    () => {
      const el = document.querySelector<HTMLElement>('[data-testid="tower-winner"]');
      return !!el && el.checkVisibility() && el.getBoundingClientRect().height > 0;
    },
    undefined,
    { polling: 'raf', timeout },
  );
}
