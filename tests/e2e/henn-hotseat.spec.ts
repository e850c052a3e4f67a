/// <reference lib="dom" />
/**
 * Hotseat privacy: two humans share the screen with two bots. Before each
 * of their decisions a "Pass to …" screen hides the hand (and the feed and
 * log); while the second player plans, nothing of the first player's plan is
 * on screen; and while nobody has claimed the screen, the table shows only
 * what both may see — no face-down plan card of either.
 */
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { SCREENS, useSettings, watchForErrors } from './henn-support';
import type { SeatSpec } from '../../src-shared/contract/messages';
import { firstPly, openPosition, PINNED } from './positions';

async function expectNothingPrivate(page: Page, secrets: string[]): Promise<void> {
  await expect(page.getByTestId('planning-panel')).toHaveCount(0);
  await expect(page.locator('.space-card')).toHaveCount(0);
  await expect(page.getByTestId('feed')).toHaveCount(0);
  await expect(page.getByTestId('log')).toHaveCount(0);
  await expect(page.locator('.execution td.mine')).toHaveCount(0);
  const text = await page.locator('main').innerText();
  for (const s of secrets) expect(text, `${s} shows behind the privacy screen`).not.toContain(s);
}

const HOTSEAT: SeatSpec[] = [
  { kind: 'human', name: 'Hanako' },
  { kind: 'human', name: 'Jirō' },
  { kind: 'bot', name: 'Takeda', bot: 'random' },
  { kind: 'bot', name: 'Uesugi', bot: 'random' },
];

test('hotseat: a privacy screen between the humans, and one plan never shows while the other plans', async ({ page }) => {
  test.setTimeout(90_000);
  const problems = watchForErrors(page);
  await useSettings(page, { animationSpeed: 4 });
  await page.setViewportSize({ width: 1280, height: 720 });
  // The first plan of a stored game (positions.ts; ply 0: the setup is history, not a story told behind the first
  // privacy screen while the page should answer). Random bots: what is checked is what the humans' screen shows,
  // and Random decides at once (two Normal bots planning, choosing places and marching took minutes under load).
  await openPosition(page, PINNED.henn4, 0, HOTSEAT);

  const privacy = page.getByTestId('privacy-screen');
  const planning = page.getByTestId('planning-panel');

  // Hanako first: the hand stays hidden until she says she is ready.
  await expect(privacy).toContainText('Pass to Hanako');
  await expectNothingPrivate(page, []);
  await page.screenshot({ path: `${SCREENS}/henn-hotseat-privacy-1280.png` });
  await privacy.getByRole('button').click();
  await expect(planning).toBeVisible();
  await page.getByRole('button', { name: 'Fill the rest' }).click();
  const hanakoSpaces = await planning.locator('.space-card').allInnerTexts();
  const hanakoProvinces = hanakoSpaces.filter((t) => !/coin|—/.test(t));
  expect(hanakoProvinces.length).toBeGreaterThan(0);
  await planning.getByTestId('confirm-plan').click();

  // Then Jirō, behind the privacy screen again; Hanako's mat is gone.
  await expect(privacy).toContainText('Pass to Jirō');
  await expectNothingPrivate(page, []);
  await privacy.getByRole('button').click();
  await expect(planning).toBeVisible();
  const panelText = await planning.innerText();
  for (const name of hanakoProvinces) expect(panelText, `Hanako's card ${name} shows while Jirō plans`).not.toContain(name);
  await expect(planning.locator('.space.filled')).toHaveCount(0);
  await page.screenshot({ path: `${SCREENS}/henn-hotseat-second-1280.png` });
  await page.getByRole('button', { name: 'Fill the rest' }).click();
  const jiroProvinces = (await planning.locator('.space-card').allInnerTexts()).filter((t) => !/coin|—/.test(t));
  await planning.getByTestId('confirm-plan').click();
  await expect(page.getByTestId('move-error')).toHaveCount(0);
  expect(jiroProvinces.length + hanakoProvinces.length).toBeGreaterThan(0);
  expect(problems, problems.join('\n')).toEqual([]);
});

/**
 * The season after both humans planned, from the stored position where it begins (issue 23: played from the
 * first plan, with the plans made through the page, this test took 2.7 min). The pinned game's plans are in.
 */
test('hotseat: while nobody has claimed the screen the season shows only public things, and each human decides behind the privacy screen', async ({ page }) => {
  test.setTimeout(90_000);
  const problems = watchForErrors(page);
  // At 2×, not 4×: on a loaded machine a 4× season's execution went by between two looks (the story clock tells
  // overdue lines together), and the unclaimed grid this test is for was never seen.
  await useSettings(page, { animationSpeed: 2 });
  await page.setViewportSize({ width: 1280, height: 720 });
  await openPosition(page, PINNED.henn4, firstPly(PINNED.henn4, (p) => (p.state as { phase: string }).phase === 'slots'), HOTSEAT);
  const privacy = page.getByTestId('privacy-screen');
  const planning = page.getByTestId('planning-panel');

  // The season goes on, told at speed: whenever nobody has claimed the screen, only public things show —
  // in particular no face-down card of either plan in the execution grid.
  let screens = 0;
  let publicLooks = 0;
  for (let poll = 0; poll < 3000; poll++) {
    const mode = await page.locator('section.decision').getAttribute('data-mode');
    if (await privacy.isVisible()) {
      await expectNothingPrivate(page, []);
      screens += 1;
      const who = (await privacy.locator('.pass-to').innerText()).replace('Pass to ', '');
      await privacy.getByRole('button').click();
      if (await planning.isVisible()) {
        // A new season: the first planner sees an empty mat, nothing of the other's old plan.
        await expect(planning.locator('.space.filled')).toHaveCount(0);
        expect(who).toBe('Hanako');
        break;
      }
      continue;
    }
    if (await planning.isVisible()) {
      // A new season while Hanako still holds the screen (she was the last human to decide): no privacy
      // screen is needed, and her mat starts empty, with nothing of Jirō's old plan.
      await expect(planning.locator('.space.filled')).toHaveCount(0);
      await expect(page.getByTestId('turn-status')).toContainText('Hanako');
      break;
    }
    if (mode === 'decide') {
      const before = await page.locator('section.decision').getAttribute('data-ply');
      if (await page.getByTestId('slot-panel').isVisible()) await page.getByTestId('slot-panel').locator('button.slot:enabled').first().click();
      else if (await page.getByTestId('march-panel').isVisible()) await page.getByTestId('march-submit').click();
      else if (await page.getByTestId('revolt-panel').isVisible()) await page.getByTestId('fight-revolts').click();
      // The next human's privacy screen came up since the mode was read (at once after a Skip): looked at above.
      else if (await privacy.isVisible()) continue;
      else throw new Error(`unexpected decision: ${await page.locator('section.decision').innerText()}`);
      await expect(page.getByTestId('move-error')).toHaveCount(0);
      // The move was taken: the feed starts telling it (the shown position moves on only when the feed has told it).
      // Read in one look at the page, without waiting for any element: the decision section may be
      // replaced while the next human's privacy screen comes up, and a waiting read would hang on it.
      await expect
        .poll(
          () =>
            page.evaluate((plyBefore) => {
              const ply = document.querySelector('section.decision')?.getAttribute('data-ply') ?? null;
              const skip = document.querySelector('[data-testid="skip"]') as HTMLButtonElement | null;
              const privacyUp = document.querySelector('[data-testid="privacy-screen"]') !== null;
              return ply !== plyBefore || (skip !== null && !skip.disabled) || privacyUp;
            }, before),
          { timeout: 60_000 },
        )
        .toBe(true);
      continue;
    }
    if (mode === 'winter') {
      await page.getByTestId('winter-continue').click();
      continue;
    }
    // Unclaimed: the execution grid (when shown) has no own face-down cards, and no mat is open.
    expect(await page.locator('.execution td.mine').count(), `own face-down cards show while unclaimed (${mode})`).toBe(0);
    const matCards = await page.locator('.space-card').count();
    // A mat that opened since the checks above is the next season's planner's (checked at the top of the loop).
    if (matCards > 0 && (await planning.isVisible())) continue;
    expect(matCards, `a mat is open while unclaimed (${mode})`).toBe(0);
    if (mode === 'execute') publicLooks += 1;
    // Once the grid has been looked at while unclaimed (the first look, before most actions are revealed, has
    // the most face-down cards), the rest of the story is skipped to the next decision: the checks above still
    // run on whatever the skipped-to table shows (each look took ~20 s of a page drawing in software at load 30).
    const skip = page.getByTestId('skip');
    // (isEnabled waits for the button to exist: without the count first it hung while no feed was shown.)
    if (publicLooks >= 1 && (await skip.count()) > 0 && (await skip.isEnabled({ timeout: 1000 }).catch(() => false))) await skip.click({ timeout: 1000 }).catch(() => undefined);
    else await page.waitForTimeout(150);
  }
  expect(screens, 'both humans chose their places in the seat order behind the screen').toBeGreaterThanOrEqual(2);
  expect(publicLooks, 'the execution grid was watched while nobody had claimed the screen').toBeGreaterThan(0);
  await expect(planning).toBeVisible();
  expect(problems, problems.join('\n')).toEqual([]);
});
