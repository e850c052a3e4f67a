/**
 * A measurement, not a test (skipped unless TENKA_MEASURE=1, so CI never runs
 * it): one whole game of Jūni-tsuki through the UI (4 players, 3 months;
 * TENKA_MEASURE_MONTHS=12 for the quick year), 1 human against 3 Normal
 * bots, the human marching while action points last (the panel's first group
 * to its first free destination), recruiting none and answering every
 * question with its first choice. For every human move it notes the time from
 * the click to the next decision on screen (the feed skipped, so this is the
 * host, the bots' months and the table's drawing), and the whole game's wall
 * time. Prints the median, p90 and max; results in docs/games/juni-tsuki.md.
 *
 *   TENKA_MEASURE=1 npx playwright test tests/e2e/juni-tsuki-timing.spec.ts --workers=1
 */
import type { Page } from '@playwright/test';
import { writeFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { openPosition } from './positions';
import { JUNI_YEAR, boardReady, catchUp, shownPly, useSettings } from './juni-tsuki-support';

/** 4 players, three months (the pinned game's moves are not used: play starts at ply 0). */
const HUMAN_VS_NORMAL = { ...JUNI_YEAR, options: { players: 4, years: 1, monthLimit: Number(process.env.TENKA_MEASURE_MONTHS ?? 3) }, seed: 'measure-juni-1' };

const quantile = (xs: number[], q: number): number => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))]!;

/** The human's next click for a decision of this kind: marching while action points last, then the month's end; recruiting none; the first answer. */
async function choose(page: Page, kind: string): Promise<string> {
  if (kind === 'recruit') return 'recruit-none';
  if (kind !== 'act') return 'answer-0';
  const group = page.locator('[data-testid^="group-"]').first();
  if ((await group.count()) > 0 && !(await page.getByTestId('ap').textContent())?.includes(': 0')) {
    await group.click();
    // A destination that costs no pieces (one that does asks first: consequences.spec.ts).
    const free = page.locator('[data-testid^="march-to-"]:not([data-consequence])').filter({ hasNotText: 'asks the owner' }).first();
    if ((await free.count()) > 0) return (await free.getAttribute('data-testid'))!;
  }
  return 'end-turn';
}

test('measure: a game of 1 human vs 3 Normal, human move to next decision', async ({ page }) => {
  test.skip(!process.env.TENKA_MEASURE, 'a measurement: TENKA_MEASURE=1 runs it');
  test.setTimeout(1_800_000);
  await useSettings(page, { locale: 'en', animationSpeed: 4 });
  const seats = [0, 1, 2, 3].map((s) => (s === 0 ? { kind: 'human' as const, name: 'Hanako' } : { kind: 'bot' as const, name: `Bot ${s + 1}`, bot: 'normal' }));
  const started = Date.now();
  await openPosition(page, HUMAN_VS_NORMAL, 0, seats);
  await boardReady(page);
  let kind = await catchUp(page, -1, 120_000);
  const waits: { kind: string; ms: number }[] = [];
  while (kind !== 'end') {
    const id = await choose(page, kind);
    const ply = await shownPly(page);
    const t0 = Date.now();
    await page.getByTestId(id).click();
    kind = await catchUp(page, ply, 300_000);
    waits.push({ kind: id.replace(/-\d+$/, ''), ms: Date.now() - t0 });
    console.log(`${waits.length} ${waits[waits.length - 1]!.kind} ${waits[waits.length - 1]!.ms} ms`);
  }
  const wall = (Date.now() - started) / 1000;
  await expect(page.getByTestId('end-panel')).toBeVisible();
  const ms = waits.map((w) => w.ms);
  const byKind = Object.fromEntries([...new Set(waits.map((w) => w.kind))].map((k) => [k, { n: waits.filter((w) => w.kind === k).length, median: quantile(waits.filter((w) => w.kind === k).map((w) => w.ms), 0.5) }]));
  const report = { moves: ms.length, medianMs: quantile(ms, 0.5), p90Ms: quantile(ms, 0.9), maxMs: Math.max(...ms), wallSeconds: wall, byKind };
  console.log(JSON.stringify(report, null, 1));
  writeFileSync('test-results/juni-tsuki-timing.json', JSON.stringify({ report, waits }, null, 1));
});
