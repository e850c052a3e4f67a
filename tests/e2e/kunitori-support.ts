/// <reference lib="dom" />
/**
 * Shared steps of the Kunitori! end-to-end tests: its pinned game, settings
 * before the page loads, starting a game through the New game screen, a
 * simple player that answers any decision through the table's own buttons,
 * and screenshots at both window sizes.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import type { PinnedGame } from './positions';
import { SCREENS, hostUrl, painted, presetSettings } from './page-support';

/** Kunitori!, 2 players, every option spelled out. */
export const KT2: PinnedGame = { game: 'kunitori', options: { players: 2, ninja: 'all', turnLimit: null }, seed: 'e2e-kunitori-1' };

/** The player's settings, in place before the app reads them (no animation: the feed tells at once). */
export function useSettings(page: Page, locale: 'en' | 'de' = 'en'): Promise<void> {
  return presetSettings(page, { locale, animationSpeed: 4, reducedMotion: true });
}

/** A new 2-seat game (human vs bot) through the New game screen, with a turn limit and a fixed seed; returns its id. */
export async function startGame(page: Page, turnLimit: number, seed: string, bot = 'normal'): Promise<string> {
  await page.goto(hostUrl());
  await expect(page.getByRole('status').first()).toHaveText(/Connected/);
  await page.getByRole('button', { name: 'New game' }).click();
  await page.getByTestId('pick-kunitori').click();
  await expect(page.getByRole('heading', { name: 'New game of Kunitori!' })).toBeVisible();
  while ((await page.locator('[data-testid^="seat-"].seat-row').count()) > 2) await page.getByRole('button', { name: /^Remove seat/ }).last().click();
  await page.getByLabel('Seat 1 player').selectOption('human');
  await page.getByLabel('Seat 1 name').fill('Takeda');
  await page.getByLabel('Seat 2 player').selectOption('bot');
  await page.getByLabel('Seat 2 name').fill('Uesugi');
  await page.getByLabel('Seat 2 bot level').selectOption(bot);
  await page.getByTestId('option-turnLimit').fill(String(turnLimit));
  await page.getByTestId('option-turnLimit').blur();
  await page.getByLabel('Seed (optional)').fill(seed);
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page).toHaveURL(/#\/game\/[A-Za-z0-9_-]+$/);
  return /#\/game\/([A-Za-z0-9_-]+)$/.exec(page.url())![1]!;
}

/** What asks for the human: a decision, the privacy screen or the end. */
export function attention(page: Page): Locator {
  return page.getByTestId('decision-panel').or(page.getByTestId('end-panel')).or(page.getByTestId('privacy-screen'));
}

/** The ply the decision area shows (changes once a move is told). */
export const plyOf = async (page: Page): Promise<string> => (await page.locator('section.decision').getAttribute('data-ply')) ?? '';

/**
 * Answer the current decision the way a simple player would, through the
 * table: play the first playable hand card (its first choice), buy the
 * dearest card on offer, otherwise the first button of the panel or its
 * main button. Returns the decision's kind. Waits until the move is told.
 */
export async function answer(page: Page): Promise<string> {
  const panel = page.getByTestId('decision-panel');
  const kind = (await panel.getAttribute('data-kind')) ?? '';
  const before = await plyOf(page);
  const playable = page.locator('[data-testid="hand"] .hand-card.playable');
  if (kind === 'action' && (await playable.count()) > 0) {
    await playable.first().click();
    const choices = page.getByTestId('card-choices');
    if (await choices.isVisible().catch(() => false)) await choices.getByRole('button').first().click();
  } else if (kind === 'buy' && (await panel.locator('[data-testid^="move-buy-"]').count()) > 0) {
    await panel.locator('[data-testid^="move-buy-"]').first().click();
    // A buy that ends the turn asks first (the next hand is dealt at once, so it cannot be taken back).
    const confirm = page.getByTestId('consequence-confirm');
    if (await confirm.isVisible().catch(() => false)) await confirm.click();
  } else if (kind === 'action' || kind === 'buy' || kind === 'keep') {
    await panel.locator('.main button').first().click();
  } else {
    const first = panel.locator('.buttons button').first();
    await ((await first.count()) > 0 ? first : panel.locator('.main button').first()).click();
  }
  await expect.poll(async () => (await page.getByTestId('end-panel').isVisible()) || (await plyOf(page)) !== before, { timeout: 30_000 }).toBe(true);
  return kind;
}

/** A screenshot at 1280×720; with KUNITORI_SCREENS=all also at 1920×1080 (a large shot costs seconds of SwiftShader; MB_SCREENS and GEK_SCREENS alike). */
export async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENS, { recursive: true });
  await page.setViewportSize({ width: 1280, height: 720 });
  await painted(page);
  await page.screenshot({ path: `${SCREENS}/kunitori-${name}-1280.png` });
  if (process.env.KUNITORI_SCREENS !== 'all') return;
  await page.setViewportSize({ width: 1920, height: 1080 });
  await painted(page);
  await page.screenshot({ path: `${SCREENS}/kunitori-${name}-1920.png` });
  await page.setViewportSize({ width: 1280, height: 720 });
}
