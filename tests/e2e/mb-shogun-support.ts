/// <reference lib="dom" />
/**
 * Shared steps of the Milton Bradley's Shogun end-to-end tests: the pinned
 * games (stored positions) they start from, settings before the page loads,
 * starting a game through the New game screen, catching the feed up, an
 * answer for every decision panel, and screenshots at both window sizes.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import type { MbShogunState } from '../../src-shared/games/mb-shogun/types';
import type { PinnedGame, PositionInfo } from './positions';
import { SCREENS, hostUrl, painted, presetSettings, type TestSettings } from './page-support';
export { SCREENS, hostCall, hostUrl, watchForErrors } from './page-support';

/** The pinned games: 4 players with a round limit (random legal moves to the end). */
export const MB4: PinnedGame = { game: 'mb-shogun', options: { players: 4, extended: false, roundLimit: 4 }, seed: 'e2e-mb-1' };

/** A position test: `seat` must decide `kind` there. */
export const deciding =
  (seat: number, kind: string) =>
  (p: PositionInfo): boolean =>
    p.pending.some((d) => d.seat === seat && d.kind === kind);

/** A position test: the state's round has reached `round` (and the test below holds). */
export const inRound =
  (round: number, test: (p: PositionInfo) => boolean) =>
  (p: PositionInfo): boolean =>
    (p.state as MbShogunState).round >= round && test(p);

export function useSettings(page: Page, settings: TestSettings): Promise<void> {
  return presetSettings(page, { ...settings });
}

export interface SeatChoice {
  kind: 'human' | 'bot';
  name?: string;
  level?: string;
}

/** A new game through the New game screen (the picker, seats, options); returns its id. */
export async function startGame(page: Page, seats: SeatChoice[], options: { roundLimit?: number } = {}, url = hostUrl()): Promise<string> {
  await page.goto(url);
  await expect(page.getByRole('status').first()).toHaveText(/Connected/);
  await page.getByRole('button', { name: 'New game' }).click();
  await page.getByTestId('pick-mb-shogun').click();
  await expect(page.getByRole('heading', { name: /New game of Shogun/ })).toBeVisible();
  for (const [i, s] of seats.entries()) {
    await page.getByLabel(`Seat ${i + 1} player`).selectOption(s.kind);
    if (s.name) await page.getByLabel(`Seat ${i + 1} name`).fill(s.name);
    if (s.kind === 'bot') await page.getByLabel(`Seat ${i + 1} bot level`).selectOption(s.level ?? 'normal');
  }
  if (options.roundLimit !== undefined) {
    await page.getByTestId('option-roundLimit').fill(String(options.roundLimit));
    await page.getByTestId('option-roundLimit').blur();
  }
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page).toHaveURL(/#\/game\/[A-Za-z0-9_-]+$/);
  return /#\/game\/([A-Za-z0-9_-]+)$/.exec(page.url())![1]!;
}

/** The decision area. */
export const decision = (page: Page): Locator => page.locator('section.decision');

/** Something for the human to do (or read) is on screen: a decision, the privacy screen or the end. */
export function attention(page: Page): Locator {
  return page.locator('section.decision[data-mode="decide"]').or(page.getByTestId('end-panel')).or(page.getByTestId('privacy-screen'));
}

/** Skip the feed until the human's next decision (or the end) shows. */
export async function catchUp(page: Page, timeout = 60_000): Promise<void> {
  const skip = page.getByTestId('skip');
  const deadline = Date.now() + timeout;
  while (Date.now() < deadline) {
    if (await attention(page).first().isVisible()) return;
    if (await skip.isEnabled({ timeout: 500 }).catch(() => false)) await skip.click({ timeout: 1000 }).catch(() => undefined);
    await page.waitForTimeout(100);
  }
  await expect(attention(page).first()).toBeVisible({ timeout: 1 });
}

/** With MB_SCREENS=all the screenshots are taken at 1920×1080 too (each large shot costs many seconds under SwiftShader, so CI takes 1280×720 only). */
const ALL_SIZES = process.env.MB_SCREENS === 'all';

/** A test's time limit, with room for the 1920×1080 shots when MB_SCREENS=all takes them (the replay timed out in a 1920 shot at load ≈ 28). */
export const withShotsTime = (ms: number): number => (ALL_SIZES ? ms + 120_000 : ms);

/** Screenshots at 1280×720 (and 1920×1080 with MB_SCREENS=all), back to 1280×720 after. */
export async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENS, { recursive: true });
  await page.setViewportSize({ width: 1280, height: 720 });
  await painted(page);
  await page.screenshot({ path: `${SCREENS}/mb-shogun-${name}-1280.png` });
  if (!ALL_SIZES) return;
  await page.setViewportSize({ width: 1920, height: 1080 });
  await painted(page);
  await page.screenshot({ path: `${SCREENS}/mb-shogun-${name}-1920.png` });
  await page.setViewportSize({ width: 1280, height: 720 });
  await painted(page);
}

/** Screenshots in English and German (the header's language switch); back to English after. */
export async function shootBoth(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'English' }).click();
  await shoot(page, `${name}-en`);
  await page.getByRole('button', { name: 'Deutsch' }).click();
  await shoot(page, `${name}-de`);
  await page.getByRole('button', { name: 'English' }).click();
}

/** Both languages with MB_SCREENS=all, English only otherwise: for shots CI can do without the second language's switch (14-27 s under load). */
export function shootForReview(page: Page, name: string): Promise<void> {
  return ALL_SIZES ? shootBoth(page, name) : shoot(page, `${name}-en`);
}

/** The kind of the decision on screen (from the turn line's panel), or null. */
export async function panelOf(page: Page): Promise<string | null> {
  for (const id of ['allocate-panel', 'levy-panel', 'ronin-panel', 'declare-panel', 'casualty-panel', 'march-panel', 'follow-up-panel', 'split-panel', 'regain-panel', 'choice-panel']) {
    if (await page.getByTestId(id).isVisible()) return id;
  }
  return null;
}

/**
 * Answers the decision on screen the way a careful player would: every koku
 * into boxes (levy and swords), the first offered choice, one levied
 * spearman, the ronin where there is room, an attack where one is offered,
 * the suggested casualties, no marches. Returns the panel answered.
 */
export async function answer(page: Page, opts: { attack?: boolean } = {}): Promise<string | null> {
  const panel = await panelOf(page);
  switch (panel) {
    case 'allocate-panel': {
      await page.getByTestId('box-swords-more').click();
      while (await page.getByTestId('box-levy-more').isEnabled()) await page.getByTestId('box-levy-more').click();
      await page.getByTestId('allocate-submit').click();
      break;
    }
    case 'levy-panel': {
      const first = page.locator('[data-testid^="levy-unit-"]').first();
      await first.selectOption('spearman');
      if (!(await page.getByTestId('levy-submit').isEnabled())) await first.selectOption('');
      await page.getByTestId('levy-submit').click();
      break;
    }
    case 'ronin-panel': {
      const more = page.locator('[data-testid^="ronin-more-"]:enabled');
      while ((await more.count()) > 0) await more.first().click();
      await page.getByTestId('ronin-submit').click();
      break;
    }
    case 'declare-panel': {
      const selects = page.locator('select[data-testid^="declare-"]');
      if (opts.attack !== false && (await selects.count()) > 0) {
        const options = await selects.first().locator('option').count();
        if (options > 1) await selects.first().selectOption({ index: 1 });
      }
      await page.getByTestId('declare-submit').click();
      // Battles taking every troop out of a province ask first (issue 22, consequences.spec.ts): this player confirms.
      const confirm = page.getByTestId('consequence-confirm');
      if (await confirm.isVisible()) await confirm.click();
      break;
    }
    case 'casualty-panel':
      await page.getByTestId('casualty-submit').click();
      break;
    case 'march-panel':
      await page.getByTestId('march-submit').click();
      break;
    case 'follow-up-panel':
      await page.getByTestId('follow-up-submit').click();
      break;
    case 'choice-panel': {
      const select = page.getByTestId('choice-select');
      // The ninja's "not now" is its own button (the suggested answer), also beside a long list of targets.
      if (await page.getByTestId('choice-pass').isVisible()) await page.getByTestId('choice-pass').click();
      else if (await select.isVisible()) await page.getByTestId('choice-confirm').click();
      else await page.locator('[data-testid^="choice-"]:not([data-testid="choice-panel"]):enabled').first().click();
      break;
    }
    default:
      break;
  }
  return panel;
}
