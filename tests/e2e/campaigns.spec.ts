/// <reference lib="dom" />
/**
 * Campaigns as a player keeps them: create one with a roster, start its
 * first game (bots only, so it plays itself out), see the standings follow
 * the result, rename it in place (Enter saves, Escape keeps the old name),
 * and delete it after a question that says how many games and moves go.
 * A single game shows as a campaign of one.
 */
import { expect, test } from './fixtures';
import { mkdirSync } from 'node:fs';
import { HostClient, hostUrl, SCREENS, watchForErrors } from './saves-helpers';

interface Summary {
  gameId: string;
  ply: number;
  finished: boolean;
  campaignId?: string | null;
  seats: { name: string }[];
  result: { scores: number[]; winners: number[] } | null;
}

test('create a campaign, play its first game, rename it, delete it with confirmation', async ({ page }) => {
  test.setTimeout(240_000);
  mkdirSync(SCREENS, { recursive: true });
  const problems = watchForErrors(page);
  const tag = `C${Date.now().toString(36).slice(-5)}`;
  const client = await HostClient.connect();

  // A single game, made the ordinary way, to find among the campaigns of one.
  const single = await client.call<{ gameId: string }>({
    type: 'createGame',
    ruleset: 'henn-shogun',
    options: { players: 3, side: 'sun', setup: 'fixed' },
    campaignName: `Quick game ${tag}`,
    seats: ['Oda', 'Hōjō', 'Date'].map((n) => ({ kind: 'bot', name: n, bot: 'random' })),
  });

  await page.goto(hostUrl());
  await expect(page.getByRole('status').first()).toHaveText(/Connected/);
  await page.getByTestId('home-campaigns').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Campaigns' })).toBeVisible();

  // ── create ──
  await page.getByTestId('new-campaign').click();
  const form = page.getByTestId('campaign-form');
  await form.getByRole('button', { name: 'Create campaign' }).click();
  await expect(form.getByRole('alert')).toContainText('The campaign needs a name.');
  const name = `Winter league ${tag}`;
  await page.getByTestId('campaign-name').fill(name);
  const roster = ['Hanako', 'Takeda', 'Uesugi', 'Mōri'];
  for (let i = 0; i < 4; i++) {
    await form.getByLabel(`Seat ${i + 1} name`).fill(`${roster[i]} ${tag}`);
    await form.getByLabel(`Seat ${i + 1} player`).selectOption('bot');
    await form.getByLabel(`Seat ${i + 1} bot level`).selectOption('random');
  }
  await form.getByRole('button', { name: 'Create campaign' }).click();
  const detail = page.getByTestId('campaign-detail');
  await expect(detail.getByTestId('campaign-title')).toHaveText(name);
  await expect(detail.getByTestId('standings').locator('tbody tr')).toHaveCount(4);
  await expect(detail).toContainText('No games yet.');

  // ── its first game: the bots play it out; the standings follow ──
  await detail.getByTestId('start-game').click();
  await expect(page).toHaveURL(/#\/game\/[A-Za-z0-9_-]+$/);
  const gameId = /#\/game\/([A-Za-z0-9_-]+)$/.exec(page.url())![1]!;
  // Home at once: the host plays the bots' game out whether or not the page tells its story (drawing it on a
  // software renderer meanwhile only slowed the host down).
  await page.goto(hostUrl());
  let game: Summary | undefined;
  for (let i = 0; i < 240 && !game?.finished; i++) {
    game = (await client.call<Summary[]>({ type: 'listGames' })).find((g) => g.gameId === gameId);
    if (!game?.finished) await new Promise((r) => setTimeout(r, 500));
  }
  expect(game?.finished, 'the bots finished the campaign game').toBe(true);
  await page.goto(`${hostUrl()}#/campaigns`);
  const list = page.getByRole('navigation', { name: 'Campaigns and single games' });
  await list.getByRole('button', { name: new RegExp(name) }).click();
  await expect(detail.getByTestId('campaign-games').locator('tbody tr')).toHaveCount(1);
  const winners = game!.result!.winners.map((w) => game!.seats[w]!.name).join(' & ');
  await expect(detail.getByTestId('campaign-games')).toContainText(winners);
  for (let member = 0; member < 4; member++) {
    const cells = detail.locator(`[data-testid="standings"] tr[data-member="${member}"] td`);
    await expect(cells).toHaveText(['1', game!.result!.winners.includes(member) ? '1' : '0', String(game!.result!.scores[member])]);
  }
  await expect(detail.getByTestId('start-game')).toHaveText('Start game 2');
  await page.screenshot({ path: `${SCREENS}/campaigns-1280.png` });

  // ── rename in place: Escape keeps the old name, Enter saves the new ──
  await detail.getByTestId('campaign-title').click();
  await page.getByTestId('rename-input').fill('Not this one');
  await page.keyboard.press('Escape');
  await expect(detail.getByTestId('campaign-title')).toHaveText(name);
  await expect(detail.getByTestId('campaign-title')).toBeFocused();
  await page.keyboard.press('Enter');
  const renamed = `Spring league ${tag}`;
  await page.getByTestId('rename-input').fill(renamed);
  await page.keyboard.press('Enter');
  await expect(detail.getByTestId('campaign-title')).toHaveText(renamed);
  await expect(list.getByRole('button', { name: new RegExp(renamed) })).toBeVisible();
  const campaigns = await client.call<{ campaignId: string; name: string }[]>({ type: 'listCampaigns' });
  const campaign = campaigns.find((c) => c.name === renamed);
  expect(campaign, 'the host keeps the new name').toBeDefined();

  // ── the single game is a campaign of one ──
  await list.getByRole('button', { name: new RegExp(`Quick game ${tag}`) }).click();
  await expect(detail.getByText('Single game', { exact: true })).toBeVisible();
  await expect(detail.getByTestId('start-game')).toHaveCount(0);
  expect((await client.call<Summary[]>({ type: 'listGames' })).find((g) => g.gameId === single.gameId)?.campaignId).toBeTruthy();

  // ── delete, after a question that says what goes; Cancel first ──
  await list.getByRole('button', { name: new RegExp(renamed) }).click();
  await detail.getByTestId('delete-campaign').click();
  const dialog = page.getByTestId('confirm-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading')).toHaveText(`Delete the campaign “${renamed}”?`);
  await expect(dialog.getByTestId('confirm-text')).toContainText(`1 game with ${game!.ply} moves`);
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(detail.getByTestId('campaign-title')).toHaveText(renamed);

  await detail.getByTestId('delete-campaign').click();
  await dialog.getByRole('button', { name: 'Delete for good' }).click();
  await expect(page.getByTestId('deleted-notice')).toContainText(`“${renamed}” was deleted (1 game with ${game!.ply} moves).`);
  await expect(list.getByRole('button', { name: new RegExp(renamed) })).toHaveCount(0);
  expect((await client.call<{ name: string }[]>({ type: 'listCampaigns' })).some((c) => c.name === renamed)).toBe(false);
  expect((await client.call<Summary[]>({ type: 'listGames' })).some((g) => g.gameId === gameId)).toBe(false);

  client.close();
  expect(problems).toEqual([]);
});
