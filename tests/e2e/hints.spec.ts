/**
 * "Suggest a move" in every game (docs/hints.md): from a stored position the
 * player asks for a hint; the Hard thinks in the host (progress shown), the
 * suggestion is drafted in the game's panel or on its map with one line why,
 * and NOTHING is sent: the game stands at the same ply (on screen and in the
 * host) until the player confirms with "Play it", and then it moves on.
 * Screenshots of each hint at 1280×720 in English and German.
 */
import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { firstPly, openPosition, PINNED, type PinnedGame, type PositionInfo } from './positions';
import { MB4 } from './mb-shogun-support';
import { GEK_PINNED } from './gekokujo-support';
import { KT2 } from './kunitori-support';
import { JUNI_PINNED } from './juni-tsuki-support';
import { defaultSettings, firstDecision, humanVsNormal, shownNow } from './bots-turns-support';
import { hostCall, painted, watchForErrors } from './page-support';

const SHOTS = process.env.TENKA_HINT_SHOTS ?? 'test-results/screens/hints';

interface Case {
  name: string;
  pinned: PinnedGame;
  /** The position: seat 0 decides a kind the Hard searches. */
  at: (p: PositionInfo) => boolean;
  /** What shows the drafted move in the game's panel or on its map. */
  drafted: (page: Page) => ReturnType<Page['locator']>;
}

const decides = (kinds: string[]) => (p: PositionInfo) => p.pending.some((d) => d.seat === 0 && kinds.includes(d.kind));
const roundOf = (p: PositionInfo): number => (p.state as { round?: number }).round ?? 0;

const marked = (page: Page) => page.locator('.hint-suggested');
const CASES: Case[] = [
  // The secret plan: the hint lays its cards on the mat.
  { name: 'henn-shogun', pinned: PINNED.henn4, at: decides(['plan']), drafted: (page) => page.getByTestId('plan-hint').filter({ hasText: 'Drafted for you' }) },
  // The koku behind the screen: every koku placed in the boxes.
  { name: 'mb-shogun', pinned: MB4, at: decides(['allocate']), drafted: (page) => page.getByTestId('koku-left').filter({ hasText: /^0 of/ }) },
  // A march (its source, units and destination chosen, drawn on the map) or ending the moves (marked).
  { name: 'gekokujo', pinned: GEK_PINNED.base4, at: (p) => roundOf(p) >= 2 && decides(['move'])(p), drafted: (page) => page.getByTestId('move-range').or(marked(page)).first() },
  // A card, a buy or ending a step: its button (and its card in the hand or the supply) is marked.
  { name: 'kunitori', pinned: KT2, at: (p) => p.ply >= 10 && decides(['action', 'buy'])(p), drafted: (page) => marked(page).first() },
  // A march (its group, count and destination: the map's arrow) or another action marked.
  { name: 'juni-tsuki', pinned: JUNI_PINNED, at: decides(['act']), drafted: (page) => page.getByTestId('march-count').or(marked(page)).first() },
];

/** The game's ply as the host has stored it. */
async function storedPly(gameId: string): Promise<number> {
  const games = await hostCall<{ gameId: string; ply: number }[]>({ type: 'listGames' });
  return games.find((g) => g.gameId === gameId)!.ply;
}

/**
 * The position `at` picks, and the ply the game stands at once the bots deciding beside the player there (a secret
 * plan, a simultaneous allocation) have made their one move each: from then on only the player can move the game.
 */
function positionOf(c: Case): { ply: number; settledPly: number } {
  let others = 0;
  const ply = firstPly(c.pinned, (p) => {
    const hit = c.at(p);
    if (hit) others = p.pending.filter((d) => d.seat !== 0).length;
    return hit;
  });
  return { ply, settledPly: ply + others };
}

async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.getByRole('button', { name: 'English' }).click();
  await painted(page);
  await page.screenshot({ path: `${SHOTS}/${name}-en.png` });
  await page.getByRole('button', { name: 'Deutsch' }).click();
  await expect(page.getByTestId('hint-suggestion')).toContainText('Vorschlag');
  await painted(page);
  await page.screenshot({ path: `${SHOTS}/${name}-de.png` });
  await page.getByRole('button', { name: 'English' }).click();
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await defaultSettings(page);
});

for (const c of CASES) {
  test(`${c.name}: a hint is drafted with a line why, and nothing is sent until the player plays it`, async ({ page }) => {
    test.setTimeout(240_000);
    const errors = watchForErrors(page);
    const { ply, settledPly } = positionOf(c);
    const seats = humanVsNormal(c.pinned.options.players);
    const gameId = await openPosition(page, c.pinned, ply, seats);
    // The first page of a worker after a build can take a minute to draw under load.
    await firstDecision(page, 120_000);
    // Bots deciding at the same time (a secret plan) finish first, in the host and on the screen: from then on only
    // the player can move the game (waited for by the ply they bring the game to, not by 3 s without a change).
    await expect.poll(() => storedPly(gameId), { timeout: 60_000 }).toBe(settledPly);
    await expect.poll(() => shownNow(page), { timeout: 60_000 }).toEqual({ mode: 'decide', ply: settledPly });
    const before = settledPly;
    const at = settledPly;

    await page.getByTestId('hint-ask').click();
    // The Hard thinks in the host; the column shows how far (it may be done before the first look).
    await expect(page.getByTestId('hint-suggestion')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('hint-why')).not.toBeEmpty();
    await expect(c.drafted(page)).toBeVisible();

    // Nothing was sent: the same decision on screen, the same ply in the host, a while later too.
    await page.waitForTimeout(1500);
    expect(await shownNow(page)).toEqual({ mode: 'decide', ply: at });
    expect(await storedPly(gameId)).toBe(before);
    await shoot(page, c.name);

    // The player confirms: now it is played. A move that costs something for good (a buy that ends the turn…) is
    // held by the decision's consequence warning, as from the panel's own button, until the player confirms it too.
    await page.getByTestId('hint-play').click();
    const warning = page.getByTestId('consequence-warning');
    await expect
      .poll(async () => (await warning.isVisible()) || (await storedPly(gameId)) > before, { timeout: 30_000 })
      .toBe(true);
    if (await warning.isVisible()) {
      await page.waitForTimeout(1000);
      expect(await storedPly(gameId), 'nothing sent while the warning asks').toBe(before);
      await page.getByTestId('consequence-confirm').click();
    }
    await expect.poll(() => storedPly(gameId), { timeout: 30_000 }).toBeGreaterThan(before);
    expect(errors).toEqual([]);
  });
}
