/// <reference lib="dom" />
/**
 * Playing with a friend on their own computer (docs/lan.md), in Kunitori!,
 * whose hands are secret: the host on 127.0.0.1 plays Takeda, a friend's
 * browser on 127.0.0.2 plays Uesugi from an invitation (sharing started from
 * the game bar of a running game), a bot plays the third seat. A round is
 * played — each person's turn through their own table, with their own hand
 * — then the friend's screen in German, and the share is stopped.
 */
import { expect, test } from './fixtures';
import { watchForErrors } from './page-support';
import { answer } from './kunitori-support';
import { friendPage, newGameOfThree, shot, startLanHost, startSharing } from './lan-support';
import type { Page } from '@playwright/test';

const decision = (p: Page) => p.getByTestId('decision-panel');

test('Kunitori! with a friend on another computer: a round of turns, each with their own hand on their own screen', async ({ page, browser }) => {
  test.setTimeout(420_000);
  const problems = watchForErrors(page);
  const host = await startLanHost();
  try {
    await newGameOfThree(page, host.url, { id: 'kunitori', heading: 'New game of Kunitori!' }, ['Takeda', 'Uesugi'], 'Mori');
    await page.getByTestId('option-turnLimit').fill('4');
    await page.getByTestId('option-turnLimit').blur();
    await page.getByLabel('Seed (optional)').fill('e2e-lan-kunitori');
    await page.getByRole('button', { name: 'Start' }).click();
    await expect(page).toHaveURL(/#\/game\/[A-Za-z0-9_-]+$/);
    // Two people at one screen for now: the privacy screen stands between them.
    await expect(page.getByTestId('privacy-screen').or(decision(page)).first()).toBeVisible({ timeout: 60_000 });

    // From the running game's bar: open Uesugi's seat to a friend.
    await page.getByTestId('share-open').click();
    await page.getByTestId('share-seat-1').check();
    const [link] = await startSharing(page);
    const friend = await friendPage(browser, link!);
    const uesugi = friend.page;
    const friendProblems = watchForErrors(uesugi);
    await expect(page.getByTestId('invite-1')).toHaveAttribute('data-connected', 'true', { timeout: 10_000 });
    await page.getByTestId('share-close').click();

    // The host's screen plays Takeda only now: no privacy screen between its turns.
    let answered = { host: 0, friend: 0 };
    let turnsEnded = { host: 0, friend: 0 };
    for (let i = 0; i < 120 && (turnsEnded.host < 1 || turnsEnded.friend < 1 || !(await decision(page).isVisible())); i++) {
      await expect(page.getByTestId('privacy-screen')).toHaveCount(0);
      await expect(uesugi.getByTestId('privacy-screen')).toHaveCount(0);
      await expect.poll(async () => (await decision(page).isVisible()) || (await decision(uesugi).isVisible()), { timeout: 60_000 }).toBe(true);
      for (const [who, p] of [['host', page], ['friend', uesugi]] as const) {
        if (!(await decision(p).isVisible())) continue;
        const kind = (await decision(p).getAttribute('data-kind')) ?? '';
        await answer(p);
        answered = { ...answered, [who]: answered[who] + 1 };
        if (kind === 'buy' || kind === 'keep') turnsEnded = { ...turnsEnded, [who]: turnsEnded[who] + 1 };
      }
    }
    expect(turnsEnded.host).toBeGreaterThanOrEqual(1);
    expect(turnsEnded.friend).toBeGreaterThanOrEqual(1);
    // The round came back to the host.
    await expect(decision(page)).toBeVisible();
    // The friend sees their own new hand, face up, on their own screen (the others' only as a count).
    await expect(uesugi.getByTestId('hand').locator('.playing-card')).not.toHaveCount(0);

    // The friend's screen in German (its language is the friend's own, kept in their browser).
    await uesugi.getByRole('group', { name: /^(Language|Sprache)$/ }).getByRole('button', { name: 'Deutsch' }).click();
    await expect(uesugi.getByRole('status').first()).toHaveText(/Verbunden/);
    await shot(uesugi, 'friend-de');
    // The host's invitation panel in German.
    await page.getByRole('group', { name: /^(Language|Sprache)$/ }).getByRole('button', { name: 'Deutsch' }).click();
    await page.getByTestId('share-open').click();
    await expect(page.getByTestId('invite-1').getByTestId('invite-state')).toHaveText('Verbunden');
    await shot(page, 'invite-de');

    await page.getByTestId('share-stop').click();
    await expect(uesugi.getByTestId('remote-closed')).toContainText('Der Gastgeber hat das Spiel geschlossen', { timeout: 10_000 });
    await shot(uesugi, 'friend-closed-de');
    await friend.context.close();
    expect(problems, problems.join('\n')).toEqual([]);
    expect(friendProblems.filter((p) => !/WebSocket|ERR_CONNECTION_REFUSED|Failed to load resource/.test(p)), friendProblems.join('\n')).toEqual([]);
  } finally {
    await host.stop();
  }
});
