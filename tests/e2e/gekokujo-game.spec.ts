/// <reference lib="dom" />
/**
 * Gekokujō at the table: a game against three Normal bots set up and played
 * through the UI for two rounds (clan, a recruit, a march made by keyboard
 * and one dragged on the map, every other
 * decision answered by its panel, to the end the round limit sets); a battle
 * from a stored position, whose dice tray shows exactly the engine's roll;
 * and hotseat, where one human never sees the other's treasury.
 * Screenshots in English and German at both window sizes.
 */
import { expect, test } from './fixtures';
import { firstPly, openPosition } from './positions';
import { GEK_PINNED, act, answer, dragStack, decisionMode, eventsAfter, gekState, panelShown, shoot, startGekGame, untilAttention, useSettings, watchForErrors } from './gekokujo-support';

/**
 * Rounds to play (the round limit). CI plays 2; a whole game's wall time is
 * measured once by `GEK_ROUNDS=12 npx playwright test tests/e2e/gekokujo-game.spec.ts -g "two rounds" --workers=1`
 * (printed, not asserted: docs/games/gekokujo.md).
 */
const ROUNDS = Number(process.env.GEK_ROUNDS ?? 2);

test('1 human vs 3 Normal bots, through the UI for two rounds: clan, recruit, march, to the end', async ({ page }) => {
  test.setTimeout(200_000 * ROUNDS);
  const started = Date.now();
  const problems = watchForErrors(page);
  await useSettings(page, { reducedMotion: true });
  await page.setViewportSize({ width: 1280, height: 720 });
  await startGekGame(page, [{ kind: 'human', name: 'Aiko' }, { kind: 'bot' }, { kind: 'bot' }, { kind: 'bot' }], { roundLimit: ROUNDS, seed: 'e2e-gek-ui' });
  await expect(page.locator('[data-board="gekokujo"][data-ready="true"]')).toBeVisible({ timeout: 30_000 });

  // Seat 1 chooses first: every clan with its ability and start province.
  await untilAttention(page);
  await expect(page.getByTestId('clan-panel')).toContainText('starts in Owari');
  await expect(page.getByTestId('clan-panel')).toContainText('Pays no winter supply');
  await shoot(page, 'clan-en');
  await act(page, () => page.getByTestId('clan-oda').click());

  let recruited = false;
  /** Marches made in round 1: the first by keyboard, the second dragged on the map. */
  let marched = 0;
  const panels = new Set<string>();
  // For the closing note: from a human's move to the next decision, with three Normal bots between.
  const waits: number[] = [];
  let sent = Date.now();
  for (let i = 0; i < 40 * ROUNDS; i++) {
    // A longer game may leave the human out (eliminated) while the bots play on.
    const mode = await untilAttention(page, ROUNDS > 2 ? 600_000 : 60_000);
    waits.push(Date.now() - sent);
    if (mode === 'end') break;
    const panel = await panelShown(page);
    panels.add(panel);
    if (panel === 'recruit-panel' && !recruited) {
      // Where recruits may go is shown before any mistake: Owari, Oda's start.
      await expect(page.getByTestId('recruit-where')).toContainText('Owari');
      const before = await page.getByTestId('koku-0').innerText();
      await page.getByTestId('recruit-count').fill('1');
      await act(page, () => page.getByTestId('recruit-submit').click());
      await expect(page.getByTestId('koku-0')).not.toHaveText(before);
      await expect(page.getByTestId('gek-feed')).toContainText('Aiko recruits 1 Bushi in Owari');
      recruited = true;
      sent = Date.now();
      continue;
    }
    if (panel === 'move-panel' && marched < 2 && (await page.getByTestId('move-from').count()) > 0) {
      // Nothing is chosen at first: the first province with units to move.
      await page.getByTestId('move-from').selectOption({ index: 1 });
      await expect(page.getByTestId('move-range')).toContainText(/Range \d/);
      if (marched === 0) {
        // First by keyboard: one Bushi of the stack, through the panel's fields and its March button.
        await page.getByTestId('move-d').fill('0');
        await page.getByTestId('move-b').fill('1');
      }
      const option = page.getByTestId('move-to').locator('option').first();
      const to = (await option.innerText()).replace(/ · battle$/, '');
      if (marched === 0) {
        await page.getByTestId('move-to').focus();
        await page.keyboard.press('Tab');
        await expect(page.getByTestId('move-submit')).toBeFocused();
        await act(page, () => page.keyboard.press('Enter'));
      } else {
        // Then by mouse: the rest of the stack dragged on the map onto the first province the panel lists.
        await shoot(page, 'move-en');
        const from = Number(await page.getByTestId('move-from').inputValue());
        const target = Number(await option.getAttribute('value'));
        await act(page, () => dragStack(page, from, target));
      }
      await expect(page.getByTestId('gek-feed').locator('li', { hasText: /^Aiko marches/ }).last()).toContainText(to);
      marched++;
      sent = Date.now();
      continue;
    }
    sent = Date.now();
    await answer(page);
  }
  console.log(`gekokujo: a ${ROUNDS}-round game, New game to the end screen: ${((Date.now() - started) / 1000).toFixed(0)} s wall (${waits.length} human decisions)`);
  waits.sort((a, b) => a - b);
  console.log(`gekokujo: human move → next decision (reduced motion, 3 Normal bots): median ${waits[waits.length >> 1]} ms, max ${waits[waits.length - 1]} ms over ${waits.length}`);
  expect(recruited).toBe(true);
  expect(marched).toBe(2);
  expect(await decisionMode(page)).toBe('end');
  // The round limit of 2 ended it: someone won, the feed says by what.
  await expect(page.getByTestId('gek-end')).toContainText('Winner:');
  await expect(page.getByTestId('gek-feed')).toContainText('Round 2 begins.');
  await shoot(page, 'end-en');
  expect(problems).toEqual([]);
});

test("a battle from a stored position: the dice tray shows the engine's roll, then casualties; in English and German", async ({ page }) => {
  test.setTimeout(240_000);
  const problems = watchForErrors(page);
  await useSettings(page, { animationSpeed: 1 });
  await page.setViewportSize({ width: 1280, height: 720 });
  // The last Ronin decision before the dice: no Ronin, and the engine rolls at once.
  let expected: number[] = [];
  let seat = -1;
  const ply = firstPly(GEK_PINNED.base4, (p) => {
    const d = p.pending[0];
    if (p.pending.length !== 1 || d?.kind !== 'ronin') return false;
    const dice = eventsAfter(p, d.seat, { type: 'ronin', count: 0 }).find((e) => e.type === 'dice');
    if (!dice || dice.type !== 'dice' || !gekState(p).battle?.sides.includes(d.seat)) return false;
    seat = d.seat;
    expected = dice.rolls.filter((r) => r.seat === seat).map((r) => r.value);
    return expected.length > 0;
  });
  const seats = [0, 1, 2, 3].map((s) => (s === seat ? { kind: 'human' as const, name: 'Aiko' } : { kind: 'bot' as const, name: `Bot ${s + 1}`, bot: 'normal' }));
  await openPosition(page, GEK_PINNED.base4, ply, seats);
  await untilAttention(page);
  await expect(page.getByTestId('ronin-panel')).toBeVisible();
  await act(page, () => page.getByTestId('ronin-none').click());

  // The tray rolls the engine's values for Aiko's units (every group of hers, in order).
  const tray = page.getByTestId('gek-dice');
  await expect(tray).toBeVisible();
  await shoot(page, 'battle-en');
  await expect(tray.locator('.dice-tray')).toHaveAttribute('data-phase', 'done', { timeout: 20_000 });
  const shown = (await tray.locator(`[data-testid^="dice-values-${seat}-"]`).allInnerTexts()).flatMap((text) => text.match(/\d/g) ?? []).map(Number);
  expect(shown).toEqual(expected);
  // Owner-chosen casualties, the default filled in: confirm it.
  await untilAttention(page);
  await expect(page.getByTestId('casualties-panel')).toContainText('Default: Ronin first');
  await page.getByTestId('language-de').click();
  await expect(page.getByTestId('casualties-panel')).toContainText('Vorschlag: zuerst Ronin');
  await expect(tray).toContainText('Schlacht in');
  await shoot(page, 'battle-de');
  await page.getByTestId('language-en').click();
  await act(page, () => page.getByTestId('casualties-submit').click());
  await page.getByTestId('close-dice').click({ timeout: 2000 }).catch(() => undefined);
  await expect(tray).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('hotseat: one human never sees the other’s treasury', async ({ page }) => {
  test.setTimeout(180_000);
  const problems = watchForErrors(page);
  await useSettings(page, { reducedMotion: true });
  await page.setViewportSize({ width: 1280, height: 720 });
  await startGekGame(page, [{ kind: 'human', name: 'Aiko' }, { kind: 'human', name: 'Botan' }, { kind: 'bot' }, { kind: 'bot' }], { seed: 'e2e-gek-hot' });
  const privacy = page.getByTestId('privacy-screen');
  /** The humans seen at their recruit (their treasury on screen, the other's hidden). */
  const recruiting = new Set<number>();
  for (let i = 0; i < 30 && recruiting.size < 2; i++) {
    const mode = await untilAttention(page);
    if (mode === 'private') {
      // Behind the screen nobody's Koku shows.
      for (const s of [0, 1]) await expect(page.getByTestId(`koku-${s}`)).toHaveText('Koku hidden');
      await privacy.getByRole('button').click();
      continue;
    }
    // The turn line names the seat deciding ("Your decision, Aiko: …").
    const me = /\bAiko\b/.test(await page.getByTestId('turn-status').innerText()) ? 0 : 1;
    const other = 1 - me;
    await expect(page.getByTestId(`koku-${me}`)).toHaveText(/^\d+ Koku$/);
    await expect(page.getByTestId(`koku-${other}`)).toHaveText('Koku hidden');
    if ((await panelShown(page)) === 'recruit-panel') {
      if (recruiting.size === 0) await shoot(page, 'hotseat-en');
      recruiting.add(me);
    }
    await answer(page);
  }
  expect([...recruiting].sort()).toEqual([0, 1]);
  expect(problems).toEqual([]);
});
