/**
 * Jūni-tsuki hotseat: two people at one screen, from a stored position (a
 * 2-player game in month 1 where a war card was just played against the
 * second player). Each decision — the out-of-turn answer too — waits behind
 * the privacy screen; while it is up nothing secret is on the page (no war
 * cards, every castle's koku only as announced); once claimed, a player sees
 * exactly the hand the engine gave them, their own koku, and the other's only
 * as announced. The month's player then marches by clicking a group's point
 * and a destination on the map. Screenshots EN at both sizes.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { firstPly, openPosition } from './positions';
import { watchForErrors } from './page-support';
import { JUNI_2P, boardReady, catchUp, pinnedSteps, pointOnPage, shoot, shownPly, useSettings } from './juni-tsuki-support';

const HUMANS = [
  { kind: 'human' as const, name: 'Takeda' },
  { kind: 'human' as const, name: 'Uesugi' },
];

/** Nothing secret on the page: no war card of anyone's hand, every seat's koku the announced one (marked *). */
async function expectNoSecrets(page: Page): Promise<void> {
  await expect(page.locator('.card-chip')).toHaveCount(0);
  await expect(page.locator('body')).not.toContainText('Your cards');
  for (const seat of [0, 1]) await expect(page.getByTestId(`seat-card-${seat}`).locator('dd').filter({ hasText: '*' })).toHaveCount(1);
}

const koku = (page: Page, seat: number) => page.getByTestId(`seat-card-${seat}`).locator('div', { hasText: 'Koku' }).locator('dd');
const capital = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

test('hotseat: the answer out of turn and the month behind the privacy screen, each player seeing only their own cards and koku', async ({ page }) => {
  test.setTimeout(150_000);
  const problems = watchForErrors(page);
  await useSettings(page, { locale: 'en', animationSpeed: 4 });
  const ply = firstPly(JUNI_2P, (p) => p.pending[0]?.kind === 'answer' && p.pending[0].seat === 1);
  const engine = pinnedSteps(JUNI_2P)[ply]!.state;
  await openPosition(page, JUNI_2P, ply, HUMANS);
  await boardReady(page);

  // Uesugi is asked out of turn: the privacy screen first, nothing secret behind it.
  const privacy = page.getByTestId('privacy-screen');
  await expect(privacy).toContainText('Uesugi');
  await expectNoSecrets(page);
  await shoot(page, 'hotseat-privacy');
  await privacy.getByRole('button').click();
  const panel = page.getByTestId('answer-panel');
  await expect(panel).toHaveAttribute('data-kind', 'answer');
  await expect(panel).toContainText(/Takeda played \w+ with \d rings? against you\./);
  // His hand as the engine dealt it, and his own koku (no *); Takeda's koku only as announced.
  const hand = engine.hands[1]!;
  const cards = [...hand.elements.map(capital), ...hand.rings.map((r) => `${r} ring(s)`)];
  if (cards.length > 0) await expect(panel).toContainText(`Your cards: ${cards.join(', ')}`);
  await expect(koku(page, 1)).not.toContainText('*');
  await expect(koku(page, 0)).toContainText('*');
  await shoot(page, 'hotseat-answer');
  let before = await shownPly(page);
  await page.getByTestId('answer-0').click();

  // Takeda's month goes on: the screen is his to claim; Uesugi's cards are gone from it.
  await expect(privacy).toContainText('Takeda', { timeout: 60_000 });
  await expectNoSecrets(page);
  await privacy.getByRole('button').click();
  let kind = await catchUp(page, before);
  expect(kind).toBe('act');
  // His element cards, as many as the table says he holds (ring cards are not counted there).
  const held = Number(await page.getByTestId('seat-card-0').locator('div', { hasText: 'Cards' }).locator('dd').textContent());
  await expect(page.getByTestId('hand').locator('.card-chip:not(.ring)')).toHaveCount(held);
  await expect(koku(page, 0)).not.toContainText('*');
  await expect(koku(page, 1)).toContainText('*');

  // A march by clicking the map: a group's point, then a destination ringed for it (1 AP; one asking nobody's consent).
  const ap = Number(/: (\d+)/.exec((await page.getByTestId('ap').textContent()) ?? '')![1]);
  const group = page.locator('[data-testid^="group-"]').first();
  expect(ap).toBeGreaterThan(0);
  const from = Number((await group.getAttribute('data-testid'))!.slice('group-'.length));
  const [fx, fy] = await pointOnPage(page, from);
  await page.mouse.click(fx, fy);
  await expect(group).toHaveAttribute('aria-pressed', 'true');
  // A destination that costs no pieces (one that does asks first: consequences.spec.ts).
  const free = page.locator('[data-testid^="march-to-"]:not([data-consequence])').filter({ hasNotText: 'asks the owner' }).first();
  const to = Number((await free.getAttribute('data-testid'))!.slice('march-to-'.length));
  const [tx, ty] = await pointOnPage(page, to);
  before = await shownPly(page);
  await page.mouse.click(tx, ty);
  kind = await catchUp(page, before);
  await expect(page.getByTestId('feed-now')).toContainText(/Takeda marches [\d,]+ from .+ to /);
  await expect(page.getByTestId('ap')).toContainText(`: ${ap - 1}`);

  // The month ends: Uesugi's turn waits behind the screen, Takeda's cards gone from it.
  await page.getByTestId('end-turn').click();
  await expect(privacy).toContainText('Uesugi', { timeout: 60_000 });
  await expectNoSecrets(page);
  expect(problems).toEqual([]);
});
