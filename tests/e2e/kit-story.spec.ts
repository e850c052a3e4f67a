/// <reference lib="dom" />
/**
 * Issue 32, part 2: what the kit tells the player about their own game, at
 * the player's defaults (motion on, 1×, Bots' turns: Summary), from stored
 * positions. "Since your last move": the bots move first after the table
 * opens and take a province of the human's (a position found by playing the
 * host's random bots here: kit-story-support.ts); at the human's decision the
 * recap says what was lost and to whom, and its line shows the province on
 * the map and the moment in the feed. "A battle stays readable": the human's
 * battle in Henn's tower stays pinned after the tower closes, yields to her
 * plan (the decision that needs the column's room), can be closed,
 * and comes back from the feed's "show battle". Screenshots at 1280×720 in
 * English and German, looked at.
 */
import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { MB_PROVINCES } from '../../src-shared/maps/mb-board';
import { PROVINCES as HENN_PROVINCES } from '../../src-shared/games/henn-shogun/public';
import type { JuniState } from '../../src-shared/games/juni-tsuki/types';
import type { KunitoriState } from '../../src-shared/games/kunitori/types';
import { CARDS as KUNITORI_CARDS } from '../../src-shared/games/kunitori/public';
import { getGame } from '../../src-shared/games/index';
import { expect, test } from './fixtures';
import { firstPly, openPosition, PINNED, type PinnedGame } from './positions';
import { SCREENS, painted, watchForErrors } from './page-support';
import { defaultSettings } from './bots-turns-support';
import { GEK_PINNED } from './gekokujo-support';
import { liveResultShown, wakasaMarchPly } from './henn-support';
import { MB4, answer, catchUp, deciding } from './mb-shogun-support';
import { JUNI_PINNED } from './juni-tsuki-support';
import { KT2 } from './kunitori-support';
import { botsPlayAhead, botsTakeAPlace } from './kit-story-support';
import { gekOwners, hennOwners, mbOwners, type Owners } from './kit-story-owners';

async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENS, { recursive: true });
  await painted(page);
  await page.screenshot({ path: `${SCREENS}/story-${name}-1280.png` });
}

/** In view whole, and nothing lies over its middle: a press there reaches the control itself (not a sticky bar over it). */
async function expectUncovered(page: Page, id: string, locale: string): Promise<void> {
  const control = page.getByTestId(id);
  await expect(control).toBeInViewport({ ratio: 1 });
  const onTop = await control.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return el.contains(document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2));
  });
  expect(onTop, `${id} is not covered (${locale})`).toBe(true);
}

const OTHERS = ['Date', 'Takeda', 'Uesugi', 'Mōri'];
/**
 * The positions' bound on the bots' events before her decision: each is told at the defaults' pace while the test
 * waits, and the first position found without a bound made up to 47 (Gekokujō) or 87 (MB) of them.
 */
const FEW_EVENTS = 20;
/** Hanako at `human`, random bots (their moves are what kit-story-support.ts plays ahead) at the other seats. */
const humanVsRandom = (players: number, human = 0) =>
  [0, 1, 2, 3].slice(0, players).map((seat) => (seat === human ? { kind: 'human' as const, name: 'Hanako' } : { kind: 'bot' as const, name: OTHERS[seat]!, bot: 'random' }));

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await defaultSettings(page);
});

/** The recap at her decision after the bots took a province of hers, from a stored position: the line, its moment, folded, German. */
async function recapOfALoss(page: Page, game: string, pinned: PinnedGame, owners: Owners, nameOf: (id: string) => string): Promise<void> {
  const problems = watchForErrors(page);
  // The first seat of the pinned game that the random bots take a province from, in a position whose bots' moves
  // make few events (all told at the player's pace before her decision).
  let found: { human: number; ply: number; lost: string[] } | null = null;
  for (let human = 0; human < pinned.options.players && !found; human++) {
    const taken = await botsTakeAPlace(pinned, human, owners, 1, 400, false, FEW_EVENTS).catch(() => null);
    if (taken) found = { human, ...taken };
  }
  expect(found, 'a stored position where the bots take a province').not.toBeNull();
  const { human, ply, lost } = found!;
  await openPosition(page, pinned, ply, humanVsRandom(pinned.options.players, human));
  await recapOfALossShown(page, game, lost, nameOf);
  expect(problems).toEqual([]);
}

/** At the opened position, the recap of the province she lost (`lost[0]`): the line, its moment, folded, German; back in English. */
async function recapOfALossShown(page: Page, game: string, lost: string[], nameOf: (id: string) => string): Promise<void> {
  // No skipping: the recap is there when the decision is, at the defaults.
  await expect(page.locator('section.decision')).toHaveAttribute('data-mode', 'decide', { timeout: 200_000 });
  const recap = page.getByTestId('recap');
  await expect(recap).toBeVisible();
  await expect(recap.locator('summary')).toHaveText(/^Since your last move \(\d+\)$/);
  const line = recap.locator(`li.recap-lost[data-place="${lost[0]}"]`);
  const name = nameOf(lost[0]!);
  await expect(line).toHaveText(new RegExp(`^Lost ${name}( to .+)?$`));
  // Its first line is in view, not under the panel's controls.
  await expect(recap.locator('li').first()).toBeInViewport();
  await shot(page, `recap-${game}-en`);

  // The line takes her there: the log (or, where the feed is folded beside a decision, the feed) shows the moment it
  // was told, naming the province.
  await line.getByRole('button').click();
  // (Henn tells a battle and the province changing hands as two lines of the moment: both are marked.)
  const moment = page.locator('[data-testid="feed-asked"] li.moment, [data-testid="log"] li.marked').filter({ hasText: name });
  await expect(moment.first()).toBeInViewport();
  await shot(page, `recap-${game}-moment-en`);
  // Beside the decision the feed shows the moment's lines; a language switched words them anew (they stayed English).
  const asked = page.getByTestId('feed-asked');
  const askedEn = (await asked.isVisible()) ? await asked.innerText() : null;

  // Folded, it keeps to one line; open again, in German.
  await recap.locator('summary').click();
  await expect(recap.locator('ul')).toBeHidden();
  await recap.locator('summary').click();
  await page.getByTestId('language-de').click();
  await expect(recap.locator('summary')).toHaveText(/^Seit deinem letzten Zug \(\d+\)$/);
  await expect(line).toHaveText(new RegExp(`^${name} (an .+ )?verloren$`));
  if (askedEn !== null) await expect(asked).not.toHaveText(askedEn);
  await shot(page, `recap-${game}-de`);
  await page.getByTestId('language-en').click();
}

const mbName = (id: string): string => MB_PROVINCES.find((p) => p.id === id)!.name;

/**
 * Her Recruit button and "Done recruiting" are both in sight and pressable at 1280×720 with the recap and her pinned
 * battle above the panel (the sticky bar of "Done recruiting" lay over Recruit there): a stored position where the
 * random bots fight a battle with her before her next Recruit decision.
 */
/**
 * Gekokujō from a stored position where the random bots fight her (a battle she is in) before her decision of `kind`
 * (`took`: and take a province of hers, returned as `lost`): her table at it.
 */
async function openGekAfterHerBattle(page: Page, kind: string, took = false) {
  let human = -1;
  let ply = -1;
  let lost: string[] = [];
  const { ruleset } = getGame('gekokujo')!;
  for (let seat = 0; seat < 4 && ply < 0; seat++) {
    const found = await botsPlayAhead(
      GEK_PINNED.base4,
      seat,
      (start, end, events) => {
        const asked = ruleset.pending(end);
        const fought = events.some((e) => (e as { type: string; sides?: number[] }).type === 'battle-start' && (e as { sides: number[] }).sides.includes(seat));
        const [was, now] = [gekOwners(start), gekOwners(end)];
        const taken = [...was].filter(([id, o]) => o === seat && now.get(id) !== seat && now.get(id) !== undefined && now.get(id) !== null).map(([id]) => id);
        return asked[0]?.kind === kind && fought && (!took || taken.length > 0) ? taken : null;
      },
      1,
      400,
      FEW_EVENTS,
    ).catch(() => null);
    if (found) [human, ply, lost] = [seat, found.ply, found.found];
  }
  expect(ply, `a stored position where the bots fight her${took ? ' and take a province of hers' : ''} before her ${kind}`).toBeGreaterThan(0);
  await openPosition(page, GEK_PINNED.base4, ply, humanVsRandom(4, human));
  const decision = page.locator('section.decision');
  await expect(decision).toHaveAttribute('data-kind', kind, { timeout: 200_000 });
  return { decision, lost };
}

test('Gekokujō: with the recap and her pinned battle shown, Recruit is in sight above the sticky bar and recruits', async ({ page }) => {
  test.setTimeout(240_000);
  const problems = watchForErrors(page);
  const { decision } = await openGekAfterHerBattle(page, 'recruit');
  await expect(page.getByTestId('recap')).toBeVisible();
  await expect(page.getByTestId('pinned-battle')).toBeVisible();
  for (const locale of ['en', 'de'] as const) {
    await page.getByTestId(`language-${locale}`).click();
    // The buttons and the fields they send (in German the bar's buttons wrap to two rows: it must not cover the fields).
    for (const id of ['recruit-province', 'recruit-count', 'recruit-submit', 'recruit-end']) await expectUncovered(page, id, locale);
    await shot(page, `gek-recruit-pinned-${locale}`);
  }
  await page.getByTestId('language-en').click();
  // Pressed where it is (no scrolling first), it recruits: the decision moves on.
  const before = (await decision.getAttribute('data-ply')) ?? '';
  const box = (await page.getByTestId('recruit-submit').boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect(decision).not.toHaveAttribute('data-ply', before, { timeout: 30_000 });
  expect(problems).toEqual([]);
});

/**
 * One table for two looks at her move decision (each was a test of its own, a table opened and its story told twice):
 * the bots took a province of hers and fought her before it.
 */
test('Gekokujō: after the bots took a province of hers, her decision opens with what she lost and to whom; in her move phase with her pinned battle shown, the march form (From, counts, To, March) and End moving are in sight and uncovered (English and German)', async ({ page }) => {
  test.setTimeout(300_000);
  const problems = watchForErrors(page);
  const { decision, lost } = await openGekAfterHerBattle(page, 'move', true);
  await recapOfALossShown(page, 'gekokujo', lost, mbName);
  // The panel tall: her pinned battle above it, a source chosen (its range line shown).
  await expect(page.getByTestId('pinned-battle')).toBeVisible();
  await page.getByTestId('move-from').selectOption({ index: 1 });
  for (const locale of ['en', 'de'] as const) {
    await page.getByTestId(`language-${locale}`).click();
    // End moving and the whole march form stand in the bar: nothing of it lies under the bar or the fold (in German
    // a bar of To, March and End moving once lay over the counts).
    for (const id of ['move-from', 'move-d', 'move-b', 'move-to', 'move-submit', 'move-end']) await expectUncovered(page, id, locale);
    await shot(page, `gek-move-${locale}`);
  }
  await page.getByTestId('language-en').click();
  // Pressed where it is, it ends her moves: the decision moves on.
  const before = (await decision.getAttribute('data-ply')) ?? '';
  const box = (await page.getByTestId('move-end').boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect(decision).not.toHaveAttribute('data-ply', before, { timeout: 30_000 });
  expect(problems).toEqual([]);
});

test('MB: after the bots took a province of hers, her decision opens with what she lost and to whom', async ({ page }) => {
  test.setTimeout(240_000);
  await recapOfALoss(page, 'mb-shogun', MB4, mbOwners, mbName);
});

test('Henn: after the bots took a province of hers, her decision opens with what she lost and to whom', async ({ page }) => {
  test.setTimeout(240_000);
  await recapOfALoss(page, 'henn-shogun', PINNED.henn4, hennOwners, (id) => HENN_PROVINCES.find((p) => p.id === id)!.name);
});

test('Jūni-tsuki: after the bots’ turns, her decision opens with the samurai she lost since her last move', async ({ page }) => {
  test.setTimeout(240_000);
  const problems = watchForErrors(page);
  // A castle or samurai is never taken by the others in Jūni-tsuki without its holder asked along the way (searched
  // over the pinned games: random bots' attacks on her ask her, or lose); what she loses between two of her
  // decisions while only the bots move is samurai turning ronin at her month's start (§5 [R]: no Daimyō of hers left
  // where they stand). The recap counts them.
  const samurai = (s: JuniState, seat: number): number => s.points.reduce((n, g) => n + g.reduce((m, x) => m + (x.o === seat ? x.n : 0), 0), 0);
  let found: { human: number; ply: number; found: [number, number] } | null = null;
  for (let human = 0; human < 4 && !found; human++) {
    const at = await botsPlayAhead(
      JUNI_PINNED,
      human,
      (a, b, events) => {
        const hers = events.some((e) => {
          const k = e as { type: string; owner?: number; winner?: string; attacker?: { owner: number }; defender?: { owner: number } };
          return (k.type === 'ronin' && k.owner === human) || (k.type === 'skirmish' && (k.winner === 'attacker' ? k.defender!.owner : k.attacker!.owner) === human);
        });
        const [was, now] = [samurai(a as JuniState, human), samurai(b as JuniState, human)];
        return hers && now < was ? ([was, now] as [number, number]) : null;
      },
      1,
      400,
      FEW_EVENTS,
    ).catch(() => null);
    if (at) found = { human, ...at };
  }
  expect(found, 'a stored position where she loses samurai before her next decision').not.toBeNull();
  const { human, ply } = found!;
  const [was, now] = found!.found;
  await openPosition(page, JUNI_PINNED, ply, humanVsRandom(4, human));
  await expect(page.locator('section.decision')).toHaveAttribute('data-mode', 'decide', { timeout: 200_000 });
  const recap = page.getByTestId('recap');
  await expect(recap).toBeVisible();
  await expect(recap.locator('summary')).toHaveText(/^Since your last move \(\d+\)$/);
  await expect(recap.locator('li.recap-count', { hasText: /^Samurai/ })).toHaveText(`Samurai (thousands): ${was} → ${now} (−${was - now})`);
  await expect(recap.locator('li').first()).toBeInViewport();
  await shot(page, 'recap-juni-tsuki-en');
  await page.getByTestId('language-de').click();
  await expect(recap.locator('summary')).toHaveText(/^Seit deinem letzten Zug \(\d+\)$/);
  await expect(recap.locator('li.recap-count', { hasText: /^Samurai/ })).toHaveText(`Samurai (in Tausend): ${was} → ${now} (−${was - now})`);
  await shot(page, 'recap-juni-tsuki-de');
  await page.getByTestId('language-en').click();
  expect(problems).toEqual([]);
});

test('Kunitori: after a bot’s turn changed her points and cards, her decision opens with both counts, before → after', async ({ page }) => {
  test.setTimeout(300_000);
  const problems = watchForErrors(page);
  // Kunitori has no board: the recap counts her victory points and the cards she holds (hand, deck and discard
  // together, as every seat's `holding` is public). A stored position where, while only the bots move, her points
  // change (a battle of hers the bot's defence decided, a card gained, a Ninja Clan's discard), read from the states
  // exactly as the recap reads the view (kunitori/recap.ts `holdings`, scoring.ts `ownedVp`).
  const counts = (state: unknown, seat: number): { points: number; owned: number } => {
    const p = (state as KunitoriState).players[seat]!;
    const all = [...p.hand, ...p.deck, ...p.discard, ...p.deployed, ...p.inPlay];
    return { points: all.reduce((n, c) => n + KUNITORI_CARDS[c]!.vp, 0), owned: p.hand.length + p.deck.length + p.discard.length };
  };
  let found: { human: number; ply: number; found: { was: ReturnType<typeof counts>; now: ReturnType<typeof counts> } } | null = null;
  for (let human = 0; human < KT2.options.players && !found; human++) {
    const at = await botsPlayAhead(
      KT2,
      human,
      (a, b) => {
        const [was, now] = [counts(a, human), counts(b, human)];
        return was.points !== now.points ? { was, now } : null;
      },
      1,
      400,
    ).catch(() => null);
    if (at) found = { human, ...at };
  }
  expect(found, 'a stored position where a bot’s turn changes her points').not.toBeNull();
  const { human, ply } = found!;
  const { was, now } = found!.found;
  await openPosition(page, KT2, ply, humanVsRandom(KT2.options.players, human));
  await expect(page.locator('section.decision')).toHaveAttribute('data-mode', 'decide', { timeout: 200_000 });
  const recap = page.getByTestId('recap');
  await expect(recap).toBeVisible();
  await expect(recap.locator('summary')).toHaveText(/^Since your last move \(\d+\)$/);
  const change = (a: number, b: number): string => `${b > a ? '+' : '−'}${Math.abs(b - a)}`;
  await expect(recap.locator('li.recap-count', { hasText: /^Points/ })).toHaveText(`Points: ${was.points} → ${now.points} (${change(was.points, now.points)})`);
  const owned = recap.locator('li.recap-count', { hasText: /^Cards in hand, deck and discard/ });
  if (was.owned !== now.owned) await expect(owned).toHaveText(`Cards in hand, deck and discard: ${was.owned} → ${now.owned} (${change(was.owned, now.owned)})`);
  else await expect(owned).toHaveCount(0);
  await expect(recap.locator('li').first()).toBeInViewport();
  await shot(page, 'recap-kunitori-en');
  await page.getByTestId('language-de').click();
  await expect(recap.locator('summary')).toHaveText(/^Seit deinem letzten Zug \(\d+\)$/);
  await expect(recap.locator('li.recap-count', { hasText: /^Punkte/ })).toHaveText(`Punkte: ${was.points} → ${now.points} (${change(was.points, now.points)})`);
  await shot(page, 'recap-kunitori-de');
  await page.getByTestId('language-en').click();
  expect(problems).toEqual([]);
});

test('Henn: her battle in the tower stays pinned after the tower closes, yields to her plan, and the feed shows it again', async ({ page }) => {
  test.setTimeout(240_000);
  const problems = watchForErrors(page);
  await openPosition(page, PINNED.henn4, wakasaMarchPly(), humanVsRandom(4));
  await expect(page.locator('section.decision')).toHaveAttribute('data-mode', 'decide', { timeout: 60_000 });
  const march = page.getByTestId('march-panel');
  await march.locator('label.target[data-province="wakasa"]').click();
  await march.getByTestId('march-submit').click();

  // The tower throws her battle and closes by itself, as before; the battle stays, pinned in the column, while the
  // bots' actions of the season are told.
  await liveResultShown(page, 60_000);
  await expect(page.locator('#tower-title')).toHaveCount(0, { timeout: 60_000 });
  const pinned = page.getByTestId('pinned-battle');
  const planning = page.getByTestId('planning-panel');
  await expect(pinned.or(planning).first()).toBeVisible();
  if (await pinned.isVisible()) {
    await expect(pinned.locator('summary')).toHaveText(/^Your battle: (you won|.+ won|nobody won) \(Hanako – .+\)$/);
    await expect(pinned.locator('ol.lines li').first()).toContainText('Wakasa');
  }

  // Her next decision is the autumn's plan: it needs the column, so the battle yields (issue 32: "stays pinned
  // until they close it or their next decision needs the space"). At 1280×720 the whole hand is in sight without
  // scrolling and the mat begins under it, Confirm below them (under an opened battle one row of the hand was left).
  await expect(planning).toBeVisible({ timeout: 90_000 });
  await expect(pinned).toHaveCount(0);
  await expectRoomToPlan(page, true);
  await shot(page, 'plan-yields-henn-en');
  await page.getByTestId('language-de').click();
  // German's longer province lines take a fourth row of the hand: the hand is still whole, the mat scrolls.
  await expectRoomToPlan(page, false);
  await shot(page, 'plan-yields-henn-de');
  await page.getByTestId('language-en').click();

  // One click away in the feed: its "Battle result" pins it again, folded beside the plan, until she closes it.
  const show = page.locator('[data-testid="feed-show-battle"]:visible, [data-testid="show-battle"]:visible').first();
  await expect(show).toBeVisible({ timeout: 30_000 });
  await show.click();
  await expect(pinned).toBeVisible();
  await expect(pinned).not.toHaveAttribute('open', '');
  await expect(pinned.locator('summary')).toHaveText(/^Your battle: (you won|.+ won|nobody won) \(Hanako – .+\)$/);
  await pinned.evaluate((el) => ((el as HTMLDetailsElement).open = true));
  await expect(pinned.locator('ol.lines li').first()).toContainText('Wakasa');
  await shot(page, 'pinned-henn-en');
  await page.getByTestId('language-de').click();
  await expect(pinned.locator('summary')).toHaveText(/^Dein Kampf: (gewonnen|.+ hat gewonnen|kein Sieger) \(Hanako – .+\)$/);
  await shot(page, 'pinned-henn-de');
  await page.getByTestId('language-en').click();
  // Asked for, it stays (seconds later, beside the plan) until she closes it.
  await page.waitForTimeout(2000);
  await expect(pinned).toBeVisible();
  await pinned.getByTestId('pinned-battle-close').click();
  await expect(pinned).toHaveCount(0);
  expect(problems).toEqual([]);
});

/** The plan panel has its room: every card of the hand in sight in the scrolled part (and the mat's first row beginning in it, `mat`), Confirm in the viewport. */
async function expectRoomToPlan(page: Page, mat: boolean): Promise<void> {
  const room = await page.getByTestId('planning-panel').evaluate((panel) => {
    const body = panel.querySelector<HTMLElement>('.plan-body')!.getBoundingClientRect();
    const cards = Array.from(panel.querySelectorAll<HTMLElement>('[data-testid="hand"] .card')).map((c) => c.getBoundingClientRect());
    const firstSpace = panel.querySelector<HTMLElement>('.mat .space')!.getBoundingClientRect();
    // (a folded battle's line above the plan pushed the mat out of sight)
    const confirm = panel.querySelector<HTMLElement>('[data-testid="confirm-plan"]')!.getBoundingClientRect();
    return { cards: cards.length, lowestCard: Math.max(...cards.map((c) => c.bottom)), firstSpace: firstSpace.top, bodyTop: body.top, bodyBottom: body.bottom, confirm: confirm.bottom, height: window.innerHeight };
  });
  expect(room.cards).toBeGreaterThan(5);
  expect(room.lowestCard, 'the whole hand in sight').toBeLessThanOrEqual(room.bodyBottom + 1);
  if (mat) expect(room.firstSpace, 'the mat begins in sight').toBeLessThanOrEqual(room.bodyBottom - 12);
  expect(room.confirm).toBeLessThanOrEqual(room.height);
}

test('MB: her battle stays pinned after the dice tray closes, until she closes it; the feed shows it again', async ({ page }) => {
  test.setTimeout(300_000);
  const problems = watchForErrors(page);
  const bots = [1, 2, 3].map((seat) => ({ kind: 'bot' as const, name: OTHERS[seat]!, bot: 'normal' }));
  // One move before her casualty decision (mb-shogun-battle.spec.ts): her battle's dice are rolled after the table opens.
  await openPosition(page, MB4, firstPly(MB4, deciding(0, 'casualties')) - 1, [{ kind: 'human', name: 'Hanako' }, ...bots]);
  const panel = page.getByTestId('casualty-panel');
  const decision = page.locator('section.decision');
  for (let i = 0; i < 6; i++) {
    await catchUp(page, 120_000);
    if (await panel.isVisible()) break;
    const before = (await decision.getAttribute('data-ply')) ?? '';
    await answer(page);
    await expect(decision).not.toHaveAttribute('data-ply', before, { timeout: 30_000 });
  }
  await expect(panel).toBeVisible();
  // Her casualties (as suggested) and, asked to fight on, she calls the battle off, until it is over.
  const pinned = page.getByTestId('pinned-battle');
  const callOff = page.getByRole('button', { name: 'Call off' });
  for (let i = 0; i < 10; i++) {
    await expect(panel.or(callOff).or(pinned).first()).toBeVisible({ timeout: 90_000 });
    if (await pinned.isVisible()) break;
    const before = (await decision.getAttribute('data-ply')) ?? '';
    if (await panel.isVisible()) await page.getByTestId('casualty-submit').click();
    else await callOff.click();
    await expect(decision).not.toHaveAttribute('data-ply', before, { timeout: 60_000 });
  }
  await expect(pinned).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('battle-dice')).toBeHidden({ timeout: 60_000 });
  await expect(pinned).toBeVisible();
  await expect(pinned.locator('summary')).toHaveText(/^Your battle: (you won|.+ won|nobody won) \((Hanako – .+|.+ – Hanako)\)$/);
  await pinned.evaluate((el) => ((el as HTMLDetailsElement).open = true));
  await expect(pinned.locator('ol.lines li').first()).toBeVisible();
  await shot(page, 'pinned-mb-shogun-en');
  await page.getByTestId('language-de').click();
  await expect(pinned.locator('summary')).toHaveText(/^Dein Kampf: (gewonnen|.+ hat gewonnen|kein Sieger) \((Hanako – .+|.+ – Hanako)\)$/);
  await shot(page, 'pinned-mb-shogun-de');
  await page.getByTestId('language-en').click();

  // Still there seconds later (the tray closed about 2 s after the result).
  await page.waitForTimeout(4000);
  await expect(pinned).toBeVisible();
  await pinned.getByTestId('pinned-battle-close').click();
  await expect(pinned).toHaveCount(0);
  const show = page.locator('[data-testid="feed-show-battle"]:visible, [data-testid="show-battle"]:visible').first();
  await expect(show).toBeVisible({ timeout: 30_000 });
  await show.click();
  await expect(pinned).toBeVisible();
  expect(problems).toEqual([]);
});
