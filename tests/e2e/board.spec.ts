/// <reference lib="dom" />
/**
 * The Henn's Shogun board through the real UI: a game started with New game →
 * Start shows the map; hovering a province and focusing one by keyboard shows
 * its province card; zoom keys, buttons and the wheel change the zoom; and
 * screenshots at 1280×720 and 1920×1080, zoomed in, and of a 3-player game on
 * the moon side (provinces out of play, the reconstruction note).
 */
import { expect, test } from './fixtures';
import type { Locator, Page } from '@playwright/test';
import { mkdirSync, readFileSync } from 'node:fs';
import { fitScale, worldToScreen } from '../../src-renderer/kit/map/camera';
import { SCREENS, hostUrl, painted, watchForErrors } from './page-support';
import { catchUp } from './henn-support';
import { firstPly, openPosition, PINNED } from './positions';

interface MapFile {
  extent: [number, number, number, number];
  provinces: { id: string; label: [number, number] }[];
}
const MAP = JSON.parse(readFileSync(new URL('../../src-renderer/games/henn-shogun/board/henn-board.json', import.meta.url), 'utf8')) as MapFile;
const EXTENT = { minX: MAP.extent[0], minY: MAP.extent[1], maxX: MAP.extent[2], maxY: MAP.extent[3] };
/** The board's padding around the fitted map (henn-scene.ts). */
const PADDING = 22;

async function startGame(page: Page, seats: ('human' | 'bot')[], board: { side: 'Sun side' | 'Moon side'; setup: "Beginners' setup" | 'Draft' }): Promise<void> {
  await page.goto(hostUrl());
  await expect(page.getByRole('status').first()).toHaveText(/Connected/);
  await page.getByRole('button', { name: 'New game' }).click();
  await expect(page.getByRole('heading', { name: /New game/ })).toBeVisible();
  await page.getByTestId('pick-henn-shogun').click();
  await expect(page.getByRole('heading', { name: 'New game of Shogun' })).toBeVisible();
  while ((await page.getByRole('button', { name: /^Remove seat/ }).count()) > seats.length) {
    await page.getByRole('button', { name: /^Remove seat/ }).last().click();
  }
  for (const [i, kind] of seats.entries()) {
    await page.getByLabel(`Seat ${i + 1} player`).selectOption(kind);
    if (kind === 'bot') await page.getByLabel(`Seat ${i + 1} bot level`).selectOption('random');
  }
  await page.getByLabel(board.side).check();
  await page.getByLabel(board.setup).check();
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page).toHaveURL(/#\/game\/[A-Za-z0-9_-]+$/);
}

function boardOf(page: Page): Locator {
  return page.locator('[data-board="henn-shogun"]');
}

/** Where a province's pieces are on the page at zoom 1 (the same camera maths as the board). */
async function provincePoint(board: Locator, id: string): Promise<{ x: number; y: number }> {
  const box = (await board.boundingBox())!;
  const province = MAP.provinces.find((p) => p.id === id)!;
  const viewport = { width: box.width, height: box.height, padding: PADDING };
  expect(fitScale(EXTENT, viewport)).toBeGreaterThan(0);
  const camera = { x: (EXTENT.minX + EXTENT.maxX) / 2, y: (EXTENT.minY + EXTENT.maxY) / 2, zoom: 1 };
  const [x, y] = worldToScreen(camera, EXTENT, viewport, province.label[0], province.label[1]);
  return { x: box.x + x, y: box.y + y };
}

async function zoomOf(board: Locator): Promise<number> {
  return Number(await board.getAttribute('data-zoom'));
}

test('the board: province cards on hover and focus, zoom by keys, buttons and wheel, screenshots', async ({ page }) => {
  test.setTimeout(120_000);
  mkdirSync(SCREENS, { recursive: true });
  const problems = watchForErrors(page);
  await page.setViewportSize({ width: 1280, height: 720 });
  await startGame(page, ['human', 'bot', 'bot', 'bot'], { side: 'Sun side', setup: "Beginners' setup" });
  const board = boardOf(page);
  await expect(board).toHaveAttribute('data-ready', 'true');
  // The opening's story is not what these tests look at: skipped, as a player may, to the plan.
  await catchUp(page);
  await expect(page.getByTestId('planning-panel')).toBeVisible();
  // The map opens framed on all of the human's provinces (issue 32; map-screens.spec.ts checks they are all in view):
  // with the beginners' spread-out groups that is close to the whole board. 0 shows the whole board, where these
  // checks start.
  await expect.poll(() => zoomOf(board)).toBeGreaterThanOrEqual(1);
  await board.focus();
  await page.keyboard.press('0');
  await expect(board).toHaveAttribute('data-zoom', '1.00');
  await painted(page);
  await page.screenshot({ path: `${SCREENS}/board-1280.png` });

  // Hover: the pointer over Shinano shows Shinano's card.
  const shinano = await provincePoint(board, 'shinano');
  await page.mouse.move(shinano.x, shinano.y);
  await expect(page.getByTestId('map-card')).toContainText('Shinano');
  await page.mouse.move(5, 5);
  await expect(page.getByTestId('map-card')).toHaveCount(0);

  // Keyboard: one Tab stop for the provinces, arrow keys from province to province.
  const settsu = board.locator('button[data-board-province="settsu"]');
  await settsu.focus();
  await expect(page.getByTestId('map-card')).toContainText('Settsu');
  await page.keyboard.press('ArrowRight');
  const next = board.locator('button[data-board-province]:focus');
  await expect(next).toHaveCount(1);
  const nextId = await next.getAttribute('data-board-province');
  expect(nextId).not.toBe('settsu');
  await expect(page.getByTestId('map-card')).toBeVisible();
  await expect(next).toHaveAttribute('tabindex', '0');
  await expect(settsu).toHaveAttribute('tabindex', '-1');

  // Zoom: + and − on the focused board, 0 fits; the buttons; the wheel.
  await board.focus();
  await page.keyboard.press('+');
  await expect.poll(() => zoomOf(board)).toBeGreaterThan(1.2);
  await page.keyboard.press('+');
  const twice = await zoomOf(board);
  await page.keyboard.press('-');
  await expect.poll(() => zoomOf(board)).toBeLessThan(twice);
  await page.keyboard.press('0');
  await expect(board).toHaveAttribute('data-zoom', '1.00');
  await expect(page.getByTestId('zoom-out')).toBeDisabled();
  await page.getByTestId('zoom-in').click();
  await expect.poll(() => zoomOf(board)).toBeGreaterThan(1.2);
  await page.getByTestId('zoom-fit').click();
  await expect(board).toHaveAttribute('data-zoom', '1.00');
  const kinai = await provincePoint(board, 'yamato');
  await page.mouse.move(kinai.x, kinai.y);
  for (let i = 0; i < 6; i++) await page.mouse.wheel(0, -120);
  await expect.poll(() => zoomOf(board)).toBeGreaterThan(2);
  await page.mouse.move(5, 5);
  await painted(page);
  await page.screenshot({ path: `${SCREENS}/board-zoomed-1280.png` });
  // Arrow keys pan the focused board; the zoom stays.
  const zoomed = await zoomOf(board);
  await board.focus();
  await page.keyboard.press('ArrowLeft');
  expect(await zoomOf(board)).toBe(zoomed);
  await page.keyboard.press('0');
  await expect(board).toHaveAttribute('data-zoom', '1.00');

  // The board fits the larger window too.
  await page.setViewportSize({ width: 1920, height: 1080 });
  await expect(board).toHaveAttribute('data-zoom', '1.00');
  await painted(page);
  await page.screenshot({ path: `${SCREENS}/board-1920.png` });
  expect(problems, problems.join('\n')).toEqual([]);
});

test('a 3-player game on the moon side: provinces out of play and the reconstruction note', async ({ page }) => {
  test.setTimeout(120_000);
  mkdirSync(SCREENS, { recursive: true });
  const problems = watchForErrors(page);
  await page.setViewportSize({ width: 1280, height: 720 });
  await startGame(page, ['human', 'bot', 'bot'], { side: 'Moon side', setup: 'Draft' });
  const board = boardOf(page);
  await expect(board).toHaveAttribute('data-ready', 'true');
  await expect(page.getByTestId('moon-note')).toBeVisible();
  // Mutsu is out of play with three players on the moon side (reconstructed exclusions).
  await expect(board.locator('button[data-board-province="mutsu"]')).toContainText('out of play');
  await expect(board.locator('button[data-board-province="settsu"]')).not.toContainText('out of play');
  // Draft a few picks so the board has pieces: a card, then an army group for it.
  const draft = page.getByTestId('draft-panel');
  // Each pick is a move: the decision waiting afterwards is at a later ply.
  const decision = page.locator('section.decision');
  const ply = async (): Promise<number> => Number(await decision.getAttribute('data-ply'));
  for (let i = 0; i < 4; i++) {
    // The bots' picks are told between the human's: skipped, as a player may (the board is what is looked at).
    await catchUp(page);
    await expect(draft).toBeVisible();
    const before = await ply();
    await draft.locator('button.choice').first().click();
    await expect.poll(ply, { timeout: 60_000 }).toBeGreaterThan(before);
  }
  await painted(page);
  await page.screenshot({ path: `${SCREENS}/board-moon-3p-1280.png` });
  expect(problems, problems.join('\n')).toEqual([]);
});

/**
 * Frame time while panning, on SwiftShader (software WebGL in headless
 * Chromium, far slower than any player's GPU, on a machine shared with other
 * jobs): each arrow key pans the focused board. Per step: the main thread's
 * work (the key's handler plus the animation-frame callbacks, i.e. layout
 * and render submission) and the wall time until the second frame after the
 * key. Reported in the test's output; the bound only catches a board that
 * redraws far too much per frame.
 */
test('panning the board: frame time on SwiftShader', async ({ page }) => {
  test.setTimeout(150_000);
  const problems = watchForErrors(page);
  await page.addInitScript(() => {
    // Time every animation-frame callback (the board renders in one).
    const w = window as unknown as { tenkaFrameWork: number[] };
    w.tenkaFrameWork = [];
    const raf = window.requestAnimationFrame.bind(window);
    window.requestAnimationFrame = (callback) =>
      raf((now) => {
        const start = performance.now();
        callback(now);
        w.tenkaFrameWork.push(performance.now() - start);
      });
  });
  await page.setViewportSize({ width: 1280, height: 720 });
  // The board at the first plan of a stored game (New game → Start is the first test's): the panning is what counts.
  const ply = firstPly(PINNED.henn4, ({ pending }) => pending.some((d) => d.seat === 0 && d.kind === 'plan'));
  await openPosition(page, PINNED.henn4, ply, [{ kind: 'human', name: 'Hanako' }, ...['Takeda', 'Uesugi', 'Mōri'].map((name) => ({ kind: 'bot' as const, name, bot: 'random' }))]);
  const board = boardOf(page);
  await expect(board).toHaveAttribute('data-ready', 'true');
  // The opening's story is not what these tests look at: skipped, as a player may, to the plan.
  await catchUp(page);
  await expect(page.getByTestId('planning-panel')).toBeVisible();
  await board.focus();
  await page.keyboard.press('+');
  await page.keyboard.press('+');
  await page.waitForTimeout(600);
  // Steps run in the page (no round trip per key) and stop after 12 (the eight keys' round and half another: enough
  // for a median; 24 took ~10 s of CI at ~420 ms a step) or 20 s, whichever comes first.
  const steps = await board.evaluate(async (frame) => {
    const w = window as unknown as { tenkaFrameWork: number[] };
    const nextFrame = (): Promise<number> => new Promise((resolve) => requestAnimationFrame(resolve));
    const out: { work: number; wall: number }[] = [];
    const keys = ['ArrowLeft', 'ArrowLeft', 'ArrowLeft', 'ArrowUp', 'ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowDown'];
    await nextFrame();
    const begin = performance.now();
    for (let i = 0; i < 12 && performance.now() - begin < 20_000; i++) {
      w.tenkaFrameWork.length = 0;
      const start = performance.now();
      frame.dispatchEvent(new KeyboardEvent('keydown', { key: keys[i % keys.length]!, bubbles: true }));
      const handler = performance.now() - start;
      await nextFrame();
      await nextFrame();
      out.push({ work: handler + w.tenkaFrameWork.reduce((a, b) => a + b, 0), wall: performance.now() - start });
    }
    return out;
  });
  const stats = (xs: number[]): { median: number; p90: number } => {
    const sorted = [...xs].sort((a, b) => a - b);
    return { median: sorted[Math.floor(sorted.length / 2)]!, p90: sorted[Math.floor(sorted.length * 0.9)]! };
  };
  const work = stats(steps.map((s) => s.work));
  const wall = stats(steps.map((s) => s.wall));
  console.log(
    `board panning on SwiftShader, ${steps.length} steps: main-thread work median ${work.median.toFixed(1)} ms, p90 ${work.p90.toFixed(1)} ms; ` +
      `wall time key → two frames median ${wall.median.toFixed(1)} ms, p90 ${wall.p90.toFixed(1)} ms`,
  );
  expect(steps.length).toBeGreaterThanOrEqual(8);
  expect(work.median).toBeLessThan(1000);
  expect(problems, problems.join('\n')).toEqual([]);
});
