/// <reference lib="dom" />
/**
 * Issue 32, "left over from the last rerun", where a player meets each, at 1280×720 in English and German (the
 * screenshots in test-results/screens are looked at): Kunitori's last buy asks before it deals the next hand (and
 * Cancel sends nothing); Gekokujō's "Done recruiting" in view; MB's army cards in words; Home's list without internal
 * ids and a Jūni-tsuki month named as a month; and the template game's table (toy-race), opened from a stored game.
 */
import { mkdirSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { firstPly, importPosition, openPosition, pinnedRecord, type PinnedGame } from './positions';
import { SCREENS, hostUrl, presetSettings, watchForErrors } from './page-support';
import { KT2 } from './kunitori-support';
import { GEK_PINNED, gekState } from './gekokujo-support';
import { MB4 } from './mb-shogun-support';
import { getGame } from '../../src-shared/games/index';
import { replay } from '../../src-shared/kernel/record';
import { buyEndsTurn, CARDS, type KunitoriState } from '../../src-shared/games/kunitori/public';
import type { JuniState } from '../../src-shared/games/juni-tsuki/types';

type Locale = 'en' | 'de';
const LOCALES: Locale[] = ['en', 'de'];
const TOY: PinnedGame = { game: 'toy-race', options: { players: 2 }, seed: 'e2e-toy-1' };
/** Two years of Jūni-tsuki, 4 players: this seed's random game reaches month 13 (the first month of year 2). */
const JUNI_2Y: PinnedGame = { game: 'juni-tsuki', options: { players: 4, years: 2, monthLimit: 14, homes: 'fixed' }, seed: 'e2e-juni-2y-1' };

async function start(page: Page, locale: Locale): Promise<void> {
  mkdirSync(SCREENS, { recursive: true });
  await presetSettings(page, { locale, animationSpeed: 4, reducedMotion: true });
  await page.setViewportSize({ width: 1280, height: 720 });
}

/** Wholly inside the window. */
async function inView(page: Page, el: Locator): Promise<boolean> {
  const box = await el.boundingBox();
  const size = page.viewportSize()!;
  return !!box && box.y >= 0 && box.x >= 0 && box.y + box.height <= size.height + 0.5 && box.x + box.width <= size.width + 0.5;
}

const ply = (page: Page): Promise<string | null> => page.locator('section.decision').getAttribute('data-ply');

for (const locale of LOCALES) {
  const en = locale === 'en';

  test(`Kunitori: the last buy asks before the next hand is dealt; Cancel sends nothing (${locale})`, async ({ page }) => {
    const problems = watchForErrors(page);
    await start(page, locale);
    const R = getGame('kunitori')!.ruleset;
    // A buy of the human's (seat 0) whose card ends the turn at once.
    const at = firstPly(KT2, (p) => {
      const s = p.state as KunitoriState;
      return p.pending[0]?.seat === 0 && p.pending[0]?.kind === 'buy' && s.turns >= 3 && (R.legalMoves(s, 0) ?? []).some((m: { type: string; card?: number }) => m.type === 'buy' && buyEndsTurn(R.view(s, 0), m.card!));
    });
    let state: KunitoriState | null = null;
    replay(R, { ...pinnedRecord(KT2), moves: pinnedRecord(KT2).moves.slice(0, at) }, (step) => (state = step.state as KunitoriState));
    const card = (R.legalMoves(state!, 0) ?? []).find((m: { type: string; card?: number }) => m.type === 'buy' && buyEndsTurn(R.view(state!, 0), m.card!)) as { card: number };
    await openPosition(page, KT2, at, [{ kind: 'human', name: 'Takeda' }, { kind: 'bot', name: 'Uesugi', bot: 'normal' }]);
    const panel = page.getByTestId('decision-panel');
    await expect(panel).toHaveAttribute('data-kind', 'buy');
    const before = await ply(page);
    await panel.getByTestId(`move-buy-${CARDS[card.card]!.key}`).click();
    const warning = page.getByTestId('consequence-warning');
    await expect(warning).toBeVisible();
    await expect(warning).toContainText(en ? 'This is your last buy: your turn ends and your next hand is dealt at once' : 'Das ist dein letzter Kauf');
    expect(await inView(page, page.getByTestId('consequence-confirm'))).toBe(true);
    await page.screenshot({ path: `${SCREENS}/leftovers-kunitori-last-buy-${locale}-1280.png` });
    // Cancel: nothing was sent, the hand is the same, the buy can be chosen again.
    await page.getByTestId('consequence-cancel').click();
    await expect(warning).toHaveCount(0);
    expect(await ply(page)).toBe(before);
    await expect(panel).toHaveAttribute('data-kind', 'buy');
    // The supply's long names are whole (one line per pile at this height; a second line where needed).
    const cut = await page.locator('.line-name').evaluateAll((els) => els.filter((e) => e.scrollHeight > e.clientHeight + 1 || e.scrollWidth > e.clientWidth + 1).map((e) => e.textContent));
    expect(cut).toEqual([]);
    await page.screenshot({ path: `${SCREENS}/leftovers-kunitori-supply-${locale}-1280.png` });
    // Confirmed, the buy goes.
    await panel.getByTestId(`move-buy-${CARDS[card.card]!.key}`).click();
    await page.getByTestId('consequence-confirm').click();
    await expect.poll(() => ply(page), { timeout: 30_000 }).not.toBe(before);
    expect(problems).toEqual([]);
  });

  test(`Gekokujō: "Done recruiting" is in view at a recruit decision (${locale})`, async ({ page }) => {
    const problems = watchForErrors(page);
    await start(page, locale);
    const at = firstPly(GEK_PINNED.all4, (p) => p.pending[0]?.seat === 0 && p.pending[0]?.kind === 'recruit' && gekState(p).round >= 2);
    await openPosition(page, GEK_PINNED.all4, at, [
      { kind: 'human', name: 'Hanako' },
      { kind: 'bot', name: 'Haruki', bot: 'normal' },
      { kind: 'bot', name: 'Sora', bot: 'normal' },
      { kind: 'bot', name: 'Ren', bot: 'normal' },
    ]);
    const done = page.getByTestId('recruit-end');
    await expect(done).toBeVisible({ timeout: 30_000 });
    expect(await inView(page, done)).toBe(true);
    await page.screenshot({ path: `${SCREENS}/leftovers-gekokujo-recruit-${locale}-1280.png` });
    expect(problems).toEqual([]);
  });

  test(`MB: army cards in words, not "S2 A2" (${locale})`, async ({ page }) => {
    const problems = watchForErrors(page);
    await start(page, locale);
    const at = firstPly(MB4, (p) => p.pending.some((d) => d.seat === 0 && d.kind === 'allocate'));
    await openPosition(page, MB4, at, [
      { kind: 'human', name: 'Hanako' },
      { kind: 'bot', name: 'Uesugi', bot: 'normal' },
      { kind: 'bot', name: 'Mōri', bot: 'normal' },
      { kind: 'bot', name: 'Date', bot: 'normal' },
    ]);
    const units = page.locator('.units').first();
    await expect(units).toBeVisible({ timeout: 30_000 });
    await expect(units).toHaveText(en ? /^\d+ samurai · \d+ ashigaru/ : /^\d+ Samurai · \d+ Ashigaru/);
    expect(await page.locator('.units').allTextContents()).not.toContainEqual(expect.stringMatching(/\bS\d+ A\d+/));
    await page.screenshot({ path: `${SCREENS}/leftovers-mb-cards-${locale}-1280.png` });
    expect(problems).toEqual([]);
  });

  test(`MB: the levy's button and its refusal stay in view (${locale})`, async ({ page }) => {
    const problems = watchForErrors(page);
    await start(page, locale);
    const at = firstPly(MB4, (p) => p.pending.some((d) => d.seat === 0 && d.kind === 'levy'));
    await openPosition(page, MB4, at, [
      { kind: 'human', name: 'Hanako' },
      { kind: 'bot', name: 'Uesugi', bot: 'normal' },
      { kind: 'bot', name: 'Mōri', bot: 'normal' },
      { kind: 'bot', name: 'Date', bot: 'normal' },
    ]);
    const submit = page.getByTestId('levy-submit');
    await expect(submit).toBeVisible({ timeout: 30_000 });
    expect(await inView(page, submit)).toBe(true);
    // A levy beyond the koku: its refusal is said where the button is, in view.
    const rows = page.locator('[data-testid^="levy-unit-"]');
    for (let i = 0; i < (await rows.count()); i++) await rows.nth(i).selectOption('gunner');
    const problem = page.getByTestId('levy-panel').getByTestId('refusal-before-send');
    if (await problem.isVisible()) expect(await inView(page, problem)).toBe(true);
    await page.screenshot({ path: `${SCREENS}/leftovers-mb-levy-${locale}-1280.png` });
    expect(problems).toEqual([]);
  });

  test(`Home: who plays, no internal ids; a Jūni-tsuki month named as a month (${locale})`, async ({ page }) => {
    test.setTimeout(120_000);
    const problems = watchForErrors(page);
    await start(page, locale);
    const at = firstPly(JUNI_2Y, (p) => (p.state as JuniState).month === 13 && p.pending.length > 0);
    const gameId = await importPosition(JUNI_2Y, at, [
      { kind: 'human', name: 'Hanako' },
      { kind: 'bot', name: 'Kaito', bot: 'normal' },
      { kind: 'bot', name: 'Mei', bot: 'normal' },
      { kind: 'bot', name: 'Riku', bot: 'normal' },
    ]);
    await page.goto(`${hostUrl()}#/`);
    const row = page.locator(`.game-list li[data-game-id="${gameId}"] .game-row`);
    await expect(row).toBeVisible();
    await expect(row).toContainText(en ? 'Year 2, month 1' : 'Jahr 2, Monat 1');
    await expect(row).toContainText('Hanako, Kaito, Mei, Riku');
    await expect(page.locator('.games')).not.toContainText(gameId);
    await page.screenshot({ path: `${SCREENS}/leftovers-home-${locale}-1280.png` });
    expect(problems).toEqual([]);
  });

  test(`toy-race, the template game: its table on the kit, a bid sent (${locale})`, async ({ page }) => {
    const problems = watchForErrors(page);
    await start(page, locale);
    await openPosition(page, TOY, 0, [{ kind: 'human', name: 'Hanako' }, { kind: 'bot', name: 'Kaito', bot: 'random' }]);
    await expect(page.getByTestId('toy-status')).toHaveText(en ? 'Round 1 of 5' : 'Runde 1 von 5');
    await expect(page.getByTestId('toy-bids').getByRole('button')).toHaveCount(4);
    await page.screenshot({ path: `${SCREENS}/leftovers-toy-bid-${locale}-1280.png` });
    await page.getByTestId('bid-2').click();
    await expect(page.getByTestId('toy-status')).toHaveText(en ? 'Round 2 of 5' : 'Runde 2 von 5', { timeout: 30_000 });
    await expect(page.getByTestId('lane-0')).toContainText(en ? 'energy 6' : 'Kraft 6');
    await expect(page.getByTestId('feed-now')).not.toHaveText('');
    await page.screenshot({ path: `${SCREENS}/leftovers-toy-round2-${locale}-1280.png` });
    expect(problems).toEqual([]);
  });
}
