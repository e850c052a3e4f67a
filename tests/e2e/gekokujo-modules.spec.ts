/// <reference lib="dom" />
/**
 * Gekokujō with every module on, from stored positions: a pact offered by
 * the human and answered at once by a bot; the last campaign of a round
 * ending in winter's harvest roll (The Cycle of Rice and War); a ranged phase
 * (Specialized Warfare's archers) on the dice tray; and the replay of a game
 * the bots played, drawn on Gekokujō's own board, whose battle dice play
 * back on the tray exactly as the engine rolled them.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { firstPly, importPosition, openPosition, pinnedRecord, type PositionInfo } from './positions';
import { getGame } from '../../src-shared/games/index';
import { pactTargets } from '../../src-shared/games/gekokujo/politics';
import { MB_PROVINCES } from '../../src-shared/maps/mb-board';
import type { GekokujoMove } from '../../src-shared/games/gekokujo/types';
import { GEK_PINNED, act, eventsAfter, gekState, hostUrl, shoot, untilAttention, useSettings, watchForErrors } from './gekokujo-support';

const seatsWith = (human: number) => [0, 1, 2, 3].map((s) => (s === human ? { kind: 'human' as const, name: 'Aiko' } : { kind: 'bot' as const, name: `Bot ${s + 1}`, bot: 'normal' }));

test('all modules: the human offers a pact and a bot answers at once; winter’s harvest roll', async ({ page }) => {
  test.setTimeout(240_000);
  const problems = watchForErrors(page);
  await page.setViewportSize({ width: 1280, height: 720 });
  await useSettings(page, { reducedMotion: true });
  let seat = -1;
  const ply = firstPly(GEK_PINNED.all4, (p) => {
    const d = p.pending[0];
    if (d?.kind !== 'pact-offer' || pactTargets(gekState(p), d.seat).length === 0) return false;
    seat = d.seat;
    return true;
  });
  await openPosition(page, GEK_PINNED.all4, ply, seatsWith(seat));
  await untilAttention(page);
  await expect(page.getByTestId('pact-offer-panel')).toBeVisible();
  await shoot(page, 'pact-en');
  const offer = page.locator('[data-testid^="offer-"]:not([data-testid="offer-none"])').first();
  const to = ((await offer.innerText()).match(/Offer to (.+)$/) ?? [])[1]!;
  await act(page, () => offer.click());
  await expect(page.getByTestId('gek-feed')).toContainText(`Aiko offers ${to} a pact.`);
  await expect(page.getByTestId('gek-feed')).toContainText(new RegExp(`${to} (accepts|declines) Aiko’s pact\\.`));


  // The Cycle of Rice and War: the last campaign of a round ends, and winter's harvest roll is told.
  let last = -1;
  const winter = firstPly(GEK_PINNED.all4, (p) => {
    const d = p.pending[0];
    if (p.pending.length !== 1 || d?.kind !== 'move') return false;
    if (!eventsAfter(p, d.seat, { type: 'end-moves' }).some((e) => e.type === 'harvest-roll')) return false;
    last = d.seat;
    return true;
  });
  await openPosition(page, GEK_PINNED.all4, winter, seatsWith(last));
  await untilAttention(page);
  await act(page, () => page.getByTestId('move-end').click());
  await expect(page.getByTestId('gek-feed')).toContainText(/harvest roll: \d \(×[123]\)/, { timeout: 30_000 });
  await expect(page.getByTestId('gek-statement')).toBeVisible();
  await shoot(page, 'harvest-en');
  expect(problems).toEqual([]);
});

/** After `seat` fights the battle at `at`, must it decide again (so the game waits for it)? */
function decidesAgain(p: PositionInfo, seat: number, at: number): boolean {
  const { ruleset } = getGame('gekokujo')!;
  const checked = ruleset.validate(p.state, seat, { type: 'battle', province: at });
  return checked.ok && ruleset.pending(ruleset.apply(p.state, seat, checked.value).state).some((d) => d.seat === seat);
}

test('all modules: the archers’ ranged phase on the dice tray', async ({ page }) => {
  test.setTimeout(180_000);
  const problems = watchForErrors(page);
  await page.setViewportSize({ width: 1280, height: 720 });
  await useSettings(page, { animationSpeed: 2 });
  // A ranged phase in a battle the deciding player picks, fought at once, after which that player must decide
  // again: the table then waits for the human, and no later battle's dice take the live tray.
  let seat = -1;
  let province = -1;
  let expected: number[] = [];
  const ply = firstPly(GEK_PINNED.all4, (p) => {
    const d = p.pending[0];
    if (p.pending.length !== 1 || d?.kind !== 'battle-choice') return false;
    return gekState(p).battles.some((at) => {
      const dice = eventsAfter(p, d.seat, { type: 'battle', province: at }).find((e) => e.type === 'dice');
      if (!dice || dice.type !== 'dice' || dice.phase !== 'ranged' || !decidesAgain(p, d.seat, at)) return false;
      [seat, province, expected] = [d.seat, at, dice.rolls.map((r) => r.value)];
      return true;
    });
  });
  await openPosition(page, GEK_PINNED.all4, ply, seatsWith(seat));
  await untilAttention(page);
  await act(page, () => page.getByTestId(`battle-${province}`).click());
  // The archers shoot first: the feed tells the ranged phase (then the melee); its dice open on the tray.
  const feed = page.getByTestId('gek-feed');
  // This battle's lines: the newest in its province (the feed also holds earlier battles' lines).
  const where = MB_PROVINCES[province]!.name;
  const line = feed.locator('li', { hasText: `Dice in ${where} (ranged phase)` }).last();
  await expect(line).toBeVisible({ timeout: 30_000 });
  // Once the melee is told too, the live tray has nothing more to show by itself.
  await expect(feed.locator('li', { hasText: `Dice in ${where} (melee)` }).last()).toBeVisible({ timeout: 30_000 });
  await line.getByRole('button').click();
  const tray = page.getByTestId('gek-dice');
  await expect(tray).toContainText('ranged phase');
  await expect(tray.locator('.dice-tray')).toHaveAttribute('data-phase', 'done', { timeout: 20_000 });
  const shown = (await tray.locator('[data-testid^="dice-values-"]').allInnerTexts()).flatMap((text) => text.match(/\d/g) ?? []).map(Number);
  // Every archer's die: the engine's values (compared as multisets: the tray groups them by side and type).
  expect(shown.slice().sort()).toEqual(expected.slice().sort());
  await shoot(page, 'ranged-en');
  expect(problems).toEqual([]);
});

test('the replay of a game the bots played, on Gekokujō’s board, with a battle’s dice as they fell', async ({ page }) => {
  test.setTimeout(180_000);
  const problems = watchForErrors(page);
  await page.setViewportSize({ width: 1280, height: 720 });
  await useSettings(page, { animationSpeed: 2 });
  const record = pinnedRecord(GEK_PINNED.base4);
  // The first move of the pinned game that rolls dice, and the engine's roll.
  let expected: number[] = [];
  const before = firstPly(GEK_PINNED.base4, (p) => {
    const next = record.moves[p.ply];
    const dice = next ? eventsAfter(p, next.seat, next.move as GekokujoMove).find((e) => e.type === 'dice') : undefined;
    if (!dice || dice.type !== 'dice') return false;
    expected = dice.rolls.map((r) => r.value);
    return true;
  });
  const gameId = await importPosition(GEK_PINNED.base4, record.moves.length, [0, 1, 2, 3].map((s) => ({ kind: 'bot' as const, name: `Bot ${s + 1}`, bot: 'normal' })));
  await page.goto(`${hostUrl()}#/replay/${gameId}`);
  await expect(page.locator('[data-board="gekokujo"][data-ready="true"]')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('replay-situation')).toContainText(/Round|game is over/);
  await page.keyboard.press('End');
  await expect(page.getByTestId('replay-situation')).toContainText('The game is over');
  await shoot(page, 'replay-en');

  // To the move that rolled, then event by event to its dice: the replay offers to watch them.
  await scrubTo(page, before);
  const now = page.getByTestId('replay-now');
  const watch = page.getByTestId('replay-watch-throw');
  for (let i = 0; i < 40 && (await watch.count()) === 0; i++) {
    const at = await now.getAttribute('data-event');
    await page.getByTestId('event-forward').click();
    await expect.poll(() => now.getAttribute('data-event'), { timeout: 10_000 }).not.toBe(at);
  }
  await expect(page.getByTestId('replay-event')).toContainText(/^Dice in .+ \((melee|ranged phase|firearm phase)\)/);
  await watch.click();
  const show = page.getByTestId('replay-show');
  await expect(show).toHaveAttribute('aria-label', /^Battle in .+ · melee$/);
  await expect(show.locator('.dice-tray')).toHaveAttribute('data-phase', 'done', { timeout: 30_000 });
  // The tray rolled exactly the engine's dice (a multiset: the tray groups them by side and unit).
  const shown = (await show.locator('[data-testid^="dice-values-"]').allInnerTexts()).flatMap((text) => text.match(/\d/g) ?? []).map(Number);
  expect(shown.slice().sort()).toEqual(expected.slice().sort());
  // Each side is named once per line of the readout (the tray names it, the game's label does not).
  for (const line of await show.getByTestId('dice-readout').locator('li strong').allInnerTexts()) expect(line).toMatch(/^Bot \d · (Daimyō|Bushi|Ronin), \d+ d6$/);
  await shoot(page, 'replay-battle-en');
  await page.getByTestId('replay-close-show').click();
  await expect(show).toHaveCount(0);
  expect(problems).toEqual([]);
});

/** Moves the replay's scrubber to `ply` and waits until that position is shown. */
async function scrubTo(page: Page, ply: number): Promise<void> {
  await page.getByTestId('scrubber').evaluate((input: HTMLInputElement, target) => {
    input.value = String(target);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  }, ply);
  await expect(page.getByTestId('replay-now')).toHaveAttribute('data-ply', String(ply), { timeout: 20_000 });
}

test('New game: each module with its line on what it changes; Technological Change brings Specialized Warfare and leaves with it (English and German)', async ({ page }) => {
  const problems = watchForErrors(page);
  await page.setViewportSize({ width: 1280, height: 720 });
  await useSettings(page, {});
  await page.goto(`${hostUrl()}#/new/gekokujo`);
  for (const locale of ['en', 'de'] as const) {
    await page.getByTestId(`language-${locale}`).click();
    const technology = page.getByTestId('option-technology');
    const specialized = page.getByTestId('option-specialized');
    await expect(technology).not.toBeChecked();
    // The defaults the engine plays with show as set.
    await expect(page.getByTestId('option-startingCapital')).toBeChecked();
    await expect(page.getByTestId('option-coastal')).toHaveValue('geographic');
    // Each option says what it changes, read with it (aria-describedby).
    await expect(technology).toHaveAccessibleDescription(locale === 'en' ? /needs Specialized Warfare/ : /.+/);
    await expect(page.getByTestId('gek-target')).toBeVisible();
    await technology.check();
    await expect(specialized).toBeChecked();
    await page.getByTestId('option-roundLimit').scrollIntoViewIfNeeded();
    await shoot(page, `newgame-modules-${locale}`);
    await specialized.uncheck();
    await expect(technology).not.toBeChecked();
    expect(await page.locator('body').innerText()).not.toMatch(/\bgekokujo\.[a-z]/);
  }
  expect(problems).toEqual([]);
});
