/// <reference lib="dom" />
/**
 * MB Shogun's pace at the DEFAULT settings (motion on, 1×, Summary), issue 21:
 * - a war of bots is told one line per battle, its result: no bots' battle's
 *   start, dice, casualties or consequence is ever the feed's newest line
 *   (they are in the log, told at once with the result), and the human's next
 *   decision comes within a bound;
 * (The human's own battle, a removal at a time and never shown while its dice
 * roll, is story-order.spec.ts's, on the same battle as its casualty prompts.)
 * The page records, as it happens, every newest line of the feed with the
 * table's mode and whether a tray was rolling then.
 */
import { mkdirSync } from 'node:fs';
import { expect, test } from './fixtures';
import { firstPly, openPosition } from './positions';
import { MB4, answer, deciding, inRound } from './mb-shogun-support';
import { defaultSettings, firstDecision, humanVsNormal, newestSeen, recordNewest, shootBoth, shownNow, waitForNextDecision } from './bots-turns-support';
import { SCREENS, watchForErrors } from './page-support';

/** Parts of a battle that Summary tells with its result when no human fights it. */
const TOLD_WITH_RESULT = new Set(['battle-started', 'dice', 'casualties', 'first-strike', 'province-lost', 'experience', 'follow-up', 'ronin-revealed']);

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await defaultSettings(page);
});

test('MB at the default settings: a war of bots is one line per battle, its result, and the human decides again within 60 s', async ({ page }) => {
  test.setTimeout(150_000);
  const errors = watchForErrors(page);
  // The human declares no battle in round 2: the bots' battles follow (and any the human must defend).
  await openPosition(page, MB4, firstPly(MB4, inRound(2, deciding(0, 'declare'))), humanVsNormal(4));
  await firstDecision(page);
  await recordNewest(page);
  // Answer (declaring no battle, never skipping) until the bots have fought a few battles: each wait within 60 s.
  const botResults = async (): Promise<number> => (await page.getByTestId('log').locator('li.kind-battle-ended').allTextContents()).filter((text) => !text.includes('Hanako')).length;
  // The log also holds the game's history from before the table opened: count only what is told from here.
  const before = await botResults();
  for (let i = 0; i < 12 && (await botResults()) - before < 3; i++) {
    const now = await shownNow(page);
    if (now.mode === 'end') break;
    await answer(page, { attack: false });
    const waited = await waitForNextDecision(page, now.ply, 60_000);
    console.log(`MB: next decision after ${waited} ms`);
  }
  const lines = await newestSeen(page);
  expect((await botResults()) - before, 'bots fought battles in the pinned round (results in the log)').toBeGreaterThanOrEqual(3);
  // Outside the human's own battles (the tray's), no part of a battle but its result was ever the newest line.
  const parts = lines.filter((l) => TOLD_WITH_RESULT.has(l.kind) && l.mode !== 'battle' && !l.text.includes('Hanako'));
  expect(parts).toEqual([]);
  // …and the log holds them (told at once, not dropped).
  await expect(page.getByTestId('log').locator('li.kind-battle-started').first()).toBeAttached();
  expect(errors).toEqual([]);
  await shootBoth(page, 'mb-war-summary');
});

test('MB at the default settings: a roll without a hit is on the tray with the roll after it, each group naming its round (shots EN, DE)', async ({ page }) => {
  test.setTimeout(300_000);
  const errors = watchForErrors(page);
  // Round 2, the human declares none: the bots attack her (the longest waits of issue 32 are these battles).
  await openPosition(page, MB4, firstPly(MB4, inRound(2, deciding(0, 'declare'))), humanVsNormal(4));
  await firstDecision(page);
  // At ½× (the feed's speed) a roll lasts long enough for the screenshot to catch it on a loaded machine.
  await page.locator('label.speed-option', { hasText: '½×' }).click();
  const tray = page.getByTestId('battle-dice');
  let merged: { step: string; labels: string[] } | null = null;
  // Shot the moment such a roll is seen (it lasts well under a second and the story goes on after it) in English, then
  // the next roll on the tray in German.
  const shots: string[] = [];
  for (let i = 0; i < 14 && shots.length < 2; i++) {
    const before = (await shownNow(page)).ply;
    if ((await shownNow(page)).mode === 'end') break;
    await answer(page, { attack: false });
    // Every frame until her next decision: is a roll of two combat rounds (or halves) on the tray?
    for (;;) {
      const what = await page.waitForFunction(
        ([ply, last]: readonly [number, string]) => {
          const step = document.querySelector('[data-testid="battle-dice"]:not(.parked) [data-testid="battle-step"]');
          // First a roll of two parts; then (shooting in German) any roll on the tray.
          const wanted = last === '' ? step?.textContent?.includes(' · ') : step?.closest('[data-testid="battle-dice"]')?.querySelector('.dice-tray[data-phase="playing"]');
          if (step && wanted && step.textContent !== last) {
            const labels = Array.from(document.querySelectorAll('[data-testid="battle-dice"] .group-title')).map((l) => l.textContent ?? '');
            return { step: step.textContent ?? '', labels };
          }
          const decision = document.querySelector('section.decision');
          const mode = decision?.getAttribute('data-mode') ?? '';
          return (mode === 'decide' || mode === 'end') && Number(decision?.getAttribute('data-ply') ?? -1) > ply ? mode : false;
        },
        [before, merged?.step ?? ''] as const,
        { polling: 'raf', timeout: 120_000 },
      );
      const seen = (await what.jsonValue()) as { step: string; labels: string[] } | string | false;
      if (typeof seen !== 'object' || !seen) break;
      merged ??= seen;
      console.log(`MB tray: ${seen.step} | ${seen.labels.join(' | ')}`);
      const locale = shots.length === 0 ? 'en' : 'de';
      mkdirSync(SCREENS, { recursive: true });
      await page.screenshot({ path: `${SCREENS}/pace-mb-merged-roll-${locale}-1280.png` });
      shots.push(locale);
      if (locale === 'en') await page.getByRole('button', { name: 'Deutsch' }).click();
      else break;
    }
  }
  await page.getByRole('button', { name: 'English' }).click();
  expect(merged, 'a roll without a hit went on the tray with the next').not.toBeNull();
  await expect(tray).toBeAttached();
  // The step line names both parts; the groups say their rounds when two combat rounds are on the tray.
  expect(merged!.step).toMatch(/combat round \d+, steps? \d.* · combat round \d+, steps? \d/);
  const rounds = new Set(merged!.step.match(/combat round \d+/g));
  expect(merged!.labels.length).toBeGreaterThan(1);
  if (rounds.size > 1) for (const l of merged!.labels) expect(l).toMatch(/round \d+: /);
  expect(errors).toEqual([]);
});
