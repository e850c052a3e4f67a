/// <reference lib="dom" />
/**
 * Shared steps of Gekokujō's end-to-end tests: its pinned games (stored
 * positions), starting a game through the New game screen, answering
 * whatever the table asks with the panel's proposal, and screenshots.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { getGame } from '../../src-shared/games/index';
import type { GekokujoEvent, GekokujoMove, GekokujoState } from '../../src-shared/games/gekokujo/types';
import { firstPly, openPosition, type PinnedGame, type PositionInfo } from './positions';
import { SCREENS, hostUrl, painted, presetSettings, type TestSettings } from './page-support';

export { SCREENS, hostUrl, watchForErrors } from './page-support';

/** Every option spelled out, so a changed default does not move the positions. */
const BASE = { startingCapital: true, coastal: 'geographic', roundLimit: 12, glory: false, rice: false, political: false, specialized: false, technology: false };

export const GEK_PINNED = {
  /** The base game, 4 players. */
  base4: { game: 'gekokujo', options: { players: 4, ...BASE }, seed: 'e2e-gek-1' },
  /** Every module on, 4 players. */
  all4: { game: 'gekokujo', options: { players: 4, ...BASE, glory: true, rice: true, political: true, specialized: true, technology: true }, seed: 'e2e-gek-2' },
} as const satisfies Record<string, PinnedGame>;

/** The state a position holds, as Gekokujō's. */
export const gekState = (p: PositionInfo): GekokujoState => p.state as GekokujoState;

/** The events the engine gives for `move` by `seat` at this position (pure: the host computes the same from the same record). */
export function eventsAfter(p: PositionInfo, seat: number, move: GekokujoMove): GekokujoEvent[] {
  const { ruleset } = getGame('gekokujo')!;
  const checked = ruleset.validate(p.state, seat, move);
  if (!checked.ok) return [];
  return ruleset.apply(p.state, seat, checked.value).events as GekokujoEvent[];
}

export function useSettings(page: Page, settings: TestSettings): Promise<void> {
  return presetSettings(page, { animationSpeed: 2, ...settings });
}

/** A new game through the New game screen (English): seats, options, seed; returns its id. */
export async function startGekGame(
  page: Page,
  seats: { kind: 'human' | 'bot'; name?: string; level?: string }[],
  options: { roundLimit?: number; modules?: string[]; seed?: string } = {},
): Promise<string> {
  await page.goto(hostUrl());
  await expect(page.getByRole('status').first()).toHaveText(/Connected/);
  await page.getByRole('button', { name: 'New game' }).click();
  await page.getByTestId('pick-gekokujo').click();
  await expect(page.getByRole('heading', { name: 'New game of Shogun: Gekokujō' })).toBeVisible();
  for (let i = 4; i < seats.length; i++) await page.getByRole('button', { name: /Add a seat/ }).click();
  for (const [i, s] of seats.entries()) {
    await page.getByLabel(`Seat ${i + 1} player`).selectOption(s.kind);
    if (s.name) await page.getByLabel(`Seat ${i + 1} name`).fill(s.name);
    if (s.kind === 'bot') await page.getByLabel(`Seat ${i + 1} bot level`).selectOption(s.level ?? 'normal');
  }
  for (const m of options.modules ?? []) await page.getByTestId(`option-${m}`).check();
  if (options.roundLimit) {
    await page.getByTestId('option-roundLimit').fill(String(options.roundLimit));
    await page.getByTestId('option-roundLimit').blur();
  }
  if (options.seed) await page.getByLabel('Seed (optional)').fill(options.seed);
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page).toHaveURL(/#\/game\/[A-Za-z0-9_-]+$/);
  return /#\/game\/([A-Za-z0-9_-]+)$/.exec(page.url())![1]!;
}

/** The decision area's mode ('decide', 'private', 'wait', 'end'). */
export async function decisionMode(page: Page): Promise<string> {
  return (await page.locator('section.decision').getAttribute('data-mode')) ?? '';
}

/** Wait (skipping the feed and closing finished dice) until the human must act or the game ends. */
export async function untilAttention(page: Page, timeout = 60_000): Promise<string> {
  const deadline = Date.now() + timeout;
  while (Date.now() < deadline) {
    const mode = await decisionMode(page).catch(() => '');
    if (mode === 'decide' || mode === 'private' || mode === 'end') return mode;
    const skip = page.getByTestId('gek-feed').getByTestId('skip');
    // The kit's feed keeps its Skip in place, disabled while nothing is told (isVisible does not wait; isEnabled would).
    if ((await skip.isVisible().catch(() => false)) && (await skip.isEnabled({ timeout: 500 }).catch(() => false))) await skip.click({ timeout: 500 }).catch(() => undefined);
    await page.waitForTimeout(100);
  }
  throw new Error('no decision for the human within the time');
}

/** The panel shown for the acting decision (its data-testid). */
export async function panelShown(page: Page): Promise<string> {
  const panel = page.locator('section.decision [data-testid$="-panel"]').first();
  return (await panel.getAttribute('data-testid')) ?? '';
}

/** Do `step` (one move of the human) and wait until the table has moved on from that position. */
export async function act(page: Page, step: () => Promise<unknown>): Promise<void> {
  const decision = page.locator('section.decision');
  // The position told (ply) or what the area shows (a privacy screen keeps the last seat's ply).
  const now = async () => `${await decision.getAttribute('data-mode')}:${await decision.getAttribute('data-ply')}`;
  const before = await now();
  await step();
  await expect
    .poll(async () => ((await page.getByTestId('move-error').isVisible().catch(() => false)) ? 'refused' : await now()), { timeout: 60_000 })
    .not.toBe(before);
  await expect(page.getByTestId('move-error')).toHaveCount(0);
}

/**
 * Answer the decision on screen the way a cautious player would: the panel's
 * proposal (first clan, one recruit, march the first stack to the first
 * province listed, default casualties, no Ronin, no pact…). Returns the panel.
 */
export async function answer(page: Page): Promise<string> {
  const panel = await panelShown(page);
  await act(page, () => answerPanel(page, panel));
  return panel;
}

async function answerPanel(page: Page, panel: string): Promise<void> {
  const click = (id: string) => page.getByTestId(id).click();
  switch (panel) {
    case 'clan-panel':
      await page.locator('button[data-testid^="clan-"]:not([disabled])').first().click();
      break;
    case 'recruit-panel':
      await click('recruit-end');
      break;
    case 'move-panel':
      await click('move-end');
      break;
    case 'battle-choice-panel':
      await page.locator('button[data-testid^="battle-"]').first().click();
      break;
    case 'ronin-panel':
      await click('ronin-none');
      break;
    case 'assassin-panel':
      await click('assassin-hold');
      break;
    case 'split-panel':
      await click('split-submit');
      break;
    case 'casualties-panel':
      await click('casualties-submit');
      break;
    case 'vassal-panel':
      await click('vassal-fund');
      break;
    case 'halve-panel':
      throw new Error('halving needs a choice of provinces: the test must make it');
    case 'disband-panel':
      for (;;) {
        const next = page.locator('button[data-testid^="disband-"]:not([disabled]):not([data-testid="disband-submit"])').first();
        if (!(await page.getByTestId('disband-submit').isDisabled())) break;
        await next.click();
      }
      await click('disband-submit');
      break;
    case 'sow-panel':
      await click('sow-submit');
      break;
    case 'pact-offer-panel':
      await click('offer-none');
      break;
    case 'pact-answer-panel':
      await click('answer-decline');
      break;
    default:
      throw new Error(`no panel to answer (found '${panel}')`);
  }
}

/**
 * A screenshot at 1280×720; with GEK_SCREENS=all also at 1920×1080 (each
 * large shot costs seconds under SwiftShader, so CI takes the small one only;
 * run with GEK_SCREENS=all to look at every size).
 */
export async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENS, { recursive: true });
  await painted(page);
  await page.screenshot({ path: `${SCREENS}/gekokujo-${name}-1280.png` });
  if (process.env.GEK_SCREENS !== 'all') return;
  await page.setViewportSize({ width: 1920, height: 1080 });
  await painted(page);
  await page.screenshot({ path: `${SCREENS}/gekokujo-${name}-1920.png` });
  await page.setViewportSize({ width: 1280, height: 720 });
}

/**
 * Drags the stack in province `from` onto province `to` with the mouse, as a
 * player does (the board tells where a stack and a province are on its canvas).
 */
export async function dragStack(page: Page, from: number, to: number): Promise<void> {
  const board = page.locator('[data-board="gekokujo"]');
  const points = await board.evaluate(
    (el, [a, b]) => {
      const frame = el as HTMLElement & { tenkaStackAt?: (p: number) => [number, number] | null; tenkaProvinceAt?: (p: number) => [number, number] | null };
      const rect = el.querySelector('.board-canvas')!.getBoundingClientRect();
      const start = frame.tenkaStackAt?.(a);
      const end = frame.tenkaProvinceAt?.(b);
      return start && end ? [rect.left + start[0], rect.top + start[1], rect.left + end[0], rect.top + end[1]] : null;
    },
    [from, to] as const,
  );
  if (!points) throw new Error(`no stack in province ${from} or no province ${to} on the board`);
  const [x0, y0, x1, y1] = points as [number, number, number, number];
  await page.mouse.move(x0, y0);
  await page.mouse.down();
  // A few steps, as a hand moves (each redraws the arrow: software WebGL is slow).
  await page.mouse.move((x0 + x1) / 2, (y0 + y1) / 2, { steps: 2 });
  await page.mouse.move(x1, y1, { steps: 2 });
  await page.mouse.up();
}

/** The Gekokujō board on the page. */
export const gekBoard = (page: Page): Locator => page.locator('[data-board="gekokujo"]');

/** A stack's or a province's place on the page, asked of the board; null when it is within `margin` px of the board's edge or out of view. */
export async function gekOnPage(page: Page, hook: 'tenkaStackAt' | 'tenkaProvinceAt', province: number, margin = 20): Promise<{ x: number; y: number } | null> {
  const at = await gekBoard(page).evaluate((el, [h, p]) => (el as unknown as Record<string, (p: number) => [number, number] | null>)[h]?.(p) ?? null, [hook, province] as const);
  const box = (await gekBoard(page).locator('.board-canvas').boundingBox())!;
  if (!at || at[0] < margin || at[1] < margin || at[0] > box.width - margin || at[1] > box.height - margin) return null;
  return { x: box.x + at[0], y: box.y + at[1] };
}

/**
 * The base game opened at the first stored position where one seat alone must march, played by Aiko against Normal
 * bots (with `otherHuman`, the seat after hers is Ben, a second person at the screen, whose privacy screen Aiko
 * claims); waits for the move panel and returns Aiko's seat.
 */
export async function openAtHumanMarch(page: Page, o: { otherHuman?: boolean } = {}): Promise<number> {
  let seat = -1;
  const ply = firstPly(GEK_PINNED.base4, (p) => {
    const d = p.pending[0];
    if (p.pending.length !== 1 || d?.kind !== 'move') return false;
    seat = d.seat;
    return true;
  });
  const seats = [0, 1, 2, 3].map((s) =>
    s === seat
      ? { kind: 'human' as const, name: 'Aiko' }
      : o.otherHuman && s === (seat + 1) % 4
        ? { kind: 'human' as const, name: 'Ben' }
        : { kind: 'bot' as const, name: `Bot ${s + 1}`, bot: 'normal' },
  );
  await openPosition(page, GEK_PINNED.base4, ply, seats);
  if ((await untilAttention(page)) === 'private') await page.getByTestId('privacy-screen').getByRole('button').click();
  await expect(page.getByTestId('move-panel')).toBeVisible();
  return seat;
}
