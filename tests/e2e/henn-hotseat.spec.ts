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

interface UnclaimedLook {
  /** The privacy screen was up (nobody has claimed the screen, a human is asked to take it). */
  privacy: boolean;
  mode: string;
  /** The execution grid is on the table. */
  grid: boolean;
  /** Own face-down cards in the grid (td.mine). */
  mine: number;
  /** Plan cards of a mat. */
  mat: number;
  /** Behind the privacy screen: the feed, the log or a planning mat on the page. */
  behind: number;
}

/**
 * The page notes the table at every change while nobody has claimed the screen: the privacy screen is up, or no
 * planning mat is open and the decision column shows no decision, winter summary or privacy mode. The checks run
 * at every DOM change instead of at the loop's looks, which a loaded machine spaces seconds apart.
 */
async function watchUnclaimed(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { unclaimed?: UnclaimedLook[] };
    w.unclaimed = [];
    let last = '';
    const look = (): void => {
      const privacy = document.querySelector('[data-testid="privacy-screen"]') !== null;
      const mode = document.querySelector('section.decision')?.getAttribute('data-mode') ?? '';
      if (!privacy && (['', 'decide', 'winter', 'private'].includes(mode) || document.querySelector('[data-testid="planning-panel"]'))) return;
      const state = {
        privacy,
        mode,
        grid: document.querySelector('.execution') !== null,
        mine: document.querySelectorAll('.execution td.mine').length,
        mat: document.querySelectorAll('.space-card').length,
        behind: privacy ? document.querySelectorAll('[data-testid="planning-panel"], [data-testid="feed"], [data-testid="log"]').length : 0,
      };
      const key = JSON.stringify(state);
      if (key === last) return;
      last = key;
      w.unclaimed!.push(state);
    };
    new MutationObserver(look).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['class', 'data-mode'] });
    look();
  });
}

const unclaimedSeen = (page: Page): Promise<UnclaimedLook[]> => page.evaluate(() => (window as unknown as { unclaimed: UnclaimedLook[] }).unclaimed);

/** The table as the loop needs it, read in one look at the page (no waiting on any element). */
interface TableNow {
  mode: string;
  ply: string | null;
  privacy: boolean;
  planning: boolean;
  panel: 'slot' | 'march' | 'revolt' | null;
  skip: boolean;
  /** The execution grid was seen unclaimed (watchUnclaimed). */
  watched: boolean;
}

const tableNow = (page: Page): Promise<TableNow> =>
  page.evaluate(() => {
    const q = (sel: string): Element | null => document.querySelector(sel);
    const skip = q('[data-testid="skip"]') as HTMLButtonElement | null;
    const looks = (window as unknown as { unclaimed: UnclaimedLook[] }).unclaimed;
    return {
      mode: q('section.decision')?.getAttribute('data-mode') ?? '',
      ply: q('section.decision')?.getAttribute('data-ply') ?? null,
      privacy: q('[data-testid="privacy-screen"]') !== null,
      planning: q('[data-testid="planning-panel"]') !== null,
      panel: q('[data-testid="slot-panel"]') ? 'slot' : q('[data-testid="march-panel"]') ? 'march' : q('[data-testid="revolt-panel"]') ? 'revolt' : null,
      skip: skip !== null && !skip.disabled,
      watched: looks.some((l) => !l.privacy && l.mode === 'execute' && l.grid),
    };
  });

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
  // Bound by the humans' decisions through the page (each march behind its privacy screen): 41 s in CI (2026-11-29),
  // 60–90 s at a load of 25–30, where single looks took 12–14 s now and then.
  test.setTimeout(150_000);
  const problems = watchForErrors(page);
  // At 4×: the page itself notes every change of the table (watchUnclaimed), so an execution told fast is seen
  // however far apart the loop's looks are on a loaded machine (at 2× and polled, it was missed in CI all the same).
  await useSettings(page, { animationSpeed: 4 });
  await page.setViewportSize({ width: 1280, height: 720 });
  await openPosition(page, PINNED.henn4, firstPly(PINNED.henn4, (p) => (p.state as { phase: string }).phase === 'slots'), HOTSEAT);
  const privacy = page.getByTestId('privacy-screen');
  const planning = page.getByTestId('planning-panel');

  // The season goes on, told at speed: whenever nobody has claimed the screen, only public things show —
  // in particular no face-down card of either plan in the execution grid. The page itself looks at every change
  // of the table (watchUnclaimed): on a loaded machine the execution between two humans' decisions stood about a
  // second, between two of the loop's looks (CI 2026-11-29: "watched 0 times"), and a look that misses it proves
  // nothing either way.
  await watchUnclaimed(page);
  let screens = 0;
  let unknown = 0;
  for (let look = 0; look < 3000; look++) {
    const now = await tableNow(page);
    if (now.privacy) {
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
    if (now.planning) {
      // A new season while Hanako still holds the screen (she was the last human to decide): no privacy
      // screen is needed, and her mat starts empty, with nothing of Jirō's old plan.
      await expect(planning.locator('.space.filled')).toHaveCount(0);
      await expect(page.getByTestId('turn-status')).toContainText('Hanako');
      break;
    }
    if (now.mode === 'decide' && now.panel) {
      if (now.panel === 'slot') await page.getByTestId('slot-panel').locator('button.slot:enabled').first().click();
      else if (now.panel === 'march') await page.getByTestId('march-submit').click();
      else await page.getByTestId('fight-revolts').click();
      await expect(page.getByTestId('move-error')).toHaveCount(0);
      // The move was taken: the feed starts telling it (the shown position moves on only when the feed has told it),
      // or the next human's privacy screen is up.
      await expect
        .poll(async () => {
          const after = await tableNow(page);
          return after.ply !== now.ply || after.skip || after.privacy;
        }, { timeout: 60_000 })
        .toBe(true);
      continue;
    }
    if (now.mode === 'decide') {
      // A decision column drawn before its panel: looked at again; a decision this loop does not know fails.
      if (++unknown > 50) throw new Error(`unexpected decision: ${await page.locator('section.decision').innerText()}`);
      await page.waitForTimeout(150);
      continue;
    }
    unknown = 0;
    if (now.mode === 'winter') {
      await page.getByTestId('winter-continue').click();
      continue;
    }
    // Once the grid has been seen while unclaimed (the first look, before most actions are revealed, has the most
    // face-down cards), the rest of the story is skipped to the next decision; the page goes on checking whatever
    // the skipped-to table shows.
    if (now.watched && now.skip) await page.getByTestId('skip').click({ timeout: 1000 }).catch(() => undefined);
    else await page.waitForTimeout(150);
  }
  expect(screens, 'both humans chose their places in the seat order behind the screen').toBeGreaterThanOrEqual(2);
  const looks = await unclaimedSeen(page);
  expect(looks.filter((l) => !l.privacy && l.mode === 'execute' && l.grid).length, 'the execution grid was watched while nobody had claimed the screen').toBeGreaterThan(0);
  expect(looks.some((l) => l.privacy), 'the privacy screen was looked at').toBe(true);
  expect(looks.filter((l) => l.mine > 0).map((l) => l.mode), 'own face-down cards in the grid while unclaimed').toEqual([]);
  expect(looks.filter((l) => l.mat > 0).map((l) => l.mode), 'a mat open while unclaimed').toEqual([]);
  expect(looks.filter((l) => l.behind > 0).map((l) => l.mode), 'the feed, the log or a mat behind the privacy screen').toEqual([]);
  await expect(planning).toBeVisible();
  expect(problems, problems.join('\n')).toEqual([]);
});
