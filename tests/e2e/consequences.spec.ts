/**
 * Issue 22, "consequences said before they happen": in Jūni-tsuki a march
 * that leaves samurai without a Daimyō (they turn ronin at the player's next
 * month) or that takes the last group off a Daimyō (he dies at once) is said
 * in words before it is sent, and sent only when the player confirms; Cancel
 * sends nothing and keeps the draft (the group chosen, the count typed).
 * From a stored position (2 players, month 5 of the pinned year: the human may march a group
 * out of its Daimyō's reach, and march the last group off a Daimyō). What the
 * warning must say comes from the engine (consequencesOf), what the screen
 * shows is checked against it. Screenshots at both sizes, EN and DE.
 */
import { expect, test } from './fixtures';
import { firstPly, openPosition } from './positions';
import { SCREENS, painted, watchForErrors } from './page-support';
import { MB4 } from './mb-shogun-support';
import { mbConsequencesOf } from '../../src-shared/games/mb-shogun/consequences';
import { troopsInPosition } from '../../src-shared/games/mb-shogun/war';
import { provinceId as mbId } from '../../src-shared/games/mb-shogun/board';
import type { MbShogunState } from '../../src-shared/games/mb-shogun/types';
import { JUNI_YEAR, boardReady, catchUp, pinnedSteps, shoot, shownPly, useSettings } from './juni-tsuki-support';
import { consequencesOf } from '../../src-shared/games/juni-tsuki/consequences';
import { listMoves } from '../../src-shared/games/juni-tsuki/legal';
import { MB_PROVINCES } from '../../src-shared/maps/mb-board';
import type { JuniMove, JuniState } from '../../src-shared/games/juni-tsuki/types';

const HUMAN = 0;
const SEATS = [
  { kind: 'human' as const, name: 'Hanako' },
  { kind: 'bot' as const, name: 'Mori', bot: 'normal' },
];
type March = Extract<JuniMove, { type: 'march' }>;

/** The human's own marches in a position (of a whole group, and of half of it). */
const marches = (s: JuniState): March[] => listMoves(s, HUMAN).filter((m): m is March => m.type === 'march' && m.owner === undefined);

/** A march leaving samurai to turn ronin (no Daimyō dies), and one killing a Daimyō at once, in the human's month. */
function position(): { ply: number; ronin: March; kill: March; state: JuniState } {
  const steps = pinnedSteps(JUNI_YEAR);
  const ply = firstPly(JUNI_YEAR, ({ state, pending }) => {
    if (pending[0]?.seat !== HUMAN || pending[0].kind !== 'act') return false;
    const s = state as JuniState;
    const ms = marches(s);
    return ms.some((m) => consequencesOf(s, HUMAN, m).every((c) => c.kind === 'ronin') && consequencesOf(s, HUMAN, m).length > 0) && ms.some((m) => consequencesOf(s, HUMAN, m).some((c) => c.kind === 'daimyo-dies'));
  });
  const state = steps[ply]!.state;
  const ms = marches(state);
  const ronin = ms.find((m) => consequencesOf(state, HUMAN, m).length > 0 && consequencesOf(state, HUMAN, m).every((c) => c.kind === 'ronin'))!;
  const kill = ms.find((m) => consequencesOf(state, HUMAN, m).some((c) => c.kind === 'daimyo-dies'))!;
  return { ply, ronin, kill, state };
}

for (const locale of ['en', 'de'] as const) {
  test(`consequences (${locale}): a march that leaves ronin or kills a Daimyō is said first and sent only when confirmed; Cancel keeps the draft`, async ({ page }) => {
    test.setTimeout(90_000);
    const problems = watchForErrors(page);
    await useSettings(page, { locale });
    const { ply, ronin, kill, state } = position();
    await openPosition(page, JUNI_YEAR, ply, SEATS);
    await boardReady(page);
    expect(await catchUp(page)).toBe('act');
    const before = await shownPly(page);
    const warning = page.getByTestId('consequence-warning');

    // 1. The march that leaves samurai without a Daimyō: the warning names the province and the samurai.
    await page.getByTestId(`group-${ronin.from}`).click();
    await page.getByTestId('march-count').fill(String(ronin.count));
    await page.getByTestId(`march-to-${ronin.to}`).click();
    await expect(warning).toBeVisible();
    const said = consequencesOf(state, HUMAN, ronin);
    const lines = warning.getByTestId('consequence-line');
    await expect(lines).toHaveCount(said.length);
    for (const [i, c] of said.entries()) {
      if (c.kind !== 'ronin') throw new Error('a ronin march expected');
      const n = `${c.samurai}${locale === 'en' ? ',000' : '.000'}`;
      await expect(lines.nth(i)).toContainText(n);
      for (const p of c.provinces) await expect(lines.nth(i)).toContainText(MB_PROVINCES[p]!.name);
      await expect(lines.nth(i)).toContainText(locale === 'en' ? 'will turn ronin when your next month begins' : 'zu Beginn deines nächsten Monats Rōnin');
    }
    await expect(warning.getByTestId('consequence-move')).toContainText(locale === 'en' ? 'Ōsumi' : 'Ōsumi');
    await expect(warning.getByRole('heading')).toHaveText(locale === 'en' ? 'Before you send this move' : 'Bevor du diesen Zug schickst');
    // The focus waits on Cancel: Enter never sends a loss unread. The move's buttons are held while the warning asks.
    await expect(warning.getByTestId('consequence-cancel')).toBeFocused();
    await expect(page.getByTestId('end-turn')).toBeDisabled();
    // The list said it before the click too.
    await expect(page.getByTestId(`march-to-${ronin.to}`)).toHaveAttribute('data-consequence', 'ronin');
    await shoot(page, `consequence-ronin-${locale}`);

    // Cancel: nothing sent (still the same position, the human still asked), the draft kept (group chosen, its count).
    await warning.getByTestId('consequence-cancel').click();
    await expect(warning).toHaveCount(0);
    expect(await shownPly(page)).toBe(before);
    await expect(page.locator('section.decision')).toHaveAttribute('data-kind', 'act');
    await expect(page.getByTestId(`group-${ronin.from}`)).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('march-count')).toHaveValue(String(ronin.count));
    await expect(page.getByTestId('end-turn')).toBeEnabled();

    // 2. The last group off a Daimyō: he dies at once — said, then confirmed, then done (the feed tells it).
    if (kill.from !== ronin.from) await page.getByTestId(`group-${kill.from}`).click();
    await page.getByTestId('march-count').fill(String(kill.count));
    await expect(page.getByTestId(`march-to-${kill.to}`)).toHaveAttribute('data-consequence', 'dies');
    await expect(page.getByTestId(`march-to-${kill.to}`)).toContainText(locale === 'en' ? 'a Daimyō dies' : 'ein Daimyō stirbt');
    await page.getByTestId(`march-to-${kill.to}`).click();
    await expect(warning).toBeVisible();
    const dies = consequencesOf(state, HUMAN, kill).find((c) => c.kind === 'daimyo-dies')!;
    if (dies.kind !== 'daimyo-dies') throw new Error('a Daimyō’s death expected');
    await expect(warning).toContainText(locale === 'en' ? `Your Daimyō in ${MB_PROVINCES[dies.province]!.name} dies at once` : `Dein Daimyō in ${MB_PROVINCES[dies.province]!.name} stirbt sofort`);
    await shoot(page, `consequence-daimyo-${locale}`);
    const daimyoBefore = state.daimyo.filter((d) => d.owner === HUMAN).length;
    await warning.getByTestId('consequence-confirm').click();
    await expect(warning).toHaveCount(0);
    const daimyo = page.getByTestId(`seat-card-${HUMAN}`).locator('dd').first();
    await expect(daimyo).toHaveText(String(daimyoBefore - 1), { timeout: 30_000 });
    expect(await shownPly(page)).toBeGreaterThan(before);
    expect(problems).toEqual([]);
  });
}

/**
 * MB Shogun: Phase B's declarations that take every troop out of a province are said before they are sent
 * (if the attackers all fall, the province is left empty and lost); Cancel keeps the choices, Confirm sends.
 */
const MB_SEATS = [
  { kind: 'human' as const, name: 'Hanako' },
  { kind: 'bot' as const, name: 'Takeda', bot: 'normal' },
  { kind: 'bot' as const, name: 'Uesugi', bot: 'normal' },
  { kind: 'bot' as const, name: 'Mōri', bot: 'normal' },
];

test('MB Shogun (en, de): a declaration that may leave a province empty is said first; Cancel keeps the choices', async ({ page }) => {
  test.setTimeout(90_000);
  const problems = watchForErrors(page);
  await useSettings(page, { locale: 'en' });
  // The human's Phase B where a troop alone in its province may attack an enemy.
  let risky: { from: number; troop: 'army' | 'force'; to: number } | null = null;
  const ply = firstPly(MB4, (p) => {
    const d = (p.pending as { seat: number; kind: string; colour?: number }[]).find((x) => x.seat === HUMAN && x.kind === 'declare');
    if (!d) return false;
    const s = p.state as MbShogunState;
    const colour = d.colour ?? HUMAN;
    for (const x of troopsInPosition(s, colour)) {
      for (const to of x.targets) {
        const said = mbConsequencesOf(s, colour, { type: 'declare', battles: [{ from: mbId(x.from), troop: x.troop, to: mbId(to) }] });
        if (said.length > 0) {
          risky = { from: x.from, troop: x.troop, to };
          return true;
        }
      }
    }
    return false;
  });
  await openPosition(page, MB4, ply, MB_SEATS);
  const panel = page.getByTestId('declare-panel');
  await expect(panel).toBeVisible({ timeout: 60_000 });
  const r = risky!;
  await panel.getByTestId(`declare-${mbId(r.from)}-${r.troop}`).selectOption(mbId(r.to));
  await panel.getByTestId('declare-submit').click();
  const warning = page.getByTestId('consequence-warning');
  await expect(warning).toContainText(`if they all fall, ${MB_PROVINCES[r.from]!.name} is left empty`);
  await expect(warning.getByTestId('consequence-cancel')).toBeFocused();
  await page.getByTestId('language-de').click();
  await expect(warning).toContainText(`Fallen sie alle, steht ${MB_PROVINCES[r.from]!.name} leer`);
  await shootMb(page, 'consequence-mb-de');
  await page.getByTestId('language-en').click();
  await shootMb(page, 'consequence-mb-en');
  const before = await page.locator('section.decision').getAttribute('data-ply');
  await warning.getByTestId('consequence-cancel').click();
  await expect(warning).toHaveCount(0);
  // Nothing sent; the choice is still made.
  expect(await page.locator('section.decision').getAttribute('data-ply')).toBe(before);
  await expect(panel.getByTestId(`declare-${mbId(r.from)}-${r.troop}`)).toHaveValue(mbId(r.to));
  await panel.getByTestId('declare-submit').click();
  await warning.getByTestId('consequence-confirm').click();
  // Sent: the declarations are the engine's now (the panel leaves; the battles follow).
  await expect.poll(() => page.locator('section.decision').getAttribute('data-ply'), { timeout: 30_000 }).not.toBe(before);
  expect(problems).toEqual([]);
});

async function shootMb(page: import('@playwright/test').Page, name: string): Promise<void> {
  for (const [width, height] of [
    [1280, 720],
    [1920, 1080],
  ] as const) {
    if (width === 1920 && process.env.JUNI_SCREENS !== 'all') continue;
    await page.setViewportSize({ width, height });
    await painted(page);
    await page.screenshot({ path: `${SCREENS}/mb-shogun-${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}
