/**
 * A measurement, not a test (skipped unless TENKA_MEASURE=1): where a Henn
 * season's waiting goes, for 1 human vs 3 Normal at the DEFAULT settings
 * (motion on, 1×, Summary), never pressing Skip. Beside each wait of
 * pace-measure.spec.ts it records, from outside the shipped code:
 *
 * - host: when the host's last update the story needed came (the WebSocket
 *   frames the page received), i.e. the bots' thinking and the engine;
 * - story: from then until the decision is on screen (the telling);
 * - tower: how long the tower dialog was open during the wait;
 * - beats: how many lines the feed's "now" showed, and the page's long
 *   tasks (frames of the board on software WebGL) in the wait.
 *
 *   TENKA_MEASURE=1 npx playwright test tests/e2e/henn-pace-split.spec.ts --workers=1
 *
 * Prints one line per wait and per season the sums; writes
 * test-results/henn-pace-split.json. Report with `uptime`'s load average.
 */
import type { Page } from '@playwright/test';
import { mkdirSync, writeFileSync } from 'node:fs';
import { test } from './fixtures';
import { hostCall } from './page-support';
import { openPosition, PINNED } from './positions';
import { defaultSettings, humanVsNormal, shownNow, waitForNextDecision } from './bots-turns-support';
import type { GameSummary } from '../../src-shared/contract/messages';

interface Frame {
  at: number;
  ply: number;
  events: number;
  pending: number[];
}

interface Split {
  at: number[];
  pushes: number[];
  undo: number[][];
  /** Each tower in the wait: when it opened, showed its result and closed (s from the click). */
  towerAt: number[][];
  /** Throws that reached their result in the wait. */
  results: number;
  /** The page's frames while each tower was throwing (opening to result): how many, and their median gap (ms). */
  towerFrames: number[][];
  /** The page's long tasks of the wait: when (s from the click) and how long (s), the longer than 0.2 s. */
  tasks: number[][];
  season: number;
  kind: string;
  waitMs: number;
  hostMs: number;
  storyMs: number;
  towerMs: number;
  /** Of the tower's time: from its opening to the result on its board (the throw), the rest is the result held. */
  throwMs: number;
  towers: number;
  frames: number;
  events: number;
  lines: number;
  longTaskMs: number;
}

/** What the page notes for us: the feed's newest line, the tower dialog, long tasks (a MutationObserver, no shipped code). */
function pageProbe(): void {
  const w = window as unknown as { __probe: { lines: number[]; texts: string[]; towerOpen: number[]; towerDone: number[]; towerClose: number[]; longTasks: { at: number; ms: number }[]; frames: number[] } };
  w.__probe = { lines: [], texts: [], towerOpen: [], towerDone: [], towerClose: [], longTasks: [], frames: [] };
  // The page's frames while the tower is open (a throw is drawn in at least 6 of them: frame-clock.ts): is a throw
  // as long as its trace, or as its frames? Counted only then, so the probe asks for no frames of its own otherwise.
  const frame = (): void => {
    if (document.querySelector('#tower-title') === null) return;
    w.__probe.frames.push(Date.now());
    requestAnimationFrame(frame);
  };
  let towerWon = false;
  let lastLine = '';
  let towerShown = false;
  const look = (): void => {
    const now = document.querySelector('[data-testid="feed-now"]')?.textContent ?? '';
    if (now && now !== lastLine) {
      lastLine = now;
      w.__probe.lines.push(Date.now());
      w.__probe.texts.push(now.trim().slice(0, 400));
    }
    const won = document.querySelector('[data-testid="tower-winner"]') !== null;
    if (won !== towerWon) {
      towerWon = won;
      if (won) w.__probe.towerDone.push(Date.now());
    }
    const tower = document.querySelector('#tower-title') !== null;
    if (tower !== towerShown) {
      towerShown = tower;
      (tower ? w.__probe.towerOpen : w.__probe.towerClose).push(Date.now());
      if (tower) requestAnimationFrame(frame);
    }
  };
  new MutationObserver(look).observe(document, { subtree: true, childList: true, characterData: true });
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__probe.longTasks.push({ at: performance.timeOrigin + e.startTime, ms: e.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    // no long-task timing in this browser: the column stays 0
  }
}

async function probe(page: Page): Promise<{ lines: number[]; texts: string[]; towerOpen: number[]; towerDone: number[]; towerClose: number[]; longTasks: { at: number; ms: number }[]; frames: number[] }> {
  return page.evaluate(() => (window as unknown as { __probe: never }).__probe);
}

async function seasonOf(gameId: string): Promise<number> {
  const games = await hostCall<GameSummary[]>({ type: 'listGames' });
  return games.find((g) => g.gameId === gameId)?.round ?? 0;
}

/** The human's answer, as pace-measure.spec.ts gives it; returns what was decided. */
async function answer(page: Page): Promise<string> {
  const summary = page.getByTestId('winter-summary');
  if (await summary.isVisible()) {
    await summary.getByTestId('winter-continue').click();
    return 'winter';
  }
  if (await page.getByTestId('planning-panel').isVisible()) {
    await page.getByRole('button', { name: 'Fill the rest' }).click();
    await page.getByTestId('planning-panel').getByTestId('confirm-plan').click();
    return 'plan';
  }
  if (await page.getByTestId('slot-panel').isVisible()) {
    await page.getByTestId('slot-panel').locator('button.slot:enabled').first().click();
    return 'slot';
  }
  if (await page.getByTestId('march-panel').isVisible()) {
    await page.getByTestId('march-submit').click();
    return 'march';
  }
  if (await page.getByTestId('revolt-panel').isVisible()) {
    await page.getByRole('button', { name: 'Fight the revolts' }).click();
    return 'revolts';
  }
  throw new Error(`unexpected decision: ${await page.locator('section.decision').innerText()}`);
}

test('measure: Henn, where the waits go (host, story, tower), 1 human vs 3 Normal at the default settings', async ({ page }) => {
  test.skip(!process.env.TENKA_MEASURE, 'a measurement: TENKA_MEASURE=1 runs it');
  test.setTimeout(3_600_000);
  const seasons = Number(process.env.TENKA_SEASONS ?? 3);
  await page.setViewportSize({ width: 1280, height: 720 });
  await defaultSettings(page);
  const frames: Frame[] = [];
  /** The page's take-back checks (the host replays the game for each, in the game's queue): asked and answered (ms). */
  const undoAsked = new Map<number, number>();
  const undoChecks: { at: number; ms: number }[] = [];
  page.on('websocket', (ws) => {
    ws.on('framesent', ({ payload }) => {
      const text = typeof payload === 'string' ? payload : payload.toString();
      if (text.includes('"undoStatus"')) undoAsked.set((JSON.parse(text) as { id: number }).id, Date.now());
    });
    ws.on('framereceived', ({ payload }) => {
      const text = typeof payload === 'string' ? payload : payload.toString();
      const id = /^\{"id":(\d+)/.exec(text)?.[1];
      if (id && undoAsked.has(Number(id))) {
        undoChecks.push({ at: undoAsked.get(Number(id))!, ms: Date.now() - undoAsked.get(Number(id))! });
        undoAsked.delete(Number(id));
      }
      if (!text.includes('"gameUpdate"')) return;
      const m = JSON.parse(text) as { update?: { seat: number; ply: number; events: unknown[]; pending: { seat: number }[] } };
      if (m.update?.seat === 0) frames.push({ at: Date.now(), ply: m.update.ply, events: m.update.events.length, pending: m.update.pending.map((p) => p.seat) });
    });
  });
  await page.addInitScript(pageProbe);
  const gameId = await openPosition(page, PINNED.henn4, 0, humanVsNormal(4));
  const first = await seasonOf(gameId);
  let at = -1;
  await waitForNextDecision(page, at, 300_000);
  const splits: Split[] = [];
  for (;;) {
    const now = await shownNow(page);
    if (now.mode === 'end') break;
    const season = await seasonOf(gameId);
    if (season >= first + seasons) break;
    at = now.mode === 'winter' ? now.ply - 1 : now.ply;
    const t0 = Date.now();
    const kind = await answer(page);
    await waitForNextDecision(page, at, 900_000);
    const t1 = Date.now();
    const mine = frames.filter((f) => f.at >= t0 && f.at <= t1);
    const hostDone = mine.length > 0 ? mine.at(-1)!.at : t0;
    const p = await probe(page);
    let towerMs = 0;
    let throwMs = 0;
    let towers = 0;
    const s = (x: number): number => Math.round((x - t0) / 100) / 10;
    const towerAt: number[][] = [];
    const towerFrames: number[][] = [];
    p.towerOpen.forEach((open, i) => {
      const close = p.towerClose[i] ?? t1;
      if (close < t0 || open > t1) return;
      towers++;
      towerMs += Math.min(close, t1) - Math.max(open, t0);
      const done = p.towerDone.find((d) => d >= open && d <= close);
      throwMs += (done ?? close) - open;
      towerAt.push([s(open), done === undefined ? -1 : s(done), s(close)]);
      const drawn = p.frames.filter((f) => f >= open && f <= (done ?? close));
      const gaps = drawn.slice(1).map((f, k) => f - drawn[k]!).sort((a, b) => a - b);
      towerFrames.push([drawn.length, gaps.length > 0 ? gaps[Math.floor(gaps.length / 2)]! : 0]);
    });
    const split: Split = {
      season,
      kind,
      waitMs: t1 - t0,
      hostMs: hostDone - t0,
      storyMs: t1 - hostDone,
      towerMs,
      throwMs,
      towers,
      towerAt,
      towerFrames,
      // Throws that reached their result in the wait (a second battle is thrown in the same open tower).
      results: p.towerDone.filter((d) => d >= t0 && d <= t1).length,
      tasks: p.longTasks.filter((x) => x.at >= t0 && x.at <= t1 && x.ms > 200).map((x) => [s(x.at), Math.round(x.ms / 100) / 10]),
      // When each feed line came, from the click (s).
      at: p.lines.filter((x) => x >= t0 && x <= t1).map((x) => Math.round((x - t0) / 100) / 10),
      pushes: mine.map((f) => Math.round((f.at - t0) / 100) / 10),
      // The take-back checks asked in the wait: when (s from the click) and how long the host took (s).
      undo: undoChecks.filter((u) => u.at >= t0 && u.at <= t1).map((u) => [Math.round((u.at - t0) / 100) / 10, Math.round(u.ms / 100) / 10]),
      frames: mine.length,
      events: mine.reduce((n, f) => n + f.events, 0),
      lines: p.lines.filter((x) => x >= t0 && x <= t1).length,
      longTaskMs: Math.round(p.longTasks.filter((x) => x.at >= t0 && x.at <= t1).reduce((n, x) => n + x.ms, 0)),
    };
    splits.push(split);
    console.log(`Henn season ${season} ${kind}: ${JSON.stringify(split)}`);
    // With TENKA_LINES=1, each line of the wait as the feed showed it: when (s) and what.
    if (process.env.TENKA_LINES) p.lines.forEach((x, i) => x >= t0 && x <= t1 && console.log(`  ${s(x)} ${p.texts[i]}`));
  }
  const bySeason = [...new Set(splits.map((s) => s.season))].map((season) => {
    const of = splits.filter((s) => s.season === season);
    const sum = (k: keyof Split): number => of.reduce((n, s) => n + (s[k] as number), 0) / 1000;
    return { season, waits: of.length, totalS: sum('waitMs'), longestS: Math.max(...of.map((s) => s.waitMs)) / 1000, hostS: sum('hostMs'), storyS: sum('storyMs'), towerS: sum('towerMs'), throwS: sum('throwMs'), longTaskS: sum('longTaskMs'), events: of.reduce((n, s) => n + s.events, 0) };
  });
  console.log(JSON.stringify(bySeason, null, 1));
  mkdirSync('test-results', { recursive: true });
  writeFileSync('test-results/henn-pace-split.json', JSON.stringify({ bySeason, splits }, null, 1));
});
