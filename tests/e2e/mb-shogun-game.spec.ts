/// <reference lib="dom" />
/**
 * Milton Bradley's Shogun through the real UI against three Normal bots.
 * The game is set up through the New game screen's picker and its first
 * setup decision is answered there; two full rounds are then played from the
 * stored position at round 1's planning (the setup is the same choice panel
 * over and over; a whole game is MB_WHOLE_GAME=1's measurement): in each the
 * allocation (the Build box's 0-or-2 rule), sword, build, levy, ronin and the
 * war's phases, and a battle the human declares fought with the dice tray
 * (a casualty choice of the human's own is battle.spec's stored position).
 * Screenshots of planning and levy (EN and DE). The time from each of the
 * human's moves to the next decision is measured. No console or page error
 * on the way.
 */
import { expect, test } from './fixtures';
import { firstPly, openPosition } from './positions';
import { MB4, answer, catchUp, decision, deciding, inRound, shootBoth, shootForReview, startGame, useSettings, watchForErrors, withShotsTime } from './mb-shogun-support';

const BOT = { kind: 'bot', level: 'normal' } as const;
const BOTS = [
  { kind: 'bot', name: 'Takeda', bot: 'normal' },
  { kind: 'bot', name: 'Uesugi', bot: 'normal' },
  { kind: 'bot', name: 'Mōri', bot: 'normal' },
] as const;

test('New game → Milton Bradley’s Shogun with 3 Normal bots: setup starts with the human’s reinforcement', async ({ page }) => {
  test.setTimeout(withShotsTime(240_000));
  const problems = watchForErrors(page);
  await useSettings(page, { reducedMotion: true });
  await startGame(page, [{ kind: 'human', name: 'Hanako' }, BOT, BOT, BOT], { roundLimit: 6 });
  await catchUp(page);
  await expect(page.getByTestId('turn-status')).toHaveText(/Hanako: reinforcing a province/);
  await expect(page.getByTestId('army-cards').locator('article')).toHaveCount(4);
  await expect(page.locator('[data-board="mb-shogun"] canvas')).toBeVisible();
  await shootForReview(page, 'board');
  // The board's frame time while panning (SwiftShader on a shared machine): frames drawn during a drag.
  const box = (await page.locator('[data-board="mb-shogun"] canvas').boundingBox())!;
  await page.evaluate(() => {
    const w = window as unknown as { mbFrames: number[] };
    w.mbFrames = [];
    let last = performance.now();
    const tick = (now: number): void => {
      w.mbFrames.push(now - last);
      last = now;
      if (w.mbFrames.length < 400) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  for (let i = 1; i <= 15; i++) await page.mouse.move(box.x + box.width / 2 - i * 12, box.y + box.height / 2 - i * 6);
  await page.mouse.up();
  const frames = await page.evaluate(() => (window as unknown as { mbFrames: number[] }).mbFrames.slice(1).sort((a, b) => a - b));
  console.log(`board frame time while panning (SwiftShader): median ${frames[Math.floor(frames.length / 2)]?.toFixed(1)} ms, p95 ${frames[Math.floor(frames.length * 0.95)]?.toFixed(1)} ms over ${frames.length} frames`);
  const ply = await decision(page).getAttribute('data-ply');
  expect(await answer(page)).toBe('choice-panel');
  await expect(decision(page)).not.toHaveAttribute('data-ply', ply ?? '');
  await expect(page.getByTestId('feed')).toContainText(/Hanako reinforces .+ with 2 spearmen/);
  expect(problems).toEqual([]);
});

test('two full rounds against three Normal bots through the panels, a battle declared and fought with the dice', async ({ page }) => {
  test.setTimeout(withShotsTime(600_000));
  const problems = watchForErrors(page);
  await useSettings(page, { reducedMotion: true });
  await page.setViewportSize({ width: 1280, height: 720 });
  await openPosition(page, MB4, firstPly(MB4, inRound(1, deciding(0, 'allocate'))), [{ kind: 'human', name: 'Hanako' }, ...BOTS]);
  let planned = false;
  let levied = false;
  let attacked = false;
  let rolled = false;

  const answered: string[] = [];
  const plannedIn = new Set<number>();
  const waits: number[] = [];
  for (let step = 0; step < 120; step++) {
    await catchUp(page);
    if (await page.getByTestId('end-panel').isVisible()) break;
    await expect(page.getByTestId('move-error')).toHaveCount(0);
    const round = Number(/Round (\d+)/.exec((await page.getByTestId('stage').textContent()) ?? '')?.[1] ?? 0);
    if (round >= 3) break;
    const ply = await decision(page).getAttribute('data-ply');
    if (!planned && (await page.getByTestId('allocate-panel').isVisible())) {
      // The Build box takes 0 or 2 koku (a toggle); a plan with koku left over cannot be sent.
      planned = true;
      await page.getByTestId('box-build').click();
      await expect(page.getByTestId('box-build')).toHaveAttribute('aria-pressed', 'true');
      await page.getByTestId('box-levy-more').click();
      await shootBoth(page, 'planning');
      // Refused, the button stays reachable (aria-disabled, not a dead one) and its note says why.
      await expect(page.getByTestId('allocate-submit')).toHaveAttribute('aria-disabled', 'true');
      await expect(page.getByTestId('allocate-panel').getByTestId('refusal-before-send')).toBeVisible();
      await page.getByTestId('box-build').click();
      await expect(page.getByTestId('box-build')).toHaveAttribute('aria-pressed', 'false');
    }
    if (!levied && (await page.getByTestId('levy-panel').isVisible())) {
      levied = true;
      await page.locator('[data-testid^="levy-unit-"]').first().selectOption('spearman');
      await shootBoth(page, 'levy');
    }
    if (await page.getByTestId('allocate-panel').isVisible()) plannedIn.add(round);
    const kind = await answer(page);
    expect(kind, 'a panel for every decision').not.toBeNull();
    answered.push(kind!);
    const t0 = Date.now();
    await expect(decision(page)).not.toHaveAttribute('data-ply', ply ?? '', { timeout: 30_000 });
    await catchUp(page);
    waits.push(Date.now() - t0);
    // The log keeps the newest 200 lines: look for the human's battle while it is there.
    const told = (await page.getByTestId('feed').textContent()) ?? '';
    attacked ||= /Hanako attacks/.test(told);
    rolled ||= /Hanako’s (bowmen|gunners|swordsmen|spearmen|daimyo|ronin): [\d ]+ — \d+ hits? \(≤ \d+\)/.test(told);
    if (process.env.MB_TIMING) console.log(`${kind} → next decision ${Date.now() - t0} ms`);
  }
  waits.sort((a, b) => a - b);
  console.log(`answered: ${answered.join(', ')}`);
  console.log(`move → next decision (3 Normal bots, SwiftShader, feed told at once): median ${waits[Math.floor(waits.length / 2)]} ms, max ${waits.at(-1)} ms over ${waits.length}`);
  for (const panel of ['allocate-panel', 'levy-panel', 'declare-panel']) expect(answered).toContain(panel);
  expect([...plannedIn], 'a planning in each of the two rounds').toEqual([1, 2]);
  await expect(page.getByTestId('stage')).toContainText(/Round 3/);
  expect(planned && levied, 'the planning and levy panels were seen').toBe(true);
  // The battle the human declared was fought with the engine's dice, told in the log.
  expect(attacked, 'Hanako attacked').toBe(true);
  expect(rolled, 'Hanako’s dice were told').toBe(true);
  expect(problems).toEqual([]);
});
