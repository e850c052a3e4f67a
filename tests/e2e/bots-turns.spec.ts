/**
 * "Bots' turns" at the player's DEFAULT settings (reduced motion off, 1×,
 * Summary), in every game: from a stored position, one human move, then the
 * human's next decision must come within a bound, without pressing Skip.
 * Every other browser test ran with reduced motion on, so none of them met
 * Kunitori's 6¾–24 minute freezes (its pace was in milliseconds, taken as
 * beats). The bounds catch a freeze, not the targets: the targets
 * for one wait (MB 20 s, the others 10 s) are measured by the TENKA_MEASURE
 * specs; these tests run beside seven other sessions on 2 cores (load 20-30),
 * where a bots' month of Jūni-tsuki alone took 35 s.
 */
import { expect, test } from './fixtures';
import { firstPly, openPosition, PINNED, type PositionInfo } from './positions';
import { MB4, answer as mbAnswer } from './mb-shogun-support';
import { GEK_PINNED, answer as gekAnswer } from './gekokujo-support';
import { KT2 } from './kunitori-support';
import { JUNI_PINNED } from './juni-tsuki-support';
import { defaultSettings, firstDecision, humanVsNormal, shootBoth, shownNow, waitForNextDecision } from './bots-turns-support';
import { watchForErrors } from './page-support';

const humanDecides = (kind?: string) => (p: PositionInfo) => p.pending.length > 0 && p.pending.some((d) => d.seat === 0 && (!kind || d.kind === kind));
const roundOf = (p: PositionInfo): number => (p.state as { round?: number }).round ?? 0;

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await defaultSettings(page);
});

test('MB Shogun at the default settings: after the human’s move the bots’ turns are told and the next decision comes within 40 s', async ({ page }) => {
  test.setTimeout(150_000);
  const errors = watchForErrors(page);
  const ply = firstPly(MB4, (p) => roundOf(p) >= 2 && humanDecides()(p));
  await openPosition(page, MB4, ply, humanVsNormal(4));
  const at = await firstDecision(page);
  await mbAnswer(page);
  const waited = await waitForNextDecision(page, at, 40_000);
  console.log(`MB: next decision after ${waited} ms`);
  expect(errors).toEqual([]);
  // A bots' turn as Summary tells it (one line per action), in both languages: the next human moves until one is told.
  for (let i = 0; i < 4; i++) {
    const ply = (await shownNow(page)).ply;
    await mbAnswer(page);
    const told = await expect
      .poll(async () => (await shownNow(page)).mode, { timeout: 8_000 })
      .toMatch(/wait|battle/)
      .then(() => true)
      .catch(() => false);
    if (told) {
      await shootBoth(page, 'bot-turn-summary');
      break;
    }
    await waitForNextDecision(page, ply, 40_000);
  }
});

test('Gekokujō at the default settings: after the human’s move the next decision comes within 45 s', async ({ page }) => {
  test.setTimeout(90_000);
  const ply = firstPly(GEK_PINNED.base4, (p) => roundOf(p) >= 2 && humanDecides()(p));
  await openPosition(page, GEK_PINNED.base4, ply, humanVsNormal(4));
  const at = await firstDecision(page);
  await gekAnswer(page);
  const waited = await waitForNextDecision(page, at, 45_000);
  console.log(`Gekokujō: next decision after ${waited} ms`);
});

test('Kunitori! at the default settings: a whole bot turn is told and the human decides again within 20 s (no freeze)', async ({ page }) => {
  test.setTimeout(90_000);
  // The human ends a turn (its buys): the bot's whole turn follows.
  const ply = firstPly(KT2, (p) => humanDecides('buy')(p) && (p.state as { turn: { number?: number } }).turn !== undefined, 10);
  await openPosition(page, KT2, ply, humanVsNormal(2));
  const at = await firstDecision(page);
  const panel = page.getByTestId('decision-panel');
  await panel.locator('.main button').first().click();
  const waited = await waitForNextDecision(page, at, 20_000);
  console.log(`Kunitori: next decision after ${waited} ms`);
  await expect(page.getByTestId('decision-panel')).toBeVisible();
});

test('Jūni-tsuki at the default settings: after the human ends their turn the bots’ turns are told and the next decision comes within 45 s', async ({ page }) => {
  test.setTimeout(90_000);
  const ply = firstPly(JUNI_PINNED, humanDecides('act'));
  await openPosition(page, JUNI_PINNED, ply, humanVsNormal(4));
  const at = await firstDecision(page);
  await page.getByTestId('end-turn').click();
  const waited = await waitForNextDecision(page, at, 45_000);
  console.log(`Jūni-tsuki: next decision after ${waited} ms`);
});

// Was a known defect (issue 21): the execution phase told about one event a second or slower. Every told event
// redraws the board, and a frame of the board took 1-5 s on software WebGL with multisampling on; every story timer
// fired that much late. Now antialiasing is off where WebGL is software (src-renderer/pixi/software-gl.ts) and the
// story follows the clock (stores/story-clock.ts): ~80 s became ~23-39 s at load 20.
test('Henn’s Shogun at the default settings: after the human’s march the season goes on and the next decision comes within 45 s', async ({ page }) => {
  test.setTimeout(90_000);
  const ply = firstPly(PINNED.henn4, (p) => p.pending.length === 1 && humanDecides('move')(p));
  await openPosition(page, PINNED.henn4, ply, humanVsNormal(4));
  const at = await firstDecision(page);
  await page.getByTestId('march-panel').getByTestId('march-submit').click();
  const waited = await waitForNextDecision(page, at, 45_000);
  console.log(`Henn: next decision after ${waited} ms`);
});
