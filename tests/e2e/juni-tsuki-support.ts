/// <reference lib="dom" />
/**
 * Shared steps of Jūni-tsuki's end-to-end tests: its pinned game (a stored
 * position where the player can attack and play a war card), settings before
 * the page loads, catching the feed up to the human's next decision, and
 * screenshots at both window sizes.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { listMoves } from '../../src-shared/games/juni-tsuki/legal';
import type { JuniState } from '../../src-shared/games/juni-tsuki/types';
import { getGame } from '../../src-shared/games/index';
import { replay } from '../../src-shared/kernel/record';
import { firstPly, pinnedRecord, type PinnedGame } from './positions';
import { SCREENS, painted, presetSettings, type TestSettings } from './page-support';

/**
 * 4 players, one year cut after month 3 (monthLimit), random play: in month 3
 * a seat stands next to another player's group with a war card to play (found
 * by `attackPly`, never by a fixed number).
 */
// homes 'fixed' (ruleset v4 draws home castles by default): seat order, so the seed alone fixes the position.
// Re-seeded for ruleset v4 (new 4-player homes; e2e-juni-303 has no such position any more): the first seed from 256
// whose first such position is in month 3.
export const JUNI_PINNED = { game: 'juni-tsuki', options: { players: 4, years: 1, monthLimit: 3, homes: 'fixed' }, seed: 'e2e-juni-327' } as const satisfies PinnedGame;

/**
 * The whole-month game of juni-tsuki-game.spec.ts (`attackPly`): as JUNI_PINNED, seeded so that its first month-3
 * position offers an attack and a war card with 3 AP (the attack's 1 AP leaves the card and a march playable).
 * Ruleset v4: seed 343 plays the whole month through (its war card asks a consequence, which the spec confirms as a
 * player would; 384's marching group could not be dragged on screen, 362 was not run again).
 */
export const JUNI_ATTACK = { ...JUNI_PINNED, seed: 'e2e-juni-343' } as const satisfies PinnedGame;

/**
 * 2 players, one year cut after month 3, random play: the hotseat's game (in
 * month 1 a war card is played against the second player, who must answer).
 */
export const JUNI_2P = { game: 'juni-tsuki', options: { players: 2, years: 1, monthLimit: 3, homes: 'fixed' }, seed: 'e2e-juni-2p-1' } as const satisfies PinnedGame;

/**
 * 2 players, the whole first year with its year end (monthLimit 12), random
 * play: a finished game for the replay (about 200 moves), with battles and
 * fate cards.
 */
// Re-seeded for ruleset v3 (e2e-juni-year-14's players no longer both reach the year end): the shortest such game of seeds 14–139 (157 moves).
export const JUNI_YEAR = { game: 'juni-tsuki', options: { players: 2, years: 1, monthLimit: 12, homes: 'fixed' }, seed: 'e2e-juni-year-46' } as const satisfies PinnedGame;

/** The engine's state of a pinned game at a ply, and each ply's events (for what a test expects to see). */
export function pinnedSteps(pinned: PinnedGame): { state: JuniState; events: { type: string }[] }[] {
  const steps: { state: JuniState; events: { type: string }[] }[] = [];
  replay(getGame(pinned.game)!.ruleset, pinnedRecord(pinned), ({ state, events }) => steps.push({ state: state as JuniState, events: events as { type: string }[] }));
  return steps;
}

/**
 * The first ply where a seat spends action points (2 or more left) with a war
 * card it can play and an attack on a group whose owner holds no Nothing (so
 * the battle is fought, not stopped by a card): the seat, and the attacked point.
 */
export function attackPly(): { ply: number; seat: number; target: number } {
  let seat = -1;
  let target = -1;
  const ply = firstPly(JUNI_ATTACK, ({ state, pending }) => {
    const p = pending[0];
    const s = state as JuniState;
    // 3 AP: the attack (1 AP) leaves enough for the war card and the march the test plays after it.
    if (!p || p.kind !== 'act' || s.turn.ap < 3) return false;
    const moves = listMoves(s, p.seat);
    const attack = moves.find((m) => m.type === 'attack' && m.defender >= 0 && !s.hands[m.defender]!.elements.includes('nothing'));
    const card = moves.some((m) => m.type === 'fire' || m.type === 'earth' || m.type === 'water' || m.type === 'wind-group');
    if (!attack || attack.type !== 'attack' || !card) return false;
    seat = p.seat;
    target = attack.target;
    return true;
  });
  return { ply, seat, target };
}

/** The player's settings, in place before the app reads them. */
export function useSettings(page: Page, settings: TestSettings): Promise<void> {
  return presetSettings(page, { animationSpeed: 4, ...settings });
}

/** The decision area: its mode and kind say what the human is asked. */
export function decision(page: Page): Locator {
  return page.locator('section.decision');
}

/** The position on show (its ply). */
export async function shownPly(page: Page): Promise<number> {
  return Number((await decision(page).getAttribute('data-ply')) ?? -1);
}

/**
 * Skip the feed until the human must decide (or the game is over), in a
 * position after `afterPly` (the one a move was just sent from: its own
 * decision stays on screen until the host answers); returns the decision's
 * kind or 'end'.
 */
export async function catchUp(page: Page, afterPly = -1, timeout = 60_000): Promise<string> {
  const skip = page.getByTestId('skip');
  const deadline = Date.now() + timeout;
  let now: { mode: string | null; ply: number; kind: string } | null = null;
  while (Date.now() < deadline) {
    // Mode, ply and kind read in one look: the table may move on between separate reads.
    now = await decision(page)
      .evaluate((el) => ({ mode: el.getAttribute('data-mode'), ply: Number(el.getAttribute('data-ply')), kind: el.getAttribute('data-kind') ?? '' }))
      .catch(() => null);
    if (now?.mode === 'end') return 'end';
    if (now?.mode === 'decide' && now.ply > afterPly && now.kind !== '') return now.kind;
    if (await skip.isEnabled({ timeout: 500 }).catch(() => false)) await skip.click({ timeout: 1000 }).catch(() => undefined);
    await page.waitForTimeout(100);
  }
  // Say what the table showed, so a failure in CI can be read without its trace.
  const alerts = await page.getByRole('alert').allTextContents().catch(() => []);
  const feed = await page.getByTestId('feed-now').textContent().catch(() => null);
  throw new Error(`no decision after ply ${afterPly} came up in ${timeout} ms; last seen ${JSON.stringify(now)}, skip ${(await skip.isEnabled({ timeout: 500 }).catch(() => false)) ? 'enabled' : 'disabled'}, feed "${feed ?? ''}", alerts ${JSON.stringify(alerts)}`);
}

/** Where a point of the map is on the page (asked of the board). */
export async function pointOnPage(page: Page, point: number): Promise<[number, number]> {
  const at = await page.locator('.board-frame').evaluate((el, p) => (el as HTMLElement & { tenkaPointAt?: (p: number) => [number, number] | null }).tenkaPointAt?.(p) ?? null, point);
  expect(at, `point ${point} is on the board`).not.toBeNull();
  const box = (await page.locator('.board-canvas').boundingBox())!;
  return [box.x + at![0], box.y + at![1]];
}

/** The board has drawn (the Pixi canvas is ready). */
export async function boardReady(page: Page): Promise<void> {
  await expect(page.locator('.board-frame[data-ready="true"]')).toBeVisible({ timeout: 60_000 });
}

/** A screenshot at 1280×720; with JUNI_SCREENS=all also at 1920×1080 (a large shot costs seconds of SwiftShader; MB_SCREENS and GEK_SCREENS alike). */
export async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENS, { recursive: true });
  await page.setViewportSize({ width: 1280, height: 720 });
  await painted(page);
  await page.screenshot({ path: `${SCREENS}/juni-tsuki-${name}-1280.png` });
  if (process.env.JUNI_SCREENS !== 'all') return;
  await page.setViewportSize({ width: 1920, height: 1080 });
  await painted(page);
  await page.screenshot({ path: `${SCREENS}/juni-tsuki-${name}-1920.png` });
  await page.setViewportSize({ width: 1280, height: 720 });
  await painted(page);
}
