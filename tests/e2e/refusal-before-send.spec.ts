/**
 * Why a move is refused, in words, before it is sent (issue 22), in Henn, Gekokujō, Jūni-tsuki and Kunitori, from
 * stored positions where the human alone decides: the player composes a move the rules refuse, the panel says why in
 * the engine's words beside the submit, the submit is disabled (aria-disabled, its tooltip the same words), and a
 * click or Enter sends nothing — every message the page sends is recorded, and the table's ply stays. Then the draft
 * is mended and one move goes out (so the recorder is seen to work). Screenshots at 1280×720, EN and DE.
 */
import { mkdirSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { firstPly, openPosition, type PinnedGame } from './positions';
import { PINNED } from './positions';
import { SCREENS, painted, presetSettings, watchForErrors } from './page-support';
import { GEK_PINNED } from './gekokujo-support';
import { JUNI_PINNED } from './juni-tsuki-support';
import { KT2 } from './kunitori-support';
import { getGame } from '../../src-shared/games/index';
import type { KunitoriState } from '../../src-shared/games/kunitori/types';
import { CARDS } from '../../src-shared/games/kunitori/data/cards';

test.use({ viewport: { width: 1280, height: 720 } });

/** Every move the page submits to the host, as sent (the socket is routed through the test). */
async function recordMoves(page: Page): Promise<unknown[]> {
  const sent: unknown[] = [];
  await page.routeWebSocket(/.*/, (ws) => {
    const server = ws.connectToServer();
    ws.onMessage((message) => {
      const text = typeof message === 'string' ? message : message.toString();
      if (text.includes('"submitMove"')) sent.push(JSON.parse(text));
      server.send(text);
    });
    server.onMessage((message) => ws.send(message));
  });
  return sent;
}

/** The first position where `kind` is the only decision (and `also` holds): its ply and the deciding seat. */
function onlyDecision(pinned: PinnedGame, kind: string, also: (state: unknown, seat: number) => boolean = () => true): { ply: number; seat: number } {
  let seat = -1;
  const ply = firstPly(pinned, ({ pending, state }) => {
    const d = pending[0];
    if (pending.length !== 1 || d?.kind !== kind || !also(state, d.seat)) return false;
    seat = d.seat;
    return true;
  });
  return { ply, seat };
}

const seatsFor = (pinned: PinnedGame, human: number) =>
  Array.from({ length: pinned.options.players }, (_, s) => (s === human ? { kind: 'human' as const, name: 'Hanako' } : { kind: 'bot' as const, name: `Bot ${s + 1}`, bot: 'random' }));

const decision = (page: Page) => page.locator('section.decision').first();

async function openAt(page: Page, pinned: PinnedGame, at: { ply: number; seat: number }, locale: 'en' | 'de'): Promise<unknown[]> {
  const sent = await recordMoves(page);
  await presetSettings(page, { locale, storyPace: 'summary' });
  await openPosition(page, pinned, at.ply, seatsFor(pinned, at.seat));
  await expect(decision(page)).toHaveAttribute('data-ply', String(at.ply), { timeout: 60_000 });
  return sent;
}

/** The submit is refused with these words: disabled for the accessibility tree and Playwright, the words its tooltip. */
async function expectRefused(submit: Locator, note: Locator, words: string | RegExp): Promise<string> {
  await expect(note).toBeVisible();
  await expect(note).toHaveText(words);
  const text = (await note.innerText()).trim();
  await expect(submit).toBeDisabled();
  await expect(submit).toHaveAttribute('title', text);
  await expect(submit).toHaveAttribute('aria-describedby', (await note.getAttribute('id'))!);
  return text;
}

async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENS, { recursive: true });
  await painted(page);
  await page.screenshot({ path: `${SCREENS}/refusal-before-send-${name}.png` });
}

for (const locale of ['en', 'de'] as const) {
  const en = locale === 'en';

  test(`Henn (${locale}): a plan with spaces left empty is refused before it is sent`, async ({ page }) => {
    test.setTimeout(90_000);
    const problems = watchForErrors(page);
    const at = onlyDecision(PINNED.henn4, 'plan');
    const sent = await openAt(page, PINNED.henn4, at, locale);
    const planning = page.getByTestId('planning-panel');
    const confirm = planning.getByTestId('confirm-plan');
    const note = planning.getByTestId('refusal-before-send');
    await expectRefused(confirm, note, en ? /^Cover every space you have cards for: \d+ spaces, not 0\.$/ : /^Belege jedes Feld, für das du Karten hast: \d+ Felder, nicht 0\.$/);
    await shoot(page, `henn-${locale}`);
    // Reachable by keyboard: focused, Enter says what is missing and takes the player to the first empty space.
    await confirm.focus();
    await page.keyboard.press('Enter');
    await expect(planning.getByTestId('plan-hint')).toContainText(en ? 'Cover every space first' : 'Belege');
    await expect(planning.locator('[data-space]:focus')).toHaveCount(1);
    expect(sent).toEqual([]);
    await expect(decision(page)).toHaveAttribute('data-ply', String(at.ply));
    // Mended: the rest filled, the words go and the plan goes out once.
    await planning.getByTestId('fill-plan').click();
    await expect(note).toHaveCount(0);
    await expect(confirm).toBeEnabled();
    await confirm.click();
    await expect.poll(() => sent.length).toBe(1);
    expect(JSON.stringify(sent[0])).toContain('"type":"plan"');
    expect(problems).toEqual([]);
  });

  test(`Gekokujō (${locale}): a recruit beyond the purse or the stack is refused before it is sent`, async ({ page }) => {
    test.setTimeout(90_000);
    const problems = watchForErrors(page);
    const R = getGame('gekokujo')!.ruleset;
    // A recruit where one unit may go but nine may not (the stack holds 7, and the purse rarely pays 9).
    const at = onlyDecision(GEK_PINNED.base4, 'recruit', (state, seat) => {
      const s = state as { heldAtPhase1: (number | null)[] };
      const p = s.heldAtPhase1.findIndex((o) => o === seat);
      return p >= 0 && R.validate(state, seat, { type: 'recruit', province: p, count: 1 }).ok;
    });
    const sent = await openAt(page, GEK_PINNED.base4, at, locale);
    const panel = page.getByTestId('recruit-panel');
    await panel.getByTestId('recruit-count').fill('9');
    const submit = panel.getByTestId('recruit-submit');
    const note = panel.getByTestId('refusal-before-send');
    await expectRefused(submit, note, en ? /^(That costs 9 Koku; you have \d+\.|At most \d+ of your units in one province: room for \d+ more there\.)$/ : /^(Das kostet 9 Koku; du hast \d+\.|Höchstens \d+ deiner Einheiten in einer Provinz: dort ist Platz für \d+ weitere\.)$/);
    await shoot(page, `gekokujo-${locale}`);
    await panel.getByTestId('recruit-count').press('Enter');
    await submit.click({ force: true });
    expect(sent).toEqual([]);
    await expect(decision(page)).toHaveAttribute('data-ply', String(at.ply));
    await expect(page.getByTestId('move-error')).toHaveCount(0);
    // Mended: one recruit, sent once.
    await panel.getByTestId('recruit-count').fill('1');
    await expect(note).toHaveCount(0);
    await submit.click();
    await expect.poll(() => sent.length).toBe(1);
    expect(JSON.stringify(sent[0])).toContain('"type":"recruit"');
    expect(problems).toEqual([]);
  });

  test(`Jūni-tsuki (${locale}): more samurai than the castles' koku pays are refused before they are sent`, async ({ page }) => {
    test.setTimeout(90_000);
    const problems = watchForErrors(page);
    const at = onlyDecision(JUNI_PINNED, 'recruit');
    const sent = await openAt(page, JUNI_PINNED, at, locale);
    const panel = page.getByTestId('recruit-panel');
    const amount = panel.getByTestId('recruit-amount');
    await amount.fill('999');
    const submit = panel.getByTestId('recruit');
    const note = panel.getByTestId('refusal-before-send');
    await expectRefused(
      submit,
      note,
      en
        ? /^999 thousand samurai cost 999 thousand koku; your castles hold \d+ thousand \(up to \d+ thousand samurai\)\.$/
        : /^999 Tausend Samurai kosten 999 Tausend Koku; deine Burgen haben \d+ Tausend \(höchstens \d+ Tausend Samurai\)\.$/,
    );
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await shoot(page, `juni-tsuki-${locale}`);
    await amount.press('Enter');
    await submit.click({ force: true });
    expect(sent).toEqual([]);
    await expect(decision(page)).toHaveAttribute('data-ply', String(at.ply));
    await expect(page.getByTestId('move-error')).toHaveCount(0);
    await amount.fill('1');
    await expect(note).toHaveCount(0);
    await submit.click();
    await expect.poll(() => sent.length).toBe(1);
    expect(JSON.stringify(sent[0])).toContain('"type":"recruit"');
    expect(problems).toEqual([]);
  });

  test(`Kunitori (${locale}): a pile the purse cannot pay says why and is not bought`, async ({ page }) => {
    test.setTimeout(90_000);
    const problems = watchForErrors(page);
    const land = CARDS.findIndex((c) => c.cost === Math.max(...CARDS.map((x) => x.cost)));
    // A buy with a buy left and too little Geld for the dearest pile.
    const at = onlyDecision(KT2, 'buy', (state) => {
      const t = (state as KunitoriState).turn;
      return t.buys > 0 && t.money + t.discount < CARDS[land]!.cost && (state as KunitoriState).pool[land]! > 0;
    });
    const sent = await openAt(page, KT2, at, locale);
    const pile = page.getByTestId(`pile-${CARDS[land]!.key}`);
    // Not offered as a buy (the engine's legal moves), and its tooltip already says why.
    await expect(pile).not.toHaveClass(/\bcan\b/);
    const words = en ? /^.+ costs \d+ money; you have \d+\.$/ : /^.+ kostet \d+ Geld; du hast \d+\.$/;
    await expect(pile).toHaveAttribute('title', words);
    await pile.click();
    await expect(page.getByTestId('supply-why')).toHaveText(words);
    await shoot(page, `kunitori-${locale}`);
    expect(sent).toEqual([]);
    await expect(decision(page)).toHaveAttribute('data-ply', String(at.ply));
    await expect(page.getByTestId('move-error')).toHaveCount(0);
    expect(problems).toEqual([]);
  });
}
