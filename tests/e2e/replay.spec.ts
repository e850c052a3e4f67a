/// <reference lib="dom" />
/**
 * The replay browser and viewer, as a player uses them: a game is played to
 * the end (one human seat played by a second client with random legal
 * moves, three random bots), then found in the browser by sorting and
 * filtering, opened, scrubbed to the middle, stepped through one of its
 * battles — which must read exactly as the host reported it during the live
 * game, throw included — seen all-seeing and through one seat, exported and
 * imported back. A bad file is refused with its reason and changes nothing;
 * a game this build cannot reproduce is refused, never drawn wrong.
 */
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describeEvent } from '../../src-renderer/games/henn-shogun/telling';
import { hennLabels } from '../../src-renderer/games/henn-shogun/labels';
import { interpolate } from '../../src-renderer/i18n/define';
import HENN_TEXT from '../../src-renderer/games/henn-shogun/messages/en';
import { hostDataDir } from './page-support';
import { importPosition, pinnedRecord, PINNED } from './positions';
import { HostClient, hostUrl, playSeat, SCREENS, watchForErrors, type SeatUpdate } from './saves-helpers';
import { saveDigest } from '../../src-main/services/saves';

interface Summary {
  gameId: string;
  ply: number;
  round: number;
  finished: boolean;
  seats: { name: string }[];
  result: { scores: number[]; winners: number[] } | null;
}

interface Battle {
  type: 'battle';
  kind: 'attack' | 'revolt';
  attacker: number | 'peasants';
  defender: number | 'peasants' | 'neutral';
  attackerCount: number;
  defenderCount: number;
  winner: 'attacker' | 'defender' | 'draw';
}

const HENN = { players: 4, side: 'sun', setup: 'fixed' };

async function finishedGame(client: HostClient, gameId: string): Promise<Summary> {
  for (let i = 0; i < 240; i++) {
    const game = (await client.call<Summary[]>({ type: 'listGames' })).find((g) => g.gameId === gameId);
    if (game?.finished) return game;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`game ${gameId} did not finish`);
}

async function rowIds(page: Page): Promise<string[]> {
  return page.getByTestId('replay-table').locator('tbody tr').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-game') ?? ''));
}

/**
 * Move the scrubber to `ply` as a drag does (an input event) and wait in the
 * page until that position is shown and painted; returns the time in ms.
 */
async function scrubTo(page: Page, ply: number): Promise<number> {
  const ms = await page.evaluate(async (target) => {
    const input = document.querySelector<HTMLInputElement>('[data-testid="scrubber"]')!;
    const now = document.querySelector('[data-testid="replay-now"]')!;
    const started = performance.now();
    input.value = String(target);
    input.dispatchEvent(new Event('input', { bubbles: true }));
    await new Promise<void>((resolve) => {
      const observer = new MutationObserver(() => {
        if (now.getAttribute('data-ply') === String(target)) {
          observer.disconnect();
          resolve();
        }
      });
      observer.observe(now, { attributes: true });
      if (now.getAttribute('data-ply') === String(target)) resolve();
    });
    // One more frame: the board has drawn the position.
    await new Promise((resolve) => requestAnimationFrame(resolve));
    return performance.now() - started;
  }, ply);
  await expect(page.getByTestId('replay-now')).toHaveAttribute('data-ply', String(ply));
  return Math.round(ms);
}

test('a finished game: found, replayed, a battle stepped through as it happened, all-seeing, exported and imported', async ({ page }) => {
  test.setTimeout(360_000);
  mkdirSync(SCREENS, { recursive: true });
  const problems = watchForErrors(page);
  const tag = `R${Date.now().toString(36).slice(-5)}`;
  const client = await HostClient.connect();

  // ── the live game: Kenshin (human, played by the second client) against three random bots ──
  const human = `Kenshin ${tag}`;
  const { gameId } = await client.call<{ gameId: string }>({
    type: 'createGame',
    ruleset: 'henn-shogun',
    options: HENN,
    seed: `replay-${tag}`,
    seats: [
      { kind: 'human', name: human },
      { kind: 'bot', name: 'Takeda', bot: 'random' },
      { kind: 'bot', name: 'Uesugi', bot: 'random' },
      { kind: 'bot', name: 'Mōri', bot: 'random' },
    ],
  });
  const end = await playSeat(client, gameId, 0);
  expect(end.result, 'the live game ended').not.toBeNull();
  const live: SeatUpdate[] = client.updates.filter((u) => u.gameId === gameId && u.seat === 0);
  const game = await finishedGame(client, gameId);
  const names = game.seats.map((s) => s.name);

  // A second, shorter-or-longer game of bots only (it plays itself out at once), to sort and filter against.
  const bots = await client.call<{ gameId: string }>({
    type: 'createGame',
    ruleset: 'henn-shogun',
    options: HENN,
    seed: `bots-${tag}`,
    seats: ['Oda', 'Hōjō', 'Imagawa', 'Date'].map((n) => ({ kind: 'bot', name: `${n} ${tag}`, bot: 'random' })),
  });
  const botGame = await finishedGame(client, bots.gameId);

  // ── the browser: filter to our two games, sort by each way ──
  await page.goto(hostUrl());
  await expect(page.getByRole('status').first()).toHaveText(/Connected/);
  await page.getByTestId('home-replays').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Replays' })).toBeVisible();
  await page.getByTestId('replay-filter').fill(tag.toLowerCase());
  await expect(page.getByTestId('replay-table').locator('tbody tr')).toHaveCount(2);
  await page.getByTestId('sort-length').click();
  // Longest first; a tie keeps the newer game (the bots') first.
  const [longer, shorter] = game.ply > botGame.ply ? [gameId, bots.gameId] : [bots.gameId, gameId];
  expect(await rowIds(page)).toEqual([longer, shorter]);
  await expect(page.getByTestId('sort-length').locator('..')).toHaveAttribute('aria-sort', 'descending');
  // By keyboard: the same header again flips the order.
  await page.getByTestId('sort-length').focus();
  await page.keyboard.press('Enter');
  expect(await rowIds(page)).toEqual(game.ply === botGame.ply ? [longer, shorter] : [shorter, longer]);
  await expect(page.getByTestId('sort-length').locator('..')).toHaveAttribute('aria-sort', 'ascending');
  await page.getByTestId('sort-players').click();
  // "Kenshin …" comes before "Oda …".
  expect(await rowIds(page)).toEqual([gameId, bots.gameId]);
  await page.getByTestId('replay-status-filter').selectOption('unfinished');
  await expect(page.getByText('No game matches the filter.')).toBeVisible();
  await page.getByTestId('replay-status-filter').selectOption('finished');
  await page.getByTestId('replay-filter').fill(`kenshin ${tag}`);
  const row = page.getByTestId(`replay-row-${gameId}`);
  await expect(page.getByTestId('replay-table').locator('tbody tr')).toHaveCount(1);
  await expect(row).toContainText(`${game.ply} moves`);
  await expect(row).toContainText(game.result!.winners.map((w) => names[w]).join(' & '));
  await page.getByTestId('replay-filter').fill(tag);
  await page.screenshot({ path: `${SCREENS}/replays-1280.png` });

  // ── the viewer ──
  await row.getByRole('button', { name: 'Watch' }).click();
  await expect(page).toHaveURL(new RegExp(`#/replay/${gameId}$`));
  await expect(page.locator('.board-frame[data-ready="true"]')).toBeVisible();
  const allSeeing = page.getByTestId('all-seeing');
  await expect(allSeeing, 'all-seeing is on for a finished game').toBeChecked();
  // Scrub to the middle at once (the host replays there cold), then, once the
  // move list has read every move, jump about: each position shows quickly.
  const middle = Math.floor(game.ply / 2);
  const opened = Date.now();
  const cold = await scrubTo(page, middle);
  await expect(page.getByTestId('move-list-progress')).toHaveCount(0, { timeout: 90_000 });
  const readAll = Date.now() - opened;
  const jumps: number[] = [];
  for (const ply of [game.ply, 0, Math.floor(game.ply / 4), Math.floor((3 * game.ply) / 4), middle]) jumps.push(await scrubTo(page, ply));
  console.log(`replay of ${game.ply} moves: cold jump to the middle ${cold} ms; move list read in ${readAll} ms; jumps then ${jumps.join(', ')} ms (scrubber input to the position painted)`);
  // Bounds for a shared, loaded test machine drawing WebGL in software; the host's own seek is a benchmark (tenka bench).
  expect(cold, 'a cold jump shows within 2.5 s').toBeLessThan(2500);
  // The typical jump (the median) within 1 s, the limit of a player's flow; a single one may meet a busy core, so the
  // slowest is bounded at 1.5 s. Most of a jump here is SwiftShader painting the board: 111–321 ms in a quiet CI run,
  // but a median of 686 ms once on 2 Dec, on a machine where the same code's browser tests ran 2.4× slower than on
  // 1 Dec (docs/testing.md "2 Dec"); the bound was 0.6 s before.
  const sorted = [...jumps].sort((a, b) => a - b);
  expect(sorted[Math.floor(sorted.length / 2)]!, 'jumps within a read game show within 1 s').toBeLessThan(1000);
  expect(sorted.at(-1)!, 'no jump within a read game takes 1.5 s').toBeLessThan(1500);
  await expect(page.getByTestId('timeline-where')).toHaveText(`Move ${middle} / ${game.ply}`);

  // ── a battle, step by step, exactly as the live game told it ──
  const name = (seat: number): string => names[seat] ?? `Seat ${seat + 1}`;
  const fought = live.find((u) => u.events.some((e) => (e as { type?: string }).type === 'tower-thrown') && u.events.some((e) => (e as Battle).type === 'battle' && (e as Battle).kind === 'attack'));
  expect(fought, 'the live game had an attack decided in the tower').toBeDefined();
  const liveBattle = fought!.events.find((e) => (e as Battle).type === 'battle' && (e as Battle).kind === 'attack') as Battle;
  const english = (key: string, params?: Record<string, string | number>): string => interpolate((HENN_TEXT as Record<string, string>)[key] ?? key, params);
  const labels = hennLabels(english, (key, n, params) => english(`${key}.${n === 1 ? 'one' : 'other'}`, { n, ...params }));
  const battleLine = describeEvent(liveBattle, name, labels)!;
  await scrubTo(page, fought!.ply - 1);
  const now = page.getByTestId('replay-now');
  const position = async (): Promise<string> => `${await now.getAttribute('data-ply')}:${await now.getAttribute('data-event')}`;
  const told: string[] = [];
  for (let i = 0; i < 80 && told[told.length - 1] !== battleLine; i++) {
    const before = await position();
    await page.getByTestId('event-forward').click();
    await expect.poll(position).not.toBe(before);
    const event = page.getByTestId('replay-event');
    told.push((await event.count()) > 0 ? ((await event.textContent()) ?? '').trim() : '');
  }
  expect(told[told.length - 1], 'stepping by event reaches the battle, told as in the live game').toBe(battleLine);
  await expect(page.getByTestId('replay-now')).toHaveAttribute('data-ply', String(fought!.ply));
  // Back to the throw that decided it, and watch it fall.
  const throwAt = told.lastIndexOf('The cubes are thrown into the tower.');
  expect(throwAt).toBeGreaterThanOrEqual(0);
  for (let i = told.length - 1; i > throwAt; i--) {
    const before = await position();
    await page.keyboard.press('ArrowLeft');
    await expect.poll(position).not.toBe(before);
  }
  await expect(page.getByTestId('replay-event')).toHaveText('The cubes are thrown into the tower.');
  await page.getByTestId('replay-watch-throw').click();
  const tower = page.getByRole('dialog', { name: 'The tower' });
  await expect(tower.locator('canvas')).toBeVisible();
  // The cubes fall to the end by themselves (no Escape to skip them: an Escape that comes after the throw has ended,
  // a few seconds under load, closes the show as it should for a player, and the result was never seen: CI
  // 2026-11-29). Escape skipping a throw is tested in tower.spec.ts.
  await expect(tower.getByTestId('tower-winner')).toBeVisible({ timeout: 60_000 });
  await page.screenshot({ path: `${SCREENS}/replay-tower-1280.png` });
  const side = (s: number | 'peasants' | 'neutral'): string => (s === 'peasants' ? 'Peasants' : s === 'neutral' ? 'Neutral province' : name(s));
  const winnerText = liveBattle.winner === 'draw' ? 'Draw' : `${side(liveBattle.winner === 'attacker' ? liveBattle.attacker : liveBattle.defender)} wins`;
  await expect(tower.getByTestId('tower-winner')).toHaveText(winnerText);
  await expect(tower.getByTestId('tower-attacker-count')).toHaveText(String(liveBattle.attackerCount));
  await expect(tower.getByTestId('tower-defender-count')).toHaveText(String(liveBattle.defenderCount));
  await page.keyboard.press('Escape');
  await expect(tower).toHaveCount(0);

  // Playback at 2×: it goes on by itself, plays each throw of the move in the tower as it comes, waits
  // for the cubes to fall, shows the result, closes the tower and goes on. The page notes each result shown.
  const winnerOf = (b: Battle): string => (b.winner === 'draw' ? 'Draw' : `${side(b.winner === 'attacker' ? b.attacker : b.defender)} wins`);
  const throwResults = fought!.events.flatMap((e, i) => {
    if ((e as { type?: string }).type !== 'tower-thrown') return [];
    const rest = fought!.events.slice(i + 1);
    const end = rest.findIndex((x) => (x as { type?: string }).type === 'tower-thrown');
    const b = (end < 0 ? rest : rest.slice(0, end)).find((x) => (x as Battle).type === 'battle') as Battle | undefined;
    return b ? [winnerOf(b)] : [];
  });
  // The page notes every result shown, and each show playback opened (the position under it, its waiting line): on
  // a loaded machine a whole throw at 2× has gone by, and playback on, between two of the test's looks.
  await page.evaluate(() => {
    const seen = new WeakSet<Element>();
    const shown: string[] = [];
    const opened: { ply: string | null; waiting: string }[] = [];
    (window as unknown as { towerResults: string[] }).towerResults = shown;
    (window as unknown as { showsOpened: typeof opened }).showsOpened = opened;
    new MutationObserver(() => {
      const dialog = document.querySelector('[data-testid="replay-show"]');
      if (dialog && !seen.has(dialog)) {
        seen.add(dialog);
        opened.push({ ply: document.querySelector('[data-testid="replay-now"]')?.getAttribute('data-ply') ?? null, waiting: dialog.querySelector('.hint')?.textContent?.trim() ?? '' });
      }
      const el = document.querySelector('[role="dialog"] [data-testid="tower-winner"]');
      if (el && !seen.has(el)) {
        seen.add(el);
        shown.push(el.textContent?.trim() ?? '');
      }
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  await scrubTo(page, fought!.ply - 1);
  await page.getByTestId('speed').selectOption('2');
  await page.getByTestId('play').click();
  await expect(page.getByTestId('play')).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => page.evaluate(() => (window as unknown as { showsOpened: unknown[] }).showsOpened.length), { timeout: 30_000 }).toBeGreaterThan(0);
  const firstShow = await page.evaluate(() => (window as unknown as { showsOpened: { ply: string | null; waiting: string }[] }).showsOpened[0]!);
  expect(firstShow, 'playback opened the throw at the battle’s move, and says it waits for the cubes').toEqual({ ply: String(fought!.ply), waiting: 'Playback goes on when the cubes have fallen.' });
  await expect.poll(async () => Number(await page.getByTestId('replay-now').getAttribute('data-ply')), { timeout: 120_000 }).toBeGreaterThan(fought!.ply);
  await page.getByTestId('play').click();
  await expect(page.getByTestId('play')).toHaveAttribute('aria-pressed', 'false');
  const shownResults = await page.evaluate(() => (window as unknown as { towerResults: string[] }).towerResults);
  expect(shownResults.slice(0, throwResults.length), 'every throw of the move played, with the live results').toEqual(throwResults);
  expect(throwResults).toContain(winnerText);
  const paused = await page.getByTestId('replay-now').getAttribute('data-event');
  await page.waitForTimeout(1500);
  expect(await page.getByTestId('replay-now').getAttribute('data-event'), 'paused playback stays put').toBe(paused);

  // ── all-seeing and one seat's eyes, at the first actions of the game ──
  const acting = live.find((u) => (u.view as { phase?: string }).phase === 'execute' && (u.view as { actionsRevealed?: number }).actionsRevealed! < 10);
  expect(acting).toBeDefined();
  await scrubTo(page, acting!.ply);
  await expect(page.getByTestId('hidden-actions')).toBeVisible();
  await expect(page.getByTestId('plan-1')).not.toContainText('face down');
  await expect(page.getByTestId('plan-1').locator('.chip').first()).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/replay-allseeing-1280.png` });
  await allSeeing.uncheck();
  await expect(page.getByTestId('seen-by')).toHaveValue('0');
  await expect(page.getByTestId('hidden-actions')).toHaveCount(0);
  await expect(page.getByTestId('plan-1')).toContainText(/face down/i);
  await scrubTo(page, middle);
  await page.screenshot({ path: `${SCREENS}/replay-viewer-1280.png` });
  await allSeeing.check();

  // The end of the replay shows the live game's result.
  await page.getByTestId('to-end').click();
  await expect(page.getByTestId('replay-now')).toHaveAttribute('data-ply', String(game.ply));
  await expect(page.getByTestId('replay-score')).toHaveText(end.result!.scores.map(String));

  // ── export, then import it back ──
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export' }).click()]);
  expect(download.suggestedFilename()).toMatch(new RegExp(`^tenka-henn-shogun-.*${gameId}\\.json$`));
  const savedPath = join(test.info().outputDir, download.suggestedFilename());
  await download.saveAs(savedPath);
  const text = readFileSync(savedPath, 'utf8');
  const file = JSON.parse(text) as { format: string; moves: unknown[]; result: unknown };
  expect(file.format).toBe('tenka-game');
  expect(file.moves).toHaveLength(game.ply);
  expect(file.result).toEqual(game.result);

  await page.getByRole('button', { name: '← Replays' }).click();
  const rows = page.getByTestId('replay-table').locator('tbody tr');
  await page.getByTestId('replay-status-filter').selectOption('all');
  await page.getByTestId('replay-filter').fill(tag);
  await expect(rows).toHaveCount(2);

  // A truncated file and a tampered one: a clear reason, and nothing changes.
  const input = page.getByTestId('import-file');
  await input.setInputFiles({ name: 'cut.json', mimeType: 'application/json', buffer: Buffer.from(text.slice(0, Math.floor(text.length / 2))) });
  await expect(page.getByTestId('import-error')).toContainText('not valid JSON');
  await expect(page.getByTestId('import-error')).toContainText('Nothing was changed.');
  const tampered = text.replace(`"name": "${human}"`, `"name": "Nobunaga ${tag}"`);
  expect(tampered).not.toBe(text);
  await input.setInputFiles({ name: 'tampered.json', mimeType: 'application/json', buffer: Buffer.from(tampered) });
  await expect(page.getByTestId('import-error')).toContainText('changed after it was exported');
  await page.getByTestId('replay-filter').fill('');
  await page.getByTestId('replay-filter').fill(tag);
  await expect(rows).toHaveCount(2);
  expect((await client.call<Summary[]>({ type: 'listGames' })).some((g) => g.seats.some((s) => s.name === `Nobunaga ${tag}`))).toBe(false);

  // The file as exported is the very game stored here: nothing is imported, the stored copy is named.
  await input.setInputFiles({ name: download.suggestedFilename(), mimeType: 'application/json', buffer: Buffer.from(text) });
  await expect(page.getByTestId('import-result')).toContainText('a game you already have');
  await expect(rows).toHaveCount(2);
  await page.getByTestId('import-result').getByRole('button', { name: 'Dismiss' }).click();
  // The same game under other names (re-signed, as another player's copy might be) is another game: imported.
  const { digest: _digest, ...body } = JSON.parse(text) as Record<string, unknown> & { seats: { name: string }[] };
  const renamed = { ...body, seats: body.seats.map((seat) => ({ ...seat, name: `${seat.name} ²` })) };
  const copy = JSON.stringify({ ...renamed, digest: saveDigest(renamed) });
  await input.setInputFiles({ name: download.suggestedFilename(), mimeType: 'application/json', buffer: Buffer.from(copy) });
  await expect(page.getByTestId('import-result')).toContainText(`${game.ply} moves replay exactly`);
  await expect(rows).toHaveCount(3);
  await expect(page.getByTestId('replay-table').getByText('imported')).toHaveCount(1);
  await page.getByTestId('import-result').getByRole('button', { name: 'Watch' }).click();
  await expect(page).toHaveURL(/#\/replay\/[A-Za-z0-9_-]+$/);
  expect(page.url()).not.toContain(gameId);
  await expect(page.locator('.board-frame[data-ready="true"]')).toBeVisible();
  await page.getByTestId('to-end').click();
  await expect(page.getByTestId('replay-now')).toHaveAttribute('data-ply', String(game.ply));
  await expect(page.getByTestId('replay-score')).toHaveText(end.result!.scores.map(String));

  // The same viewer in German.
  // The language as a player switches it (the host keeps the settings; the browser's storage is only a first-paint copy).
  await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'Deutsch' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Wiederholung · / })).toBeVisible();
  await expect(page.locator('.board-frame[data-ready="true"]')).toBeVisible();
  await expect(page.getByTestId('move-list-progress')).toHaveCount(0, { timeout: 90_000 });
  await scrubTo(page, middle);
  await page.screenshot({ path: `${SCREENS}/replay-viewer-de-1280.png` });
  await page.evaluate(() => localStorage.removeItem('tenka.settings.v1'));

  client.close();
  expect(problems).toEqual([]);
});

test('hotseat: an unfinished game of two people shows a seat\'s secrets only after the others look away', async ({ page }) => {
  const client = await HostClient.connect();
  const { gameId } = await client.call<{ gameId: string }>({
    type: 'createGame',
    ruleset: 'henn-shogun',
    options: { ...HENN, players: 3 },
    seed: 'hotseat-replay',
    seats: [
      { kind: 'human', name: 'Aiko' },
      { kind: 'human', name: 'Botan' },
      { kind: 'bot', name: 'Chiyo', bot: 'random' },
    ],
  });
  client.close();
  await page.goto(`${hostUrl()}#/replay/${gameId}`);
  await expect(page.locator('.board-frame[data-ready="true"]')).toBeVisible();
  const privacy = page.getByTestId('replay-privacy');
  await expect(privacy).toContainText('Pass to Aiko');
  await expect(page.getByRole('region', { name: 'Seats' })).toHaveCount(0);
  await expect(page.getByTestId('all-seeing')).toBeDisabled();
  await page.getByTestId('replay-reveal').click();
  await expect(page.getByRole('region', { name: 'Seats' })).toBeVisible();
  await page.getByTestId('seen-by').selectOption({ label: 'Botan' });
  await expect(privacy).toContainText('Pass to Botan');
  await expect(page.getByRole('region', { name: 'Seats' })).toHaveCount(0);
});

test('a game this build cannot reproduce is refused with the reason, not drawn', async ({ page }) => {
  // A finished game, stored as it ended (positions.ts), then changed as if played with rules this build no longer has.
  const whole = pinnedRecord(PINNED.henn4).moves.length;
  const gameId = await importPosition(PINNED.henn4, whole, ['Oda', 'Hōjō', 'Imagawa', 'Date'].map((name) => ({ kind: 'bot', name, bot: 'random' })));
  const db = new Database(join(hostDataDir(), 'tenka.db'));
  try {
    db.prepare("UPDATE games SET ruleset_version = '0-old' WHERE id = ?").run(gameId);
    // Without the frames stored as it was played (a game older than them): with them it would be shown as recorded (rule-changes.spec.ts).
    db.prepare('DELETE FROM frames WHERE game_id = ?').run(gameId);
  } finally {
    db.close();
  }

  await page.goto(`${hostUrl()}#/replay/${gameId}`);
  const refusal = page.getByTestId('not-replayable');
  await expect(refusal).toContainText('This replay cannot be shown');
  await expect(refusal).toContainText('rules version 0-old');
  await expect(page.locator('.board-canvas')).toHaveCount(0);
  await expect(page.getByTestId('scrubber')).toHaveCount(0);
});
