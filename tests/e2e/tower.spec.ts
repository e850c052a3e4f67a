/// <reference lib="dom" />
/**
 * The cube tower animation (src-renderer/tower) in Chromium: the stand-alone
 * bench (src-renderer/games/henn-shogun/tower/lab) is built with Vite and served on the browser
 * host's origin under the host's own Content-Security-Policy; throws and their
 * battles from real Henn games (4 random players, the physics tower, the same
 * rules code the host runs) are played in it. Screenshots go to test-results/screens/.
 */
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import vue from '@vitejs/plugin-vue';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { browserHostCsp } from '../../src-main/browser-host/csp';
import { Rng } from '../../src-shared/kernel/rng';
import { hennShogun } from '../../src-shared/games/henn-shogun/index';
import type { HennShogunEvent, HennShogunState } from '../../src-shared/games/henn-shogun/types';
import { SCREENS, watchForErrors } from './page-support';

const root = fileURLToPath(new URL('../../', import.meta.url));
const LAB_OUT = join(root, 'test-results/tower-lab');
const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.png': 'image/png', '.woff2': 'font/woff2' };
const PEASANT = 5;

declare global {
  /** The bench's hook (src-renderer/games/henn-shogun/tower/TowerLab.vue). */
  interface Window {
    tenkaTowerLab?: { show: (event: unknown, battle: unknown) => void; throwCubes: (n?: number) => void; plays: () => number; frameWork: () => number[] };
    /** Counts of synthesized knocks (see the sound test). */
    tenkaKnocks?: number;
  }
}

type Thrown = Extract<HennShogunEvent, { type: 'tower-thrown' }>;
type Battle = Extract<HennShogunEvent, { type: 'battle' }>;
type Prepared = Extract<HennShogunEvent, { type: 'tower-prepared' }>;

function hostOrigin(): string {
  const url = process.env.TENKA_E2E_URL;
  if (!url) throw new Error('TENKA_E2E_URL is not set: run through playwright.config.ts');
  return new URL(url).origin;
}

/** Throws of random 4-player Henn games: the setup throw, and each physics throw followed by its battle. */
interface RealThrow {
  event: Thrown;
  battle: Battle | null;
  prepared: Prepared | null;
}

function* realThrows(): Generator<RealThrow> {
  const R = hennShogun;
  for (let g = 0; g < 8; g++) {
    const seed = `tower-e2e-${g}`;
    const options = R.parseOptions({ players: 4 });
    if (!options.ok) throw new Error(options.error.message);
    let s: HennShogunState = R.setup(options.value, seed);
    const bot = Rng.seeded(`bot:${seed}`);
    let last: Thrown | null = null;
    for (let moves = 0; moves < 4000 && R.pending(s).length; moves++) {
      const d = R.pending(s)[0]!;
      const applied = R.apply(s, d.seat, R.randomMove(R.view(s, d.seat), bot));
      s = applied.state;
      for (const e of applied.events) {
        if (e.type === 'tower-thrown') last = e;
        else if (e.type === 'battle' && last) {
          yield { event: last, battle: e, prepared: null };
          last = null;
        } else if (e.type === 'tower-prepared' && last) {
          yield { event: last, battle: null, prepared: e };
          last = null;
        }
      }
    }
  }
}

/** The first battle of the random games that passes `want`. */
function realBattle(want: (b: Battle, e: Thrown) => boolean): { event: Thrown; battle: Battle } {
  for (const t of realThrows()) if (t.battle && want(t.battle, t.event)) return { event: t.event, battle: t.battle };
  throw new Error('no such battle in 8 random games');
}

/** The setup throw (7 armies per player and 10 peasants) of a game with a draft, where it happens when the draft ends. */
function setupThrow(): { event: Thrown; prepared: Prepared } {
  const R = hennShogun;
  const options = R.parseOptions({ players: 4, setup: 'draft' });
  if (!options.ok) throw new Error(options.error.message);
  let s: HennShogunState = R.setup(options.value, 'tower-e2e-draft');
  const bot = Rng.seeded('bot:tower-e2e-draft');
  let last: Thrown | null = null;
  for (let moves = 0; moves < 500 && R.pending(s).length; moves++) {
    const d = R.pending(s)[0]!;
    const applied = R.apply(s, d.seat, R.randomMove(R.view(s, d.seat), bot));
    s = applied.state;
    for (const e of applied.events) {
      if (e.type === 'tower-thrown') last = e;
      else if (e.type === 'tower-prepared' && last) return { event: last, prepared: e };
    }
  }
  throw new Error('no setup throw after the draft');
}

const thrownIn = (e: Thrown): number => e.trace.wasInside.filter((w) => !w).length;

/** Serve the built bench at <host>/tower-lab/ with the browser host's CSP; `settings` are stored before the page loads. */
async function openLab(page: Page, settings: Record<string, unknown> = {}): Promise<void> {
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
  await page.addInitScript((s) => localStorage.setItem('tenka.settings.v1', JSON.stringify({ locale: 'en', ...s })), settings);
  await page.goto(`${origin}/tower-lab/index.html`);
  await expect(page.locator('.tower-canvas[data-ready="true"]')).toBeVisible();
  const view = page.locator('.tower-view');
  // The bench plays a throw of its own first: skip it (Escape does nothing once it is over).
  if ((await view.getAttribute('data-phase')) === 'playing') await page.keyboard.press('Escape');
  await expect(view).toHaveAttribute('data-phase', 'done');
}

async function show(page: Page, event: Thrown, battle: Battle | null): Promise<void> {
  await page.evaluate(({ e, b }) => window.tenkaTowerLab?.show(e, b), { e: { trace: event.trace, inside: event.inside }, b: battle });
}

function sortedStats(xs: number[]): { median: number; p95: number; max: number } {
  const s = [...xs].sort((a, b) => a - b);
  return { median: s[Math.floor(s.length / 2)] ?? 0, p95: s[Math.floor(s.length * 0.95)] ?? 0, max: s.at(-1) ?? 0 };
}

test.describe('cube tower animation', () => {
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    await build({
      configFile: false,
      logLevel: 'warn',
      root: join(root, 'src-renderer/games/henn-shogun/tower/lab'),
      base: './',
      plugins: [vue()],
      resolve: { alias: { '@shared': join(root, 'src-shared') } },
      build: { outDir: LAB_OUT, emptyOutDir: true, chunkSizeWarningLimit: 4000 },
    });
    mkdirSync(SCREENS, { recursive: true });
  });

  test('plays a battle from a real game: the tray counts what fell out, and it is the engine’s result', async ({ page }) => {
    const problems = watchForErrors(page);
    // A battle worth watching: a dozen cubes or more, both sides with cubes in the tray, peasants among them.
    const { event, battle } = realBattle((b, e) => b.kind === 'attack' && e.trace.colours.length >= 12 && b.attackerCount > 0 && b.out[PEASANT]! > 0 && b.out[b.defender as number]! > 0);
    await openLab(page);

    await show(page, event, battle);
    const view = page.locator('.tower-view');
    await expect(view).toHaveAttribute('data-phase', 'playing');
    await page.waitForTimeout(450);
    await page.screenshot({ path: `${SCREENS}/tower-playing.png` });
    await page.getByRole('button', { name: '2×' }).click();
    await expect(page.getByRole('button', { name: '2×' })).toHaveAttribute('aria-pressed', 'true');
    await expect(view).toHaveAttribute('data-phase', 'done', { timeout: 30_000 });

    // The tray: counted from the trace, cube by cube as they landed (what the player watched) ...
    await expect(page.getByTestId('tray-attacker-count')).toHaveText(String(battle.attackerCount));
    await expect(page.getByTestId('tray-defender-count')).toHaveText(String(battle.defenderCount));
    // ... the board: the engine's result, with each colour's cubes.
    await expect(page.getByTestId('tower-attacker-count')).toHaveText(String(battle.attackerCount));
    await expect(page.getByTestId('tower-defender-count')).toHaveText(String(battle.defenderCount));
    const defenderRow = page.locator('.tower-row[data-side="defender"]');
    await expect(defenderRow.getByRole('listitem', { name: `Peasants: ${battle.out[PEASANT]}` })).toBeVisible();
    await expect(defenderRow.getByRole('listitem', { name: `Player ${(battle.defender as number) + 1}: ${battle.out[battle.defender as number]}` })).toBeVisible();
    const attacker = `Player ${(battle.attacker as number) + 1}`;
    const defender = `Player ${(battle.defender as number) + 1}`;
    await expect(page.getByTestId('tower-winner')).toHaveText(battle.winner === 'draw' ? 'Draw' : `${battle.winner === 'attacker' ? attacker : defender} wins`);
    await expect(page.getByTestId('tower-peasants')).toHaveText(battle.note === 'peasants-only' ? /Only peasants/ : 'Peasants that come out fight for the defender.');
    // The peasants' side: named on the board, and their pile lies in the defender's part of the tray.
    await expect(defenderRow.locator('.tower-row-title')).toHaveText('Defender + peasants');
    await expect(page.locator('.tray-caption[data-side="defender"]')).toHaveAttribute('aria-label', `Defender + peasants: ${battle.defenderCount} cubes in the tray`);
    await expect(page.getByTestId('tower-plays')).toHaveText('2');
    await page.screenshot({ path: `${SCREENS}/tower.png` });
    await page.locator('.tower-view').screenshot({ path: `${SCREENS}/tower-result.png` });
    expect(problems, problems.join('\n')).toEqual([]);
  });

  test('a revolt and the setup throw, in German', async ({ page }) => {
    const problems = watchForErrors(page);
    const revolt = realBattle((b) => b.kind === 'revolt');
    const setup = setupThrow();
    await openLab(page, { locale: 'de', reducedMotion: true });

    await show(page, revolt.event, revolt.battle);
    await expect(page.locator('.tower-view')).toHaveAttribute('data-phase', 'done');
    await expect(page.getByTestId('tray-attacker-count')).toHaveText(String(revolt.battle.attackerCount));
    await expect(page.getByTestId('tray-defender-count')).toHaveText(String(revolt.battle.defenderCount));
    await expect(page.locator('.tower-row[data-side="attacker"] .tower-row-title')).toHaveText('Bauernaufstand');
    await expect(page.locator('.tray-caption[data-side="attacker"]')).toContainText('Bauern');
    await expect(page.getByTestId('tower-peasants')).toHaveText(`Die Bauern erheben sich gegen Spieler ${(revolt.battle.defender as number) + 1}.`);
    await expect(page.getByRole('button', { name: 'Überspringen' })).toBeDisabled();
    await page.screenshot({ path: `${SCREENS}/tower-revolt-de.png` });

    await show(page, setup.event, null);
    const out = setup.prepared.out.reduce((a, b) => a + b, 0);
    await expect(page.getByTestId('tray-all-count')).toHaveText(String(out));
    await expect(page.locator('.tower-board')).toContainText(`${out} Würfel sind herausgefallen`);
    await page.screenshot({ path: `${SCREENS}/tower-setup-de.png` });
    expect(problems, problems.join('\n')).toEqual([]);
  });

  test('Escape skips a 40-cube throw; frame times while one plays', async ({ page }) => {
    const problems = watchForErrors(page);
    await openLab(page, { animationSpeed: 2 });
    const view = page.locator('.tower-view');
    // The settings' animation speed is the view's default speed.
    await expect(page.getByRole('button', { name: '2×' })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: '1×' }).click();

    // Frame times: requestAnimationFrame deltas over a whole 40-cube throw at 1×
    // (the display's frames: each rAF callback is one frame the page produced),
    // and the main thread's work per frame (the view's update plus Pixi's render).
    const run = await page.evaluate(async () => {
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
      return { deltas: times.slice(1).map((t, i) => t - times[i]!), work: lab.frameWork() };
    });
    const frames = sortedStats(run.deltas);
    const work = sortedStats(run.work);
    console.log(
      `tower 40-cube throw: ${run.deltas.length} frames, rAF delta median ${frames.median.toFixed(1)} ms, p95 ${frames.p95.toFixed(1)} ms, max ${frames.max.toFixed(1)} ms; ` +
        `main-thread work per frame median ${work.median.toFixed(1)} ms, p95 ${work.p95.toFixed(1)} ms`,
    );
    expect(run.deltas.length).toBeGreaterThan(20);
    expect(run.work.length).toBeGreaterThan(20);

    // Once the throw is over nothing is redrawn: the page idles at the display's rate.
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
      return times.slice(1).map((t, i) => t - times[i]!);
    });
    console.log(`tower at rest: rAF delta median ${sortedStats(idle).median.toFixed(1)} ms over ${idle.length} frames`);

    // Escape skips.
    await page.evaluate(() => window.tenkaTowerLab?.throwCubes(40));
    await expect(view).toHaveAttribute('data-phase', 'playing');
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SCREENS}/tower-40-start.png` });
    await page.keyboard.press('Escape');
    await expect(view).toHaveAttribute('data-phase', 'done', { timeout: 1_000 });
    await expect(page.getByTestId('tower-attacker-count')).toHaveText(/^\d+$/);
    await page.screenshot({ path: `${SCREENS}/tower-40.png` });

    // The Skip button is a real, focusable button.
    await page.evaluate(() => window.tenkaTowerLab?.throwCubes(10));
    const skip = page.getByRole('button', { name: 'Skip' });
    await expect(skip).toBeEnabled();
    await skip.focus();
    await page.keyboard.press('Enter');
    await expect(view).toHaveAttribute('data-phase', 'done', { timeout: 1_000 });
    await expect(skip).toBeDisabled();
    expect(problems, problems.join('\n')).toEqual([]);
  });

  test('reduced motion (a setting) shows the result at once', async ({ page }) => {
    const { event, battle } = realBattle((b, e) => e.trace.colours.length >= 8);
    await openLab(page, { reducedMotion: true });
    await show(page, event, battle);
    await expect(page.locator('.tower-view')).toHaveAttribute('data-phase', 'done', { timeout: 500 });
    await expect(page.getByTestId('tower-attacker-count')).toHaveText(String(battle.attackerCount));
    await expect(page.getByTestId('tray-attacker-count')).toHaveText(String(battle.attackerCount));
  });

  test('sound: a quiet clatter while cubes hit, none once muted', async ({ page }) => {
    const problems = watchForErrors(page);
    // Count the knocks the view synthesizes (each is the app's wooden tock, sound/clack.ts: one stereo panner).
    await page.addInitScript(() => {
      window.tenkaKnocks = 0;
      const create = AudioContext.prototype.createStereoPanner;
      AudioContext.prototype.createStereoPanner = function (this: AudioContext) {
        window.tenkaKnocks = (window.tenkaKnocks ?? 0) + 1;
        return create.call(this);
      };
    });
    await openLab(page, { sound: true, volume: 0.5 });
    const view = page.locator('.tower-view');
    const mute = page.getByRole('button', { name: 'Sound' });
    await expect(mute).toHaveAttribute('aria-pressed', 'true');
    // A click first: browsers start audio only after the user has interacted with the page.
    await page.getByRole('button', { name: '4×' }).click();

    const { event, battle } = realBattle((b, e) => thrownIn(e) >= 10);
    await show(page, event, battle);
    await expect(view).toHaveAttribute('data-phase', 'done', { timeout: 30_000 });
    const knocks = await page.evaluate(() => window.tenkaKnocks ?? 0);
    const seconds = event.trace.frames / event.trace.hz / 4 + 1;
    console.log(`sound: ${knocks} knocks in a throw of ${thrownIn(event)} cubes (${seconds.toFixed(1)} s at 4×)`);
    expect(knocks).toBeGreaterThan(3);
    // Rate-limited: never more than one knock per 30 ms of playback.
    expect(knocks).toBeLessThanOrEqual(Math.ceil(seconds / 0.03));

    await mute.click();
    await expect(mute).toHaveAttribute('aria-pressed', 'false');
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('tenka.settings.v1') ?? '{}').sound)).toBe(false);
    await page.evaluate(() => (window.tenkaKnocks = 0));
    await show(page, event, battle);
    await expect(view).toHaveAttribute('data-phase', 'done', { timeout: 30_000 });
    expect(await page.evaluate(() => window.tenkaKnocks)).toBe(0);
    expect(problems, problems.join('\n')).toEqual([]);
  });
});
