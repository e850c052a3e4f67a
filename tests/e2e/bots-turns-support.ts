/**
 * Shared steps of the "Bots' turns" browser tests and measurements: a table
 * at the player's DEFAULT settings (reduced motion off, 1×, Summary), and
 * the wait from a human move to the next thing the human must look at,
 * without ever pressing Skip (the wait is what a new player sits through).
 */
import { expect, type Page } from '@playwright/test';
import type { SeatSpec } from '../../src-shared/contract/messages';
import { mkdirSync } from 'node:fs';
import { SCREENS, presetSettings } from './page-support';

/** The defaults a new player has: English here, 1×, motion on, Summary. */
export function defaultSettings(page: Page, locale: 'en' | 'de' = 'en'): Promise<void> {
  return presetSettings(page, { locale, animationSpeed: 1, reducedMotion: false, storyPace: 'summary' });
}

/** Seat 0 human, the others Normal bots. */
export function humanVsNormal(players: number): SeatSpec[] {
  const names = ['Hanako', 'Takeda', 'Uesugi', 'Mōri'];
  return names.slice(0, players).map((name, seat) => (seat === 0 ? { kind: 'human', name } : { kind: 'bot', name, bot: 'normal' }));
}

export interface Shown {
  mode: string;
  ply: number;
}

/** What the decision area shows now: its mode and the ply it is told to. */
export async function shownNow(page: Page): Promise<Shown> {
  return page
    .locator('section.decision')
    .evaluate((el) => ({ mode: el.getAttribute('data-mode') ?? '', ply: Number(el.getAttribute('data-ply') ?? -1) }))
    .catch(() => ({ mode: '', ply: -1 }));
}

/** Modes that ask the human to look or act: a decision, a season's summary to read, the end. */
const ATTENTION = new Set(['decide', 'end', 'winter']);

/**
 * Wait (never skipping) until the human must decide again in a position
 * after `afterPly`; returns the wait in ms. Fails after `bound` ms with what
 * the table showed.
 */
export async function waitForNextDecision(page: Page, afterPly: number, bound: number): Promise<number> {
  const t0 = Date.now();
  let now: Shown = { mode: '', ply: -1 };
  while (Date.now() - t0 < bound) {
    now = await shownNow(page);
    if (ATTENTION.has(now.mode) && now.ply > afterPly) return Date.now() - t0;
    await page.waitForTimeout(100);
  }
  const feed = await page.getByTestId('feed-now').textContent().catch(() => null);
  throw new Error(`no decision after ply ${afterPly} within ${bound} ms (last seen ${JSON.stringify(now)}, feed "${feed ?? ''}")`);
}

/** Wait until the human's first decision of an opened position is on screen; returns its ply. */
export async function firstDecision(page: Page, timeout = 30_000): Promise<number> {
  await expect.poll(async () => (await shownNow(page)).mode, { timeout }).toBe('decide');
  return (await shownNow(page)).ply;
}

/** A line the feed showed as its newest: its kind, its words (and their language), the table's mode and whether a dice tray was rolling then. */
export interface Newest {
  kind: string;
  text: string;
  lang: string;
  mode: string;
  rolling: boolean;
}

/** From now on the page notes every newest line of the feed as it happens (a look from the test would miss a moment). */
export async function recordNewest(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { newest?: Newest[] };
    w.newest = [];
    let last = '';
    const look = (): void => {
      const now = document.querySelector('[data-testid="feed-now"]');
      const text = now?.textContent ?? '';
      if (!now || text === last) return;
      last = text;
      const kind = Array.from(now.classList).find((c) => c.startsWith('kind-'))?.slice(5) ?? '';
      const mode = document.querySelector('section.decision')?.getAttribute('data-mode') ?? '';
      w.newest!.push({ kind, text, lang: document.documentElement.lang, mode, rolling: document.querySelector('.dice-tray[data-phase="playing"]') !== null });
    };
    new MutationObserver(look).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ['class', 'data-phase', 'data-mode'] });
  });
}

/** The newest lines noted since `recordNewest`, oldest first. */
export const newestSeen = (page: Page): Promise<Newest[]> => page.evaluate(() => (window as unknown as { newest: Newest[] }).newest);

/** Screenshots at 1280×720 in English and German (the header's language switch), back to English after. */
export async function shootBoth(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENS, { recursive: true });
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.getByRole('button', { name: 'English' }).click();
  await page.screenshot({ path: `${SCREENS}/pace-${name}-en-1280.png` });
  await page.getByRole('button', { name: 'Deutsch' }).click();
  await page.screenshot({ path: `${SCREENS}/pace-${name}-de-1280.png` });
  await page.getByRole('button', { name: 'English' }).click();
}
