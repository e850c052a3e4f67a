/// <reference lib="dom" />
/**
 * Attack odds on the province card (issue 22): from stored positions where the human may attack, hovering the
 * province shows the chance to win — the engine's own number (`attackWinChance` through the game's public.ts,
 * worked out here from the same seat's view) — in English and in German.
 * MB Shogun: while declaring battles (Phase B), a province one of the human's troops may attack.
 * Gekokujō: at the campaign's battle choice, a province where the human must fight.
 */
import type { Locator, Page } from '@playwright/test';
import { attackWinChance as gekChance } from '../../src-shared/games/gekokujo/odds';
import { viewOf as gekViewOf } from '../../src-shared/games/gekokujo/view';
import { boardOf } from '../../src-shared/games/mb-shogun/determinize';
import { attackWinChance as mbChance } from '../../src-shared/games/mb-shogun/odds';
import type { MbShogunState } from '../../src-shared/games/mb-shogun/types';
import { viewOf as mbViewOf } from '../../src-shared/games/mb-shogun/view';
import { troopsInPosition } from '../../src-shared/games/mb-shogun/war';
import { MB_PROVINCES } from '../../src-shared/maps/mb-board';
import { percentOf } from '../../src-renderer/kit/map/province-card';
import { expect, test } from './fixtures';
import { GEK_PINNED, gekState, shoot as gekShoot, untilAttention, useSettings as gekSettings } from './gekokujo-support';
import { MB4, catchUp, deciding, shoot as mbShoot, useSettings as mbSettings, watchForErrors } from './mb-shogun-support';
import { firstPly, openPosition } from './positions';

/** Points at a province: the pointer on the given spot when it is on the canvas, else keyboard focus on its button (the same card). */
async function pointAt(page: Page, board: Locator, id: string, spot: [number, number] | null): Promise<void> {
  const box = (await board.locator('.board-canvas').boundingBox())!;
  if (spot && spot[0] > 0 && spot[1] > 0 && spot[0] < box.width && spot[1] < box.height) {
    await page.mouse.move(box.x + box.width / 2, box.y + 4);
    await page.mouse.move(box.x + spot[0], box.y + spot[1], { steps: 3 });
  } else await page.locator(`button[data-board-province="${id}"]`).focus();
}

async function toLanguage(page: Page, name: 'English' | 'Deutsch'): Promise<void> {
  await page.getByRole('button', { name }).click();
}

test("MB Shogun: while declaring battles, a province I may attack shows each troop's chance to win (EN, DE)", async ({ page }) => {
  test.setTimeout(90_000);
  const problems = watchForErrors(page);
  await mbSettings(page, { reducedMotion: true });
  await page.setViewportSize({ width: 1280, height: 720 });
  let target = { from: -1, to: -1, troop: 'army' as 'army' | 'force', pct: '' };
  const ply = firstPly(MB4, (p) => {
    if (!deciding(0, 'declare')(p)) return false;
    const s = p.state as MbShogunState;
    const board = boardOf(mbViewOf(s, 0));
    // An attack whose outcome is open (neither hopeless nor sure), so the number says something.
    for (const x of troopsInPosition(board, 0)) {
      for (const to of x.targets.filter((q) => s.provinces[q]!.owner >= 0)) {
        const chance = mbChance(board, 0, x.from, to, x.troop)!;
        if (chance < 0.05 || chance > 0.95) continue;
        target = { from: x.from, to, troop: x.troop, pct: percentOf(chance) };
        return true;
      }
    }
    return false;
  });
  const seats = [{ kind: 'human' as const, name: 'Hanako' }, ...['Takeda', 'Uesugi', 'Mōri'].map((name) => ({ kind: 'bot' as const, name, bot: 'normal' }))];
  await openPosition(page, MB4, ply, seats);
  await catchUp(page);
  const board = page.locator('[data-board="mb-shogun"]');
  await expect(board).toHaveAttribute('data-ready', 'true');
  const toId = MB_PROVINCES[target.to]!.id;
  const spot = () => board.evaluate((el, pid) => (el as HTMLElement & { tenkaPiecesAt: (id: string) => [number, number] | null }).tenkaPiecesAt(pid), toId);

  await pointAt(page, board, toId, await spot());
  const card = page.getByTestId('map-card');
  await expect(card).toContainText(MB_PROVINCES[target.to]!.name);
  const odds = card.getByTestId('map-card-odds');
  await expect(odds.first()).toBeVisible();
  const from = MB_PROVINCES[target.from]!.name;
  await expect(odds.filter({ hasText: `Attack from ${from}` }).first()).toContainText(`${target.pct}% to win`);
  await mbShoot(page, 'attack-odds-en');

  await toLanguage(page, 'Deutsch');
  await pointAt(page, board, toId, await spot());
  await expect(odds.filter({ hasText: `Angriff von ${from}` }).first()).toContainText(`${target.pct} % Siegchance`);
  await mbShoot(page, 'attack-odds-de');
  await toLanguage(page, 'English');
  expect(problems).toEqual([]);
});

test('Gekokujō: at the battle choice, a province where I must fight shows my chance to hold it alone (EN, DE)', async ({ page }) => {
  test.setTimeout(90_000);
  const problems = watchForErrors(page);
  await gekSettings(page, { reducedMotion: true });
  await page.setViewportSize({ width: 1280, height: 720 });
  let seat = -1;
  let province = -1;
  let pct = '';
  const ply = firstPly(GEK_PINNED.base4, (p) => {
    const d = p.pending[0];
    if (p.pending.length !== 1 || d?.kind !== 'battle-choice') return false;
    const s = gekState(p);
    // A battle whose outcome is open (neither hopeless nor sure), so the number says something.
    return s.battles.some((at) => {
      const chance = gekChance(gekViewOf(s, d.seat), d.seat, at);
      if (chance === null || chance < 0.05 || chance > 0.95) return false;
      [seat, province, pct] = [d.seat, at, percentOf(chance)];
      return true;
    });
  });
  const seats = [0, 1, 2, 3].map((s) => (s === seat ? { kind: 'human' as const, name: 'Aiko' } : { kind: 'bot' as const, name: `Bot ${s + 1}`, bot: 'normal' }));
  await openPosition(page, GEK_PINNED.base4, ply, seats);
  await untilAttention(page);
  const board = page.locator('[data-board="gekokujo"]');
  const id = MB_PROVINCES[province]!.id;
  const spot = () => board.evaluate((el, p) => (el as HTMLElement & { tenkaProvinceAt?: (p: number) => [number, number] | null }).tenkaProvinceAt?.(p) ?? null, province);

  await pointAt(page, board, id, await spot());
  const card = page.getByTestId('map-card');
  await expect(card).toContainText(MB_PROVINCES[province]!.name);
  await expect(card.getByTestId('map-card-odds')).toHaveText(`Battle here: ${pct}% to hold it alone`);
  await gekShoot(page, 'attack-odds-en');

  await toLanguage(page, 'Deutsch');
  await pointAt(page, board, id, await spot());
  await expect(card.getByTestId('map-card-odds')).toHaveText(`Schlacht hier: ${pct} % Chance, sie allein zu halten`);
  await gekShoot(page, 'attack-odds-de');
  await toLanguage(page, 'English');
  expect(problems).toEqual([]);
});
