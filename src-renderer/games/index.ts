/**
 * The renderer's registry of games: one line per game, typed by the shared
 * registry's `GameId`, so a game registered in src-shared/games/index.ts that
 * has no line here does not compile. Each game's card comes with the app;
 * its table, forms, rules and words are loaded when first needed.
 *
 * `null` says, on purpose, that a registered game has no renderer half yet
 * (an engine-only game: rules and bots, availability 'engine'). Players are
 * not offered those, nor a test game (`testOnly`: the template game, shown
 * only where the host lists it, see `playableGames`).
 */
// Only the type: the shared registry's modules (rules, bots) stay out of the renderer's bundle.
import type { GameId } from '@shared/games';
import type { RendererEntry, RendererGame } from './renderer-game';
import { card as gekokujoCard } from './gekokujo/card';
import { card as hennShogunCard } from './henn-shogun/card';
import { card as juniTsukiCard } from './juni-tsuki/card';
import { card as kunitoriCard } from './kunitori/card';
import { card as mbShogunCard } from './mb-shogun/card';
import { card as toyRaceCard } from './toy-race/card';

export const RENDERER_GAMES = {
  'henn-shogun': { card: hennShogunCard, load: () => import('./henn-shogun').then((m) => m.game) },
  gekokujo: { card: gekokujoCard, load: () => import('./gekokujo').then((m) => m.game) },
  'juni-tsuki': { card: juniTsukiCard, load: () => import('./juni-tsuki').then((m) => m.game) },
  kunitori: { card: kunitoriCard, load: () => import('./kunitori').then((m) => m.game) },
  'mb-shogun': { card: mbShogunCard, load: () => import('./mb-shogun').then((m) => m.game) },
  'toy-race': { card: toyRaceCard, load: () => import('./toy-race').then((m) => m.game), testOnly: true },
} as const satisfies Record<GameId, RendererEntry | null>;

/** The entry of a game the renderer can show, or null (unknown id, or no renderer half yet). */
export function rendererEntry(id: string): RendererEntry | null {
  return Object.hasOwn(RENDERER_GAMES, id) ? RENDERER_GAMES[id as GameId] : null;
}

/**
 * Games a player can set up and play here, in registry order. A test game (`testOnly`) only where the host lists it
 * among `listed` (a host started with --test-games: browser tests, development); a player's host never does.
 */
export function playableGames(listed: readonly { id: string }[] = []): { id: GameId; entry: RendererEntry }[] {
  return (Object.entries(RENDERER_GAMES) as [GameId, RendererEntry | null][]).flatMap(([id, entry]) =>
    entry && (!entry.testOnly || listed.some((r) => r.id === id)) ? [{ id, entry }] : [],
  );
}

/** The entry of a game this screen may set up: a test game only where the host lists it (see `playableGames`). */
export function offeredEntry(id: string, listed: readonly { id: string }[]): RendererEntry | null {
  const entry = rendererEntry(id);
  return entry && (!entry.testOnly || listed.some((r) => r.id === id)) ? entry : null;
}

/** A point in a game by its round counter, in the game's own words where it has them ("year 2, month 1"), else "round 3". */
export function roundName(id: string, round: number, t: (key: string, params?: Record<string, string | number>) => string): string {
  return rendererEntry(id)?.card.roundName?.(round, t) ?? t('home.round', { round });
}

const loaded = new Map<string, Promise<RendererGame>>();
/** A game's renderer half, loaded once; null for a game without one. */
export function loadRendererGame(id: string): Promise<RendererGame> | null {
  const entry = rendererEntry(id);
  if (!entry) return null;
  let found = loaded.get(id);
  if (!found) {
    found = entry.load();
    loaded.set(id, found);
    // A failed load (a chunk missing after an update) is tried again next time.
    found.catch(() => loaded.delete(id));
  }
  return found;
}

/**
 * Start loading every playable game's half once the app has shown its first
 * screen, so opening, continuing or replaying a game does not wait for it.
 */
export function preloadPlayableGames(): void {
  for (const { id } of playableGames()) void loadRendererGame(id)?.catch(() => undefined);
}
