/**
 * Kunitori!'s card table as a player uses it: a whole 2-player game (a human
 * against the Normal bot, a short turn limit) played through the table to
 * the end panel and into its replay; the German table from a stored
 * position. Screenshots in English and German at 1280×720 and 1920×1080.
 */
import { expect, test } from './fixtures';
import { watchForErrors } from './page-support';
import { firstPly, openPosition } from './positions';
import { KT2, answer, attention, shoot, startGame, useSettings } from './kunitori-support';

test('a whole game against the Normal bot, played through the table, ends in the scores and its replay', async ({ page }) => {
  test.setTimeout(300_000);
  const problems = watchForErrors(page);
  await useSettings(page, 'en');
  await startGame(page, 3, 'e2e-kunitori-game');

  const seen = new Set<string>();
  const waits: number[] = [];
  for (let i = 0; i < 200; i++) {
    await expect(attention(page).first()).toBeVisible({ timeout: 30_000 });
    if (await page.getByTestId('end-panel').isVisible()) break;
    const kind = (await page.getByTestId('decision-panel').getAttribute('data-kind')) ?? '';
    if (!seen.has(kind) && (kind === 'action' || kind === 'buy')) {
      // Actions: the hand is drawn with readable faces. Buying (the treasures are played by then): the money counter.
      if (kind === 'action') await expect(page.getByTestId('hand').locator('.playing-card')).not.toHaveCount(0);
      await expect(page.getByTestId('money')).toContainText(/Money \d+/);
      await shoot(page, `${kind}-en`);
    }
    seen.add(kind);
    const started = Date.now();
    await answer(page);
    await expect(attention(page).first()).toBeVisible({ timeout: 30_000 });
    waits.push(Date.now() - started);
  }
  // For the closing note: a human's move to the next decision shown (through the bot's turns), reduced motion.
  waits.sort((a, b) => a - b);
  console.log(`kunitori move→decision ms: median ${waits[Math.floor(waits.length / 2)]}, p95 ${waits[Math.floor(waits.length * 0.95)]}, max ${waits[waits.length - 1]} (${waits.length} moves)`);
  const end = page.getByTestId('end-panel');
  await expect(end).toBeVisible();
  // The end summary (game-summary.spec.ts) lies over the table: back to the board.
  await page.getByTestId('summary-close').click();
  expect(seen).toContain('action');
  expect(seen).toContain('buy');
  // Both players are scored, with the winner named and their cards counted.
  await expect(end.locator('[data-testid^="score-"]')).toHaveCount(2);
  await expect(page.getByTestId('winner')).toHaveText(/Takeda|Uesugi/);
  await expect(end).toContainText('Village');
  await shoot(page, 'end-en');
  // The kit's end (TableEnd) with Kunitori's scores in it, in German.
  await page.getByTestId('language-de').click();
  await expect(end).toContainText('Das Spiel ist vorbei');
  await expect(end.locator('[data-testid^="score-"]')).toHaveCount(2);
  await shoot(page, 'end-de');
  await page.getByTestId('language-en').click();

  // Play again: a new game with the same seats and options (TableEnd reads them from the table shell, table-end.ts).
  const ended = page.url();
  await page.getByTestId('rematch').click();
  await expect(page).not.toHaveURL(ended, { timeout: 30_000 });
  await expect(page).toHaveURL(/#\/game\//);
  await expect(attention(page).first()).toBeVisible({ timeout: 60_000 });
  await page.goBack();
  await expect(end).toBeVisible({ timeout: 60_000 });
  // Back at the ended game, its summary lies over the table again.
  await page.getByTestId('summary-close').click();

  await page.getByTestId('open-replay').click();
  await expect(page).toHaveURL(/#\/replay\//);
  await expect(page.getByTestId('replay-card-table')).toBeVisible();
  await expect(page.getByTestId('replay-card-table').getByTestId('supply')).toBeVisible();
  await shoot(page, 'replay-en');
  expect(problems).toEqual([]);
});

test('the German table at a buy from a stored position: counters, supply and hand in German', async ({ page }) => {
  const problems = watchForErrors(page);
  await useSettings(page, 'de');
  const ply = firstPly(KT2, (p) => p.pending[0]?.seat === 0 && p.pending[0]?.kind === 'buy' && (p.state as { turns: number }).turns >= 5);
  await openPosition(page, KT2, ply, [{ kind: 'human', name: 'Takeda' }, { kind: 'bot', name: 'Uesugi', bot: 'normal' }]);
  const panel = page.getByTestId('decision-panel');
  await expect(panel).toHaveAttribute('data-kind', 'buy');
  await expect(page.getByTestId('turn-status')).toContainText('Du bist dran, Takeda');
  await expect(page.getByTestId('supply')).toContainText('Vorrat');
  await expect(page.getByTestId('pile-kupfer')).toContainText('Kupfer');
  await expect(panel.getByRole('button', { name: 'Kauf beenden' })).toBeVisible();
  await shoot(page, 'buy-de');

  // Filter and sort the supply: only treasures, dearest last.
  await page.getByTestId('supply-filter').selectOption('treasure');
  await page.getByTestId('supply-sort').selectOption('cost');
  await expect(page.getByTestId('supply').locator('.pile')).toHaveCount(3);
  await expect(page.getByTestId('supply').locator('.pile').last()).toContainText('Gold');
  // A pile read in full: its card's text beside the supply.
  await page.getByTestId('supply-filter').selectOption('all');
  await page.getByTestId('pile-marktplatz').hover();
  await expect(page.getByTestId('supply-preview')).toContainText('Verschrotte eine Karte aus deiner Hand');
  await shoot(page, 'preview-de');

  // The rules reference in the app, with the card list and its reconstructed values marked.
  await page.getByRole('button', { name: 'Regeln' }).click();
  await page.evaluate(() => (window.location.hash = '#/rules/kunitori'));
  await expect(page.getByRole('heading', { name: 'Kartenübersicht' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Marktplatz', exact: true })).toBeVisible();
  await shoot(page, 'rules-de');
  expect(problems).toEqual([]);
});
