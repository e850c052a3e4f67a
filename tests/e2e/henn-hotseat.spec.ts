/// <reference lib="dom" />
/**
 * Hotseat privacy: two humans share the screen with two random bots. Between
 * their decisions a "Pass to …" screen hides the hand, and while the second
 * player plans, nothing of the first player's plan is on screen.
 */
import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';

const SCREENS = 'test-results/screens';

function hostUrl(): string {
  const url = process.env.TENKA_E2E_URL;
  if (!url) throw new Error('TENKA_E2E_URL is not set: run through playwright.config.ts');
  return url;
}

async function startHotseat(page: Page): Promise<void> {
  await page.goto(hostUrl());
  await expect(page.getByRole('status').first()).toHaveText(/Connected/);
  await page.getByRole('button', { name: 'New game' }).click();
  await page.getByLabel('Seat 1 name').fill('Hanako');
  await page.getByLabel('Seat 2 player').selectOption('human');
  await page.getByLabel('Seat 2 name').fill('Jirō');
  for (const i of [3, 4]) await page.getByLabel(`Seat ${i} bot level`).selectOption('random');
  await page.screenshot({ path: `${SCREENS}/henn-new-game-1280.png` });
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page).toHaveURL(/#\/game\//);
}

test('hotseat: a privacy screen between the humans, and one plan never shows while the other plans', async ({ page }) => {
  test.setTimeout(120_000);
  mkdirSync(SCREENS, { recursive: true });
  const problems: string[] = [];
  page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
  page.on('pageerror', (e) => problems.push(e.message));
  await page.setViewportSize({ width: 1280, height: 720 });
  await startHotseat(page);

  const privacy = page.getByTestId('privacy-screen');
  const planning = page.getByTestId('planning-panel');

  // Hanako first: the hand stays hidden until she says she is ready.
  await expect(privacy).toContainText('Pass to Hanako');
  await expect(planning).toHaveCount(0);
  await page.screenshot({ path: `${SCREENS}/henn-hotseat-privacy-1280.png` });
  await privacy.getByRole('button').click();
  await expect(planning).toBeVisible();
  await page.getByRole('button', { name: 'Fill the rest' }).click();
  const hanakoSpaces = await planning.locator('.space-card').allInnerTexts();
  const hanakoProvinces = hanakoSpaces.filter((t) => !/coin|—/.test(t));
  expect(hanakoProvinces.length).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Confirm plan' }).click();

  // Then Jirō, behind the privacy screen again; Hanako's tableau is gone.
  await expect(privacy).toContainText('Pass to Jirō');
  await expect(planning).toHaveCount(0);
  await expect(page.locator('.space-card')).toHaveCount(0);
  await privacy.getByRole('button').click();
  await expect(planning).toBeVisible();
  const panelText = await planning.innerText();
  for (const name of hanakoProvinces) expect(panelText, `Hanako's card ${name} shows while Jirō plans`).not.toContain(name);
  await expect(planning.locator('.space.filled')).toHaveCount(0);
  await page.screenshot({ path: `${SCREENS}/henn-hotseat-second-1280.png` });
  await page.getByRole('button', { name: 'Fill the rest' }).click();
  await page.getByRole('button', { name: 'Confirm plan' }).click();
  await expect(page.getByTestId('move-error')).toHaveCount(0);

  // After both plans the season goes on: someone decides next (a bot, or one of them behind the screen).
  await expect(page.getByTestId('turn-status').or(privacy)).toBeVisible();
  expect(problems, problems.join('\n')).toEqual([]);
});
