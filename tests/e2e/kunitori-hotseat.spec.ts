/**
 * Kunitori! hotseat: two people at one screen. Before each one's decision a
 * privacy screen hides the table's hands until that player claims it; a
 * turn handed on never shows the other player's hand. The defender of a
 * battle is asked out of turn, also behind the privacy screen first.
 */
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { watchForErrors } from './page-support';
import { firstPly, openPosition } from './positions';
import { KT2, answer, plyOf, shoot, useSettings } from './kunitori-support';
import { CARDS, kunitori as R, type KunitoriState } from '../../src-shared/games/kunitori/index';

const HUMANS = [
  { kind: 'human' as const, name: 'Takeda' },
  { kind: 'human' as const, name: 'Uesugi' },
];

/** The hand cards drawn on the page (none while the privacy screen is up). */
const handCards = (page: Page) => page.locator('[data-testid="hand"] .hand-card');

test('a hotseat turn never shows the other player’s hand', async ({ page }) => {
  const problems = watchForErrors(page);
  await useSettings(page, 'en');
  const ply = firstPly(KT2, (p) => p.pending[0]?.seat === 0 && p.pending[0]?.kind === 'action' && (p.state as { turns: number }).turns >= 3);
  await openPosition(page, KT2, ply, HUMANS);

  // Takeda's turn: the privacy screen first, no hand on the page.
  const privacy = page.getByTestId('privacy-screen');
  await expect(privacy).toContainText('Takeda');
  await expect(handCards(page)).toHaveCount(0);
  await shoot(page, 'privacy-en');
  await privacy.getByRole('button').click();
  await expect(handCards(page)).not.toHaveCount(0);
  const takedaHand = await handCards(page).evaluateAll((cards) => cards.map((c) => c.getAttribute('data-testid')));

  // Takeda plays the turn out; then the screen is Uesugi's to claim, and Takeda's hand is gone from it.
  for (let i = 0; i < 40 && !(await privacy.isVisible()); i++) await answer(page);
  await expect(privacy).toContainText('Uesugi');
  await expect(handCards(page)).toHaveCount(0);
  await expect(page.getByTestId('my-area')).not.toContainText('Deck');
  await privacy.getByRole('button').click();
  await expect(page.getByTestId('turn-status')).toContainText('Your decision, Uesugi');
  await expect(handCards(page)).not.toHaveCount(0);
  // Uesugi sees his own hand (as many cards as the table says he holds), not the cards Takeda held.
  const held = Number(/hand (\d+)/.exec((await page.getByTestId('player-1').textContent()) ?? '')?.[1]);
  await expect(handCards(page)).toHaveCount(held);
  expect(takedaHand.length).toBeGreaterThan(0);
  expect(problems).toEqual([]);
});

{
  const locale = 'en' as const;
  test('the defender is asked behind the privacy screen, then chooses reinforcement and sees the battle counted', async ({ page }) => {
    const problems = watchForErrors(page);
    await useSettings(page, locale);
    let atDefend: KunitoriState | null = null;
    const ply = firstPly(KT2, (p) => p.pending[0]?.kind === 'defend' && (atDefend = p.state as KunitoriState) !== null);
    await openPosition(page, KT2, ply, HUMANS);
    const privacy = page.getByTestId('privacy-screen');
    await expect(privacy).toBeVisible();
    await expect(handCards(page)).toHaveCount(0);
    await privacy.getByRole('button').click();
    const panel = page.getByTestId('decision-panel');
    await expect(panel).toHaveAttribute('data-kind', 'defend');
    await expect(page.getByTestId('prompt')).toContainText(locale === 'en' ? 'attacks you' : 'greift dich an');
    // The panel offers exactly the engine's choices for this defender: reinforcement, each hand card with strength, done.
    const defender = R.pending(atDefend!)[0]!.seat;
    const legal = (R.legalMoves(atDefend!, defender) ?? []).map((m) => `move-${m.type === 'ambush' ? `ambush-${CARDS[m.card]!.key}` : m.type}`);
    const offered = await panel.locator('button[data-testid^="move-"]').evaluateAll((bs) => bs.map((b) => b.getAttribute('data-testid')));
    expect(offered.sort()).toEqual(legal.sort());
    // The battle on the table: the attacker's forces against this player, counted.
    await expect(page.getByTestId('battle-view').locator('[data-testid="front-score"]')).toHaveText(/^\d+ : \d+$/);
    await shoot(page, `defend-${locale}`);
    const before = await plyOf(page);
    await panel.getByTestId('move-reinforce').click();
    await expect.poll(() => plyOf(page)).not.toBe(before);
    // Reinforcement revealed: the battle is told in the feed with both strengths (the next
    // decision may be the other player's: claim the screen first to read the feed).
    await expect(page.getByTestId('decision-panel').or(privacy)).toBeVisible();
    if (await privacy.isVisible()) await privacy.getByRole('button').click();
    await expect(page.getByTestId('log')).toContainText(locale === 'en' ? /attacks .* \d+ : \d+/ : /greift .* an, \d+ : \d+/);
    // The battle is counted up on the table, with its award, as the log tells it.
    const show = page.getByTestId('battle-show');
    await expect(show).toHaveAttribute('data-finished', 'true');
    const told = /(\d+) : (\d+)/.exec((await page.getByTestId('log').locator('li.kind-battle').last().textContent()) ?? '')!;
    await expect(show.getByTestId('show-attack')).toHaveText(told[1]!);
    await expect(show.getByTestId('show-defence')).toHaveText(told[2]!);
    await expect(show.getByTestId('show-award')).toBeVisible();
    await shoot(page, `battle-${locale}`);
    // The same table in German, switched in the header.
    await page.getByTestId('language-de').click();
    await expect(page.getByTestId('log')).toContainText(/greift .* an, \d+ : \d+/);
    await expect(show.getByTestId('show-award')).toContainText(/erbeutet|darf|niemand/);
    await shoot(page, 'battle-de');
    expect(problems).toEqual([]);
  });
}
