/// <reference lib="dom" />
/**
 * The cube tower animation (src-renderer/tower) in Chromium: the stand-alone
 * bench (src-renderer/tower/lab) is built with Vite and served on the browser
 * host's origin under the host's own Content-Security-Policy; a throw and its
 * battle from a real Henn game (4 random players, the physics tower, the same
 * rules code the host runs) are played in it. Screenshots go to test-results/screens/.
 */
import { expect, test, type Page } from '@playwright/test';
import vue from '@vitejs/plugin-vue';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { browserHostCsp } from '../../src-main/browser-host/csp';
import { Rng } from '../../src-shared/kernel/rng';
import { hennShogun } from '../../src-shared/games/henn-shogun/index';
import type { HennShogunEvent, HennShogunState } from '../../src-shared/games/henn-shogun/types';

const root = fileURLToPath(new URL('../../', import.meta.url));
const LAB_OUT = join(root, 'test-results/tower-lab');
const SCREENS = 'test-results/screens';
const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.png': 'image/png', '.woff2': 'font/woff2' };

declare global {
  /** The bench's hook (src-renderer/tower/TowerLab.vue). */
  interface Window {
    tenkaTowerLab?: { show: (event: unknown, battle: unknown) => void; throwCubes: (n?: number) => void; plays: () => number };
  }
}

type Thrown = Extract<HennShogunEvent, { type: 'tower-thrown' }>;
type Battle = Extract<HennShogunEvent, { type: 'battle' }>;

function hostOrigin(): string {
  const url = process.env.TENKA_E2E_URL;
  if (!url) throw new Error('TENKA_E2E_URL is not set: run through playwright.config.ts');
  return new URL(url).origin;
}

/** Random 4-player Henn games until a physics throw is followed by its battle; the one with most cubes of the first game that has any. */
function realBattle(): { event: Thrown; battle: Battle } {
  const R = hennShogun;
  for (let g = 0; g < 5; g++) {
    const seed = `tower-e2e-${g}`;
    const options = R.parseOptions({ players: 4 });
    if (!options.ok) throw new Error(options.error.message);
    let s: HennShogunState = R.setup(options.value, seed);
    const bot = Rng.seeded(`bot:${seed}`);
    let best: { event: Thrown; battle: Battle } | null = null;
    let last: Thrown | null = null;
    for (let moves = 0; moves < 4000 && R.pending(s).length; moves++) {
      const d = R.pending(s)[0]!;
      const applied = R.apply(s, d.seat, R.randomMove(R.view(s, d.seat), bot));
      s = applied.state;
      for (const e of applied.events) {
        if (e.type === 'tower-thrown') last = e;
        else if (e.type === 'battle' && last) {
          if (!best || last.trace.colours.length > best.event.trace.colours.length) best = { event: last, battle: e };
          last = null;
        } else if (e.type === 'tower-prepared') last = null;
      }
      if (best && best.event.trace.colours.length >= 12) return best;
    }
    if (best) return best;
  }
  throw new Error('no physics battle in 5 random games');
}

function watchForErrors(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  return problems;
}

/** Serve the built bench at <host>/tower-lab/ with the browser host's CSP. */
async function openLab(page: Page): Promise<void> {
  const origin = hostOrigin();
  await page.route(`${origin}/tower-lab/**`, async (route) => {
    const path = new URL(route.request().url()).pathname.replace(/^\/tower-lab\/?/, '') || 'index.html';
    const file = normalize(join(LAB_OUT, path));
    if (!file.startsWith(LAB_OUT) || !existsSync(file)) return route.fulfill({ status: 404, body: 'not found' });
    await route.fulfill({
      status: 200,
      body: readFileSync(file),
      headers: { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'content-security-policy': browserHostCsp(origin) },
    });
  });
  await page.goto(`${origin}/tower-lab/index.html`);
  await expect(page.locator('.tower-canvas[data-ready="true"]')).toBeVisible();
  // The bench plays a throw of its own first: skip it (Escape does nothing once it is over).
  await page.keyboard.press('Escape');
  await expect(page.locator('.tower-view')).toHaveAttribute('data-phase', 'done');
}

test.describe('cube tower animation', () => {
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    await build({
      configFile: false,
      logLevel: 'warn',
      root: join(root, 'src-renderer/tower/lab'),
      base: './',
      plugins: [vue()],
      resolve: { alias: { '@shared': join(root, 'src-shared') } },
      build: { outDir: LAB_OUT, emptyOutDir: true, chunkSizeWarningLimit: 4000 },
    });
    mkdirSync(SCREENS, { recursive: true });
  });

  test('plays a throw from a real game and shows the battle counts', async ({ page }) => {
    const problems = watchForErrors(page);
    const { event, battle } = realBattle();
    await openLab(page);

    await page.evaluate(({ e, b }) => window.tenkaTowerLab?.show(e, b), { e: { trace: event.trace, inside: event.inside }, b: battle });
    const view = page.locator('.tower-view');
    await expect(view).toHaveAttribute('data-phase', 'playing');
    await page.getByRole('button', { name: '2×' }).click();
    await expect(page.getByRole('button', { name: '2×' })).toHaveAttribute('aria-pressed', 'true');
    await page.waitForTimeout(500);
    await page.screenshot({ path: `${SCREENS}/tower-playing.png` });
    await expect(view).toHaveAttribute('data-phase', 'done', { timeout: 30_000 });

    await expect(page.getByTestId('tower-attacker-count')).toHaveText(String(battle.attackerCount));
    await expect(page.getByTestId('tower-defender-count')).toHaveText(String(battle.defenderCount));
    await expect(page.getByTestId('tower-peasants')).toHaveText(battle.kind === 'revolt' ? 'Peasants revolt' : 'Peasants fight for the defender');
    await expect(page.getByTestId('tower-winner')).toHaveText(battle.winner === 'draw' ? 'Draw' : / wins$/);
    await expect(page.getByTestId('tower-plays')).toHaveText('2');
    await page.screenshot({ path: `${SCREENS}/tower.png` });
    expect(problems, problems.join('\n')).toEqual([]);
  });

  test('Escape skips a 40-cube throw; frame times while it plays', async ({ page }) => {
    const problems = watchForErrors(page);
    await openLab(page);
    const view = page.locator('.tower-view');
    await page.getByRole('button', { name: '1×' }).click();

    // Baseline: rAF deltas for 1 s with the tower at rest (Pixi still renders every frame).
    const idle = await page.evaluate(async () => {
      const times: number[] = [];
      await new Promise<void>((resolve) => {
        const step = (t: number): void => {
          times.push(t);
          if (t - times[0]! > 1000) resolve();
          else requestAnimationFrame(step);
        };
        requestAnimationFrame(step);
      });
      return times.slice(1).map((t, i) => t - times[i]!).sort((a, b) => a - b);
    });
    console.log(`tower at rest: rAF delta median ${(idle[Math.floor(idle.length / 2)] ?? 0).toFixed(1)} ms over ${idle.length} frames`);

    // Frame times: requestAnimationFrame deltas over a whole 40-cube throw at 1×.
    const deltas = await page.evaluate(async () => {
      const lab = window.tenkaTowerLab;
      if (!lab) throw new Error('no bench');
      const times: number[] = [];
      const before = lab.plays();
      lab.throwCubes(40);
      await new Promise<void>((resolve) => {
        const step = (t: number): void => {
          times.push(t);
          if (lab.plays() > before || times.length > 3000) resolve();
          else requestAnimationFrame(step);
        };
        requestAnimationFrame(step);
      });
      return times.slice(1).map((t, i) => t - times[i]!);
    });
    const sorted = [...deltas].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
    const p95 = sorted[Math.floor(sorted.length * 0.95)] ?? 0;
    console.log(`tower 40-cube throw: ${deltas.length} frames, rAF delta median ${median.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${(sorted.at(-1) ?? 0).toFixed(1)} ms`);
    expect(deltas.length).toBeGreaterThan(30);

    // Escape skips.
    await page.evaluate(() => window.tenkaTowerLab?.throwCubes(40));
    await expect(view).toHaveAttribute('data-phase', 'playing');
    await page.screenshot({ path: `${SCREENS}/tower-40-start.png` });
    await page.keyboard.press('Escape');
    await expect(view).toHaveAttribute('data-phase', 'done', { timeout: 1_000 });
    await expect(page.getByTestId('tower-attacker-count')).toHaveText(/^\d+$/);
    await page.screenshot({ path: `${SCREENS}/tower-40.png` });

    // The Skip button is a real, focusable button.
    await page.evaluate(() => window.tenkaTowerLab?.throwCubes(10));
    const skip = page.getByRole('button', { name: 'Skip' });
    await skip.focus();
    await page.keyboard.press('Enter');
    await expect(view).toHaveAttribute('data-phase', 'done', { timeout: 1_000 });
    expect(problems, problems.join('\n')).toEqual([]);
  });

  test('reduced motion shows the result at once', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const { event, battle } = realBattle();
    await openLab(page);
    await page.evaluate(({ e, b }) => window.tenkaTowerLab?.show(e, b), { e: { trace: event.trace, inside: event.inside }, b: battle });
    await expect(page.locator('.tower-view')).toHaveAttribute('data-phase', 'done', { timeout: 500 });
    await expect(page.getByTestId('tower-attacker-count')).toHaveText(String(battle.attackerCount));
  });
});
