/// <reference lib="dom" />
/**
 * A measurement, not a check (skipped unless MB_WHOLE_GAME=1): one whole game
 * of Milton Bradley's Shogun in the app, a human against three Normal bots at
 * the normal animation speed, the human answering every decision as
 * `answer` does. It reports the game's wall time and the time from each of
 * the human's moves to their next decision (the bots' thinking, the host and
 * the feed telling what happened at its pace). Run it alone:
 *
 *   MB_WHOLE_GAME=1 npx playwright test tests/e2e/mb-shogun-whole-game.spec.ts --workers=1
 */
import { expect, test } from './fixtures';
import { answer, attention, decision, startGame, useSettings } from './mb-shogun-support';

const BOT = { kind: 'bot', level: 'normal' } as const;

test('a whole game against three Normal bots: wall time and move → next decision', async ({ page }) => {
  test.skip(process.env.MB_WHOLE_GAME !== '1', 'a measurement: MB_WHOLE_GAME=1 runs it');
  test.setTimeout(4 * 3600_000);
  await useSettings(page, { reducedMotion: false, animationSpeed: 1 });
  const started = Date.now();
  await startGame(page, [{ kind: 'human', name: 'Hanako' }, BOT, BOT, BOT]);
  const waits: number[] = [];
  let moves = 0;
  let round = '';
  for (;;) {
    await expect(attention(page).first()).toBeVisible({ timeout: 600_000 });
    if (await page.getByTestId('end-panel').isVisible()) break;
    const now = /Round \d+/.exec((await page.getByTestId('stage').textContent().catch(() => '')) ?? '')?.[0] ?? '';
    if (now !== round) {
      round = now;
      // Progress as it goes (a whole game takes a while): the round reached, the time so far.
      console.log(`${round || 'setup'} at ${((Date.now() - started) / 60_000).toFixed(1)} min, ${moves} human moves`);
    }
    const ply = await decision(page).getAttribute('data-ply');
    const kind = await answer(page, { attack: true });
    if (kind === null) {
      await page.waitForTimeout(250);
      continue;
    }
    moves++;
    const t0 = Date.now();
    await expect(decision(page)).not.toHaveAttribute('data-ply', ply ?? '', { timeout: 120_000 });
    await expect(attention(page).first()).toBeVisible({ timeout: 600_000 });
    waits.push(Date.now() - t0);
  }
  const wall = (Date.now() - started) / 1000;
  waits.sort((a, b) => a - b);
  const at = (q: number): number => waits[Math.min(waits.length - 1, Math.floor(waits.length * q))] ?? 0;
  const stage = (await page.getByTestId('stage').textContent().catch(() => '')) ?? '';
  console.log(`whole game vs 3 Normal (normal speed, SwiftShader, loaded machine): ${(wall / 60).toFixed(1)} min wall, ${moves} human moves, ended at "${stage.trim()}"`);
  console.log(`move → next decision: median ${at(0.5)} ms, p90 ${at(0.9)} ms, max ${waits.at(-1)} ms over ${waits.length}`);
});
