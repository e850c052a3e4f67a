/// <reference lib="dom" />
/**
 * A refused Henn's Shogun move is told by its code and values in the player's language (issue 25, typed errors): at
 * the first winter of a stored game the socket between the table and the host is made to carry an empty revolt
 * order (the panel itself never sends one); the host refuses it as bad-order with the revolting provinces as a
 * value, and the table says so in German or English from messages/refusals.ts — never the engine's English sentence.
 * Screenshots at 1280×720.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { firstPly, openPosition, PINNED } from './positions';
import { shoot, useSettings, watchForErrors } from './henn-support';

const SEATS = [
  { kind: 'human', name: 'Hanako' },
  { kind: 'bot', bot: 'normal', name: 'Takeda' },
  { kind: 'bot', bot: 'normal', name: 'Uesugi' },
  { kind: 'bot', bot: 'normal', name: 'Mōri' },
] as const;

/** Every submitted revolt order becomes an empty one. */
async function emptyRevoltOrders(page: Page): Promise<void> {
  await page.routeWebSocket(/.*/, (ws) => {
    const server = ws.connectToServer();
    ws.onMessage((message) => {
      const text = typeof message === 'string' ? message : message.toString();
      server.send(text.includes('"submitMove"') && text.includes('"revolt-order"') ? text.replace(/"order":\[[^\]]*\]/, '"order":[]') : text);
    });
    server.onMessage((message) => ws.send(message));
  });
}

for (const { locale, said, english } of [
  { locale: 'de' as const, said: /^Nicht erlaubt: Ordne genau deine aufständischen Provinzen: [^.{}]+\.$/, english: 'Give the order' },
  { locale: 'en' as const, said: /^Not allowed: Order exactly your revolting provinces: [^.{}]+\.$/, english: 'Give the order' },
]) {
  test(`Henn's Shogun (${locale}): an empty revolt order is refused and told by its code, naming the provinces`, async ({ page }) => {
    test.setTimeout(150_000);
    const problems = watchForErrors(page);
    await emptyRevoltOrders(page);
    // The player's defaults (motion on) in German; English with reduced motion.
    await useSettings(page, locale === 'de' ? { locale } : { locale, reducedMotion: true });
    await page.setViewportSize({ width: 1280, height: 720 });
    const winterPly = firstPly(PINNED.henn4, ({ state, pending }) => (state as { phase: string }).phase === 'winter' && pending.length > 0 && pending.every((d) => d.seat === 0));
    await openPosition(page, PINNED.henn4, winterPly, [...SEATS]);
    await expect(page.getByTestId('revolt-panel')).toBeVisible({ timeout: 60_000 });
    await page.getByTestId('fight-revolts').click();
    const refused = page.getByTestId('move-error');
    await expect(refused).toBeVisible();
    // The dismiss button's word is part of the alert: the refusal is the text before it.
    const text = (await refused.evaluate((el) => Array.from(el.childNodes).filter((n) => !(n instanceof HTMLButtonElement)).map((n) => n.textContent).join('')))
      .replace(/\s+/g, ' ')
      .trim();
    expect(text).toMatch(said);
    expect(text).not.toContain(english);
    await shoot(page, `refusal-${locale}`);
    expect(problems.filter((p) => p.startsWith('page error'))).toEqual([]);
  });
}
