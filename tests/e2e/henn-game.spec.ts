/// <reference lib="dom" />
/**
 * A whole game of Henn's Shogun through the real UI: the test plays seat 0
 * (human) against three random bots to the end screen, and checks the shown
 * winner and scores against the host's record of the game.
 */
import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import WebSocket from 'ws';

const SCREENS = 'test-results/screens';

function hostUrl(): string {
  const url = process.env.TENKA_E2E_URL;
  if (!url) throw new Error('TENKA_E2E_URL is not set: run through playwright.config.ts');
  return url;
}

/** One request to the host over its WebSocket, as a second client. */
async function hostCall<T>(request: Record<string, unknown>): Promise<T> {
  const page = new URL(hostUrl());
  const socket = new WebSocket(`ws://${page.host}/ws?k=${page.searchParams.get('k') ?? ''}`);
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  try {
    return await new Promise<T>((resolve, reject) => {
      socket.on('message', (data: Buffer) => {
        const msg = JSON.parse(data.toString('utf8')) as { id?: number; ok?: boolean; result?: T; error?: { message: string } };
        if (msg.id !== 1) return;
        if (msg.ok) resolve(msg.result as T);
        else reject(new Error(msg.error?.message ?? 'request failed'));
      });
      socket.send(JSON.stringify({ id: 1, request }));
    });
  } finally {
    socket.close();
  }
}

function watchForErrors(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  return problems;
}

async function startGame(page: Page, humans: number[], level = 'random', board?: { side: 'Sun side' | 'Moon side'; setup: "Beginners' setup" | 'Draft' }): Promise<string> {
  await page.goto(hostUrl());
  await expect(page.getByRole('status').first()).toHaveText(/Connected/);
  await page.getByRole('button', { name: 'New game' }).click();
  await expect(page.getByRole('heading', { name: /New game/ })).toBeVisible();
  for (let i = 0; i < 4; i++) {
    await page.getByLabel(`Seat ${i + 1} player`).selectOption(humans.includes(i) ? 'human' : 'bot');
    if (!humans.includes(i)) await page.getByLabel(`Seat ${i + 1} bot level`).selectOption(level);
  }
  if (board) {
    await page.getByLabel(board.side).check();
    await page.getByLabel(board.setup).check();
  }
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page).toHaveURL(/#\/game\/[A-Za-z0-9_-]+$/);
  return /#\/game\/([A-Za-z0-9_-]+)$/.exec(page.url())![1]!;
}

test('a 4-seat game: one human through the UI and three random bots, to the end screen', async ({ page }) => {
  test.setTimeout(240_000);
  mkdirSync(SCREENS, { recursive: true });
  const problems = watchForErrors(page);
  await page.setViewportSize({ width: 1280, height: 720 });
  const gameId = await startGame(page, [0]);

  const decision = page.locator('section.decision');
  const endPanel = page.getByTestId('end-panel');
  let plans = 0;
  let shots = false;
  const seen = new Set<string>();
  for (let step = 0; step < 400; step++) {
    await expect(page.getByText(/Your decision|The game is over/).first()).toBeVisible({ timeout: 60_000 });
    if (await endPanel.isVisible()) break;
    const ply = await decision.getAttribute('data-ply');
    if (!seen.has('tower') && (await page.getByTestId('watch-tower').isVisible())) {
      // The first battle: watch the throw in the tower, skip to its result, go back.
      seen.add('tower');
      await page.getByTestId('watch-tower').click();
      const tower = page.getByRole('dialog', { name: 'The tower' });
      await expect(tower.locator('canvas')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(tower.getByTestId('tower-winner')).toHaveText(/wins|Draw/, { timeout: 30_000 });
      await page.screenshot({ path: `${SCREENS}/henn-tower-1280.png` });
      await page.getByTestId('close-tower').click();
      await expect(tower).toHaveCount(0);
    }
    if (await page.getByTestId('planning-panel').isVisible()) {
      if (plans === 0) {
        // The first plan partly by keyboard: a card, then a space, with Enter.
        await page.locator('[data-card="money-0"]').focus();
        await page.keyboard.press('Enter');
        await page.locator('[data-space="bid"]').focus();
        await page.keyboard.press('Enter');
        await expect(page.locator('[data-space="bid"]')).toContainText('0 coins');
        // Focusing a province card shows that province's card.
        await page.locator('[data-province]').first().focus();
        await expect(page.getByTestId('province-card')).toContainText(/armies|army/);
      }
      await page.getByRole('button', { name: 'Fill the rest' }).click();
      if (!shots) {
        await page.screenshot({ path: `${SCREENS}/henn-planning-1280.png` });
        await page.setViewportSize({ width: 1920, height: 1080 });
        await page.screenshot({ path: `${SCREENS}/henn-planning-1920.png` });
        await page.setViewportSize({ width: 1280, height: 720 });
        shots = true;
      }
      await page.getByRole('button', { name: 'Confirm plan' }).click();
      plans += 1;
    } else if (await page.getByTestId('slot-panel').isVisible()) {
      if (!seen.has('slot')) await page.screenshot({ path: `${SCREENS}/henn-slot-1280.png` });
      seen.add('slot');
      await page.locator('button.slot:enabled').first().click();
    } else if (await page.getByTestId('march-panel').isVisible()) {
      if (!seen.has('march')) await page.screenshot({ path: `${SCREENS}/henn-march-1280.png` });
      seen.add('march');
      await page.getByTestId('march-panel').locator('button[type="submit"]').click();
    } else if (await page.getByTestId('revolt-panel').isVisible()) {
      await page.getByRole('button', { name: 'Fight the revolts' }).click();
    } else {
      throw new Error(`unexpected decision: ${await decision.innerText()}`);
    }
    await expect(page.getByTestId('move-error')).toHaveCount(0);
    await expect(decision).not.toHaveAttribute('data-ply', ply ?? '', { timeout: 60_000 });
  }
  await expect(endPanel).toBeVisible();
  expect(plans, 'the human planned each of the 6 seasons (spring to autumn, 2 years)').toBe(6);
  expect(seen.has('tower'), 'a battle was watched in the tower').toBe(true);

  const games = await hostCall<{ gameId: string; finished: boolean; seats: { name: string }[]; result: { scores: number[]; winners: number[] } | null }[]>({ type: 'listGames' });
  const record = games.find((g) => g.gameId === gameId);
  expect(record?.finished).toBe(true);
  const result = record!.result!;
  const winnerNames = result.winners.map((w) => record!.seats[w]!.name).join(' & ');
  await expect(page.getByTestId('winner')).toHaveText(winnerNames);
  for (let seat = 0; seat < 4; seat++) {
    await expect(endPanel.locator(`tr[data-seat="${seat}"] [data-testid="final-score"]`)).toHaveText(String(result.scores[seat]));
  }
  await page.screenshot({ path: `${SCREENS}/henn-end-1280.png` });
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.screenshot({ path: `${SCREENS}/henn-end-1920.png` });
  expect(problems, problems.join('\n')).toEqual([]);
});

test('a drafted game on the moon side: the human drafts through the UI, then plans spring', async ({ page }) => {
  test.setTimeout(120_000);
  const problems = watchForErrors(page);
  await startGame(page, [0], 'random', { side: 'Moon side', setup: 'Draft' });
  const draft = page.getByTestId('draft-panel');
  const planning = page.getByTestId('planning-panel');
  let picks = 0;
  for (let step = 0; step < 100; step++) {
    await expect(draft.or(planning)).toBeVisible({ timeout: 60_000 });
    if (await planning.isVisible()) break;
    const ply = await page.locator('section.decision').getAttribute('data-ply');
    await draft.locator('button.choice').first().click();
    picks += 1;
    await expect(page.getByTestId('move-error')).toHaveCount(0);
    await expect(page.locator('section.decision')).not.toHaveAttribute('data-ply', ply ?? '', { timeout: 60_000 });
  }
  expect(picks, 'the human took cards and placed armies in the draft').toBeGreaterThan(2);
  await expect(page.getByTestId('situation')).toContainText('Spring');
  await page.getByRole('button', { name: 'Fill the rest' }).click();
  await page.getByRole('button', { name: 'Confirm plan' }).click();
  await expect(page.getByTestId('move-error')).toHaveCount(0);
  await expect(planning).toHaveCount(0);
  expect(problems, problems.join('\n')).toEqual([]);
});
