/**
 * A measurement, not a test (skipped unless TENKA_MEASURE=1): MB Shogun,
 * 1 human vs 3 Normal at the DEFAULT settings, 3 rounds, exactly as
 * pace-measure.spec.ts plays it, and for every wait WHERE the time goes
 * (issue 21):
 * - `hostMs`: from the human's click until the host's update that asks the
 *   human again arrived on the page's socket (the engine, the bots' thinking,
 *   saving, the pushes): read from the WebSocket frames;
 * - `tellMs`: the rest, the story still being told after the host was done;
 * - the feed's newest line over time, by event kind (a poller in the page,
 *   this spec's own), and how long the dice tray held the waiting table.
 * Nothing here is in the app's code paths.
 *
 *   TENKA_MEASURE=1 npx playwright test tests/e2e/mb-pace-split.spec.ts --workers=1
 */
import type { Page } from '@playwright/test';
import { mkdirSync, writeFileSync } from 'node:fs';
import { test } from './fixtures';
import { hostCall } from './page-support';
import { openPosition } from './positions';
import { MB4, answer } from './mb-shogun-support';
import { defaultSettings, humanVsNormal, shownNow, waitForNextDecision } from './bots-turns-support';
import type { GameSummary } from '../../src-shared/contract/messages';

interface Frame {
  at: number;
  ply: number;
  seat: number;
  humanPending: boolean;
  events: number;
  /** The seat's events' kinds (the human's seat only). */
  kinds?: string[];
}
interface Shot {
  at: number;
  text: string;
  kind: string;
  mode: string;
  /** The dice tray's phase (playing: a roll tumbling), '' without a tray. */
  tray: string;
  /** Animation frames the page had drawn by then (a counter of requestAnimationFrame callbacks). */
  frames: number;
  /** The battle on the tray (its title), '' without one. */
  battle: string;
  /** The ply the decision area is told to. */
  ply: number;
  /** When the page next started a frame after this change (the change on screen); null until then. */
  painted: number | null;
}

/** The human's name at this table: her lines are the feed's lines naming her. */
const HUMAN_NAME = humanVsNormal(4)[0]!.name ?? '';

async function roundOf(gameId: string): Promise<number> {
  const games = await hostCall<GameSummary[]>({ type: 'listGames' });
  return games.find((g) => g.gameId === gameId)?.round ?? 0;
}

/** The page's own recorder: the feed's newest line and the decision area's mode, every 50 ms, with the wall clock. */
async function recordFeed(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const log: { at: number; text: string; kind: string; mode: string; tray: string; frames: number; battle: string; ply: number; painted: number | null }[] = [];
    (window as unknown as { __paceLog: typeof log }).__paceLog = log;
    let frames = 0;
    const count = (): void => {
      frames++;
      requestAnimationFrame(count);
    };
    requestAnimationFrame(count);
    setInterval(() => {
      const now = document.querySelector('[data-testid="feed-now"]');
      const mode = document.querySelector('section.decision')?.getAttribute('data-mode') ?? '';
      const ply = Number(document.querySelector('section.decision')?.getAttribute('data-ply') ?? -1);
      const text = now?.textContent ?? '';
      const kind = Array.from(now?.classList ?? []).find((c) => c.startsWith('kind-'))?.slice(5) ?? '';
      const tray = document.querySelector('.dice-tray')?.getAttribute('data-phase') ?? '';
      const battle = document.querySelector('[data-testid="battle-dice"] h2')?.textContent ?? '';
      const last = log.at(-1);
      if (!last || last.text !== text || last.mode !== mode || last.tray !== tray || last.battle !== battle || last.ply !== ply) {
        const shot = { at: Date.now(), text, kind, mode, tray, frames, battle, ply, painted: null as number | null };
        log.push(shot);
        requestAnimationFrame(() => {
          shot.painted = Date.now();
        });
      }
    }, 50);
  });
}

test('measure: MB Shogun, where the human’s waits go (host vs story, by event kind)', async ({ page }) => {
  test.skip(!process.env.TENKA_MEASURE, 'a measurement: TENKA_MEASURE=1 runs it');
  test.setTimeout(3_600_000);
  await page.setViewportSize({ width: 1280, height: 720 });
  await defaultSettings(page);
  await recordFeed(page);
  const frames: Frame[] = [];
  page.on('websocket', (ws) =>
    ws.on('framereceived', ({ payload }) => {
      if (typeof payload !== 'string' || !payload.includes('"gameUpdate"')) return;
      const u = (JSON.parse(payload) as { update: { ply: number; seat: number; pending: { seat: number }[]; events?: { type?: string }[] } }).update;
      const kinds = u.seat === 0 ? (u.events ?? []).map((e) => e.type ?? '?') : undefined;
      frames.push({ at: Date.now(), ply: u.ply, seat: u.seat, humanPending: u.pending.some((p) => p.seat === 0), events: u.events?.length ?? 0, ...(kinds ? { kinds } : {}) });
    }),
  );
  const gameId = await openPosition(page, { ...MB4, options: { ...MB4.options, players: 4 } }, 0, humanVsNormal(4));
  const first = await roundOf(gameId);
  let at = -1;
  await waitForNextDecision(page, at, 300_000);
  const waits: { round: number; ms: number; hostMs: number; tellMs: number; moves: number; events: number; byKind: Record<string, number>; trayMs: number; rolls: number; rollingMs: number; t0: number; t1: number; at: number; onPageMs: number; paintedMs: number; byScreen: Record<string, number> }[] = [];
  for (;;) {
    const now = await shownNow(page);
    if (now.mode === 'end') break;
    const round = await roundOf(gameId);
    if (round >= first + 3) break;
    at = now.ply;
    const t0 = Date.now();
    await answer(page);
    await waitForNextDecision(page, at, 900_000);
    const t1 = Date.now();
    const mine = frames.filter((f) => f.at >= t0 && f.at <= t1);
    const asked = mine.find((f) => f.humanPending && f.ply > at);
    const hostMs = (asked?.at ?? t1) - t0;
    waits.push({ round, ms: t1 - t0, hostMs, tellMs: t1 - t0 - hostMs, moves: new Set(mine.map((f) => f.ply)).size, events: mine.filter((f) => f.seat === 0).reduce((a, f) => a + f.events, 0), byKind: {}, trayMs: 0, rolls: 0, rollingMs: 0, t0, t1, at, onPageMs: 0, paintedMs: 0, byScreen: {} });
    console.log(`MB round ${round}: wait ${t1 - t0} ms, host ${hostMs} ms, ${waits.at(-1)!.moves} moves`);
  }
  // What stood on screen (docs/pace.md, session 10): the human's battles on the tray, the previous decision (the spec's
  // clicks, the host answering), a line standing while the host worked, the bots' lines, the human's, the headlines.
  const note = (to: Record<string, number>, what: string, ms: number): void => void (to[what] = (to[what] ?? 0) + ms);
  const HEADLINES = new Set(['round-started', 'allocations-revealed', 'round-ended', 'game-over']);
  const onScreen = (s: Shot, from: number, w: (typeof waits)[number]): string => {
    if (s.mode === 'battle') return 'the human’s battles on the tray';
    if (s.mode === 'decide' || s.mode === 'end') return from >= w.t0 + w.onPageMs ? 'the decision in the DOM, not yet drawn' : 'the previous decision (clicks, the host answering)';
    if (from < w.t0 + w.hostMs) return 'a line standing while the host worked';
    if (HEADLINES.has(s.kind)) return 'headlines';
    return s.text.includes(HUMAN_NAME) ? 'the human’s lines' : 'the bots’ lines';
  };
  // The feed's lines inside each wait: how long each kind stayed the newest, and the waiting table's dice tray.
  const shots = await page.evaluate(() => (window as unknown as { __paceLog: Shot[] }).__paceLog);
  for (const w of waits) {
    // When the page itself had the decision (its DOM) and drew it (the next frame), against when this spec saw it: the
    // start of the last stretch the page asked the human before this spec saw it (not a decision shown for a moment).
    const asks = (s: Shot): boolean => ['decide', 'end', 'winter'].includes(s.mode) && s.ply > w.at;
    const seen = shots.filter((s) => s.at >= w.t0 && s.at <= w.t1);
    let i = seen.length - 1;
    while (i > 0 && asks(seen[i - 1]!)) i--;
    const asked = i >= 0 && asks(seen[i]!) ? seen[i] : undefined;
    w.onPageMs = (asked?.at ?? w.t1) - w.t0;
    w.paintedMs = (asked?.painted ?? w.t1) - w.t0;
    const inside = shots.filter((s) => s.at < w.t1);
    for (let i = 0; i < inside.length; i++) {
      const from = Math.max(inside[i]!.at, w.t0);
      const to = Math.min(inside[i + 1]?.at ?? w.t1, w.t1);
      if (to <= from) continue;
      const kind = inside[i]!.kind || 'none';
      w.byKind[kind] = (w.byKind[kind] ?? 0) + (to - from);
      const drawn = w.t0 + w.paintedMs;
      if (to > drawn) note(w.byScreen, 'drawn, not yet seen by this spec', to - Math.max(from, drawn));
      if (from < drawn) note(w.byScreen, onScreen(inside[i]!, from, w), Math.min(to, drawn) - from);
      if (inside[i]!.mode === 'battle') w.trayMs += to - from;
      if (inside[i]!.tray === 'playing') {
        w.rollingMs += to - from;
        if (inside[i - 1]?.tray !== 'playing') w.rolls++;
      }
    }
  }
  const rounds = [...new Set(waits.map((w) => w.round))].map((round) => {
    const ws = waits.filter((w) => w.round === round);
    const sum = (f: (w: (typeof ws)[number]) => number): number => Math.round(ws.reduce((a, w) => a + f(w), 0)) / 1000;
    const byKind: Record<string, number> = {};
    for (const w of ws) for (const [k, ms] of Object.entries(w.byKind)) byKind[k] = Math.round((byKind[k] ?? 0) + ms);
    const byScreen: Record<string, number> = {};
    for (const w of ws) for (const [k, ms] of Object.entries(w.byScreen)) byScreen[k] = Math.round((byScreen[k] ?? 0) + ms);
    return {
      round,
      decisions: ws.length,
      totalSeconds: sum((w) => w.ms),
      longestSeconds: Math.max(...ws.map((w) => w.ms)) / 1000,
      hostSeconds: sum((w) => w.hostMs),
      tellAfterHostSeconds: sum((w) => w.tellMs),
      onPageSeconds: sum((w) => w.onPageMs),
      paintedSeconds: sum((w) => w.paintedMs),
      traySeconds: sum((w) => w.trayMs),
      rolls: ws.reduce((a, w) => a + w.rolls, 0),
      rollingSeconds: sum((w) => w.rollingMs),
      moves: ws.reduce((a, w) => a + w.moves, 0),
      feedMsByKind: Object.fromEntries(Object.entries(byKind).sort((a, b) => b[1] - a[1])),
      onScreenMs: Object.fromEntries(Object.entries(byScreen).sort((a, b) => b[1] - a[1])),
    };
  });
  console.log(JSON.stringify({ game: 'MB Shogun', rounds }, null, 1));
  mkdirSync('test-results', { recursive: true });
  // The timeline itself (the feed's newest line, the mode, the tray, frames drawn), for reading one wait closely.
  writeFileSync('test-results/mb-pace-split.json', JSON.stringify({ rounds, waits, shots, frames }, null, 1));
});
