/// <reference lib="dom" />
/**
 * Plans on the map in Gekokujō and Jūni-tsuki (issue 22), from stored
 * positions where the human marches, one human against bots: the march being
 * composed is drawn as an arrow once its source is chosen (on the map or in
 * the panel), it follows the target pointed at, and its × (or Esc) clears the
 * panel; a march sent stays on the map as a quieter arrow whose × takes it
 * back exactly as Undo does — then the arrow is gone and the panel asks again.
 * Screenshots in English and German with a sent march and a draft on the map.
 */
import type { Locator, Page } from '@playwright/test';
import { MB_PROVINCES } from '../../src-shared/maps/mb-board';
import { expect, test } from './fixtures';
import { firstPly, openPosition } from './positions';
import { act, gekBoard, gekOnPage, openAtHumanMarch, shoot as shootGek, untilAttention, useSettings as useGekSettings, watchForErrors } from './gekokujo-support';
import { JUNI_PINNED, boardReady, catchUp, decision, pointOnPage, shoot as shootJuni, shownPly, useSettings as useJuniSettings } from './juni-tsuki-support';

const plan = (page: Page, id: string): Locator => page.locator(`.board-frame [data-plan="${id}"]`);
const allPlans = (page: Page): Locator => page.locator('.board-frame [data-plan]');

/** The table switched to German by the language toggle in the header (it changes at once, nothing reloads). */
async function inGerman(page: Page): Promise<void> {
  await page.getByTestId('language-de').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
}

// ── Gekokujō ──


/** The province chosen in a select of the move panel, '' while its "Choose a province…" line shows. */
const chosenIn = (select: Locator) => () => select.evaluate((el) => ((el as HTMLSelectElement).selectedOptions[0]?.disabled ? '' : (el as HTMLSelectElement).value));
const optionValues = (select: Locator): Promise<number[]> => select.locator('option:not([disabled])').evaluateAll((os) => os.map((o) => Number((o as HTMLOptionElement).value)));

test('Gekokujō: the march being composed follows its target and its × clears the panel; a sent march’s × takes it back', async ({ page }) => {
  test.setTimeout(90_000);
  const problems = watchForErrors(page);
  await useGekSettings(page, { reducedMotion: true });
  await page.setViewportSize({ width: 1280, height: 720 });
  await openAtHumanMarch(page);
  await expect(gekBoard(page)).toHaveAttribute('data-ready', 'true');
  const fromSelect = page.getByTestId('move-from');
  const toSelect = page.getByTestId('move-to');

  // Nothing chosen yet: no arrow.
  await expect.poll(chosenIn(fromSelect)).toBe('');
  await expect(allPlans(page)).toHaveCount(0);

  // A press on a stack on the map chooses it in the panel, and the draft's arrow appears, saying what moves.
  const sources = await optionValues(fromSelect);
  let from = -1;
  for (const s of sources) {
    const at = await gekOnPage(page, 'tenkaStackAt', s, 40);
    if (!at) continue;
    await page.mouse.click(at.x, at.y);
    from = s;
    break;
  }
  expect(from, 'a stack of Aiko’s is in view at the opening').toBeGreaterThanOrEqual(0);
  await expect(fromSelect).toHaveValue(String(from));
  const draft = plan(page, 'draft');
  await expect(draft).toBeVisible();
  await expect(draft).toContainText(/Bushi|Daimyō/);
  await shootGek(page, 'plan-draft-en');
  const targetName = async () => /→ (.+)$/.exec((await draft.getAttribute('title')) ?? '')?.[1] ?? '';
  await page.mouse.move(5, 5);
  await expect.poll(targetName).toBe(MB_PROVINCES[Number(await toSelect.inputValue())]!.name);

  // It follows the target: chosen in the panel, then pointed at on the map (and back when the pointer leaves).
  const targets = await optionValues(toSelect);
  if (targets.length > 1) {
    await toSelect.selectOption(String(targets[1]));
    await expect.poll(targetName).toBe(MB_PROVINCES[targets[1]!]!.name);
  }
  const chosenTo = Number(await toSelect.inputValue());
  for (const q of targets.filter((x) => x !== chosenTo && !sources.includes(x))) {
    const at = await gekOnPage(page, 'tenkaProvinceAt', q, 40);
    if (!at) continue;
    await page.mouse.move(at.x, at.y);
    await expect.poll(targetName).toBe(MB_PROVINCES[q]!.name);
    await page.mouse.move(5, 5);
    await expect.poll(targetName).toBe(MB_PROVINCES[chosenTo]!.name);
    break;
  }

  // Its × clears the draft: no arrow, the panel back at choosing where from. Esc does the same.
  await draft.click();
  await expect(allPlans(page)).toHaveCount(0);
  await expect.poll(chosenIn(fromSelect)).toBe('');
  await fromSelect.selectOption(String(from));
  await expect(draft).toBeVisible();
  await page.locator('body').press('Escape');
  await expect(allPlans(page)).toHaveCount(0);
  await expect.poll(chosenIn(fromSelect)).toBe('');

  // A march sent: its arrow stays, quieter, and (nothing random since) its × offers to take it back.
  await fromSelect.selectOption(String(from));
  // One Daimyō fewer than stand there, when several do: the rest stay to be composed beside the sent march.
  const daimyo = Number(await page.getByTestId('move-d').getAttribute('max'));
  if (daimyo > 1) await page.getByTestId('move-d').fill(String(daimyo - 1));
  const to = Number(await toSelect.inputValue());
  await act(page, () => page.getByTestId('move-submit').click());
  const feedLine = page.getByTestId('gek-feed').locator('li', { hasText: /^Aiko marches/ });
  await expect(feedLine.last()).toContainText(MB_PROVINCES[to]!.name);
  const sent = plan(page, 'take-back');
  await expect(sent).toBeVisible();
  await expect(sent).toHaveAttribute('data-tone', 'sent');
  await expect(sent).toHaveAttribute('title', new RegExp(`^Take this march back \\(as Undo does\\): .+: ${escape(MB_PROVINCES[from]!.name)} → ${escape(MB_PROVINCES[to]!.name)}$`));
  await expect(page.getByTestId('undo-reason')).toHaveText(/Take back your last decision/);

  // With another march being composed beside it, in English and in German.
  const rest = (await optionValues(fromSelect))[0];
  if (rest !== undefined) {
    await fromSelect.selectOption(String(rest));
    await expect(draft).toBeVisible();
  }
  await page.mouse.move(5, 5);
  await shootGek(page, 'plans-en');
  await inGerman(page);
  await expect(sent).toBeVisible();
  await expect(sent).toHaveAttribute('title', /^Diesen Marsch zurücknehmen/);
  if (rest !== undefined) {
    await page.getByTestId('move-from').selectOption(String(rest));
    await expect(draft).toBeVisible();
  }
  await page.mouse.move(5, 5);
  await shootGek(page, 'plans-de');

  // The × takes the march back as Undo does: the arrow is gone, the stack is back, the panel asks again.
  await sent.click();
  await expect(allPlans(page)).toHaveCount(0);
  await expect(page.getByTestId('move-panel')).toBeVisible();
  await expect.poll(chosenIn(page.getByTestId('move-from'))).toBe('');
  expect(await optionValues(page.getByTestId('move-from'))).toContain(from);
  await expect(page.getByTestId('gek-feed').locator('li', { hasText: /^Aiko zieht mit/ })).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('Gekokujō hotseat: a sent march’s arrow has no × (Undo is refused), and its tooltip says why', async ({ page }) => {
  test.setTimeout(90_000);
  const problems = watchForErrors(page);
  await useGekSettings(page, { reducedMotion: true });
  await page.setViewportSize({ width: 1280, height: 720 });
  // Two people at one screen: the other human is the seat after Aiko.
  await openAtHumanMarch(page, { otherHuman: true });
  const fromSelect = page.getByTestId('move-from');
  await fromSelect.selectOption({ index: 1 });
  await act(page, () => page.getByTestId('move-submit').click());
  if ((await untilAttention(page)) === 'private') await page.getByTestId('privacy-screen').getByRole('button').click();
  await expect(page.getByTestId('move-panel')).toBeVisible();
  const sent = page.locator('.board-frame [data-plan^="sent."]').last();
  await expect(sent).toBeVisible();
  await expect(sent).toHaveAttribute('data-tone', 'sent');
  await expect(sent).toHaveAttribute('title', /It cannot be taken back: No undo in hotseat: another player has seen your move\.$/);
  await expect(plan(page, 'take-back')).toHaveCount(0);
  await expect(sent.locator('text=×')).toHaveCount(0);
  // A click on its line does nothing: the march stays.
  const lines = await page.locator('.board-frame').evaluate((el) => (el as HTMLElement & { tenkaPlanLines: () => { id: string; x: number; y: number }[] }).tenkaPlanLines());
  const box = (await page.locator('.board-canvas').boundingBox())!;
  await page.mouse.click(box.x + lines[0]!.x, box.y + lines[0]!.y);
  await expect(sent).toBeVisible();
  expect(problems).toEqual([]);
});

// ── Jūni-tsuki ──

/** The destination's name as its button says it ("→ Kai (march point)"), without its cost and notes. */
const destinationName = (button: Locator): Promise<string> => button.evaluate((el) => (el.firstChild?.textContent ?? '').replace('→', '').trim());

test('Jūni-tsuki: the march being composed follows the destination pointed at and its × clears it; a sent march’s × takes it back', async ({ page }) => {
  test.setTimeout(90_000);
  const problems = watchForErrors(page);
  await useJuniSettings(page, { locale: 'en', reducedMotion: true });
  await page.setViewportSize({ width: 1280, height: 720 });
  let seat = -1;
  const ply = firstPly(JUNI_PINNED, (p) => {
    const d = p.pending[0];
    if (p.pending.length !== 1 || d?.kind !== 'act') return false;
    seat = d.seat;
    return true;
  });
  const seats = [0, 1, 2, 3].map((s) => (s === seat ? { kind: 'human' as const, name: 'Hanako' } : { kind: 'bot' as const, name: `Bot ${s + 1}`, bot: 'normal' }));
  await openPosition(page, JUNI_PINNED, ply, seats);
  await boardReady(page);
  expect(await catchUp(page)).toBe('act');
  await expect(allPlans(page)).toHaveCount(0);

  // A group with two destinations that cost no pieces and ask nobody's consent.
  const groups = page.locator('[data-testid^="group-"]');
  const free = page.locator('[data-testid^="march-to-"]:not([data-consequence])').filter({ hasNotText: 'asks the owner' });
  let group = groups.first();
  for (let i = 0; i < (await groups.count()); i++) {
    group = groups.nth(i);
    if ((await group.getAttribute('aria-pressed')) !== 'true') await group.click();
    if ((await free.count()) >= 2) break;
  }
  await expect(group).toHaveAttribute('aria-pressed', 'true');
  expect(await free.count(), 'a group of Hanako’s has two free destinations').toBeGreaterThanOrEqual(2);
  const from = Number((await group.getAttribute('data-testid'))!.slice('group-'.length));

  // The arrow appears once a destination is pointed at, follows the next one, and stays when the pointer leaves.
  const draft = plan(page, 'draft');
  await expect(draft).toHaveCount(0);
  const [a, b] = [free.nth(0), free.nth(1)];
  await a.hover();
  await expect(draft).toHaveAttribute('title', new RegExp(`→ ${escape(await destinationName(a))}$`));
  await b.focus();
  await expect(draft).toHaveAttribute('title', new RegExp(`→ ${escape(await destinationName(b))}$`));
  await expect(draft).toContainText(/[\d,]+/);
  // Pointed at on the map: the destination's point (when in view).
  const aPoint = Number((await a.getAttribute('data-testid'))!.slice('march-to-'.length));
  const [ax, ay] = await pointOnPage(page, aPoint);
  const canvas = (await page.locator('.board-canvas').boundingBox())!;
  if (ax > canvas.x + 20 && ay > canvas.y + 20 && ax < canvas.x + canvas.width - 20 && ay < canvas.y + canvas.height - 20) {
    await page.mouse.move(ax, ay);
    await expect(draft).toHaveAttribute('title', new RegExp(`→ ${escape(await destinationName(a))}$`));
  }
  await page.mouse.move(5, 5);
  await expect(draft).toBeVisible();

  // Its × clears the draft: no arrow, no group chosen.
  await draft.click();
  await expect(allPlans(page)).toHaveCount(0);
  await expect(group).toHaveAttribute('aria-pressed', 'false');

  // A march sent: its arrow stays, quieter, and its × offers to take it back.
  const ap = async () => Number(/(\d+)/.exec((await page.getByTestId('ap').textContent()) ?? '')?.[1] ?? NaN);
  const apBefore = await ap();
  await group.click();
  const to = Number((await a.getAttribute('data-testid'))!.slice('march-to-'.length));
  const toName = await destinationName(a);
  const before = await shownPly(page);
  await a.click();
  expect(await catchUp(page, before)).toBe('act');
  await expect(page.getByTestId('feed-now')).toContainText(/Hanako (marches|leads .+’s) [\d,]+ from .+ to /);
  expect(await ap()).toBe(apBefore - 1);
  const sent = plan(page, 'take-back');
  await expect(sent).toBeVisible();
  await expect(sent).toHaveAttribute('data-tone', 'sent');
  await expect(sent).toHaveAttribute('title', new RegExp(`^Take this march back \\(as Undo does\\): .+ → ${escape(toName)}$`));

  // With another march being composed beside it, in English and in German.
  const composeAnother = async () => {
    const other = groups.first();
    if ((await other.getAttribute('aria-pressed')) !== 'true') await other.click();
    const dest = page.locator('[data-testid^="march-to-"]').first();
    if ((await dest.count()) > 0) {
      await dest.hover();
      await expect(draft).toBeVisible();
    }
    await page.mouse.move(5, 5);
  };
  await composeAnother();
  await shootJuni(page, 'plans-en');
  await inGerman(page);
  await expect(sent).toHaveAttribute('title', /^Diesen Marsch zurücknehmen/);
  await composeAnother();
  await shootJuni(page, 'plans-de');

  // The × takes the march back as Undo does: the arrow is gone, the action point is back, the panel asks again.
  await sent.click();
  await expect(allPlans(page)).toHaveCount(0);
  await expect(decision(page)).toHaveAttribute('data-kind', 'act');
  await expect.poll(ap).toBe(apBefore);
  await expect(page.getByTestId(`group-${from}`)).toBeVisible();
  expect(to).toBe(aPoint);
  expect(problems).toEqual([]);
});

/** A text as a literal inside a RegExp. */
function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
