/// <reference lib="dom" />
/**
 * A rule fix never takes a player's games away (issue 24): an unfinished game
 * stored under older rules whose board the new rules show differently opens
 * with the words of what changed and two ways on — keep it as a replay (shown
 * as recorded, with a note saying so) or start over — in English and German.
 * The rule change is simulated as the unit tests do it: the stored game says
 * rules version 0 and its frame after move 3 shows another board.
 */
import Database from 'better-sqlite3';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './fixtures';
import { FrameStore } from '../../src-main/store/frames';
import { decodeFrames, encodeFrame, type Frame } from '../../src-main/worker/frames';
import { firstPly, importPosition, PINNED } from './positions';
import { getGame } from '../../src-shared/games/index';

/** The rules version this build plays (the game's own, so a rule change elsewhere does not break this test). */
const NOW = getGame('henn-shogun')!.ruleset.version;
import { SCREENS, startHost, watchForErrors } from './saves-helpers';

async function setLocale(page: import('@playwright/test').Page, locale: 'en' | 'de'): Promise<void> {
  // As a player switches it: the host keeps the settings, the browser's storage is only a first-paint copy.
  await page.getByRole('group', { name: /^(Language|Sprache)$/ }).getByRole('button', { name: locale === 'de' ? 'Deutsch' : 'English' }).click();
}

test('an unfinished game the new rules show differently says what changed, and is kept as a replay of its own rules', async ({ page }) => {
  // Two host starts and a renderer build: under a quiet machine's 90 s, but this spec also runs under heavy load.
  test.setTimeout(240_000);
  mkdirSync(SCREENS, { recursive: true });
  await page.setViewportSize({ width: 1280, height: 720 });
  const problems = watchForErrors(page);
  const dataDir = mkdtempSync(join(tmpdir(), 'tenka-rules-'));
  let host = await startHost(dataDir);
  try {
    const ply = firstPly(PINNED.henn4, ({ pending }) => pending.length > 0, 10);
    const seats = ['Hanako', 'Kenji', 'Aiko', 'Ren'].map((name) => ({ kind: 'human' as const, name }));
    const gameId = await importPosition(PINNED.henn4, ply, seats, host.url);
    await host.stop();

    // The new build: the game was stored under rules version 0, which showed another board after move 3.
    const db = new Database(join(dataDir, 'tenka.db'));
    db.prepare(`UPDATE games SET ruleset_version = '0' WHERE id = ?`).run(gameId);
    const frames = new FrameStore(db);
    const texts = decodeFrames(frames.raw(gameId)).map((t, i) => (i === 3 ? JSON.stringify({ ...(JSON.parse(t) as Frame), view: { before: 'the fix' } }) : t));
    frames.put(gameId, texts.map((t, i) => ({ ply: i, data: encodeFrame(i, t, i === 0 ? null : texts[i - 1]!) })));
    db.close();
    host = await startHost(dataDir);

    await page.goto(`${host.url}#/game/${gameId}`);
    const notice = page.getByTestId('rules-changed');
    await expect(notice.getByRole('heading')).toHaveText('This game cannot go on under the new rules');
    await expect(page.getByTestId('rules-changed-why')).toContainText(new RegExp(`rules version 0; this version of Tenka plays version ${NOW}\\. Under the new rules, the board after move 3 \\((Hanako|Kenji|Aiko|Ren)\\) would not be the same\\.`));
    await expect(notice.getByTestId('rules-changed-keep')).toBeEnabled();
    await page.screenshot({ path: `${SCREENS}/rules-changed-en-1280.png` });
    await setLocale(page, 'de');
    await expect(notice.getByRole('heading')).toHaveText('Diese Partie kann nach den neuen Regeln nicht weitergehen');
    await expect(notice.getByTestId('rules-changed-keep')).toHaveText('Als Wiederholung behalten');
    await expect(page.getByTestId('rules-changed-why')).toContainText(new RegExp(`in Version 0 begonnen; dieses Tenka spielt Version ${NOW}\\. Nach den neuen Regeln sähe das Brett nach Zug 3 \\(\\w+\\) anders aus\\.`));
    await page.screenshot({ path: `${SCREENS}/rules-changed-de-1280.png` });

    // Kept as a replay: shown as recorded under its own rules, with a note saying so.
    await notice.getByTestId('rules-changed-keep').click();
    await expect(page.getByTestId('replay-archived')).toContainText('Regelversion 0');
    await expect(page.getByTestId('not-replayable')).toHaveCount(0);
    await page.screenshot({ path: `${SCREENS}/replay-archived-de-1280.png` });
    await setLocale(page, 'en');
    await expect(page.getByTestId('replay-archived')).toContainText('This game is shown as it was recorded under rules version 0');
    await page.screenshot({ path: `${SCREENS}/replay-archived-en-1280.png` });
    expect(problems).toEqual([]);
  } finally {
    await host.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
