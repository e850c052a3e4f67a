/// <reference lib="dom" />
/**
 * Undo against bots (docs/undo.md), in a map game (MB Shogun) and Kunitori!,
 * from stored positions: the button takes back the player's last decision
 * (by click and by Ctrl+Z) and the table shows the position before it; where
 * a die was rolled (MB) or a card drawn (Kunitori) since, the button is
 * greyed and says why in words. Screenshots of both states, EN and DE.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { firstPly, importPosition, pinnedRecord, openPosition, type PinnedGame } from './positions';
import { SCREENS, hostDataDir, hostUrl, painted, presetSettings, watchForErrors } from './page-support';
import { MB4 } from './mb-shogun-support';
import { KT2 } from './kunitori-support';
import { getGame } from '../../src-shared/games/index';
import { checkTakeBack, type TakeBackCheck } from '../../src-shared/kernel/take-back';
import type { KunitoriState } from '../../src-shared/games/kunitori/types';

/** The first position where only seat 0 must decide and the take-back rule says `want`. */
function plyWhere(pinned: PinnedGame, want: (c: TakeBackCheck, lastSeat: number | undefined) => boolean): number {
  const { ruleset } = getGame(pinned.game)!;
  const record = pinnedRecord(pinned);
  return firstPly(pinned, ({ ply, pending }) => {
    if (ply === 0 || pending.length === 0 || pending.some((d) => d.seat !== 0)) return false;
    const prefix = { ...record, moves: record.moves.slice(0, ply) };
    return want(checkTakeBack(ruleset, prefix, 0, [0]), prefix.moves.at(-1)?.seat);
  });
}

test.use({ viewport: { width: 1280, height: 720 } });

const seatsFor = (pinned: PinnedGame) => [
  { kind: 'human' as const, name: 'Takeda' },
  ...Array.from({ length: pinned.options.players - 1 }, (_, i) => ({ kind: 'bot' as const, name: `Bot ${i + 1}`, bot: 'random' })),
];

const decisionPly = (page: Page) => page.locator('section.decision').first();

async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENS, { recursive: true });
  await painted(page);
  await page.screenshot({ path: `${SCREENS}/${name}.png` });
}

/** Open the position and speak `locale` (by the banner's language buttons, as a player switches: the host keeps the settings). */
async function openAt(page: Page, pinned: PinnedGame, ply: number, locale: 'en' | 'de'): Promise<void> {
  await presetSettings(page, { locale, storyPace: 'summary' });
  await openPosition(page, pinned, ply, seatsFor(pinned));
  await expect(decisionPly(page)).toHaveAttribute('data-ply', String(ply), { timeout: 30_000 });
  await page.getByRole('button', { name: locale === 'en' ? 'English' : 'Deutsch', exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
}

test('MB Shogun: Undo takes back my last decision (click)', async ({ page }) => {
  test.setTimeout(120_000);
  const problems = watchForErrors(page);
  const ok = plyWhere(MB4, (c, last) => c.ok && last === 0);
  const back = (checkTakeBack(getGame('mb-shogun')!.ruleset, { ...pinnedRecord(MB4), moves: pinnedRecord(MB4).moves.slice(0, ok) }, 0, [0]) as { toPly: number }).toPly;
  await openAt(page, MB4, ok, 'en');
  const button = page.getByTestId('undo-button');
  await expect(button).toHaveAttribute('aria-disabled', 'false');
  await button.hover();
  await expect(page.getByTestId('undo-reason')).toHaveText(/Take back your last decision/);
  await expect(page.getByTestId('undo-reason')).toBeVisible();
  await shoot(page, 'undo-mb-allowed-en');
  await button.click();
  await expect(decisionPly(page)).toHaveAttribute('data-ply', String(back), { timeout: 30_000 });
  expect(problems).toEqual([]);
});

test('MB Shogun: refused after a die, in words (EN and DE)', async ({ page }) => {
  test.setTimeout(120_000);
  const problems = watchForErrors(page);
  const die = plyWhere(MB4, (c) => !c.ok && c.reason === 'die');
  for (const locale of ['en', 'de'] as const) {
    await openAt(page, MB4, die, locale);
    await expect(page.getByTestId('undo-button')).toHaveAttribute('aria-disabled', 'true');
    // A refused button is aria-disabled (Playwright waits for an enabled one): hovered, or pressed anyway as a player may.
    if (locale === 'en') await page.getByTestId('undo-button').hover();
    else await page.getByTestId('undo-button').click({ force: true });
    await expect(page.getByTestId('undo-reason')).toHaveText(locale === 'en' ? 'A die was rolled since your move.' : 'Seit deinem Zug wurde gewürfelt.');
    await expect(page.getByTestId('undo-reason')).toBeVisible();
    await shoot(page, `undo-mb-refused-${locale}`);
    // Nothing was taken back.
    await expect(decisionPly(page)).toHaveAttribute('data-ply', String(die));
  }
  expect(problems).toEqual([]);
});

test('Kunitori: Ctrl+Z puts the played card back in my hand', async ({ page }) => {
  test.setTimeout(120_000);
  const problems = watchForErrors(page);
  const { ruleset } = getGame('kunitori')!;
  const record = pinnedRecord(KT2);
  let handBefore = 0;
  let handAfter = 0;
  const played = firstPly(KT2, ({ ply, pending, state }) => {
    if (ply === 0 || pending.length !== 1 || pending[0]!.seat !== 0 || pending[0]!.kind !== 'action') return false;
    const prefix = { ...record, moves: record.moves.slice(0, ply) };
    const last = prefix.moves.at(-1);
    if (last?.seat !== 0 || (last.move as { type?: string }).type !== 'play') return false;
    if (!checkTakeBack(ruleset, prefix, 0, [0]).ok) return false;
    handAfter = (state as KunitoriState).players[0]!.hand.length;
    return true;
  });
  firstPly(KT2, ({ ply, state }) => {
    if (ply !== played - 1) return false;
    handBefore = (state as KunitoriState).players[0]!.hand.length;
    return true;
  });
  await openAt(page, KT2, played, 'de');
  const hand = page.locator('[data-testid="hand"] .hand-card');
  await expect(hand).toHaveCount(handAfter);
  await expect(page.getByTestId('undo-button')).toHaveAttribute('aria-disabled', 'false');
  await page.getByTestId('undo-button').focus();
  await expect(page.getByTestId('undo-reason')).toHaveText(/Deine letzte Entscheidung zurücknehmen/);
  await shoot(page, 'undo-kunitori-allowed-de');
  await page.locator('body').click({ position: { x: 5, y: 700 } });
  await page.keyboard.press('Control+z');
  await expect(decisionPly(page)).toHaveAttribute('data-ply', String(played - 1), { timeout: 30_000 });
  await expect(hand).toHaveCount(handBefore);
  expect(problems).toEqual([]);
});

test('Kunitori: refused once a card was drawn, in words (EN and DE)', async ({ page }) => {
  test.setTimeout(120_000);
  const problems = watchForErrors(page);
  const drawn = plyWhere(KT2, (c) => !c.ok && c.reason === 'card');
  for (const locale of ['en', 'de'] as const) {
    await openAt(page, KT2, drawn, locale);
    await expect(page.getByTestId('undo-button')).toHaveAttribute('aria-disabled', 'true');
    await page.keyboard.press('Control+z');
    await expect(page.getByTestId('undo-reason')).toHaveText(locale === 'en' ? 'A card was drawn or shown since your move.' : 'Seit deinem Zug wurde eine Karte gezogen oder gezeigt.');
    await expect(page.getByTestId('undo-reason')).toBeVisible();
    await shoot(page, `undo-kunitori-refused-${locale}`);
  }
  expect(problems).toEqual([]);
});

test('the end summary counts take-backs per seat (EN and DE)', async ({ page }) => {
  test.setTimeout(120_000);
  const problems = watchForErrors(page);
  const short: PinnedGame = { game: 'kunitori', options: { players: 2, ninja: 'others', turnLimit: 8 }, seed: 'undo-summary' };
  const gameId = await importPosition(short, pinnedRecord(short).moves.length, seatsFor(short));
  // Two take-backs of Takeda's as the host counts them (src-main/store/take-backs.ts), written beside the running host.
  const db = new Database(join(hostDataDir(), 'tenka.db'));
  try {
    db.prepare('INSERT INTO settings (key, value, updated_at) VALUES (?, ?, ?)').run(`take-backs:${gameId}`, JSON.stringify({ counts: [2, 0] }), new Date().toISOString());
  } finally {
    db.close();
  }
  await presetSettings(page, { locale: 'en' });
  await page.goto(`${hostUrl()}#/game/${gameId}`);
  await expect(page.getByTestId('summary-take-backs')).toHaveText('Moves taken back: Takeda 2 times', { timeout: 60_000 });
  await page.getByRole('button', { name: 'Deutsch', exact: true }).click();
  await expect(page.getByTestId('summary-take-backs')).toHaveText('Zurückgenommene Züge: Takeda 2-mal');
  await shoot(page, 'undo-summary-de');
  expect(problems).toEqual([]);
});
