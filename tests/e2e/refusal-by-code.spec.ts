/**
 * A refused move is told by its code in the player's language (issue 25, typed errors): the socket between the
 * table and the host is made to carry a recruit the purse cannot pay (the panel itself never sends one), and the
 * table says why — the words of messages/refusals.ts in German or English, never the engine's English sentence.
 * Screenshots at 1280×720.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { hostUrl } from './page-support';
import { boardReady, catchUp, shoot, useSettings } from './juni-tsuki-support';

/** Every submitted recruit becomes 999 thousand samurai: more koku than any start holds. */
async function overspendRecruits(page: Page): Promise<void> {
  await page.routeWebSocket(/.*/, (ws) => {
    const server = ws.connectToServer();
    ws.onMessage((message) => {
      const text = typeof message === 'string' ? message : message.toString();
      server.send(text.includes('"submitMove"') && text.includes('"recruit"') ? text.replace(/"amount":\d+/, '"amount":999') : text);
    });
    server.onMessage((message) => ws.send(message));
  });
}

for (const { locale, start, said, english } of [
  { locale: 'de' as const, start: 'Starten', said: 'Nicht erlaubt: 999 Tausend Samurai kosten 999 Tausend Koku; deine Burgen haben', english: false },
  { locale: 'en' as const, start: 'Start', said: 'Not allowed: 999 thousand samurai cost 999 thousand koku; your castles hold', english: true },
]) {
  test(`Jūni-tsuki (${locale}): a recruit the castles cannot pay is refused and told by its code`, async ({ page }) => {
    test.setTimeout(150_000);
    await overspendRecruits(page);
    await useSettings(page, { locale, animationSpeed: 4 });
    await page.goto(`${hostUrl()}#/new`);
    await page.getByTestId('pick-juni-tsuki').click();
    await page.getByRole('button', { name: start, exact: true }).click();
    await boardReady(page);
    expect(await catchUp(page, -1, 60_000)).toBe('recruit');
    await page.getByTestId('recruit-amount').fill('1');
    await page.getByTestId('recruit-amount').press('Enter');
    const refused = page.getByTestId('move-error');
    await expect(refused).toContainText(said);
    // The engine's own sentence is the same words in English; in German none of it shows.
    if (!english) await expect(refused).not.toContainText('koku in your castles');
    await shoot(page, `refusal-${locale}`);
  });
}
